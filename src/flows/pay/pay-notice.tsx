// The /pay pages that take no payment (spec 2 §8: a malformed link, an unknown or paid
// invoice, a link that does not match its invoice, a read that failed): a heading that says what is
// wrong, a sentence with the way forward, and the phone line. Never a crash or a blank screen.
import type { ReactNode } from 'react';
import { CONTACT_PHONE, telHref } from '../../frame/links';
import { payMessages } from '../../domain/pay-messages';
import { EmptyState, ErrorState } from '../../ui/states';

/** 'Questions about your invoice? Call us at (888) 555-0147.' */
export function ContactLine() {
  return (
    <p className="pay__contact">
      {payMessages.payContact} <a href={telHref(CONTACT_PHONE)}>{CONTACT_PHONE}</a>.
    </p>
  );
}

export interface PayNoticeProps {
  title: string;
  /** The page's h1 when it is not the title (the title then heads the message). */
  heading?: string;
  text: string;
  /** 'error' for a link or read that went wrong; 'info' for a state that is fine (already paid). */
  tone: 'error' | 'info';
  /** Shown before the sentence (the Invoice Summary of a paid or mismatched invoice). */
  before?: ReactNode;
  /** Between the sentence and the phone line (the amounts of a mismatched link). */
  details?: ReactNode;
  onRetry?: () => void;
}

export function PayNotice({ title, heading, text, tone, before, details, onRetry }: PayNoticeProps) {
  const stateTitle = heading ? title : undefined;
  return (
    <section className="screen pay pay--notice">
      <h1>{heading ?? title}</h1>
      <div className="pay__notice">
        {before}
        {tone === 'error' ? (
          // A standing message of the page, not an event: no alert role (the heading already says it).
          <ErrorState role={null} title={stateTitle} onRetry={onRetry}>
            <p>{text}</p>
            {details}
          </ErrorState>
        ) : (
          <EmptyState title={stateTitle}>
            <p>{text}</p>
            {details}
          </EmptyState>
        )}
        <ContactLine />
      </div>
    </section>
  );
}
