/**
 * The resume flow's shapes: what opening a mailed link answers, as the machine branches on it (design.md
 * §8). The view maps POST resume/open/ onto these; the answers are the flow's own session entries.
 */

/** Which flow a link restores, and where in it. */
export type ResumeFlow = 'quote' | 'commercial';
export type ResumeStep = 'subscription' | 'quote' | 'checkout' | 'step1' | 'step2';

/** A quote's price as the mails and the screens say it. */
export interface ShownPrice {
  total_price_per_service: string;
  total_price_for_first_visit: string;
}

/** The price last shown and today's (null when the quote can no longer be priced as it was). */
export interface PriceThenAndNow {
  then: ShownPrice;
  now: ShownPrice | null;
  changed: boolean;
}

export interface RestoredFlow {
  flow: ResumeFlow;
  step: ResumeStep;
  /** The flow's session entries by key (acq.area, acq.lead, flow.quote, …), as the first device kept them. */
  answers: Record<string, unknown>;
  price: PriceThenAndNow | null;
  /** Today's full price of the quote (the pricing calculator's answer), or null. */
  calculatedPrice: unknown;
}

/** What opening a link answers: restored, or why not (expected outcomes; only a failed request rejects). */
export type OpenResult =
  ({ kind: 'restored' } & RestoredFlow) | { kind: 'expired' } | { kind: 'used' } | { kind: 'invalid' };

export type ResumeEvent =
  /** Continue to the restored flow after reading that its price changed. */
  | { type: 'resume.continue' }
  /** 'Send me a new link' (used or expired link). */
  | { type: 'resume.resend' }
  /** Try opening the link again after the request failed. */
  | { type: 'resume.retry' };
