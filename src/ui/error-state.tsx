// The kit's error state (re-exported by states.tsx beside EmptyState): a sentence that says what
// failed and a way forward.
import type { ReactNode } from 'react';
import { AlertIcon } from './icons/alert';
import { PlainButton } from './plain-controls';

export interface ErrorStateProps {
  title?: ReactNode;
  /** What went wrong, in the customer's words. */
  children: ReactNode;
  /** Retry: renders a secondary button (retryLabel, default 'Try again'). */
  onRetry?: () => void;
  retryLabel?: string;
  /** Another way forward instead of, or besides, the retry (a link, a phone number). */
  action?: ReactNode;
  /** 'alert' (default) announces it when it appears; null for a standing message. */
  role?: 'alert' | 'status' | null;
  className?: string;
}

/**
 * Something failed: an alert with the message and a way forward. The retry is a native button (the
 * plain kit): the entry shows this when a download fails, and the entry carries no react-aria.
 */
export function ErrorState({
  title,
  children,
  onRetry,
  retryLabel = 'Try again',
  action,
  role = 'alert',
  className,
}: ErrorStateProps) {
  return (
    <div className={['state', 'state--error', className].filter(Boolean).join(' ')} role={role ?? undefined}>
      <AlertIcon className="state__icon" size={24} />
      <div className="state__body">
        {title ? <p className="state__title">{title}</p> : null}
        <div className="state__message">{children}</div>
        {onRetry || action ? (
          <div className="state__action">
            {onRetry ? (
              <PlainButton variant="secondary" onPress={onRetry}>
                {retryLabel}
              </PlainButton>
            ) : null}
            {action}
          </div>
        ) : null}
      </div>
    </div>
  );
}
