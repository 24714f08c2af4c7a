// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { canEmailDraft, draftRequest } from '../../../../src/flows/shared/flow-drafts';
import { emptySelections } from '../../../../machines/quote/quote.schema';
import { areaFixture } from '../../../support/fixtures';

const put = (key: string, value: unknown) => sessionStorage.setItem(key, JSON.stringify(value));

describe("the server's copy of a visitor's flow", () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  it('a quote: its entries, its step and the price it shows; the checkout without any card data', () => {
    put('acq.area', areaFixture);
    put('acq.lead', { leadId: 'lead-1', email: 'ann@example.com', propertyType: 'residential' });
    expect(draftRequest('quote')).toMatchObject({
      flow: 'quote',
      record_uuid: 'lead-1',
      step: 'subscription',
      price: null,
    });
    const context = {
      area: areaFixture,
      ...emptySelections,
      frequency: 'weekly',
      propertyType: 'townhouse',
      petCount: '2',
      areas: ['Back Yard'],
      couponCode: 'SAVE5',
      price: { total_price_per_service: '15.00', total_price_for_first_visit: '20.00' },
    };
    put('flow.quote', { status: 'done', value: 'completed', context });
    put('flow.checkout', {
      status: 'active',
      value: 'editing',
      context: {
        form: { first_name: 'Ann', card: { month: '12', year: '2031' }, cardFieldsComplete: true, cardFieldsState: {} },
        cardToken: 'tok',
      },
    });
    put('session', 'not an entry');
    const draft = draftRequest('quote');
    expect(draft).toMatchObject({
      step: 'checkout',
      price: {
        request: { field_office_uuid: areaFixture.uuid, frequency: 'weekly', pet_count: 2, coupon_code: 'SAVE5' },
        shown: { total_price_per_service: '15.00', total_price_for_first_visit: '20.00' },
      },
    });
    expect(Object.keys(draft?.answers ?? {}).sort()).toEqual(['acq.area', 'acq.lead', 'flow.checkout', 'flow.quote']);
    const checkout = JSON.stringify(draft?.answers['flow.checkout']);
    expect(checkout).not.toContain('2031');
    expect(checkout).not.toContain('tok');
    expect(checkout).not.toContain('cardFieldsState');
    expect(checkout).toContain('Ann');
    expect(canEmailDraft('quote')).toBe(true);
  });

  it('a community wizard: its quote and step; nothing without a lead of its own or for a signed-in customer', () => {
    expect(draftRequest('commercial')).toBeNull();
    expect(canEmailDraft('quote')).toBe(false);
    put('acq.commercial', { commercialQuoteUuid: 'q-1', proposalUuid: 'p-1' });
    put('flow.commercial', { status: 'active', value: { step2: 'editing' }, context: {} });
    expect(draftRequest('commercial')).toMatchObject({ flow: 'commercial', record_uuid: 'q-1', step: 'step2' });
    put('flow.commercial', { status: 'active', value: { step1: 'editing' }, context: {} });
    expect(draftRequest('commercial')?.step).toBe('step1');
    localStorage.setItem(
      'session',
      JSON.stringify({
        key: 'k',
        email: 'c@example.com',
        user: { uuid: 'u', email: 'c@example.com', roles: ['customer'] },
      }),
    );
    expect(draftRequest('commercial')).toBeNull();
  });
});
