// The stored checkout a reload restores: only an `editing` snapshot of the same area, with the quote,
// session and lead of now, no errors and the hosted card fields empty again.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { checkoutMachine } from '../../../../machines/checkout/checkout.machine';
import type { CheckoutInput } from '../../../../machines/checkout/checkout.types';
import { restorableSnapshot } from '../../../../src/flows/checkout/checkout-persistence';
import { areaFixture, quoteOutputFixture, validCheckoutForm } from '../../../support/fixtures';

const input: CheckoutInput = { area: areaFixture, quote: quoteOutputFixture, signedIn: false, leadId: 'lead-2' };

function stored(form = validCheckoutForm, area = areaFixture) {
  const actor = createActor(checkoutMachine, {
    input: { area, quote: quoteOutputFixture, signedIn: false, leadId: 'lead-1', form },
  }).start();
  const snapshot = actor.getPersistedSnapshot();
  actor.stop();
  return snapshot;
}

describe('checkout persistence', () => {
  it('restores the entries of the same area with the lead of now and the card fields empty', () => {
    const form = { ...validCheckoutForm, cardFieldsState: { number: 'complete', cvv: 'complete' } as const };
    const restored = restorableSnapshot(stored(form), input);
    const context = restored?.context as Record<string, unknown> & { form: typeof form };
    expect(context.leadId).toBe('lead-2');
    expect(context.form.first_name).toBe(validCheckoutForm.first_name);
    expect(context.form.cardFieldsComplete).toBe(false);
    expect(context.form.cardFieldsState).toBeUndefined();
    expect(context.errors).toEqual([]);
  });

  it('another area, nothing stored or a snapshot not being edited is not restored', () => {
    expect(restorableSnapshot(stored(validCheckoutForm, { ...areaFixture, uuid: 'other' }), input)).toBeUndefined();
    expect(restorableSnapshot(null, input)).toBeUndefined();
    expect(restorableSnapshot({ ...stored(), value: { submitting: 'validating' } }, input)).toBeUndefined();
  });

  it("a signed-in user's locked fields come from now, not from the stored entries", () => {
    const restored = restorableSnapshot(stored(), { ...input, signedIn: true, form: { first_name: 'Cas' } });
    expect((restored?.context as { form: { first_name: string } }).form.first_name).toBe('Cas');
  });
});
