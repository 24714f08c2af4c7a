// Pricing engine of the reference server (design.md §6). Pure: everything it needs (office tables,
// coupon, today) is passed in. All arithmetic is integer cents; decimal strings only at the edge.
//
// Coupons come in two reaches (coupon.applies_to): 'every_visit' (SAVE5: an amount off
// total_price_per_service, so every visit and every prepaid visit costs less) and 'first_visit'
// (WELCOME10, FREEVISIT: savings on the first visit only). A prepay period is priced from the
// per-visit price after an every-visit coupon, then the prepay discount, then a first-visit coupon's
// savings, then tax (the options shown are the amounts charged).
//
// Invariants (checked by tests/server/pricing.test.ts, including a fast-check property):
//   service_base_price + cleaning_areas.total_price + recurring_add_ons.total_recurring_addon_cost
//     − (every-visit coupon.savings) = total_price_per_service ≥ 0
//   sum(one_time_items.price) = one_time_charges.total_one_time_charge
//   total_price_per_service + total_one_time_charge − (first-visit coupon.savings) = total_price_for_first_visit ≥ 0
//   per prepay option: price_after_discount + savings = total_price_per_service (of the option) = per-visit total × visits
//   prepay_price_after_coupon_discount + prepay_tax = net_payable_prepay_amount; nothing is negative.

import { FREQUENCIES, LAST_CLEANED_LABELS } from '../../src/domain/enums';
import type { Frequency, LastCleaned, PropertyType } from '../../src/domain/enums';
import { messages } from '../../src/domain/messages';

// The enumerations and messages are owned by src/domain (shared with the client).
export { FREQUENCIES, PROPERTY_TYPES, LAST_CLEANED } from '../../src/domain/enums';
export type { Frequency, LastCleaned, PropertyType } from '../../src/domain/enums';

export type BasePrices = Record<Frequency, Record<PropertyType, number>>;

/** The demo tables of design.md §6, in cents. Every seeded office starts from these. */
export const DEMO_BASE_PRICES: BasePrices = {
  twice_weekly: { townhouse: 1200, single_family_small: 1400, single_family_large: 1700 },
  weekly: { townhouse: 1500, single_family_small: 1800, single_family_large: 2200 },
  bi_monthly: { townhouse: 2000, single_family_small: 2400, single_family_large: 2900 },
  monthly: { townhouse: 3500, single_family_small: 4000, single_family_large: 4700 },
  once: { townhouse: 8900, single_family_small: 9900, single_family_large: 11900 },
};

export const EXTRA_DOG_CENTS = 200;
export const EXTRA_DOG_ONCE_CENTS = 1000;
export const LAST_CLEAN_CENTS: Record<LastCleaned, number> = {
  less_than_2_weeks: 0,
  '2-3_weeks': 1000,
  '1-2_months': 2500,
  '2_months_or_more': 5000,
  '3_months_or_more': 7500,
};
export const LAST_CLEAN_EXTRA_DOG_CENTS = 500;
/** Labels of the since-last-clean one-time item (spec 1 §2: 1-2_months shows as 2 to 6 weeks). */
export const LAST_CLEAN_LABELS: Record<LastCleaned, string> = LAST_CLEANED_LABELS;
/** Visits per year by frequency; prepay months × visits/12 is an integer for 6 and 12 months. */
export const VISITS_PER_YEAR: Record<Exclude<Frequency, 'once'>, number> = {
  twice_weekly: 104,
  weekly: 52,
  bi_monthly: 26,
  monthly: 12,
};
export const SIX_MONTH_DISCOUNT_PCT = 5;

export interface OfficePricing {
  basePrices: BasePrices;
  additionalAreaCents: number;
  /** percent, e.g. 10 */
  annualPrepayDiscount: number;
  /** sales tax in basis points, e.g. 725 = 7.25% */
  salesTaxBp: number;
  addOns: { uuid: string; name: string; costCents: number; isActive: boolean }[];
}

export type CouponKind = 'percent_first_visit' | 'amount_per_visit' | 'free_first_visit';
/** Which visits a coupon lowers: only `amount_per_visit` reaches every visit. */
export type CouponReach = 'first_visit' | 'every_visit';
export const couponReach = (kind: CouponKind): CouponReach =>
  kind === 'amount_per_visit' ? 'every_visit' : 'first_visit';
