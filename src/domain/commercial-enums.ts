// The community enquiry's options and labels (spec 2 §3), apart from enums.ts: only /commercial and the
// account's community views read them, so the first visit and /getquote do not carry them.
import { FREQUENCY_LABELS } from './enums';

// ── Commercial enquiry (spec 2 §3) ──────────────────────────────────────────────────────────────

export const REACH_OUT_METHODS = ['text', 'phone', 'email', 'office', 'mobile'] as const;
export type ReachOutMethod = (typeof REACH_OUT_METHODS)[number];
export const REACH_OUT_METHOD_LABELS: Record<ReachOutMethod, string> = {
  text: 'Text',
  phone: 'Phone',
  email: 'Email',
  office: 'Office',
  mobile: 'Mobile',
};

export const COMMUNITY_ROLES = ['board_member', 'community_manager', 'concerned_resident'] as const;
export type CommunityRole = (typeof COMMUNITY_ROLES)[number];
export const COMMUNITY_ROLE_LABELS: Record<CommunityRole, string> = {
  board_member: 'Board Member',
  community_manager: 'Community Manager',
  concerned_resident: 'Concerned Resident',
};

export const PROPERTIES_IN_COMMUNITY = ['townhomes', 'detached', 'condo', 'apartment'] as const;
export type PropertyInCommunity = (typeof PROPERTIES_IN_COMMUNITY)[number];
export const PROPERTY_IN_COMMUNITY_LABELS: Record<PropertyInCommunity, string> = {
  townhomes: 'Townhomes',
  detached: 'Detached',
  condo: 'Condo',
  apartment: 'Apartment',
};

export const HOME_COUNT_RANGES = ['1-100', '101-350', '351-500', '501+'] as const;
export type HomeCountRange = (typeof HOME_COUNT_RANGES)[number];

export const INTERESTED_PRODUCTS = ['pet_waste_stations', 'pet_waste_station_bags'] as const;
export type InterestedProduct = (typeof INTERESTED_PRODUCTS)[number];
export const INTERESTED_PRODUCT_LABELS: Record<InterestedProduct, string> = {
  pet_waste_stations: 'Pet Waste Stations',
  pet_waste_station_bags: 'Pet Waste Station Bags',
};
export const INTERESTED_SERVICES = ['pet_waste_station_service', 'common_area_cleaning', 'trash_can_service'] as const;
export type InterestedService = (typeof INTERESTED_SERVICES)[number];
export const INTERESTED_SERVICE_LABELS: Record<InterestedService, string> = {
  pet_waste_station_service: 'Pet Waste Station Service',
  common_area_cleaning: 'Common Area Cleaning',
  trash_can_service: 'Trash Can Service',
};

export const NEW_STATIONS_INTERESTED = ['1-5', '6-10', '11-20+', 'dont_know'] as const;
export type NewStationsInterested = (typeof NEW_STATIONS_INTERESTED)[number];
export const NEW_STATIONS_INTERESTED_LABELS: Record<NewStationsInterested, string> = {
  '1-5': '1-5',
  '6-10': '6-10',
  '11-20+': '11-20+',
  dont_know: "Don't know",
};

export const BAG_TYPES = ['header_bags', 'roll_bags', 'dont_know'] as const;
export type BagType = (typeof BAG_TYPES)[number];
export const BAG_TYPE_LABELS: Record<BagType, string> = {
  header_bags: 'Header Bags',
  roll_bags: 'Roll Bags',
  dont_know: "Don't know",
};

export const COMMUNITY_AREAS_TO_CLEAN = ['all_common_areas', 'specific_locations'] as const;
export type CommunityAreaToClean = (typeof COMMUNITY_AREAS_TO_CLEAN)[number];
export const COMMUNITY_AREA_TO_CLEAN_LABELS: Record<CommunityAreaToClean, string> = {
  all_common_areas: 'All Common Areas',
  specific_locations: 'Specific Locations',
};

export const CURRENT_FREQUENCIES = ['twice_weekly', 'weekly', 'bi_monthly', 'other'] as const;
export type CurrentFrequency = (typeof CURRENT_FREQUENCIES)[number];
export const CURRENT_FREQUENCY_LABELS: Record<CurrentFrequency, string> = {
  twice_weekly: 'Twice Weekly',
  weekly: 'Weekly',
  bi_monthly: 'Every Other Week',
  other: 'Other',
};

/** Proposal line items (spec 2 §3). */
export const LINE_ITEM_TYPES = ['service', 'product'] as const;
export type LineItemType = (typeof LINE_ITEM_TYPES)[number];

/**
 * A line item's frequency in words, the same on every screen that lists line items (the overview, the
 * service detail): a known frequency's label (spec 3 §9), other text as given, and none (a product
 * bought once, such as the station bags) the label of once, 'Just Once'.
 */
export function lineItemFrequencyLabel(frequency: string | null | undefined): string {
  if (!frequency) return FREQUENCY_LABELS.once;
  return frequency in FREQUENCY_LABELS ? FREQUENCY_LABELS[frequency as keyof typeof FREQUENCY_LABELS] : frequency;
}
