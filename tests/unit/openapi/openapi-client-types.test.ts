import { describe, expect, expectTypeOf, it } from 'vitest';
import createClient from 'openapi-fetch';
import type { components, operations, paths } from '../../../src/api/schema.gen';
import { jsonResponse } from '../../support/json-response';

// The generated types drive openapi-fetch: these calls must type-check (tsc runs over tests/) and build
// the URLs the server expects. A fake fetch records the requests; nothing goes to the network.
type Schemas = components['schemas'];

function recordingClient(respond: (request: Request) => Response) {
  const requests: Request[] = [];
  const client = createClient<paths>({
    baseUrl: 'http://api.test/api/v1',
    fetch: async (input: Request) => {
      requests.push(input);
      return respond(input);
    },
  });
  return { client, requests };
}

describe('generated types with openapi-fetch', () => {
  it('builds the ZIP check URL with its query', async () => {
    const { client, requests } = recordingClient(() =>
      jsonResponse({ count: 0, next: null, previous: null, results: [] }),
    );
    const { data } = await client.GET('/field-office/', {
      params: { query: { addressable_zip_codes__contains: '27601', close: false } },
    });
    expect(requests[0]?.url).toBe(
      'http://api.test/api/v1/field-office/?addressable_zip_codes__contains=27601&close=false',
    );
    expect(data?.results).toEqual([]);
    expectTypeOf(data).toExtend<Schemas['PaginatedFieldOfficeList'] | undefined>();
    expectTypeOf<Schemas['PaginatedFieldOfficeList'] | undefined>().toExtend<typeof data>();
  });

  it('fills path parameters and sends the Idempotency-Key header', async () => {
    const { client, requests } = recordingClient(() =>
      jsonResponse({ detail: 'Idempotency-Key reused with a different body.' }, 409),
    );
    const order = {} as Schemas['ServiceOrderCreateRequest'];
    const { error, response } = await client.POST('/service-order/', {
      body: order,
      params: { header: { 'Idempotency-Key': 'k-1' } },
    });
    expect(response.status).toBe(409);
    expect(error).toEqual({ detail: 'Idempotency-Key reused with a different body.' });
    expect(requests[0]?.headers.get('Idempotency-Key')).toBe('k-1');

    await client.GET('/field-office/{id}/frequency-pricing-range/', { params: { path: { id: 'abc' } } });
    expect(requests[1]?.url).toBe('http://api.test/api/v1/field-office/abc/frequency-pricing-range/');
    await client.DELETE('/pet/{uuid}/', { params: { path: { uuid: 'p1' } } });
    expect(requests[2]?.method).toBe('DELETE');
    expect(requests[2]?.url).toBe('http://api.test/api/v1/pet/p1/');
  });

  it('types follow the spec spelling and the money-as-string choice', () => {
    expectTypeOf<Schemas['Money']>().toEqualTypeOf<string>();
    expectTypeOf<Schemas['Frequency']>().toEqualTypeOf<'twice_weekly' | 'weekly' | 'bi_monthly' | 'monthly' | 'once'>();
    expectTypeOf<Schemas['ServiceOrderCreateRequest']['is_ternm_accepted']>().toEqualTypeOf<true>();
    expectTypeOf<Schemas['CalculatedPrice']['prepay_price']>().toEqualTypeOf<Schemas['PrepayPrice'] | null>();
    expectTypeOf<operations['pricingCalculatorCreate']['requestBody']>().toEqualTypeOf<{
      content: { 'application/json': Schemas['PricingCalculatorRequest'] };
    }>();
    expectTypeOf<'/field-office/initial_cleanning_days/'>().toExtend<keyof paths>();
    expectTypeOf<'/crm/commerical-crm/{id}/proposal-pdf/'>().toExtend<keyof paths>();
    expectTypeOf<'/crm/commercial-crm/{id}/proposal-pdf/'>().not.toExtend<keyof paths>();
  });
});
