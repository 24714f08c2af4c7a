// Pricing engine, table-driven over every rule of design.md §6, plus a fast-check property that every
// total is the sum of its parts, to the cent, and never negative.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  calculatePrice,
  cents,
  frequencyPriceRange,
  initialCleaningDays,
  parseCents,
  DEMO_BASE_PRICES,
  FREQUENCIES,
  PROPERTY_TYPES,
  LAST_CLEANED,
  COUPON_EXPIRED,
  COUPON_INVALID,
  type Coupon,
  type OfficePricing,
  type PriceInput,
} from '../../server/services/pricing';

const ADD = {
  take: 'a0000000-0000-4000-8000-000000000001',
  deo: 'a0000000-0000-4000-8000-000000000002',
  san: 'a0000000-0000-4000-8000-000000000003',
  patio: 'a0000000-0000-4000-8000-000000000004',
};
const office: OfficePricing = {
  basePrices: DEMO_BASE_PRICES,
  additionalAreaCents: 300,
  annualPrepayDiscount: 10,
  salesTaxBp: 725,
  addOns: [
    { uuid: ADD.take, name: 'Take waste away', costCents: 200, isActive: true },
    { uuid: ADD.deo, name: 'Deodorizer', costCents: 1000, isActive: true },
    { uuid: ADD.san, name: 'Sanitizer', costCents: 0, isActive: true },
    { uuid: ADD.patio, name: 'Patio wash', costCents: 1500, isActive: true },
  ],
};
const COUPONS: Record<string, Coupon> = {
  WELCOME10: { code: 'WELCOME10', kind: 'percent_first_visit', value: 10, expiresOn: null },
  SAVE5: { code: 'SAVE5', kind: 'amount_per_visit', value: 500, expiresOn: null },
  FREEVISIT: { code: 'FREEVISIT', kind: 'free_first_visit', value: 0, expiresOn: null },
  OLD2020: { code: 'OLD2020', kind: 'percent_first_visit', value: 20, expiresOn: '2020-12-31' },
};
const TODAY = '2026-11-22';

function price(input: Partial<PriceInput>) {
  const full: PriceInput = { frequency: 'weekly', property_type: 'townhouse', pet_count: 1, ...input };
  const coupon = full.coupon_code ? (COUPONS[full.coupon_code] ?? null) : null;
  const out = calculatePrice(office, full, coupon, TODAY);
  if (!out.ok) throw new Error(JSON.stringify(out.errors));
  return out;
}

describe('base price per visit: each frequency × property type, 1 dog', () => {
  const table: [string, string, string][] = [
    ['twice_weekly', 'townhouse', '12.00'],
    ['twice_weekly', 'single_family_small', '14.00'],
    ['twice_weekly', 'single_family_large', '17.00'],
    ['weekly', 'townhouse', '15.00'],
    ['weekly', 'single_family_small', '18.00'],
    ['weekly', 'single_family_large', '22.00'],
    ['bi_monthly', 'townhouse', '20.00'],
    ['bi_monthly', 'single_family_small', '24.00'],
    ['bi_monthly', 'single_family_large', '29.00'],
    ['monthly', 'townhouse', '35.00'],
    ['monthly', 'single_family_small', '40.00'],
    ['monthly', 'single_family_large', '47.00'],
    ['once', 'townhouse', '89.00'],
    ['once', 'single_family_small', '99.00'],
    ['once', 'single_family_large', '119.00'],
  ];
  it.each(table)('%s %s → %s', (frequency, property_type, expected) => {
    const { price: p } = price({
      frequency: frequency as PriceInput['frequency'],
      property_type: property_type as PriceInput['property_type'],
    });
    expect(p.service_base_price).toBe(expected);
    expect(p.total_price_per_service).toBe(expected);
    expect(p.total_price_for_first_visit).toBe(expected);
  });
});

