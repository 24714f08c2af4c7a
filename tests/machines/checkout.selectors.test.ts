import { describe, expect, it, vi } from 'vitest';
import { checkoutMachine } from '../../machines/checkout/checkout.machine';
import { checkoutViewState } from '../../machines/checkout/checkout.selectors';
import type { CheckoutSnapshot } from '../../machines/checkout/checkout.selectors';
import type { CheckoutInput } from '../../machines/checkout/checkout.types';
import { startMachine } from '../support/machine-kit';
import { submitValid } from '../support/checkout-submit';
import { areaFixture, quoteOutputFixture, validCheckoutForm } from '../support/fixtures';
import { useFakeClock } from '../support/fake-clock';

useFakeClock();

const visitor: CheckoutInput = { area: areaFixture, quote: quoteOutputFixture, signedIn: false, leadId: null };
const customer: CheckoutInput = { ...visitor, signedIn: true };
const view = (m: ReturnType<typeof startMachine<typeof checkoutMachine>>) =>
  checkoutViewState(m.actor.getSnapshot() as CheckoutSnapshot);

describe('checkout selectors', () => {
  it('editing: the form is submittable and saved for a reload; a visitor edits every field', () => {
    const m = startMachine(checkoutMachine, visitor);
    expect(view(m)).toMatchObject({
      isSubmitting: false,
      canSubmit: true,
      isLocked: false,
      isPersistable: true,
      fieldErrors: {},
    });
    expect(view(m).form.service_address.zip_code).toBe(areaFixture.zipcode);
  });

  it('a signed-in user has names and phones locked', () => {
    expect(view(startMachine(checkoutMachine, customer)).isLocked).toBe(true);
  });

  it('submitting: the loader shows, no second submission, nothing saved', async () => {
    const m = startMachine(checkoutMachine, visitor);
    m.actor.send({ type: 'checkout.update', values: validCheckoutForm });
    m.actor.send({ type: 'checkout.submit' });
    expect(view(m)).toMatchObject({ isSubmitting: true, canSubmit: false, isPersistable: false });
    await vi.advanceTimersByTimeAsync(400);
    expect(view(m)).toMatchObject({ isSubmitting: true, canSubmit: false });
  });

  it('a failed validation returns to editing with the field errors', async () => {
    const m = startMachine(checkoutMachine, visitor);
    m.actor.send({ type: 'checkout.submit' });
    await vi.advanceTimersByTimeAsync(300);
    const state = view(m);
    expect(state).toMatchObject({ isSubmitting: false, canSubmit: true, isPersistable: true });
    expect(state.fieldErrors.first_name).toBe('First name is required');
  });

  it('done: the loader stays until the page is left', async () => {
    const m = await submitValid(customer);
    await m.resolve('validateAddress', { kind: 'valid' });
    await m.resolve('tokenizeCard', { kind: 'tokenized', token: 't' });
    await m.resolve('placeOrder', { kind: 'placed', orderId: 'o-1' });
    expect(m.value()).toBe('done');
    expect(view(m)).toMatchObject({ isSubmitting: true, canSubmit: false, isPersistable: false });
  });
});
