/**
 * The bodies the Edit Account Information modal sends (spec doc 3 §7 Account and profile):
 * PATCH user/me/ with first_name, last_name, phone_numbers, emailaddress_set, is_email_invoice,
 * is_print_and_mail_invoices, optional invoice_address, optional password (with the current one as
 * old_password, design.md §8); commercial customers
 * (PATCH /crm/commerical-customer/{id}/) also community_role, community_name, management_company.
 */
import type { Address } from '../shared/address.schema';
import { normalizePhones } from './account-edit.schema';
import type { AccountForm, AccountPhoneType } from './account-edit.schema';

export interface AccountUpdateBody {
  first_name: string;
  last_name: string;
  phone_numbers: { uuid?: string; phone: string; type: AccountPhoneType; primary: boolean; can_send_sms: boolean }[];
  emailaddress_set: { email: string; primary: boolean }[];
  is_email_invoice: boolean;
  is_print_and_mail_invoices: boolean;
  invoice_address?: Address;
  password?: string;
  /** The current password, sent with a new one (design.md §8). */
  old_password?: string;
  community_role?: string;
  community_name?: string;
  management_company?: string;
}

/** The invoice address as sent: its four parts trimmed, the map point kept when it was picked from search. */
function invoiceAddress(a: Address): Address {
  return {
    address: a.address.trim(),
    city: a.city.trim(),
    state: a.state,
    zip_code: a.zip_code,
    ...(a.geo_location ? { geo_location: a.geo_location } : {}),
  };
}

/**
 * The form as the API's body. An empty phone row (allowed only for an account without a saved
 * phone) is not sent; the invoice address is sent only with Print and Mail Invoice on; the
 * password only when one was typed. Invariant: exactly one sent phone is primary when any is sent.
 */
export function accountUpdateBody(form: AccountForm, commercial: boolean): AccountUpdateBody {
  const phones = normalizePhones(form.phones.filter((p) => p.phone !== ''));
  const body: AccountUpdateBody = {
    first_name: form.first_name.trim(),
    last_name: form.last_name.trim(),
    phone_numbers: phones.map((p) => ({
      ...(p.uuid ? { uuid: p.uuid } : {}),
      phone: p.phone,
      type: p.type,
      primary: p.primary,
      can_send_sms: p.can_send_sms,
    })),
    emailaddress_set: form.emails.map((email, i) => ({ email: email.trim(), primary: i === 0 })),
    is_email_invoice: form.is_email_invoice,
    is_print_and_mail_invoices: form.is_print_and_mail_invoices,
  };
  if (form.is_print_and_mail_invoices && form.invoice_address)
    body.invoice_address = invoiceAddress(form.invoice_address);
  if (form.password !== '') {
    body.password = form.password;
    body.old_password = form.current_password ?? '';
  }
  if (commercial) {
    body.community_name = form.community_name.trim();
    body.management_company = form.management_company.trim();
    if (form.community_role) body.community_role = form.community_role;
  }
  return body;
}
