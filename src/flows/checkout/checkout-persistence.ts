// Checkout entries that survive a reload (design §3.6): the machine's persisted snapshot in the
// acquisition store, saved while the form is being edited and restored with what must come from now.
//  1. Only an `editing` snapshot of the same area is restored: a submission in flight cannot resume
//     (its actors are gone) and another area's addresses and dates do not apply.
//  2. The quote, the session and the lead come from now (the customer may have changed the quote on
//     step 1), errors are dropped and the hosted card fields start empty again.
// Invariant: whatever comes out of here is a snapshot the checkout machine can resume from, or undefined.
import type { Snapshot } from 'xstate';
import type { CheckoutForm } from '../../../machines/checkout/checkout.schema';
import type { CheckoutInput } from '../../../machines/checkout/checkout.types';
import type { Area } from '../../../machines/shared/types';
import { acquisitionStore } from '../shared/acquisition-store';

/** The acquisition store's key (the order's storeOrder clears it: a placed order is never restored). */
export const CHECKOUT_SNAPSHOT = 'checkout';

type PersistedCheckout = Snapshot<unknown> & {
  status?: string;
  value?: unknown;
  context?: Record<string, unknown> & { form?: CheckoutForm; area?: Area };
};

/** A stored checkout rewritten for this visit (see the header), or undefined when it cannot resume. */
export function restorableSnapshot(stored: unknown, input: CheckoutInput): PersistedCheckout | undefined {
  const s = stored as PersistedCheckout | null;
  if (
    !s ||
    s.status !== 'active' ||
    s.value !== 'editing' ||
    !s.context?.form ||
    s.context.area?.uuid !== input.area.uuid
  )
    return undefined;
  // The hosted fields start empty again: neither complete nor in any state.
  const { cardFieldsState: _entered, ...kept } = s.context.form;
  const form: CheckoutForm = { ...kept, cardFieldsComplete: false };
  // A signed-in user's locked fields come from the account, not from an older session's entries.
  if (input.signedIn && input.form) Object.assign(form, input.form);
  return {
    ...s,
    context: {
      ...s.context,
      area: input.area,
      quote: input.quote,
      signedIn: input.signedIn,
      leadId: input.leadId,
      editingSubscription: input.editingSubscription ?? false,
      scorpionId: input.scorpionId ?? null,
      form: { ...form, service_address: { ...form.service_address, zip_code: input.area.zipcode } },
      fieldErrors: {},
      errors: [],
      cardToken: null,
      orderId: null,
    },
  } as PersistedCheckout;
}

export const checkoutPersistence = {
  /** The stored checkout to resume for this input, or undefined. */
  load: (input: CheckoutInput): PersistedCheckout | undefined =>
    restorableSnapshot(acquisitionStore.snapshot(CHECKOUT_SNAPSHOT), input),
  save(snapshot: Snapshot<unknown>): void {
    acquisitionStore.setSnapshot(CHECKOUT_SNAPSHOT, snapshot);
  },
  clear(): void {
    acquisitionStore.setSnapshot(CHECKOUT_SNAPSHOT, null);
  },
};
