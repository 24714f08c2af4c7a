/**
 * Step schemas of the commercial community enquiry wizard (/commercial, spec doc 2 §3, §5), with
 * the spec's messages, plus the pure builders of the calls' payloads (enquiry, proposal line items).
 */
import * as v from 'valibot';
import type { Address } from '../shared/address.schema';
import { messages } from '../shared/domain';
import { email, optionalPhone, required, requiredAddress } from '../shared/fields';

export interface WizardPhone {
  phone: string;
  type: 'home_phone' | 'mobile' | 'office';
  primary: boolean;
}

/** Step 1 'Tell us about your community'. */
export interface Step1Values {
  first_name: string;
  last_name: string;
  management_company: string;
  community_name: string;
  email_address: string;
  /** Visitors only. */
  phone_numbers: WizardPhone[];
  role: string;
  reach_out_via: string[];
  properties_in_community: string[];
  home_count: string;
  address: Address | null;
  /** The address came from the search box (checked by the server), not manual entry. */
  address_from_search: boolean;
}

/** Step 2 'Tell us how we can help you' (the proposal/more-info choice is kept apart). */
export interface Step2Values {
  proposal_due: string | null;
  interested_services: string[];
  interested_products: string[];
  is_pet_waste_stations_installed: boolean;
  existing_pet_waste_stations_count: number | null;
  new_pet_waste_stations_interested: string;
  bag_type: string;
  areas_to_clean: string;
  is_trash_cans_installed: boolean;
  trash_cans_count: number | null;
  new_trash_cans_interested: string;
  current_frequency: string;
  additional_comments: string;
}

export const STEP2_MAPS = ['pet_waste_station_map', 'trash_can_location_map', 'common_area_cleaning_map'] as const;
export type Step2Map = (typeof STEP2_MAPS)[number];
/** Every upload of the wizard: the boundary map of step 1 and the three maps of step 2. */
export type MapField = 'community_boundary_map' | Step2Map;

/**
 * How to reach out (spec 2 §5): the phone-based options follow the phone types entered (a home number
 * offers Phone, a mobile Text and Mobile, an office number Office); Email is always offered.
 */
export function reachOutOptions(phones: readonly Pick<WizardPhone, 'type' | 'phone'>[]): string[] {
  const types = new Set(phones.filter((p) => p.phone !== '').map((p) => p.type));
  const offered: [string, boolean][] = [
    ['text', types.has('mobile')],
    ['phone', types.has('home_phone')],
    ['mobile', types.has('mobile')],
    ['office', types.has('office')],
    ['email', true],
  ];
  return offered.filter(([, on]) => on).map(([method]) => method);
}

/** The phones with phone `index` changed: a phone made primary makes every other one not primary. */
export function withPhoneChanged(phones: readonly WizardPhone[], index: number, values: Partial<WizardPhone>) {
  return phones.map((p, i) => (i === index ? { ...p, ...values } : values.primary ? { ...p, primary: false } : p));
}

/** The phones without phone `index`: when it was the primary one, the first left becomes primary. */
export function withPhoneRemoved(phones: readonly WizardPhone[], index: number): WizardPhone[] {
  const rest = phones.filter((_, i) => i !== index);
  return rest.some((p) => p.primary) ? rest : rest.map((p, i) => ({ ...p, primary: i === 0 }));
}

/** A new phone row: primary only when it is the first. */
export function withPhoneAdded(phones: readonly WizardPhone[]): WizardPhone[] {
  return [...phones, { phone: '', type: 'mobile', primary: phones.length === 0 }];
}

/** The reach-out choices the phones still offer (a choice goes with the number that offered it). */
export function offeredChoices(reachOut: readonly string[], phones: readonly Pick<WizardPhone, 'type' | 'phone'>[]) {
  const offered = reachOutOptions(phones);
  return reachOut.filter((m) => offered.includes(m));
}

export const emptyStep1: Step1Values = {
  first_name: '',
  last_name: '',
  management_company: '',
  community_name: '',
  email_address: '',
  phone_numbers: [],
  role: '',
  reach_out_via: [],
  properties_in_community: [],
  home_count: '',
  address: null,
  address_from_search: false,
};

