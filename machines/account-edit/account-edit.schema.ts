/**
 * The Edit Account Information modal (spec doc 3 §2.2, §4 Account edit, §4 Phone type, §5 Account
 * edit form and Invoice address), with the spec's messages. Save Changes stays disabled until the
 * form is valid.
 */
import * as v from 'valibot';
import type { Address } from '../shared/address.schema';
import { emptyAddress } from '../shared/address.schema';
import { messages } from '../shared/domain';
import {
  accountPasswordField,
  email,
  fieldError,
  fieldErrors,
  phone,
  required,
  requiredAddress,
} from '../shared/fields';

/** Every phone type the contract allows (a community account's number may be an office line). */
export type AccountPhoneType = 'home_phone' | 'mobile' | 'office';

export interface AccountPhone {
  /** The saved number's id (kept so the server updates it rather than adding one). */
  uuid?: string;
  phone: string;
  type: AccountPhoneType;
  primary: boolean;
  can_send_sms: boolean;
}

export interface AccountForm {
  first_name: string;
  last_name: string;
  /** The account's email addresses; the first is the primary one. */
  emails: string[];
  phones: AccountPhone[];
  community_name: string;
  management_company: string;
  /** Commercial: board_member, community_manager or concerned_resident ('' or absent: none chosen). */
  community_role?: string;
  /** A new password; '' when none is typed. */
  password: string;
  /**
   * The current password, asked for only once a new one is typed (design.md §8: a signed-in change needs
   * it; the spec's form sends only the new one). Absent or '' otherwise.
   */
  current_password?: string;
  is_email_invoice: boolean;
  is_print_and_mail_invoices: boolean;
  invoice_address: Address | null;
  /** The invoice address was entered manually (not picked from the search). */
  invoice_address_manual: boolean;
}

/** The phone row an account without a saved phone starts with (spec doc 3 §5: it may stay empty). */
export const emptyPrimaryPhone: AccountPhone = { phone: '', type: 'mobile', primary: true, can_send_sms: false };

/** A typed password needs upper, lower, a digit and more than 7 characters ('' means unchanged). */
export const isAccountPasswordAcceptable = (pw: string): boolean => fieldError(accountPasswordField(), pw) === null;

/** Every rule of spec doc 3 §5 'Account edit form'; commercial customers also need community and company. */
export function accountSchema(commercial: boolean) {
  return v.object({
    first_name: required(messages.firstNameRequired),
    last_name: required(messages.lastNameRequired),
    emails: v.array(email()),
    phones: v.array(v.object({ phone: phone() })),
    community_name: commercial ? required(messages.communityNameRequired) : v.string(),
    management_company: commercial ? required(messages.managementCompanyRequired) : v.string(),
    password: accountPasswordField(),
  });
}

/**
 * The one exception to 'each phone present': an account with no saved phone starts with one empty
 * primary row, and that row may stay empty (it is then not sent). A single primary phone of 1 to 9
 * digits still disables Save (spec doc 3 §5).
 */
function isAllowedEmptyPhone(form: AccountForm, noSavedPhone: boolean): boolean {
  return noSavedPhone && form.phones.length === 1 && form.phones[0]?.phone === '';
}

/** Field path ('first_name', 'emails.0', 'phones.1.phone', ...) → its first message; empty when valid. */
export function accountFormErrors(
  form: AccountForm,
  commercial: boolean,
  noSavedPhone = false,
): Record<string, string> {
  const errors = fieldErrors(accountSchema(commercial), form);
  if (isAllowedEmptyPhone(form, noSavedPhone)) delete errors['phones.0.phone'];
  if (form.password !== '' && !form.current_password) errors.current_password = messages.currentPasswordRequired;
  return errors;
}

export const isAccountFormValid = (form: AccountForm, commercial: boolean, noSavedPhone = false) =>
  Object.keys(accountFormErrors(form, commercial, noSavedPhone)).length === 0;

/**
 * The phone rules the form keeps whatever the view sends (spec doc 3 §4 Phone type): only a mobile
 * number can receive texts (home phone forces can_send_sms false; an office line has no consent
 * box either), and exactly one phone is primary (the first marked one, else the first).
 */
export function normalizePhones(phones: readonly AccountPhone[]): AccountPhone[] {
  const primaryAt = Math.max(
    0,
    phones.findIndex((p) => p.primary),
  );
  return phones.map((p, i) => ({
    ...p,
    primary: i === primaryAt,
    can_send_sms: p.type === 'mobile' && p.can_send_sms,
  }));
}

/** Print and Mail Invoice on: address, city, state and zip_code required (commercial: only when entered manually). */
export function needsInvoiceAddressCheck(form: AccountForm, commercial: boolean): boolean {
  return form.is_print_and_mail_invoices && (!commercial || form.invoice_address_manual);
}

export type InvoiceAddressErrors = Partial<Record<'address' | 'city' | 'state' | 'zip_code', string>>;

const invoiceAddressSchema = requiredAddress({
  address: messages.invoiceAddressRequired,
  city: messages.invoiceCityRequired,
  state: messages.invoiceStateRequired,
  zip_code: messages.invoiceZipRequired,
});

/** The invoice address's field messages (spec doc 3 §5); a ZIP code is 5 digits. */
export function invoiceAddressErrors(a: Address | null): InvoiceAddressErrors {
  return fieldErrors(invoiceAddressSchema, a ?? emptyAddress);
}