describe('dogs', () => {
  it.each([
    [{ pet_count: 2 }, 'weekly', '17.00'],
    [{ pet_count: 3 }, 'weekly', '19.00'],
    [{ pet_count: 3 }, 'once', '109.00'],
    [{ pet_count: 4, is_extra_pet: true, extra_pet_count: 6 }, 'weekly', '25.00'],
    [{ pet_count: 4, is_extra_pet: true, extra_pet_count: 5 }, 'once', '129.00'],
    // an extra count not above 3 is ignored: pet_count counts
    [{ pet_count: 2, is_extra_pet: true, extra_pet_count: 3 }, 'weekly', '17.00'],
    [{ pet_count: 2, is_extra_pet: false, extra_pet_count: 9 }, 'weekly', '17.00'],
  ])('%j %s → %s', (dogs, frequency, expected) => {
    const { price: p } = price({ ...dogs, frequency: frequency as PriceInput['frequency'] });
    expect(p.service_base_price).toBe(expected);
  });
  it('answers the counted dogs as pet_count', () => {
    expect(price({ pet_count: 4, is_extra_pet: true, extra_pet_count: 7 }).price.pet_count).toBe(7);
  });
});

describe('areas', () => {
  it('the first area is included, each further costs 3.00 per visit', () => {
    const { price: p } = price({ areas_to_clean: ['Back Yard', 'Front Yard', 'Dog Run'] });
    expect(p.cleaning_areas.items).toEqual([
      { area: 'Back Yard', price: '0.00' },
      { area: 'Front Yard', price: '3.00' },
      { area: 'Dog Run', price: '3.00' },
    ]);
    expect(p.cleaning_areas.total_price).toBe('6.00');
    expect(p.total_price_per_service).toBe('21.00');
  });
  it('no area costs nothing', () => {
    expect(price({ areas_to_clean: [] }).price.cleaning_areas.total_price).toBe('0.00');
  });
});

describe('add-ons', () => {
  it('recurring add-ons join the per-visit price', () => {
    const { price: p } = price({
      add_ons: [
        { uuid: ADD.take, is_recurring: true },
        { uuid: ADD.san, is_recurring: true },
      ],
    });
    expect(p.recurring_add_ons.recurring_addon_items).toEqual([
      { type: 'add_on', uuid: ADD.take, name: 'Take waste away', price: '2.00' },
      { type: 'add_on', uuid: ADD.san, name: 'Sanitizer', price: '0.00' },
    ]);
    expect(p.recurring_add_ons.total_recurring_addon_cost).toBe('2.00');
    expect(p.total_price_per_service).toBe('17.00');
    expect(p.one_time_charges.total_one_time_charge).toBe('0.00');
  });
  it('first-visit-only add-ons are one-time charges', () => {
    const { price: p } = price({
      add_ons: [
        { uuid: ADD.patio, is_recurring: false },
        { uuid: ADD.deo, is_recurring: false },
      ],
    });
    expect(p.total_price_per_service).toBe('15.00');
    expect(p.one_time_charges.one_time_items).toEqual([
      { type: 'add_on', uuid: ADD.patio, name: 'Patio wash', price: '15.00' },
      { type: 'add_on', uuid: ADD.deo, name: 'Deodorizer', price: '10.00' },
    ]);
    expect(p.one_time_charges.total_one_time_charge).toBe('25.00');
    expect(p.total_price_for_first_visit).toBe('40.00');
  });
  it('unknown add-on ids are ignored', () => {
    expect(
      price({ add_ons: [{ uuid: 'ffffffff-0000-4000-8000-000000000000', is_recurring: true }] }).price
        .total_price_per_service,
    ).toBe('15.00');
  });
});

