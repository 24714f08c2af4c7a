// The checkout actors against a fake fetch: Idempotency-Key per attempt (reused on a network retry),
// order error lines of spec 1 §8 / spec 2 §8.
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import { createCheckoutImplementations, orderErrorLines } from '../../../../src/flows/checkout/actors';
import { orderPayload } from '../../../../machines/checkout/checkout.payload';
import type { CheckoutContext } from '../../../../machines/checkout/checkout.types';
import { areaFixture, quoteOutputFixture, validCheckoutForm } from '../../../support/fixtures';
import { fakeApi } from '../../../support/fake-api';
import type { Handler } from '../../../support/fake-api';

const context: CheckoutContext = {
  area: areaFixture,
  quote: quoteOutputFixture,
  signedIn: false,
  leadId: null,
  editingSubscription: false,
  scorpionId: null,
  form: validCheckoutForm,
  fieldErrors: {},
  errors: [],
  cardToken: 'tok_1',
  orderId: null,
};

const enquiry = {
  uuid: '7a7a7a7a-2222-4222-8222-222222222222',
  pet_count: 2,
  calculated_price: quoteOutputFixture.price,
  user_billing_info: null,
  user: {
    uuid: '9c9c9c9c-4444-4444-8444-444444444444',
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Lovelace',
    key: 'k',
  },
};

function impl(answer: Handler, keys: string[]) {
  const api = fakeApi(answer).client;
  let n = 0;
  return createCheckoutImplementations({
    api,
    card: { current: null },
    quote: quoteOutputFixture,
    leadId: null,
    channel: null,
    navigate: () => undefined,
    newIdempotencyKey: () => keys[n++] ?? 'none',
  });
}

describe('checkout actors', () => {
  it('retries a network failure once with the same Idempotency-Key, and a new attempt gets a new key', async () => {
    const sent: string[] = [];
    let fail = true;
    const { actors } = impl(
      async (req) => {
        sent.push(req.headers.get('Idempotency-Key') ?? '');
        if (fail) {
          fail = false;
          throw new TypeError('network down');
        }
        return new Response(JSON.stringify(enquiry), { status: 201, headers: { 'Content-Type': 'application/json' } });
      },
      ['key-1', 'key-2'],
    );
    const first = await toPromise(createActor(actors.placeEnquiry, { input: orderPayload(context) }).start());
    expect(first).toEqual({ kind: 'placed', orderId: enquiry.uuid });
    expect(sent).toEqual(['key-1', 'key-1']);
    await toPromise(createActor(actors.placeEnquiry, { input: orderPayload(context) }).start());
    expect(sent).toEqual(['key-1', 'key-1', 'key-2']);
  });

  it('a 400 resolves as invalid with the spec lines; a 5xx rejects (generic toast)', async () => {
    const { actors } = impl(
      async () =>
        new Response(JSON.stringify({ detail: 'Card declined.' }), {
          status: 400,
          headers: { 'Content-Type': 'application/json' },
        }),
      ['a'],
    );
    expect(await toPromise(createActor(actors.placeEnquiry, { input: orderPayload(context) }).start())).toEqual({
      kind: 'invalid',
      errors: ['Card declined.'],
    });
    const failing = impl(async () => new Response('oops', { status: 502 }), ['b']);
    await expect(
      toPromise(createActor(failing.actors.placeEnquiry, { input: orderPayload(context) }).start()),
    ).rejects.toThrow();
  });

  it('order error lines: detail, then the email error, else the generic lines', () => {
    expect(orderErrorLines({ detail: 'Nope' })).toEqual(['Nope']);
    expect(orderErrorLines({ email: ['Enter a valid email address.'], first_name: ['x'] })).toEqual([
      'Enter a valid email address.',
    ]);
    expect(
      orderErrorLines({ preferred_start_date: ['Bad date.'], phone_numbers: [{ phone: ['Too short.'] }] }),
    ).toEqual(['preferred_start_date: Bad date.', 'phone_numbers[0].phone: Too short.']);
    expect(orderErrorLines('<html>')).toEqual(['Something went wrong']);
  });
});
