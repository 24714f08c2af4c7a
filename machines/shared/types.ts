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

/**
 * The params of every machine's `notifyErrors` effect: the error toast (spec 1 §8), one line per toast.
 *   { errors }: lines the user reads as they are: computed from the API body in the flow's actors
 *               module, or a fixed text of `messages`.
 *   { error }:  the raw failure (a DRF error body, or what an actor threw, often an ApiError); the
 *               provider turns it into lines with toastLines from src/api/errors.
 * Why a union and not lines alone: machines cannot import src/api, and several actors hand back the
 * raw body or reject with an ApiError whose body lines are what the toast shows. Mapping those to
 * 'Something went wrong' inside the machine would change what the user reads, and computing lines in
 * every actor first would change each actor's contract; the union keeps every toast as it was.
 */
export type NotifyErrorsParams = { errors: Errors } | { error: unknown };

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
