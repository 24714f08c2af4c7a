// Builders of the documents the API answers (shapes of openapi/openapi.yaml), shared by the seed
// and the handlers so a seeded record and a created one look the same.
import { randomUUID } from 'node:crypto';
import type { CalculatedPrice } from './pricing';
import type { OfficeRow } from './catalog';
import type { AuthUser } from '../http';
import {
  NOTIFICATION_TYPES as DOMAIN_NOTIFICATION_TYPES,
  NOTIFICATION_TYPE_LABELS,
} from '../../src/domain/account-enums';

export interface Address {
  address: string;
  city: string;
  state: string;
  zip_code: string;
  route?: string | null;
  street_number?: string | null;
  geo_location?: { latitude: number; longitude: number } | null;
}

/** A users row as the documents read it: the signed-in user's fields. */
type UserRowLike = AuthUser;

export function sessionUser(u: UserRowLike) {
  return {
    uuid: u.uuid,
    email: u.email,
    first_name: u.first_name,
    last_name: u.last_name,
    zip_codes: (u.data.zip_codes as string[] | undefined) ?? [],
    roles: u.roles,
  };
}

/** What accountInfo derives from the user's other records (invoices, the office's date). */
export interface AccountDerived {
  /** Days since the due date of the oldest unpaid invoice past due, or null. */
  overdueDays: number | null;
}

