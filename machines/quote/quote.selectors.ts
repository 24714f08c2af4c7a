/**
 * The one place that turns a quote snapshot into what the views show (the wizard, form and summary
 * read these through narrow selectors, never the state value). Pure functions of the snapshot.
 * Invariant: a price is current only in `editing.pricing.priced` or after Continue (`done`); in any
 * other state the views show a status instead, so a stale price is never on screen.
 */
import type { SnapshotFrom } from 'xstate';
import type { CalculatedPrice } from '../shared/types';
import type { quoteMachine } from './quote.machine';
import { canPrice, isOtherAreaFilled } from './quote.schema';

export type QuoteSnapshot = SnapshotFrom<typeof quoteMachine>;

/** What the summary shows instead of a price; null when the price is current. */
export type PriceStatus = 'pricing' | 'incomplete' | 'failed' | null;

/** Continue accepted: the wizard is at CHECK OUT. */
export const isDone = (s: QuoteSnapshot): boolean => s.status === 'done';

export function priceStatus(s: QuoteSnapshot): PriceStatus {
  if (isDone(s)) return null;
  if (s.matches({ editing: { pricing: 'priced' } })) return null;
  if (s.matches({ editing: { pricing: 'incomplete' } })) return 'incomplete';
  if (s.matches({ editing: { pricing: 'failed' } })) return 'failed';
  return 'pricing';
}

/** The price that answers the current selections, or null while there is none. */
export const currentPrice = (s: QuoteSnapshot): CalculatedPrice | null =>
  priceStatus(s) === null ? s.context.price : null;

/** Continue would be taken now (the step's button and the CHECK OUT step are enabled). */
export const canContinue = (s: QuoteSnapshot): boolean => !isDone(s) && s.can({ type: 'quote.continue' });

/** The checkout is near once the quote could continue or already has: the caller may prepare it. */
export const isCheckoutNear = (s: QuoteSnapshot): boolean => isDone(s) || canContinue(s);

/** The form itself is answered (frequency, property type, dogs, last cleaned for once, 'Other' text). */
export const isFormComplete = (s: QuoteSnapshot): boolean => canPrice(s.context) && isOtherAreaFilled(s.context);

/** The large-lot modal 'Just a heads up!' is open. */
export const isLargeLotOpen = (s: QuoteSnapshot): boolean => s.matches({ editing: { warning: 'largeLot' } });

/** Apply is enabled: a code is typed and the selections can be priced. */
export const canApplyCoupon = (s: QuoteSnapshot): boolean => s.can({ type: 'quote.coupon.apply' });

/** An applied coupon is being priced ('Checking…'). */
export const isCheckingCoupon = (s: QuoteSnapshot): boolean =>
  s.context.couponCode !== null && priceStatus(s) === 'pricing';
