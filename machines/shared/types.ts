/**
 * Shapes the acquisition machines pass around. They mirror the spec's entities (doc 1 §3) with
 * the API's wire names; views map API responses (src/api) onto them. Pure types: no I/O.
 */
import type { Frequency } from './domain';

/** An add-on offered by the field office (ZIP check result). */
export interface AddOn {
  uuid: string;
  name: string;
  cost_per_visit: string;
  priority?: number;
  is_active?: boolean;
}

/** The service area kept for the session after a successful ZIP check. */
export interface Area {
  zipcode: string;
  /** The field office uuid. */
  uuid: string;
  annual_prepay_discount: string;
  state: string;
  city: string;
  stax_public_apikey: string | null;
  additional_cleaning_area_price: string;
  add_on: AddOn[];
}

export interface PriceRange {
  frequency: Frequency;
  min_price: string;
  max_price: string;
}

/** Field errors in the DRF shape, normalised to a list of readable messages by the view. */
export type Errors = string[];

/** Every effect or actor a view must supply throws this by default (design §3.2). */
export function notProvided(name: string): never {
  throw new Error(`${name} not provided: supply it with machine.provide()`);
}

/** The pricing-calculator result (spec doc 1 §3 'calculated_price'); views read the rest. */
export interface CalculatedPrice {
  total_price_per_service: string | number;
  total_price_for_first_visit: string | number;
  coupon?: { coupon_applied: boolean; savings: string | number } | null;
  [field: string]: unknown;
}
