/**
 * GET A QUOTE step (spec doc 1 §2 'Quote form', §5): the selections schema with the spec's
 * messages, and the pure helpers the machine and the view share.
 */
import * as v from 'valibot';
import {
  FREQUENCIES,
  LAST_CLEANED,
  messages,
  MIN_EXTRA_PET_COUNT,
  OTHER_AREA_DEFAULT,
  PET_COUNT_OPTIONS,
  PROPERTY_TYPES,
} from '../shared/domain';
import type { Frequency, LastCleaned, PropertyType } from '../shared/domain';

export type PetCountOption = (typeof PET_COUNT_OPTIONS)[number];
export type PrepayMonths = 6 | 12;

export interface SelectedAddOn {
  uuid: string;
  is_recurring: boolean;
  name: string;
}

/** The user's quote selections (spec doc 1 §3 'Quote selections'). */
export interface QuoteSelections {
  frequency: Frequency | null;
  propertyType: PropertyType | null;
  petCount: PetCountOption | null;
  /** Exact number of dogs when petCount is '4+'; kept only when above 3. */
  extraPetCount: number | null;
  lastCleaned: LastCleaned | null;
  /** Selected areas in selection order: the first one is included in the base price. */
  areas: string[];
  otherAreaText: string;
  addOns: SelectedAddOn[];
  cleaningNotes: string;
  disposalLocation: string;
  prepay: boolean;
  prepayMonths: PrepayMonths | null;
}

export const emptySelections: QuoteSelections = {
  frequency: null,
  propertyType: null,
  petCount: null,
  extraPetCount: null,
  lastCleaned: null,
  areas: [],
  otherAreaText: '',
  addOns: [],
  cleaningNotes: '',
  disposalLocation: '',
  prepay: false,
  prepayMonths: null,
};

/** Required selections before a price can be calculated and before Continue. */
export const quoteSelectionsSchema = v.pipe(
  v.object({
    frequency: v.picklist(FREQUENCIES, messages.frequencyRequired),
    propertyType: v.picklist(PROPERTY_TYPES, messages.propertyTypeRequired),
    petCount: v.picklist(PET_COUNT_OPTIONS, messages.petCountRequired),
    extraPetCount: v.nullable(v.number()),
    lastCleaned: v.nullable(v.picklist(LAST_CLEANED)),
  }),
  // partialCheck (not check): these run when their own fields are valid even while another field
  // is still missing, so the form can show every message at once.
  v.forward(
    v.partialCheck(
      [['petCount'], ['extraPetCount']],
      (s) => s.petCount !== '4+' || (s.extraPetCount !== null && s.extraPetCount >= MIN_EXTRA_PET_COUNT),
      messages.petCountRequired,
    ),
    ['petCount'],
  ),
  v.forward(
    v.partialCheck(
      [['frequency'], ['lastCleaned']],
      (s) => s.frequency !== 'once' || s.lastCleaned !== null,
      messages.lastCleanedRequired,
    ),
    ['lastCleaned'],
  ),
);

/** Field → first message, for the form (empty when the selections can be priced). */
export function quoteSelectionErrors(s: QuoteSelections): Record<string, string> {
  const result = v.safeParse(quoteSelectionsSchema, s);
  if (result.success) return {};
  const nested = v.flatten<typeof quoteSelectionsSchema>(result.issues).nested ?? {};
  return Object.fromEntries(Object.entries(nested).flatMap(([k, list]) => (list && list[0] ? [[k, list[0]]] : [])));
}

export function canPrice(s: QuoteSelections): boolean {
  return v.is(quoteSelectionsSchema, s);
}

/** 'Other' selected without text blocks continuing. */
export function isOtherAreaFilled(s: QuoteSelections): boolean {
  return !s.areas.includes(OTHER_AREA_DEFAULT) || s.otherAreaText.trim() !== '';
}

/** Prepay on needs its period (6 or 12 months) before Continue. */
export function isPrepayPeriodChosen(s: QuoteSelections): boolean {
  return !s.prepay || s.prepayMonths !== null;
}

/** Toggling keeps selection order, so unselecting the first area promotes the next one. */
export function toggleArea(areas: readonly string[], area: string): string[] {
  return areas.includes(area) ? areas.filter((a) => a !== area) : [...areas, area];
}

/** The extra dog count is kept only when above 3, else cleared (spec doc 1 §5). */
export function normaliseExtraPetCount(count: number | null): number | null {
  return count !== null && Number.isInteger(count) && count >= MIN_EXTRA_PET_COUNT ? count : null;
}

/** The number of dogs quoted; null while unknown (none chosen, or 4+ without its exact number). */
export function dogCount(s: QuoteSelections): number | null {
  if (s.petCount === '4+') return s.extraPetCount;
  return s.petCount ? Number(s.petCount) : null;
}

/** The body of POST pricing-calculator (spec doc 1 §7). */
export interface PriceRequest {
  field_office_uuid: string;
  zipcode: string;
  frequency: Frequency;
  property_type: PropertyType;
  pet_count: number;
  is_extra_pet: boolean;
  extra_pet_count: number | null;
  last_cleaned: LastCleaned | null;
  areas_to_clean: string[];
  add_ons: SelectedAddOn[];
  is_prepaid: boolean;
  prepay_months: PrepayMonths | null;
  prepay_for_year: boolean;
  coupon_code: string | null;
}

export function priceRequest(
  s: QuoteSelections,
  area: { uuid: string; zipcode: string },
  couponCode: string | null,
): PriceRequest {
  return {
    field_office_uuid: area.uuid,
    zipcode: area.zipcode,
    frequency: s.frequency ?? 'weekly',
    property_type: s.propertyType ?? 'townhouse',
    // With 4+ the exact number travels in extra_pet_count; pet_count stays the option's 4 (the API
    // caps pet_count at 4 and counts extra_pet_count when is_extra_pet).
    pet_count: s.petCount === '4+' ? MIN_EXTRA_PET_COUNT : (dogCount(s) ?? 0),
    is_extra_pet: s.petCount === '4+',
    extra_pet_count: s.petCount === '4+' ? s.extraPetCount : null,
    last_cleaned: s.lastCleaned,
    // 'Other' is sent as its text, or 'Other' when left empty.
    areas_to_clean: s.areas.map((a) => (a === OTHER_AREA_DEFAULT ? s.otherAreaText.trim() || OTHER_AREA_DEFAULT : a)),
    add_ons: s.addOns,
    // Prepay counts once its period is chosen: until then the price is the non-prepaid one (the
    // server refuses is_prepaid without 6 or 12 months).
    is_prepaid: s.prepay && s.prepayMonths !== null,
    prepay_months: s.prepay ? s.prepayMonths : null,
    prepay_for_year: s.prepay && s.prepayMonths === 12,
    coupon_code: couponCode,
  };
}
