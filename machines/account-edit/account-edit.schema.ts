/**
 * The Edit Account Information modal (spec doc 3 §2.2, §4 Account edit, §5 Account edit form and
 * Invoice address), with the spec's messages. Save Changes stays disabled until the form is valid.
 */
import * as v from 'valibot';
import type { Address } from '../shared/address.schema';
import { PHONE_LENGTH, messages, passwordGuidelines } from '../shared/domain';

export interface AccountPhone {
  phone: string;
  type: 'home_phone' | 'mobile';
  primary: boolean;
  can_send_sms: boolean;
}

export interface AccountForm {
  first_name: string;
  last_name: string;
  emails: string[];
  phones: AccountPhone[];
  community_name: string;
  management_company: string;
  /** A new password; '' when none is typed. */
  password: string;
  is_email_invoice: boolean;
  is_print_and_mail_invoices: boolean;
  invoice_address: Address | null;
  /** The invoice address was entered manually (not picked from the search). */
  invoice_address_manual: boolean;
}

const required = (message: string) => v.pipe(v.string(), v.trim(), v.nonEmpty(message));

/** Every rule of spec doc 3 §5 'Account edit form'; commercial customers also need community and company. */
export function accountSchema(commercial: boolean) {
  return v.object({
    first_name: required(messages.firstNameRequired),
    last_name: required(messages.lastNameRequired),
    emails: v.array(v.pipe(v.string(), v.trim(), v.nonEmpty(messages.emailRequired), v.email(messages.emailInvalid))),
    phones: v.array(v.object({ phone: v.pipe(v.string(), v.regex(new RegExp(`^\\d{${PHONE_LENGTH}}$`))) })),
    community_name: commercial ? required(messages.communityNameRequired) : v.string(),
    management_company: commercial ? required(messages.managementCompanyRequired) : v.string(),
    // A typed password needs upper, lower, a digit and more than 7 characters.
    password: v.pipe(
      v.string(),
      v.check((pw) => {
        if (pw === '') return true;
        const g = passwordGuidelines(pw);
        return g.length && g.uppercase && g.lowercase && g.digit;
      }),
    ),
  });
}

export const isAccountFormValid = (form: AccountForm, commercial: boolean) => v.is(accountSchema(commercial), form);

/** Print and Mail Invoice on: address, city, state and zip_code required (commercial: only when entered manually). */
export function needsInvoiceAddressCheck(form: AccountForm, commercial: boolean): boolean {
  return form.is_print_and_mail_invoices && (!commercial || form.invoice_address_manual);
}