describe('initial cleanup by last-cleaned bucket', () => {
  it.each([
    ['less_than_2_weeks', 1, '0.00'],
    ['2-3_weeks', 1, '10.00'],
    ['1-2_months', 1, '25.00'],
    ['2_months_or_more', 1, '50.00'],
    ['3_months_or_more', 1, '75.00'],
    ['less_than_2_weeks', 3, '0.00'],
    ['2-3_weeks', 3, '20.00'],
    ['1-2_months', 2, '30.00'],
    ['2_months_or_more', 4, '65.00'],
    ['3_months_or_more', 2, '80.00'],
  ])('%s with %i dog(s) → %s', (last_cleaned, pet_count, expected) => {
    const { price: p } = price({
      last_cleaned: last_cleaned as PriceInput['last_cleaned'],
      pet_count,
      frequency: 'once',
    });
    expect(p.one_time_charges.one_time_items[0]).toMatchObject({ type: 'last_clean', price: expected });
    expect(p.one_time_charges.total_one_time_charge).toBe(expected);
  });
  it('1-2_months shows as 2 to 6 weeks', () => {
    expect(price({ last_cleaned: '1-2_months' }).price.one_time_charges.one_time_items[0]?.name).toBe('2 to 6 weeks');
  });
});

describe('prepay', () => {
  it.each([
    {
      title: '6 months weekly: 26 visits, 5% off, 7.25% tax',
      input: { is_prepaid: true, prepay_months: 6 },
      period: 'six_months',
      // 15.00 × 26 = 390.00; 5% = 19.50; 370.50; tax 26.86125 → 26.86
      plan: { visits: 26, total_price_per_service: '390.00', savings: '19.50', price_after_discount: '370.50' },
      totals: {
        is_prepaid: true,
        prepay_months: 6,
        prepay_savings: '19.50',
        prepay_price_after_coupon_discount: '370.50',
        prepay_tax: '26.86',
        net_payable_prepay_amount: '397.36',
      },
    },
    {
      title: '12 months twice weekly: 104 visits, office discount 10%',
      input: { frequency: 'twice_weekly', is_prepaid: true, prepay_months: 12 },
      period: 'twelve_months',
      // 12.00 × 104 = 1248.00; 10% = 124.80; 1123.20; tax 81.432 → 81.43
      plan: { visits: 104, total_price_per_service: '1248.00', savings: '124.80', price_after_discount: '1123.20' },
      totals: { prepay_for_year: true, prepay_tax: '81.43', net_payable_prepay_amount: '1204.63' },
    },
  ] as const)('$title', ({ input, period, plan, totals }) => {
    const { price: p } = price(input);
    expect(p.prepay_price?.[period]).toMatchObject(plan);
    expect(p).toMatchObject(totals);
  });
  it.each([
    ['bi_monthly', 13, 26],
    ['monthly', 6, 12],
  ])('%s visits: 6 months %i, 12 months %i', (frequency, six, twelve) => {
    const { price: p } = price({ frequency: frequency as PriceInput['frequency'] });
    expect(p.prepay_price?.six_months.visits).toBe(six);
    expect(p.prepay_price?.twelve_months.visits).toBe(twelve);
  });
  it('not for once', () => {
    const { price: p } = price({ frequency: 'once', is_prepaid: true, prepay_months: 12 });
    expect(p.is_prepaid).toBe(false);
    expect(p.prepay_price).toBeNull();
    expect(p.net_payable_prepay_amount).toBe('0.00');
  });
  it('prepay off clears the prepaid amounts', () => {
    const { price: p } = price({ is_prepaid: false, prepay_months: 6 });
    expect(p.is_prepaid).toBe(false);
    expect(p.prepay_months).toBeNull();
    expect(p.prepay_tax).toBe('0.00');
  });
  it('coupon reduces the prepaid amount before tax', () => {
    const { price: p } = price({ is_prepaid: true, prepay_months: 6, coupon_code: 'SAVE5' });
    // (15.00 − 5.00) × 26 = 260.00; 5% = 13.00; 247.00; tax 17.9075 → 17.91
    expect(p.prepay_price_after_coupon_discount).toBe('247.00');
    expect(p.prepay_tax).toBe('17.91');
    expect(p.net_payable_prepay_amount).toBe('264.91');
  });
});

