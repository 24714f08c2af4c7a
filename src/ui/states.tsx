// The screens' empty and error states: a sentence that says what happened and a way forward.
// ErrorState lives in its own module: the entry shows it when a download fails, without EmptyState.
import type { ReactNode } from 'react';

export { ErrorState } from './error-state';
export type { ErrorStateProps } from './error-state';

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