export interface Coupon {
  code: string;
  kind: CouponKind;
  /** percent for percent_first_visit, cents for amount_per_visit, unused for free_first_visit */
  value: number;
  /** YYYY-MM-DD, last valid day */
  expiresOn: string | null;
}

export interface PriceInput {
  frequency: Frequency;
  property_type: PropertyType;
  pet_count: number;
  extra_pet_count?: number | null;
  is_extra_pet?: boolean | null;
  last_cleaned?: LastCleaned | null;
  areas_to_clean?: string[] | null;
  add_ons?: { uuid: string; is_recurring: boolean; name?: string | null }[] | null;
  coupon_code?: string | null;
  is_prepaid?: boolean | null;
  prepay_months?: number | null;
  prepay_for_year?: boolean | null;
}

export const COUPON_EXPIRED = messages.couponExpired;
export const COUPON_INVALID = messages.couponInvalid;

export type PriceOutcome =
  { ok: true; price: CalculatedPrice; cents: PriceCents } | { ok: false; errors: Record<string, string[]> };

export interface PrepayOption {
  months: number;
  visits: number;
  savings: string;
  total_price_per_service: string;
  price_after_discount: string;
  total_price_for_first_visit: string;
}

export interface CalculatedPrice {
  frequency: Frequency;
  property_type: PropertyType;
  pet_count: number;
  service_base_price: string;
  cleaning_areas: { items: { area: string; price: string }[]; total_price: string };
  recurring_add_ons: {
    recurring_addon_items: { type: 'add_on'; uuid: string; name: string; price: string }[];
    total_recurring_addon_cost: string;
  };
  total_price_per_service: string;
  one_time_charges: {
    one_time_items: { type: 'last_clean' | 'add_on'; uuid?: string; name: string; price: string }[];
    total_one_time_charge: string;
    total_one_time_charge_before_coupon: string;
  };
  total_price_for_first_visit: string;
  /** savings: per visit when applies_to is every_visit, else on the first visit. */
  coupon: { coupon_applied: boolean; coupon_code: string | null; savings: string; applies_to: CouponReach | null };
  is_prepaid: boolean;
  prepay_months: number | null;
  prepay_for_year: boolean;
  prepay_price: { six_months: PrepayOption; twelve_months: PrepayOption } | null;
  prepay_savings: string;
  prepay_price_after_coupon_discount: string;
  prepay_tax: string;
  net_payable_prepay_amount: string;
}

/** The same figures in cents, for tests and for orders that store amounts. */
export interface PriceCents {
  base: number;
  areas: number[];
  areasTotal: number;
  recurring: number[];
  recurringTotal: number;
  /** base + areas + recurring add-ons, before an every-visit coupon. */
  perServiceBeforeCoupon: number;
  /** What an every-visit coupon takes off each visit (0 for other coupons). */
  perVisitCouponSavings: number;
  perService: number;
  oneTime: number[];
  oneTimeTotal: number;
  /** What a first-visit coupon takes off the first visit (0 for an every-visit coupon). */
  couponSavings: number;
  firstVisit: number;
  prepay: {
    months: number;
    visits: number;
    gross: number;
    savings: number;
    afterDiscount: number;
    couponDiscount: number;
    afterCoupon: number;
    tax: number;
    net: number;
  } | null;
}

export function cents(value: number): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(value);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** Parses a decimal string ('12.5', '12.50', '12') to cents; null when not a money value. */
export function parseCents(text: string): number | null {
  const m = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  const value = Number(m[2]) * 100 + Number((m[3] ?? '0').padEnd(2, '0'));
  return m[1] ? -value : value;
}

/** Half-up percentage of a non-negative cent amount. */
export function percentOf(amount: number, pct: number): number {
  return Math.round((amount * pct) / 100);
}

export function dogCount(input: Pick<PriceInput, 'pet_count' | 'extra_pet_count' | 'is_extra_pet'>): number {
  if (input.is_extra_pet && typeof input.extra_pet_count === 'number' && input.extra_pet_count > 3)
    return input.extra_pet_count;
  return Math.max(1, input.pet_count);
}

export function couponProblem(coupon: Coupon | null, today: string): string | null {
  if (!coupon) return COUPON_INVALID;
  if (coupon.expiresOn !== null && coupon.expiresOn < today) return COUPON_EXPIRED;
  return null;
}

