// A React error boundary with a way back: once a child has thrown, `fallback(retry)` renders; retry
// calls `onReset` (e.g. TanStack Query's reset of the failed queries) and renders the children again.
// The one error boundary of the app's screens (a failed read shows its error state, not a blank page).
import { Component } from 'react';
import type { ReactNode } from 'react';

export interface RetryBoundaryProps {
  fallback: (retry: () => void) => ReactNode;
  onReset: () => void;
  children: ReactNode;
}

export class RetryBoundary extends Component<RetryBoundaryProps, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  private retry = () => {
    this.props.onReset();
    this.setState({ failed: false });
  };
  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
