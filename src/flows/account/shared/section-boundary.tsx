// One card's read, loading and failing on its own: a Suspense fallback while its queries load (a
// spinner with words, shown after 300 ms) and, if a read fails, the error in words with Try again
// (which refetches the failed queries). One card failing never blanks the tab.
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Spinner } from '../../../ui/spinner';
import { ErrorState } from '../../../ui/states';
import { RetryBoundary } from '../../../ui/retry-boundary';
import { accountMessages } from '../../../domain/account-messages';

export interface SectionBoundaryProps {
  /** What is loading, e.g. 'Loading your services…'. */
  loading: string;
  /** What failed, in the customer's words (default: the generic loading failure). */
  failed?: string;
  children: ReactNode;
}

export function SectionBoundary({ loading, failed, children }: SectionBoundaryProps) {
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <RetryBoundary
          onReset={reset}
          fallback={(retry) => (
            <ErrorState onRetry={retry}>
              <p>{failed ?? accountMessages.loadFailed}</p>
            </ErrorState>
          )}
        >
          <Suspense
            fallback={
              <p className="section-loading">
                <Spinner label={loading} showLabel />
              </p>
            }
          >
            {children}
          </Suspense>
        </RetryBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