/**
 * Prices a quote. `coupon` is the row found for input.coupon_code (null when none matched);
 * `today` is YYYY-MM-DD in the office's calendar.
 */
export function calculatePrice(
  office: OfficePricing,
  input: PriceInput,
  coupon: Coupon | null,
  today: string,
): PriceOutcome {
  const code = input.coupon_code?.trim() ? input.coupon_code.trim() : null;
  if (code) {
    const problem = couponProblem(coupon, today);
    if (problem) return { ok: false, errors: { coupon_code: [problem] } };
  }
  const activeCoupon = code ? coupon : null;
  const once = input.frequency === 'once';
  const dogs = dogCount(input);

  const base =
    office.basePrices[input.frequency][input.property_type] +
    (dogs - 1) * (once ? EXTRA_DOG_ONCE_CENTS : EXTRA_DOG_CENTS);

  // The first selected area is included; every further one costs the office's area price.
  const areaNames = (input.areas_to_clean ?? []).filter((a) => a.trim() !== '');
  const areas = areaNames.map((_, i) => (i === 0 ? 0 : office.additionalAreaCents));
  const areasTotal = sum(areas);

  const chosen = (input.add_ons ?? [])
    .map((a) => ({ choice: a, addOn: office.addOns.find((o) => o.uuid === a.uuid && o.isActive) }))
    .filter(
      (x): x is { choice: NonNullable<PriceInput['add_ons']>[number]; addOn: OfficePricing['addOns'][number] } =>
        x.addOn !== undefined,
    );
  const recurringAddOns = chosen.filter((x) => x.choice.is_recurring);
  const firstVisitAddOns = chosen.filter((x) => !x.choice.is_recurring);
  const recurring = recurringAddOns.map((x) => x.addOn.costCents);
  const recurringTotal = sum(recurring);

  const perServiceBeforeCoupon = base + areasTotal + recurringTotal;
  // An every-visit coupon lowers the per-visit price itself (never below 0).
  const perVisitCouponSavings =
    activeCoupon?.kind === 'amount_per_visit' ? Math.min(activeCoupon.value, perServiceBeforeCoupon) : 0;
  const perService = perServiceBeforeCoupon - perVisitCouponSavings;

  const oneTimeItems: CalculatedPrice['one_time_charges']['one_time_items'] = [];
  const oneTime: number[] = [];
  if (input.last_cleaned) {
    const bucket = LAST_CLEAN_CENTS[input.last_cleaned];
    const price = bucket === 0 ? 0 : bucket + (dogs - 1) * LAST_CLEAN_EXTRA_DOG_CENTS;
    oneTime.push(price);
    oneTimeItems.push({ type: 'last_clean', name: LAST_CLEAN_LABELS[input.last_cleaned], price: cents(price) });
  }
  for (const x of firstVisitAddOns) {
    oneTime.push(x.addOn.costCents);
    oneTimeItems.push({ type: 'add_on', uuid: x.addOn.uuid, name: x.addOn.name, price: cents(x.addOn.costCents) });
  }
  const oneTimeTotal = sum(oneTime);

  // A first-visit coupon's savings (an every-visit coupon is already in perService).
  let couponSavings = 0;
  if (activeCoupon?.kind === 'percent_first_visit')
    couponSavings = percentOf(perService + oneTimeTotal, activeCoupon.value);
  else if (activeCoupon?.kind === 'free_first_visit') couponSavings = perService;
  const firstVisit = Math.max(0, perService + oneTimeTotal - couponSavings);

  const option = (months: number): PriceCents['prepay'] & object => {
    const visits = once ? 0 : (VISITS_PER_YEAR[input.frequency as Exclude<Frequency, 'once'>] * months) / 12;
    const gross = perService * visits;
    const pct = months === 12 ? office.annualPrepayDiscount : SIX_MONTH_DISCOUNT_PCT;
    const savings = percentOf(gross, pct);
    const afterDiscount = gross - savings;
    // The every-visit coupon is in the per-visit price already; a first-visit coupon saves once.
    const couponDiscount = Math.min(afterDiscount, couponSavings);
    const afterCoupon = afterDiscount - couponDiscount;
    const tax = percentOfBp(afterCoupon, office.salesTaxBp);
    return { months, visits, gross, savings, afterDiscount, couponDiscount, afterCoupon, tax, net: afterCoupon + tax };
  };
  const asOption = (o: ReturnType<typeof option>): PrepayOption => ({
    months: o.months,
    visits: o.visits,
    savings: cents(o.savings),
    total_price_per_service: cents(o.gross),
    price_after_discount: cents(o.afterDiscount),
    total_price_for_first_visit: cents(o.afterDiscount + oneTimeTotal),
  });

  const months =
    input.prepay_months === 6 || input.prepay_months === 12 ? input.prepay_months : input.prepay_for_year ? 12 : null;
  const isPrepaid = !once && Boolean(input.is_prepaid || input.prepay_for_year) && months !== null;
  const selected = isPrepaid && months !== null ? option(months) : null;

  const price: CalculatedPrice = {
    frequency: input.frequency,
    property_type: input.property_type,
    pet_count: dogs,
    service_base_price: cents(base),
    cleaning_areas: {
      items: areaNames.map((area, i) => ({ area, price: cents(areas[i] ?? 0) })),
      total_price: cents(areasTotal),
    },
    recurring_add_ons: {
      recurring_addon_items: recurringAddOns.map((x) => ({
        type: 'add_on' as const,
        uuid: x.addOn.uuid,
        name: x.addOn.name,
        price: cents(x.addOn.costCents),
      })),
      total_recurring_addon_cost: cents(recurringTotal),
    },
    total_price_per_service: cents(perService),
    one_time_charges: {
      one_time_items: oneTimeItems,
      total_one_time_charge: cents(oneTimeTotal),
      total_one_time_charge_before_coupon: cents(oneTimeTotal),
    },
    total_price_for_first_visit: cents(firstVisit),
    coupon: {
      coupon_applied: activeCoupon !== null,
      coupon_code: activeCoupon ? activeCoupon.code : null,
      savings: cents(activeCoupon?.kind === 'amount_per_visit' ? perVisitCouponSavings : couponSavings),
      applies_to: activeCoupon ? couponReach(activeCoupon.kind) : null,
    },
    is_prepaid: isPrepaid,
    prepay_months: isPrepaid ? months : null,
    prepay_for_year: isPrepaid && months === 12,
    prepay_price: once ? null : { six_months: asOption(option(6)), twelve_months: asOption(option(12)) },
    prepay_savings: cents(selected?.savings ?? 0),
    prepay_price_after_coupon_discount: cents(selected?.afterCoupon ?? 0),
    prepay_tax: cents(selected?.tax ?? 0),
    net_payable_prepay_amount: cents(selected?.net ?? 0),
  };
  return {
    ok: true,
    price,
    cents: {
      base,
      areas,
      areasTotal,
      recurring,
      recurringTotal,
      perServiceBeforeCoupon,
      perVisitCouponSavings,
      perService,
      oneTime,
      oneTimeTotal,
      couponSavings,
      firstVisit,
      prepay: selected,
    },
  };
}

