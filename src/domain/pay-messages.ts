// The /pay page's own copy. The spec names the sections and the thank-you card only
// ('Thank you for your payment' and the missing-key toast stay in src/domain/messages.ts); the rest is
// ours. A module of its own rather than messages.ts: that module is in the first load of every page, and
// these words are needed only on /pay (as account-messages.ts does for the account area).
export const payMessages = {
  /** The page heading while the form is shown (ours). */
  payTitle: 'Pay your invoice',
  payLoading: 'Loading your invoice…',
  payProcessing: 'Processing your payment',
  /** The permission checkbox (spec 2 §2: 'granting permission to charge the card monthly'), sent as save_card. */
  payPermission: 'I give permission to charge this card monthly for my service.',
  payNoLinkTitle: 'No invoice to pay',
  payNoLinkText: 'This page opens from the payment link in your invoice email. Please open that link again.',
  payBadLinkTitle: 'This payment link is not valid',
  payBadLinkText:
    'The link may have been cut short or changed along the way. Please open it again from your invoice email, or ask us for a new one.',
  payZeroTitle: 'Nothing to pay',
  payZeroText: 'This payment link carries no amount to pay.',
  payNotFoundTitle: 'Invoice not found',
  payNotFoundText: 'We could not find the invoice this link is for. Please ask us for a new payment link.',
  payPaidTitle: 'This invoice is already paid',
  payPaidText: 'There is nothing left to pay on this invoice. Thank you!',
  payStaleTitle: 'This payment link does not match your invoice',
  /** The link's amount was edited, or the invoice changed since the link was sent: nothing is charged. */
  payStaleText:
    'The amount in this link differs from the balance due on the invoice, so we have not charged anything. Please use the link from your latest invoice email, or ask us for a new one.',
  payStaleLinkAmount: 'Amount in this link',
  payLoadFailedTitle: 'We could not load your invoice',
  payLoadFailedText: 'Please check your connection and try again.',
  /** The card provider could not be reached or failed (ours; the spec only logs it): nothing was charged. */
  payCardCheckFailed: 'We could not check your card just now. Nothing was charged. Please try again.',
  /** The contact line under every page that cannot take a payment (ours). */
  payContact: 'Questions about your invoice? Call us at',
  /** Under the thank-you heading (ours). */
  payDoneNext: 'You can close this page now.',
} as const;
