// Paid (spec 2 §2, §4): the form gives way to a card saying 'Thank you for your payment', with the
// server's message (also the success toast). The heading takes the focus: the button that was pressed
// is gone, and a screen reader user hears what happened.
import { useEffect, useRef } from 'react';
import { messages } from '../../../domain/messages';
import { payMessages } from '../../../domain/pay-messages';
import { CheckIcon } from '../../../ui/icons/check';

export function ThankYou({ message }: { message: string }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="pay-done" aria-labelledby="pay-done-title">
      <CheckIcon className="pay-done__icon" size={32} />
      <h2 id="pay-done-title" ref={heading} tabIndex={-1} className="pay-done__title">
        {messages.paymentThankYou}
      </h2>
      {message ? <p className="pay-done__message">{message}</p> : null}
      <p className="pay-done__next">{payMessages.payDoneNext}</p>
    </section>
  );
}