function percentOfBp(amount: number, bp: number): number {
  return Math.round((amount * bp) / 10000);
}

function sum(xs: number[]): number {
  return xs.reduce((a, b) => a + b, 0);
}

/** `/subscription` cards: min = townhouse with 1 dog; max = large lot with 4 dogs. */
export function frequencyPriceRange(
  basePrices: BasePrices,
): { frequency: Frequency; min_price: string; max_price: string }[] {
  return FREQUENCIES.map((frequency) => {
    const extra = frequency === 'once' ? EXTRA_DOG_ONCE_CENTS : EXTRA_DOG_CENTS;
    return {
      frequency,
      min_price: cents(basePrices[frequency].townhouse),
      max_price: cents(basePrices[frequency].single_family_large + 3 * extra),
    };
  });
}

/** Next `count` working days (Monday–Friday) strictly after `today` (YYYY-MM-DD), as MM-DD-YYYY. */
export function initialCleaningDays(today: string, count = 30): string[] {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d));
  const out: string[] = [];
  while (out.length < count) {
    day.setUTCDate(day.getUTCDate() + 1);
    const wd = day.getUTCDay();
    if (wd === 0 || wd === 6) continue;
    const mm = String(day.getUTCMonth() + 1).padStart(2, '0');
    const dd = String(day.getUTCDate()).padStart(2, '0');
    out.push(`${mm}-${dd}-${day.getUTCFullYear()}`);
  }
  return out;
}
