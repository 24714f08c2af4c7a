/**
 * What the checkout view reads from a machine snapshot, in one tested place (tests/machines/
 * checkout.selectors.test.ts). Each selector is narrow and returns a value that keeps its identity
 * while it does not change (a context field or a boolean), so `useSelector` re-renders only the
 * section that reads it.
 */
import type { SnapshotFrom } from 'xstate';
import type { checkoutMachine } from './checkout.machine';
import type { CheckoutForm } from './checkout.schema';

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

export const selectForm = (s: CheckoutSnapshot): CheckoutForm => s.context.form;

/** Field path (e.g. `service_address.city`) → message; non-empty only after a failed submission. */
export const selectFieldErrors = (s: CheckoutSnapshot): Record<string, string> => s.context.fieldErrors;

/** The loader covers the form from submission until the page is left (placed and done included). */
export const selectIsSubmitting = (s: CheckoutSnapshot): boolean =>
  s.matches('submitting') || s.matches('placed') || s.matches('done');

/** Checkout is pressable only while the form is being edited (one submission at a time). */
export const selectCanSubmit = (s: CheckoutSnapshot): boolean => s.can({ type: 'checkout.submit' });

/** A signed-in user's names and phones come from the account and are read-only (spec 2 §2). */
export const selectIsLocked = (s: CheckoutSnapshot): boolean => s.context.signedIn;

/** Only the editable state is saved for a reload: a submission in flight or a placed order is not. */
export const selectIsPersistable = (s: CheckoutSnapshot): boolean => s.matches('editing');

/** The flags and values of the whole view at once (for tests and for a view that reads them together). */
export function checkoutViewState(s: CheckoutSnapshot) {
  return {
    form: selectForm(s),
    fieldErrors: selectFieldErrors(s),
    isSubmitting: selectIsSubmitting(s),
    canSubmit: selectCanSubmit(s),
    isLocked: selectIsLocked(s),
    isPersistable: selectIsPersistable(s),
  };
}