/** A residential customer's referral code: stable, derived from the account id (no secret in it). */
export function referralCode(u: Pick<UserRowLike, 'uuid' | 'roles'>): string | null {
  if (u.roles.includes('commercial_customer')) return null;
  return `YW-${u.uuid.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
}

export function accountInfo(
  u: UserRowLike,
  office: Pick<OfficeRow, 'uuid' | 'stax_public_apikey' | 'time_zone'> | null,
  derived: AccountDerived = { overdueDays: null },
) {
  const d = u.data;
  return {
    uuid: u.uuid,
    first_name: u.first_name,
    last_name: u.last_name,
    email: u.email,
    management_company: (d.management_company as string | undefined) ?? null,
    community_name: (d.community_name as string | undefined) ?? null,
    community_role: (d.community_role as string | undefined) ?? null,
    authorized_users: (d.authorized_users as string[] | undefined) ?? [],
    emailaddress_set: (d.emailaddress_set as unknown[] | undefined) ?? [{ email: u.email, primary: true }],
    phone_numbers: (d.phone_numbers as unknown[] | undefined) ?? [],
    is_email_invoice: (d.is_email_invoice as boolean | undefined) ?? true,
    is_print_and_mail_invoices: (d.is_print_and_mail_invoices as boolean | undefined) ?? false,
    invoice_address: (d.invoice_address as Address | undefined) ?? null,
    invoice_overdue: derived.overdueDays !== null,
    overdue_days: derived.overdueDays,
    referral_code: referralCode(u),
    field_office: office
      ? { uuid: office.uuid, stax_public_apikey: office.stax_public_apikey, time_zone: office.time_zone }
      : null,
    stax_customer: (d.stax_customer as string | undefined) ?? null,
    roles: u.roles,
  };
}

export interface OrderInput {
  field_office_uuid: string;
  service_type?: 'residential' | 'commercial';
  property_type: string;
  frequency: string;
  pet_count: number;
  extra_pet_count?: number | null;
  is_extra_pet?: boolean;
  last_cleaned?: string | null;
  service_add_ons?: { add_on_uuid: string; add_on_name?: string; is_recurring: boolean }[];
  area_to_clean?: string[];
  cleaning_notes?: string | null;
  disposal_location?: string | null;
  service_address: Address;
  billing_address: Address;
  preferred_start_date?: string | null;
  is_prepaid?: boolean;
  prepay_months?: 6 | 12 | null;
}

export function serviceOrderDoc(
  input: OrderInput,
  price: CalculatedPrice,
  user: UserRowLike,
  billing: { uuid: string; stax_payment_object: string } | null,
  uuid = randomUUID(),
) {
  return {
    uuid,
    field_office_uuid: input.field_office_uuid,
    service_type: input.service_type ?? 'residential',
    service_address: input.service_address,
    billing_address: input.billing_address,
    frequency: input.frequency,
    frequency_type: input.frequency,
    property_type: input.property_type,
    pet_count: price.pet_count,
    extra_pet_count: input.extra_pet_count ?? null,
    is_extra_pet: input.is_extra_pet ?? false,
    last_cleaned: input.last_cleaned ?? null,
    calculated_price: price,
    area_to_clean: input.area_to_clean ?? [],
    service_add_ons: input.service_add_ons ?? [],
    cleaning_notes: input.cleaning_notes ?? null,
    disposal_location: input.disposal_location ?? null,
    next_service_date: input.preferred_start_date ?? null,
    next_service_bags: 0,
    preferred_start_date: input.preferred_start_date ?? null,
    is_prepaid: price.is_prepaid,
    prepay_months: price.prepay_months,
    is_dogs_outside: null,
    has_doggy_door: null,
    can_clean_if_dogs_out: null,
    user_billing_info: billing,
    user: { uuid: user.uuid, email: user.email, first_name: user.first_name, last_name: user.last_name, key: null },
    commercial_detail: null as unknown,
  };
}

export function petDoc(p: Record<string, unknown>, order: { uuid: string; service_address?: unknown }) {
  return {
    uuid: (p.uuid as string | undefined) ?? randomUUID(),
    name: (p.name as string | undefined) ?? 'Dog',
    breed: (p.breed as string | null | undefined) ?? null,
    birthday: (p.birthday as string | null | undefined) ?? null,
    photo: (p.photo as string | null | undefined) ?? null,
    additional_info: (p.additional_info as string | null | undefined) ?? null,
    about_your_dogs: (p.about_your_dogs as string | null | undefined) ?? null,
    is_friendly: (p.is_friendly as boolean | null | undefined) ?? null,
    can_treat: (p.can_treat as boolean | null | undefined) ?? null,
    can_clean_if_in_yard: (p.can_clean_if_in_yard as boolean | null | undefined) ?? null,
    has_doggy_door: (p.has_doggy_door as boolean | null | undefined) ?? null,
    is_dogs_outside: (p.is_dogs_outside as boolean | null | undefined) ?? null,
    service_order_uuid: order.uuid,
    service_address: (order.service_address as Address | undefined) ?? null,
  };
}

/** A commercial quote's wizard answers before the visitor has given any (the record is created at the ZIP step). */
export const COMMERCIAL_QUOTE_UNANSWERED = {
  first_name: null,
  last_name: null,
  management_company: null,
  community_name: null,
  role: null,
  reach_out_via: [],
  properties_in_community: [],
  home_count: null,
  is_looking_for_proposal: false,
  would_like_more_info: false,
  proposal_due: null,
  interested_products: [],
  interested_services: [],
  address: null,
  phone_numbers: [],
} as const;

export const STAFF_DETAILS = {
  first_name: 'Sam',
  last_name: 'Support',
  photo: null,
  description: 'Customer care',
  role: 'staff',
};
export const TECHNICIAN = {
  first_name: 'Terry',
  last_name: 'Scooper',
  photo: null,
  description: 'Your technician for 3 years.',
};

export function userDetails(u: { uuid: string; first_name: string; last_name: string; roles?: string[] }) {
  return {
    uuid: u.uuid,
    first_name: u.first_name,
    last_name: u.last_name,
    photo: null,
    description: null,
    role: u.roles?.[0] ?? null,
  };
}

/** The 5 notification types with labels, as seeded for every new account. */
export const NOTIFICATION_TYPES: [string, string][] = DOMAIN_NOTIFICATION_TYPES.map((t) => [
  t,
  NOTIFICATION_TYPE_LABELS[t],
]);

export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
