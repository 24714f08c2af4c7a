// The screens' empty and error states: a sentence that says what happened and a way forward.
import type { ReactNode } from 'react';
import { Button } from './button';
import { AlertIcon } from './icons/alert';

export interface EmptyStateProps {
  /** A short heading-like line (optional). */
  title?: ReactNode;
  /** The sentence: what is (not) here and why. */
  children: ReactNode;
  /** The way forward: usually a Button or LinkButton. */
  action?: ReactNode;
  className?: string;
}

/** Nothing to show yet: a sentence and an action. */
export function EmptyState({ title, children, action, className }: EmptyStateProps) {
  return (
    <div className={['state', 'state--empty', className].filter(Boolean).join(' ')}>
      {title ? <p className="state__title">{title}</p> : null}
      <div className="state__message">{children}</div>
      {action ? <div className="state__action">{action}</div> : null}
    </div>
  );
}

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

/** Something failed: an alert with the message and a way forward. */
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
              <Button variant="secondary" onPress={onRetry}>
                {retryLabel}
              </Button>
            ) : null}
            {action}
          </div>
        ) : null}
      </div>
    </div>
  );
}