describe('every coupon kind × prepay (weekly townhouse, 1 dog, last cleaned 2-3 weeks: 15.00 per visit + 10.00 once)', () => {
  // [coupon, prepay months, per visit, coupon savings, first visit, 6-month option after discount, 12-month option after discount,
  //  prepay after coupon, prepay tax, net prepay]
  const table: [string | null, 6 | 12 | null, string, string, string, string, string, string, string, string][] = [
    [null, null, '15.00', '0.00', '25.00', '370.50', '702.00', '0.00', '0.00', '0.00'],
    [null, 6, '15.00', '0.00', '25.00', '370.50', '702.00', '370.50', '26.86', '397.36'],
    [null, 12, '15.00', '0.00', '25.00', '370.50', '702.00', '702.00', '50.90', '752.90'],
    // 10% of the first visit (15.00 + 10.00) = 2.50, once; the per-visit price stays.
    ['WELCOME10', null, '15.00', '2.50', '22.50', '370.50', '702.00', '0.00', '0.00', '0.00'],
    ['WELCOME10', 6, '15.00', '2.50', '22.50', '370.50', '702.00', '368.00', '26.68', '394.68'],
    ['WELCOME10', 12, '15.00', '2.50', '22.50', '370.50', '702.00', '699.50', '50.71', '750.21'],
    // 5.00 off every visit: 10.00 per visit; 26 × 10.00 − 5% = 247.00; 52 × 10.00 − 10% = 468.00.
    ['SAVE5', null, '10.00', '5.00', '20.00', '247.00', '468.00', '0.00', '0.00', '0.00'],
    ['SAVE5', 6, '10.00', '5.00', '20.00', '247.00', '468.00', '247.00', '17.91', '264.91'],
    ['SAVE5', 12, '10.00', '5.00', '20.00', '247.00', '468.00', '468.00', '33.93', '501.93'],
    // The first visit's service (15.00) is free; the one-time charge remains.
    ['FREEVISIT', null, '15.00', '15.00', '10.00', '370.50', '702.00', '0.00', '0.00', '0.00'],
    ['FREEVISIT', 6, '15.00', '15.00', '10.00', '370.50', '702.00', '355.50', '25.77', '381.27'],
    ['FREEVISIT', 12, '15.00', '15.00', '10.00', '370.50', '702.00', '687.00', '49.81', '736.81'],
  ];
  it.each(table)(
    '%s, prepay %s → per visit %s',
    (coupon, months, perVisit, savings, firstVisit, six, twelve, afterCoupon, tax, net) => {
      const { price: p } = price({
        last_cleaned: '2-3_weeks',
        coupon_code: coupon,
        is_prepaid: months !== null,
        prepay_months: months,
      });
      expect(p.total_price_per_service).toBe(perVisit);
      expect(p.coupon.savings).toBe(savings);
      expect(p.coupon.applies_to).toBe(coupon === null ? null : coupon === 'SAVE5' ? 'every_visit' : 'first_visit');
      expect(p.total_price_for_first_visit).toBe(firstVisit);
      expect(p.prepay_price?.six_months.price_after_discount).toBe(six);
      expect(p.prepay_price?.twelve_months.price_after_discount).toBe(twelve);
      // The option shown is the amount charged: with no first-visit coupon the two are equal.
      if (months !== null && coupon !== 'WELCOME10' && coupon !== 'FREEVISIT') {
        expect(p.prepay_price_after_coupon_discount).toBe(months === 6 ? six : twelve);
      }
      expect(p.prepay_price_after_coupon_discount).toBe(afterCoupon);
      expect(p.prepay_tax).toBe(tax);
      expect(p.net_payable_prepay_amount).toBe(net);
    },
  );
  it('SAVE5 never takes a visit below 0', () => {
    const cheap = {
      ...office,
      basePrices: { ...DEMO_BASE_PRICES, weekly: { ...DEMO_BASE_PRICES.weekly, townhouse: 300 } },
    };
    const out = calculatePrice(
      cheap,
      {
        frequency: 'weekly',
        property_type: 'townhouse',
        pet_count: 1,
        coupon_code: 'SAVE5',
        is_prepaid: true,
        prepay_months: 12,
      },
      COUPONS.SAVE5 ?? null,
      TODAY,
    );
    if (!out.ok) throw new Error('priced');
    expect(out.price).toMatchObject({
      total_price_per_service: '0.00',
      coupon: { savings: '3.00' },
      total_price_for_first_visit: '0.00',
      net_payable_prepay_amount: '0.00',
    });
  });
});