export const emptyStep2: Step2Values = {
  proposal_due: null,
  interested_services: [],
  interested_products: [],
  is_pet_waste_stations_installed: false,
  existing_pet_waste_stations_count: null,
  new_pet_waste_stations_interested: '',
  bag_type: '',
  areas_to_clean: '',
  is_trash_cans_installed: false,
  trash_cans_count: null,
  new_trash_cans_interested: '',
  current_frequency: '',
  additional_comments: '',
};

/** Address parts are required once an address is set; shown overall as 'Please enter valid address'. */
export const wizardAddressSchema = requiredAddress({
  address: messages.wizardAddressRequired,
  city: messages.wizardCityRequired,
  state: messages.wizardStateRequired,
  zip_code: messages.wizardZipRequired,
});

export const step1Schema = v.object({
  first_name: required(messages.firstNameRequired),
  last_name: required(messages.lastNameRequired),
  community_name: required(messages.communityNameRequiredWizard),
  email_address: email(messages.invalidEmailAddress),
  // Digits only, max 10 (the input enforces both); a number is ten digits or left empty (not sent).
  phone_numbers: v.array(v.object({ phone: optionalPhone() })),
  address: v.nullable(wizardAddressSchema),
});

/** The spec gives the rule but no message for it (doc 2 §5); the wording (ours) is shared with the server. */
export const PROPOSAL_DUE_MESSAGE = messages.proposalDueAfterToday;

/** The proposal due date must be after now (today, YYYY-MM-DD); it is optional. */
export function isProposalDueValid(due: string | null, today: string): boolean {
  return due === null || due === '' || due.slice(0, 10) > today;
}

export interface LineItem {
  item_type: 'service' | 'product';
  item: string;
  model: string;
  frequency: string;
  description: string;
  discount: number;
  quantity: number;
  rate: number;
  rate_tax: number;
  s_and_h: number;
  s_and_h_tax: number;
  total: number;
  is_incomplete: true;
}

/** One line item per chosen service and product; every number starts at 0 (spec doc 2 §3). */
export function lineItemsFor(step2: Pick<Step2Values, 'interested_services' | 'interested_products'>): LineItem[] {
  const item = (item_type: LineItem['item_type'], item: string): LineItem => ({
    item_type,
    item,
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
  });
  return [
    ...step2.interested_services.map((s) => item('service', s)),
    ...step2.interested_products.map((p) => item('product', p)),
  ];
}

/** Which step 2 detail groups apply: each is about a chosen service or product (the view shows only these). */
export function shownDetails(step2: Pick<Step2Values, 'interested_services' | 'interested_products'>) {
  const chose = (item: string) => step2.interested_services.includes(item) || step2.interested_products.includes(item);
  return {
    stations: chose('pet_waste_station_service') || chose('pet_waste_stations'),
    bags: chose('pet_waste_station_bags'),
    commonAreas: chose('common_area_cleaning'),
    trashCans: chose('trash_can_service'),
  };
}

/**
 * The step 2 answers and maps the office gets: those of the groups still shown. An answer given and then
 * hidden (the service unticked, 'installed' switched to No) is kept in the form, in case it is chosen
 * again, but never sent, and neither is its map.
 */
export function keepShownDetails(step2: Step2Values, maps: Record<Step2Map, string | null>) {
  const shown = shownDetails(step2);
  const stationsInstalled = shown.stations && step2.is_pet_waste_stations_installed;
  const cansInstalled = shown.trashCans && step2.is_trash_cans_installed;
  return {
    ...step2,
    is_pet_waste_stations_installed: shown.stations && step2.is_pet_waste_stations_installed,
    existing_pet_waste_stations_count: stationsInstalled ? step2.existing_pet_waste_stations_count : null,
    new_pet_waste_stations_interested: shown.stations ? step2.new_pet_waste_stations_interested : '',
    bag_type: shown.bags ? step2.bag_type : '',
    areas_to_clean: shown.commonAreas ? step2.areas_to_clean : '',
    is_trash_cans_installed: shown.trashCans && step2.is_trash_cans_installed,
    trash_cans_count: cansInstalled ? step2.trash_cans_count : null,
    new_trash_cans_interested: shown.trashCans ? step2.new_trash_cans_interested : '',
    pet_waste_station_map: stationsInstalled ? maps.pet_waste_station_map : null,
    common_area_cleaning_map: shown.commonAreas ? maps.common_area_cleaning_map : null,
    trash_can_location_map: cansInstalled ? maps.trash_can_location_map : null,
  };
}
