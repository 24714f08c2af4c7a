// The order (or enquiry) placed at checkout carries the quote exactly as it was priced: the same dog
// fields as the pricing request, so the server prices and stores what the customer saw.
import { describe, expect, it } from 'vitest';
import { orderPayload } from '../../machines/checkout/checkout.payload';
import type { CheckoutContext } from '../../machines/checkout/checkout.types';
import type { QuoteSelections } from '../../machines/quote/quote.schema';
import { priceRequest } from '../../machines/quote/quote.schema';
import { emptyCheckoutForm } from '../../machines/checkout/checkout.schema';
import { areaFixture, quoteOutputFixture, validCheckoutForm } from '../support/fixtures';

function contextWith(selections: Partial<QuoteSelections>): CheckoutContext {
  return {
    area: areaFixture,
    quote: { ...quoteOutputFixture, selections: { ...quoteOutputFixture.selections, ...selections } },
    signedIn: false,
    leadId: null,
    editingSubscription: false,
    scorpionId: null,
    form: { ...emptyCheckoutForm, ...validCheckoutForm },
    fieldErrors: {},
    errors: [],
    cardToken: 'tok',
    orderId: null,
  };
}

describe('order payload: dogs', () => {
  it('4+ with 6 dogs sends is_extra_pet and extra_pet_count 6, as the price request did', () => {
    const c = contextWith({ petCount: '4+', extraPetCount: 6 });
    const payload = orderPayload(c);
    expect(payload).toMatchObject({ pet_count: 4, is_extra_pet: true, extra_pet_count: 6 });
    const quoted = priceRequest(c.quote.selections, c.area, c.quote.couponCode);
    expect({
      pet_count: payload.pet_count,
      is_extra_pet: payload.is_extra_pet,
      extra_pet_count: payload.extra_pet_count,
    }).toEqual({
      pet_count: quoted.pet_count,
      is_extra_pet: quoted.is_extra_pet,
      extra_pet_count: quoted.extra_pet_count,
    });
  });

  it('2 dogs send pet_count 2 and no extra count', () => {
    expect(orderPayload(contextWith({ petCount: '2', extraPetCount: null }))).toMatchObject({
      pet_count: 2,
      is_extra_pet: false,
      extra_pet_count: null,
    });
  });
});
