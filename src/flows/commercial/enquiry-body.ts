// The machine's enquiry payload and line items in the API's wire shapes (openapi CommercialEnquiryRequest,
// ProposalLineItemCreateRequest). The machine keeps form values (an unanswered choice is ''); the contract
// wants an enum value or null, a date-time for the due date and money as "0.00" strings.
import type { EnquiryPayload } from '../../../machines/commercial-enquiry/commercial-enquiry.machine';
import type { LineItem } from '../../../machines/commercial-enquiry/commercial-enquiry.schema';
import type { components } from '../../api/schema.gen';
import { HOW_HEARD_OPTIONS } from '../../domain/enums';
import {
  BAG_TYPES,
  COMMUNITY_AREAS_TO_CLEAN,
  COMMUNITY_ROLES,
  CURRENT_FREQUENCIES,
  HOME_COUNT_RANGES,
  INTERESTED_PRODUCTS,
  INTERESTED_SERVICES,
  NEW_STATIONS_INTERESTED,
  PROPERTIES_IN_COMMUNITY,
  REACH_OUT_METHODS,
} from '../../domain/commercial-enums';

type Schemas = components['schemas'];
export type EnquiryBody = Schemas['CommercialEnquiryRequest'];
export type LineItemBody = Schemas['ProposalLineItemCreateRequest'];

const isOneOf =
  <T extends string>(list: readonly T[]) =>
  (value: string): value is T =>
    (list as readonly string[]).includes(value);

/** The value when it is one of the list, else null (an unanswered choice). */
const oneOrNull = <T extends string>(list: readonly T[], value: string): T | null =>
  isOneOf(list)(value) ? value : null;

const orNull = (text: string) => (text.trim() === '' ? null : text);

/**
 * The due date (YYYY-MM-DD, picked after today) as the contract's date-time: noon UTC of that day, which
 * is the same calendar day in every US time zone and always after now (the picker starts tomorrow).
 */
export function dueDateTime(date: string | null): string | null {
  return date ? `${date.slice(0, 10)}T12:00:00Z` : null;
}

export function enquiryBody(p: EnquiryPayload): EnquiryBody {
  const role = oneOrNull(COMMUNITY_ROLES, p.role);
  const homeCount = oneOrNull(HOME_COUNT_RANGES, p.home_count);
  return {
    field_office_uuid: p.field_office_uuid,
    zip_code: p.zip_code,
    first_name: p.first_name.trim(),
    last_name: p.last_name.trim(),
    management_company: orNull(p.management_company),
    community_name: p.community_name.trim(),
    email_address: p.email_address.trim(),
    ...(role ? { role } : {}),
    reach_out_via: p.reach_out_via.filter(isOneOf(REACH_OUT_METHODS)),
    properties_in_community: p.properties_in_community.filter(isOneOf(PROPERTIES_IN_COMMUNITY)),
    ...(homeCount ? { home_count: homeCount } : {}),
    community_boundary_map: p.community_boundary_map,
    address: p.address,
    is_looking_for_proposal: p.is_looking_for_proposal,
    would_like_more_info: p.would_like_more_info,
    proposal_due: dueDateTime(p.proposal_due),
    interested_services: p.interested_services.filter(isOneOf(INTERESTED_SERVICES)),
    interested_products: p.interested_products.filter(isOneOf(INTERESTED_PRODUCTS)),
    is_pet_waste_stations_installed: p.is_pet_waste_stations_installed,
    existing_pet_waste_stations_count: p.existing_pet_waste_stations_count,
    pet_waste_station_map: p.pet_waste_station_map,
    new_pet_waste_stations_interested: oneOrNull(NEW_STATIONS_INTERESTED, p.new_pet_waste_stations_interested),
    bag_type: oneOrNull(BAG_TYPES, p.bag_type),
    areas_to_clean: oneOrNull(COMMUNITY_AREAS_TO_CLEAN, p.areas_to_clean),
    common_area_cleaning_map: p.common_area_cleaning_map,
    is_trash_cans_installed: p.is_trash_cans_installed,
    trash_cans_count: p.trash_cans_count,
    trash_can_location_map: p.trash_can_location_map,
    new_trash_cans_interested: orNull(p.new_trash_cans_interested),
    current_frequency: oneOrNull(CURRENT_FREQUENCIES, p.current_frequency),
    additional_comments: orNull(p.additional_comments),
    hear_about_us: p.hear_about_us.filter(isOneOf(HOW_HEARD_OPTIONS)),
    outreach: p.outreach,
    is_crm: p.is_crm,
    // Signed in: the account's uuid; a visitor: the numbers entered (spec 2 §6).
    ...('user_uuid' in p ? (p.user_uuid ? { user_uuid: p.user_uuid } : {}) : { phone_numbers: p.phone_numbers }),
  };
}

const money = (n: number) => n.toFixed(2);

export function lineItemBody(item: LineItem, innerProposalUuid: string): LineItemBody | null {
  if (!isOneOf(INTERESTED_SERVICES)(item.item) && !isOneOf(INTERESTED_PRODUCTS)(item.item)) return null;
  return {
    inner_proposal_uuid: innerProposalUuid,
    item_type: item.item_type,
    item: item.item,
    model: item.model,
    frequency: item.frequency,
    description: item.description,
    discount: money(item.discount),
    quantity: item.quantity,
    rate: money(item.rate),
    rate_tax: money(item.rate_tax),
    s_and_h: money(item.s_and_h),
    s_and_h_tax: money(item.s_and_h_tax),
    total: money(item.total),
    is_incomplete: item.is_incomplete,
  };
}
