// calculatePrice: the API's answers mapped onto the quote machine's PriceResult (design §3.3).
import { describe, expect, it } from 'vitest';
import createClient from 'openapi-fetch';
import type { paths } from '../../../../src/api/schema.gen';
import { calculatePrice } from '../../../../src/flows/quote/actors';
import type { PriceRequest } from '../../../../machines/quote/quote.schema';
import { jsonResponse } from '../../../support/json-response';

const request: PriceRequest = {
  field_office_uuid: '00000000-0000-4000-8000-000000000001',
  zipcode: '27601',
  frequency: 'weekly',
  property_type: 'townhouse',
  pet_count: 1,
  is_extra_pet: false,
  extra_pet_count: null,
  last_cleaned: null,
  areas_to_clean: [],
  add_ons: [],
  is_prepaid: false,
  prepay_months: null,
  prepay_for_year: false,
  coupon_code: 'OLD2020',
};

function apiAnswering(status: number, body: unknown, seen: Request[] = []) {
  return createClient<paths>({
    baseUrl: 'http://api.test/api/v1',
    fetch: async (input: Request) => {
      seen.push(input);
      return jsonResponse(body, status);
    },
  });
}

describe('calculatePrice', () => {
  it('POSTs the request body to /pricing-calculator/ and resolves priced', async () => {
    const seen: Request[] = [];
    const result = await calculatePrice(
      apiAnswering(200, { total_price_per_service: '15.00', total_price_for_first_visit: '15.00' }, seen),
      request,
    );
    expect(result).toEqual({
      kind: 'priced',
      price: { total_price_per_service: '15.00', total_price_for_first_visit: '15.00' },
    });
    expect(seen[0]?.method).toBe('POST');
    expect(new URL(seen[0]?.url ?? '').pathname).toBe('/api/v1/pricing-calculator/');
    expect(await seen[0]?.json()).toEqual(request);
  });

  it("a coupon_code error is the coupon's rejection with the server's message", async () => {
    expect(await calculatePrice(apiAnswering(400, { coupon_code: ['This coupon has expired.'] }), request)).toEqual({
      kind: 'couponRejected',
      message: 'This coupon has expired.',
    });
  });

  it('other 4xx bodies are toast lines; 5xx rejects', async () => {
    expect(await calculatePrice(apiAnswering(400, { pet_count: ['Must be at most 4.'] }), request)).toEqual({
      kind: 'invalid',
      errors: ['pet_count: Must be at most 4.'],
    });
    await expect(calculatePrice(apiAnswering(500, 'boom'), request)).rejects.toThrow('500');
  });
});
