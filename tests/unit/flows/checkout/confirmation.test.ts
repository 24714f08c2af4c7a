// What checkout stores for the 'Your Service Confirmed!' sidebar (src/flows/checkout/confirmation.ts).
import { describe, expect, it } from 'vitest';
import { buildConfirmation } from '../../../../src/flows/checkout/confirmation';
import { quoteOutputFixture } from '../../../support/fixtures';

const address = { address: '100 Fayetteville St', city: 'Raleigh', state: 'NC', zip_code: '27601' };

describe('buildConfirmation', () => {
  it("the initial cleanup is one labelled one-time charge; the time since the last clean is a value, never 'Since last clean: …' under a 'Since last clean' label", () => {
    const quote = {
      ...quoteOutputFixture,
      selections: { ...quoteOutputFixture.selections, lastCleaned: 'less_than_2_weeks' as const },
    };
    const price = {
      ...quoteOutputFixture.price,
      one_time_charges: {
        one_time_items: [{ type: 'last_clean', name: 'Less than 2 weeks', price: '0.00' }],
        total_one_time_charge: '0.00',
      },
    };
    const c = buildConfirmation({ quote, price, billingAddress: address, cardLastFour: '1111' });
    expect(c.one_time_charges).toEqual([{ label: 'Since last clean (Less than 2 weeks)', amount: '$0.00' }]);
    expect(c.since_last_clean_label).toBe('Less than 2 weeks');
  });
});
