// What the account's service cards (overview, My Services) show of a service order (dates apart, in
// services/service-dates.ts: the date library stays out of the overview) (spec 3 §2.3, §3 Service order, §9), as plain
// text: pure functions of the API's answer, tested in tests/unit/flows/account-services.
import type { components } from '../../../api/schema.gen';
import { BILLED_MONTHLY, BILLED_ONCE, PAGE_SIZE_HISTORY } from '../../../domain/constants';
import { FREQUENCY_LABELS } from '../../../domain/enums';
import {
  INTERESTED_PRODUCT_LABELS,
  INTERESTED_SERVICE_LABELS,
  lineItemFrequencyLabel,
} from '../../../domain/commercial-enums';
import { formatDollars } from '../../../domain/money';
import type { MapLocation } from '../../../adapters/map/service-map';
import { multipointLocations } from '../../../adapters/map/wkt';
import { formatAddressLine } from '../../../../machines/shared/address.schema';

type Schemas = components['schemas'];
export type ServiceOrder = Schemas['ServiceOrder'];
export type ServiceVisit = Schemas['ServiceVisit'];

/** 'None' where a list is empty (wording ours). */
const NONE = 'None';

/** The street line: '100 Main St'. */
export const streetOf = (order: ServiceOrder) => order.service_address.address;

/**
 * '100 Main St, Raleigh, NC 27601'. An address whose first line already ends with its ZIP code (a
 * search-picked address is stored as the whole line) is shown as it is.
 */
export function addressLine(a: Schemas['Address']): string {
  return a.address.trim().endsWith(a.zip_code) ? a.address.trim() : formatAddressLine(a);
}

export const isCommercialOrder = (order: ServiceOrder) => order.service_type === 'commercial';

export const frequencyText = (order: ServiceOrder) => FREQUENCY_LABELS[order.frequency_type ?? order.frequency];

/** Dogs priced: extra_pet_count when is_extra_pet (4+), else pet_count. */
export function dogCount(order: ServiceOrder): number {
  return order.is_extra_pet && order.extra_pet_count ? order.extra_pet_count : order.pet_count;
}

export function dogsText(order: ServiceOrder): string {
  const n = dogCount(order);
  return `${n} ${n === 1 ? 'dog' : 'dogs'}`;
}

/** A community's homes: its range ('101-350 homes'), or 'Not given'. */
export function homesText(order: ServiceOrder): string {
  const range = order.commercial_detail?.home_count;
  return range ? `${range} homes` : 'Not given';
}

/** How the service is billed: once, prepaid for n months, or monthly (spec 1 §9 billing notes). */
export function subscriptionText(order: ServiceOrder): string {
  if (order.frequency === 'once') return BILLED_ONCE;
  if (order.is_prepaid && order.prepay_months) return `Prepaid for ${order.prepay_months} months`;
  return BILLED_MONTHLY;
}

export function areasText(order: ServiceOrder): string {
  return order.area_to_clean.length > 0 ? order.area_to_clean.join(', ') : NONE;
}

/** The recurring add-ons by name (from the price, else from the order's own list). */
export function addOnNames(order: ServiceOrder): string[] {
  const priced = order.calculated_price?.recurring_add_ons.recurring_addon_items.map((a) => a.name);
  if (priced) return priced;
  return (order.service_add_ons ?? [])
    .filter((a) => a.is_recurring)
    .map((a) => a.add_on_name ?? '')
    .filter(Boolean);
}

export function addOnsText(order: ServiceOrder): string {
  const names = addOnNames(order);
  return names.length > 0 ? names.join(', ') : NONE;
}

/**
 * The price line: a community's total (its line items), else the residential total per visit
 * (calculated_price.total_price_per_service).
 */
export function totalPerVisitText(order: ServiceOrder): string {
  if (order.commercial_detail) return formatDollars(order.commercial_detail.total);
  return formatDollars(order.calculated_price?.total_price_per_service ?? null);
}

/** A commercial line item's label ('Pet Waste Station Service'). */
export function lineItemLabel(item: Schemas['CommercialItem']): string {
  return item in INTERESTED_SERVICE_LABELS
    ? INTERESTED_SERVICE_LABELS[item as keyof typeof INTERESTED_SERVICE_LABELS]
    : INTERESTED_PRODUCT_LABELS[item as keyof typeof INTERESTED_PRODUCT_LABELS];
}

/** A line item's frequency in the domain's words ('Just Once' when none), as the overview says it. */
export const lineItemFrequency = lineItemFrequencyLabel;

/**
 * The places the map shows: a community's locations, named by the service's street and their number
 * ('500 Congress Ave — location 1', …; spec 3 §2.3), else the service address.
 */
export function serviceLocations(order: ServiceOrder): MapLocation[] {
  const points = isCommercialOrder(order)
    ? multipointLocations(order.commercial_detail?.multiple_locations, streetOf(order))
    : [];
  if (points.length > 0) return points;
  const geo = order.service_address.geo_location;
  return [
    {
      label: addressLine(order.service_address),
      latitude: geo?.latitude ?? null,
      longitude: geo?.longitude ?? null,
    },
  ];
}

/** Paging of the history: the page shown (1-based) and the number of pages (at least 1). */
export function historyPage(count: number, offset: number, pageSize: number = PAGE_SIZE_HISTORY) {
  const pages = Math.max(1, Math.ceil(count / pageSize));
  const page = Math.min(pages, Math.floor(offset / pageSize) + 1);
  return { page, pages, hasPrevious: offset > 0, hasNext: offset + pageSize < count };
}

/** The visits a customer can rate: every one but a cancelled visit (it did not take place). */
export const canRate = (visit: ServiceVisit) => visit.status !== 'cancelled';

/** Who did the visit: the display name, else the technician's names ('Not assigned'; wording ours). */
export function technicianText(visit: ServiceVisit): string {
  if (visit.tech) return visit.tech;
  const t = visit.technician;
  return t ? `${t.first_name} ${t.last_name}`.trim() : 'Not assigned';
}