describe('coupons', () => {
  it('WELCOME10: 10% off the first visit (service + one-time charges)', () => {
    const { price: p } = price({ last_cleaned: '1-2_months', coupon_code: 'WELCOME10' });
    // 15 + 25 = 40; 10% = 4
    expect(p.coupon).toEqual({
      coupon_applied: true,
      coupon_code: 'WELCOME10',
      savings: '4.00',
      applies_to: 'first_visit',
    });
    expect(p.total_price_for_first_visit).toBe('36.00');
    expect(p.total_price_per_service).toBe('15.00');
  });
  it('SAVE5: 5.00 off every visit', () => {
    const { price: p } = price({ coupon_code: 'SAVE5', last_cleaned: '2-3_weeks' });
    expect(p.coupon.savings).toBe('5.00');
    expect(p.total_price_per_service).toBe('10.00');
    expect(p.total_price_for_first_visit).toBe('20.00');
  });
  it('FREEVISIT: the first visit service price is free, one-time charges remain', () => {
    const { price: p } = price({
      coupon_code: 'FREEVISIT',
      last_cleaned: '2_months_or_more',
      areas_to_clean: ['A', 'B'],
    });
    expect(p.coupon.savings).toBe('18.00');
    expect(p.total_price_for_first_visit).toBe('50.00');
  });
  it('OLD2020 has expired', () => {
    const out = calculatePrice(
      office,
      { frequency: 'weekly', property_type: 'townhouse', pet_count: 1, coupon_code: 'OLD2020' },
      COUPONS.OLD2020 ?? null,
      TODAY,
    );
    expect(out).toEqual({ ok: false, errors: { coupon_code: [COUPON_EXPIRED] } });
    expect(COUPON_EXPIRED).toBe('This coupon has expired.');
  });
  it('an unknown code is invalid', () => {
    const out = calculatePrice(
      office,
      { frequency: 'weekly', property_type: 'townhouse', pet_count: 1, coupon_code: 'NOPE' },
      null,
      TODAY,
    );
    expect(out).toEqual({ ok: false, errors: { coupon_code: [COUPON_INVALID] } });
    expect(COUPON_INVALID).toBe('Invalid coupon code.');
  });
  it('an empty code is no coupon', () => {
    expect(price({ coupon_code: '' }).price.coupon).toEqual({
      coupon_applied: false,
      coupon_code: null,
      savings: '0.00',
      applies_to: null,
    });
  });
});

describe('frequency price ranges and working days', () => {
  it('min = townhouse 1 dog, max = large lot 4 dogs', () => {
    expect(frequencyPriceRange(DEMO_BASE_PRICES)).toEqual([
      { frequency: 'twice_weekly', min_price: '12.00', max_price: '23.00' },
      { frequency: 'weekly', min_price: '15.00', max_price: '28.00' },
      { frequency: 'bi_monthly', min_price: '20.00', max_price: '35.00' },
      { frequency: 'monthly', min_price: '35.00', max_price: '53.00' },
      { frequency: 'once', min_price: '89.00', max_price: '149.00' },
    ]);
  });
  it('initial cleaning days skip weekends and start tomorrow (MM-DD-YYYY)', () => {
    // 2026-11-20 is a Friday
    expect(initialCleaningDays('2026-11-20', 4)).toEqual(['11-23-2026', '11-24-2026', '11-25-2026', '11-26-2026']);
    expect(initialCleaningDays('2026-12-30', 3)).toEqual(['12-31-2026', '01-01-2027', '01-04-2027']);
  });
  it('money helpers', () => {
    expect(cents(0)).toBe('0.00');
    expect(cents(105)).toBe('1.05');
    expect(cents(-250)).toBe('-2.50');
    expect(parseCents('8.99')).toBe(899);
    expect(parseCents('8.9')).toBe(890);
    expect(parseCents('abc')).toBeNull();
  });
});

