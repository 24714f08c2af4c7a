// What the enquiry starts from (no answer given) and what the office's proposal gets, written out: the
// machine suite compares the line items sent with lineItemsFor's own answer, which cannot tell a wrong
// item type or a number that does not start at 0; these pin them (spec doc 2 §3).
import { describe, expect, it } from 'vitest';
import {
  emptyStep1,
  emptyStep2,
  isProposalDueValid,
  lineItemsFor,
  withPhoneRemoved,
} from '../../machines/commercial-enquiry/commercial-enquiry.schema';
import { blankAnswers } from '../support/blank-answers';

const blankLine = {
  model: '',
  frequency: '',
  description: '',
  discount: 0,
  quantity: 0,
  rate: 0,
  rate_tax: 0,
  s_and_h: 0,
  s_and_h_tax: 0,
  total: 0,
  is_incomplete: true,
};

describe('the proposal line items of an enquiry', () => {
  it('one line per chosen service, then one per chosen product, each typed and starting at 0, incomplete', () => {
    expect(
      lineItemsFor({
        interested_services: ['common_area_cleaning', 'trash_can_service'],
        interested_products: ['pet_waste_stations'],
      }),
    ).toEqual([
      { item_type: 'service', item: 'common_area_cleaning', ...blankLine },
      { item_type: 'service', item: 'trash_can_service', ...blankLine },
      { item_type: 'product', item: 'pet_waste_stations', ...blankLine },
    ]);
  });

  it('nothing chosen, no line items', () => {
    expect(lineItemsFor({ interested_services: [], interested_products: [] })).toEqual([]);
  });
});

describe('a new enquiry', () => {
  it('starts with every step 1 answer empty', () => {
    expect(emptyStep1).toEqual(blankAnswers());
  });

  it('starts with every step 2 answer empty', () => {
    expect(emptyStep2).toEqual(blankAnswers());
  });
});

describe('removing the primary phone of three', () => {
  const phone = (n: number, primary: boolean) => ({ phone: `919555010${n}`, type: 'mobile' as const, primary });
  it('makes only the first one left primary', () => {
    expect(withPhoneRemoved([phone(0, true), phone(1, false), phone(2, false)], 0)).toEqual([
      phone(1, true),
      phone(2, false),
    ]);
  });
  it('removing another phone leaves the primary where it is', () => {
    expect(withPhoneRemoved([phone(0, false), phone(1, true), phone(2, false)], 2)).toEqual([
      phone(0, false),
      phone(1, true),
    ]);
  });
});

describe('the proposal due date', () => {
  it('is compared by its day: a time on today is still today, not after it', () => {
    expect(isProposalDueValid('2026-11-28T09:00:00', '2026-11-28')).toBe(false);
    expect(isProposalDueValid('2026-11-29T09:00:00', '2026-11-28')).toBe(true);
  });
});
