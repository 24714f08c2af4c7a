// A React error boundary with a way back: once a child has thrown, `fallback(retry)` renders; retry
// loads failed lazy code again (src/ui/lazy.tsx), calls `onReset` (e.g. TanStack Query's reset of the
// failed queries) and renders the children again.
// The one error boundary of the app's screens (a failed read shows its error state, not a blank page).
import { Component, Suspense } from 'react';
import type { ReactNode } from 'react';
import { firstVisitMessages as messages } from '../domain/first-visit-messages';
import { retryFailedLoads } from './lazy';
import { ErrorState } from './error-state';

export interface RetryBoundaryProps {
  fallback: (retry: () => void) => ReactNode;
  onReset?: () => void;
  children: ReactNode;
}

export class RetryBoundary extends Component<RetryBoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  private retry = () => {
    retryFailedLoads();
    this.props.onReset?.();
    this.setState({ failed: false });
  };
  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}

/**
 * A part of the page whose code loads on demand (lazyWithRetry): `fallback` while it loads and, if it
 * cannot load (offline), the error in words with Try again, in its place; the rest of the page, and
 * what was entered there, stays.
 */
export function LoadBoundary({ children, fallback = null }: { children: ReactNode; fallback?: ReactNode }) {
  return (
    <RetryBoundary fallback={(retry) => <ErrorState onRetry={retry}>{messages.loadFailed}</ErrorState>}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </RetryBoundary>
  );
}