describe('property: every total is the sum of its parts, to the cent, and never negative', () => {
  const input = fc.record({
    frequency: fc.constantFrom(...FREQUENCIES),
    property_type: fc.constantFrom(...PROPERTY_TYPES),
    pet_count: fc.integer({ min: 1, max: 4 }),
    is_extra_pet: fc.boolean(),
    extra_pet_count: fc.integer({ min: 0, max: 30 }),
    last_cleaned: fc.option(fc.constantFrom(...LAST_CLEANED), { nil: null }),
    areas_to_clean: fc.array(fc.constantFrom('Front Yard', 'Back Yard', 'Dog Run', 'Other'), { maxLength: 6 }),
    add_ons: fc.array(fc.record({ uuid: fc.constantFrom(...Object.values(ADD)), is_recurring: fc.boolean() }), {
      maxLength: 4,
    }),
    coupon_code: fc.constantFrom(null, 'WELCOME10', 'SAVE5', 'FREEVISIT'),
    is_prepaid: fc.boolean(),
    prepay_months: fc.constantFrom(null, 6, 12),
  });
  it('holds for 2,000 random quotes', () => {
    fc.assert(
      fc.property(input, (q) => {
        const { price: p, cents: c } = price(q);
        const m = (s: string) => parseCents(s) as number;
        const everyVisit = p.coupon.applies_to === 'every_visit' ? m(p.coupon.savings) : 0;
        const firstVisitOnly = p.coupon.applies_to === 'every_visit' ? 0 : m(p.coupon.savings);
        expect(
          m(p.service_base_price) +
            m(p.cleaning_areas.total_price) +
            m(p.recurring_add_ons.total_recurring_addon_cost) -
            everyVisit,
        ).toBe(m(p.total_price_per_service));
        expect(p.cleaning_areas.items.reduce((a, i) => a + m(i.price), 0)).toBe(m(p.cleaning_areas.total_price));
        expect(p.recurring_add_ons.recurring_addon_items.reduce((a, i) => a + m(i.price), 0)).toBe(
          m(p.recurring_add_ons.total_recurring_addon_cost),
        );
        expect(p.one_time_charges.one_time_items.reduce((a, i) => a + m(i.price), 0)).toBe(
          m(p.one_time_charges.total_one_time_charge),
        );
        expect(m(p.total_price_per_service) + m(p.one_time_charges.total_one_time_charge) - firstVisitOnly).toBe(
          m(p.total_price_for_first_visit),
        );
        for (const o of p.prepay_price ? [p.prepay_price.six_months, p.prepay_price.twelve_months] : []) {
          expect(m(o.price_after_discount) + m(o.savings)).toBe(m(o.total_price_per_service));
          expect(m(o.total_price_per_service)).toBe(m(p.total_price_per_service) * o.visits);
        }
        expect(m(p.prepay_price_after_coupon_discount) + m(p.prepay_tax)).toBe(m(p.net_payable_prepay_amount));
        if (c.prepay) expect(c.prepay.afterDiscount - c.prepay.couponDiscount).toBe(c.prepay.afterCoupon);
        expect(c.perServiceBeforeCoupon - c.perVisitCouponSavings).toBe(c.perService);
        const all = [
          c.base,
          c.areasTotal,
          c.recurringTotal,
          c.perServiceBeforeCoupon,
          c.perVisitCouponSavings,
          c.perService,
          c.oneTimeTotal,
          c.couponSavings,
          c.firstVisit,
          ...Object.values(c.prepay ?? {}),
        ];
        for (const v of all) expect(v).toBeGreaterThanOrEqual(0);
        for (const v of all) expect(Number.isInteger(v)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});
