// The Account Information tab's reads as its forms and tables: the account as the edit form, a
// community as its edit form, and the notification preferences in the spec's order with their labels.
import type { AccountForm } from '../../../../machines/account-edit/account-edit.schema';
import type { CommunityForm } from '../../../../machines/community-info/community-info.schema';
import type { PreferencesState } from '../../../../machines/notification-preferences/notification-preferences.schema';
import type { Address } from '../../../../machines/shared/address.schema';
import type { components } from '../../../api/schema.gen';
import { NOTIFICATION_TYPES, NOTIFICATION_TYPE_LABELS } from '../../../domain/account-enums';

type Schemas = components['schemas'];
type AccountInfo = Schemas['AccountInfo'];
type CommunityInfo = Schemas['CommunityInfo'];

const addressOf = (a: Schemas['Address'] | null | undefined): Address | null =>
  a
    ? {
        address: a.address,
        city: a.city,
        state: a.state,
        zip_code: a.zip_code,
        ...(a.geo_location ? { geo_location: a.geo_location } : {}),
      }
    : null;

/**
 * The account as the edit form. The primary email comes first (the form's first email is the
 * primary one). A saved invoice address counts as entered (it was checked when it was saved): only
 * a newly picked search result goes to the server check.
 */
export function accountToForm(info: AccountInfo): AccountForm {
  const emails = [...info.emailaddress_set].sort((a, b) => Number(b.primary) - Number(a.primary)).map((e) => e.email);
  return {
    first_name: info.first_name,
    last_name: info.last_name,
    emails: emails.length > 0 ? emails : [info.email],
    phones: info.phone_numbers.map((p) => ({
      ...(p.uuid ? { uuid: p.uuid } : {}),
      phone: p.phone,
      type: p.type,
      primary: p.primary,
      can_send_sms: p.can_send_sms ?? false,
    })),
    community_name: info.community_name ?? '',
    management_company: info.management_company ?? '',
    community_role: info.community_role ?? '',
    password: '',
    current_password: '',
    is_email_invoice: info.is_email_invoice,
    is_print_and_mail_invoices: info.is_print_and_mail_invoices,
    invoice_address: addressOf(info.invoice_address),
    invoice_address_manual: true,
  };
}

/** A community as the Edit Community Information form. */
export function communityToForm(c: CommunityInfo): CommunityForm {
  return {
    uuid: c.uuid,
    properties_in_community: c.properties_in_community.length > 0 ? [...c.properties_in_community] : [''],
    home_count: c.home_count ?? '',
    address: addressOf(c.address),
  };
}

/** A type's place in the spec's list (spec 3 §3), so the table reads the same for every account. */
const order = (type: string) => {
  const i = (NOTIFICATION_TYPES as readonly string[]).indexOf(type);
  return i === -1 ? NOTIFICATION_TYPES.length : i;
};

/** The rows as the machine keeps them, in the spec's order, with the domain's label of each type (else type_display). */
export function preferencesState(
  preferences: readonly Schemas['NotificationPreference'][],
  communities: readonly Schemas['CommunityInfo'][],
): PreferencesState {
  return {
    preferences: [...preferences]
      .sort((a, b) => order(a.type) - order(b.type))
      .map((p) => ({
        uuid: p.uuid,
        type: p.type,
        label: NOTIFICATION_TYPE_LABELS[p.type] ?? p.type_display,
        email: p.email,
        text: p.text,
      })),
    guests: communities.map((c) => ({
      uuid: c.uuid,
      name: c.community_name ?? '',
      email: c.guest_notification_service.email,
      text: c.guest_notification_service.text,
    })),
  };
}
