/**
 * What the /pay view reads from a payment-link snapshot, in one tested place
 * (tests/machines/payment-link.selectors.test.ts). Each selector is narrow and keeps its identity
 * while it does not change, so `useSelector` re-renders only the section that reads it.
 */
import type { SnapshotFrom } from 'xstate';
import type { paymentLinkMachine } from './payment-link.machine';

export type PaymentLinkSnapshot = SnapshotFrom<typeof paymentLinkMachine>;

/** Field path (address.* / credit_card_info.*) → message, after a refused submission or server answer. */
export const selectFieldErrors = (s: PaymentLinkSnapshot): Record<string, string> => s.context.errors;

/** The loader overlay covers the form while validating, tokenizing and submitting (spec 2 §4). */
export const selectIsBusy = (s: PaymentLinkSnapshot): boolean =>
  s.matches('validating') || s.matches('tokenizing') || s.matches('submitting');

/** Make Payment works only while the form is editable: a second press mid-payment does nothing. */
export const selectCanSubmit = (s: PaymentLinkSnapshot): boolean => s.can({ type: 'pay.submit' });

/** No public key in the link: the card form cannot load, nothing can be paid. */
export const selectIsUnavailable = (s: PaymentLinkSnapshot): boolean => s.matches('unavailable');

/** Paid: the form gives way to the thank-you card with the server's message. */
export const selectPaidMessage = (s: PaymentLinkSnapshot): string | null =>
  s.matches('success') ? (s.context.message ?? '') : null;
