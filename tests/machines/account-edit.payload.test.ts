// The bodies of the Edit Account Information modal (spec 3 §7) and the form's rules (spec 3 §5).
import { describe, expect, it } from 'vitest';
import { accountUpdateBody } from '../../machines/account-edit/account-edit.payload';
import {
  accountFormErrors,
  invoiceAddressErrors,
  isAccountFormValid,
  isAccountPasswordAcceptable,
  needsInvoiceAddressCheck,
  normalizePhones,
} from '../../machines/account-edit/account-edit.schema';
import { accountFormFixture as form, addressFixture as address } from '../support/fixtures';

describe('accountUpdateBody', () => {
  it('residential: names trimmed, the first email primary, no invoice address or password unless given', () => {
    expect(
      accountUpdateBody({ ...form, first_name: ' Ann ', emails: ['ann@example.com', ' b@example.com '] }, false),
    ).toEqual({
      first_name: 'Ann',
      last_name: 'Lee',
      phone_numbers: [{ phone: '9195550100', type: 'mobile', primary: true, can_send_sms: true }],
      emailaddress_set: [
        { email: 'ann@example.com', primary: true },
        { email: 'b@example.com', primary: false },
      ],
      is_email_invoice: true,
      is_print_and_mail_invoices: false,
    });
  });

  it('sends the invoice address with Print and Mail on, the password when typed, and drops an empty phone', () => {
    const body = accountUpdateBody(
      {
        ...form,
        phones: [{ phone: '', type: 'mobile', primary: true, can_send_sms: false }],
        password: 'Secret123',
        current_password: 'Old12345',
        is_print_and_mail_invoices: true,
        invoice_address: { ...address, address: ' 1 Main St ', geo_location: { latitude: 1, longitude: 2 } },
      },
      false,
    );
    expect(body.phone_numbers).toEqual([]);
    expect(body.password).toBe('Secret123');
    // The current password goes with a new one (design.md §8), never alone.
    expect(body.old_password).toBe('Old12345');
    expect(accountUpdateBody({ ...form, current_password: 'Old12345' }, false)).not.toHaveProperty('old_password');
    expect(body.invoice_address).toEqual({ ...address, geo_location: { latitude: 1, longitude: 2 } });
    expect(accountUpdateBody({ ...form, invoice_address: address }, false)).not.toHaveProperty('invoice_address');
  });

  it('commercial: community name, company and role; the phone keeps its uuid', () => {
    const body = accountUpdateBody(
      {
        ...form,
        phones: [{ uuid: 'p1', phone: '5125550100', type: 'office', primary: true, can_send_sms: false }],
        community_name: ' Oak Hollow ',
        management_company: 'Oak Management',
        community_role: 'board_member',
      },
      true,
    );
    expect(body).toMatchObject({
      community_name: 'Oak Hollow',
      management_company: 'Oak Management',
      community_role: 'board_member',
      phone_numbers: [{ uuid: 'p1', phone: '5125550100', type: 'office', primary: true, can_send_sms: false }],
    });
    expect(accountUpdateBody({ ...form, community_name: 'x', management_company: 'y' }, true)).not.toHaveProperty(
      'community_role',
    );
  });
});

describe('accountUpdateBody: every text trimmed, the current password always sent with a new one', () => {
  it('trims the last name, the invoice city and the management company', () => {
    const body = accountUpdateBody(
      {
        ...form,
        last_name: ' Lee ',
        community_name: 'Oak',
        management_company: ' Acme ',
        is_print_and_mail_invoices: true,
        invoice_address: { ...address, city: ' Raleigh ' },
      },
      true,
    );
    expect(body).toMatchObject({ last_name: 'Lee', management_company: 'Acme' });
    expect(body.invoice_address?.city).toBe('Raleigh');
  });

  it('a new password without the current one sends an empty old_password', () => {
    expect(accountUpdateBody({ ...form, password: 'Secret123' }, false)).toMatchObject({
      password: 'Secret123',
      old_password: '',
    });
  });
});

describe('the form rules (spec 3 §5)', () => {
  it('names each broken rule at its field', () => {
    expect(
      accountFormErrors(
        {
          ...form,
          first_name: ' ',
          emails: ['', 'x@'],
          phones: [{ ...form.phones[0]!, phone: '91955' }],
          password: 'abc',
        },
        true,
      ),
    ).toEqual({
      first_name: 'First name is required',
      'emails.0': 'Email is required',
      'emails.1': 'Your Email is invalid.',
      'phones.0.phone': 'Number is not valid',
      community_name: 'Community name is required',
      management_company: 'Management company is required',
      password: 'Use more than 7 characters with an uppercase letter, a lowercase letter and a number.',
      current_password: 'Enter your current password to choose a new one.',
    });
    expect(accountFormErrors({ ...form, password: 'Secret123', current_password: 'x' }, false)).toEqual({});
    expect(accountFormErrors({ ...form, phones: [{ ...form.phones[0]!, phone: '' }] }, false)).toEqual({
      'phones.0.phone': 'Phone is required',
    });
  });

  it('an empty phone row is allowed only when the account had no saved phone (by default it had one)', () => {
    const emptyRow = { ...form, phones: [{ ...form.phones[0]!, phone: '' }] };
    expect(isAccountFormValid(emptyRow, false)).toBe(false);
    expect(isAccountFormValid(emptyRow, false, true)).toBe(true);
  });

  it('normalizePhones: the first phone marked primary stays primary, wherever it is', () => {
    const [p] = form.phones;
    expect(
      normalizePhones([
        { ...p!, primary: false },
        { ...p!, phone: '9195550101', primary: true },
      ]).map((x) => x.primary),
    ).toEqual([false, true]);
  });

  it.each([
    { print: false, commercial: false, manual: true, checked: false },
    { print: true, commercial: false, manual: false, checked: true },
    { print: true, commercial: false, manual: true, checked: true },
    { print: true, commercial: true, manual: false, checked: false },
    { print: true, commercial: true, manual: true, checked: true },
  ])(
    'needsInvoiceAddressCheck: print and mail $print, commercial $commercial, manual $manual → $checked',
    ({ print, commercial, manual, checked }) => {
      const f = { ...form, is_print_and_mail_invoices: print, invoice_address_manual: manual };
      expect(needsInvoiceAddressCheck(f, commercial)).toBe(checked);
    },
  );

  it('a new password needs upper, lower, a digit and more than 7 characters', () => {
    expect(isAccountPasswordAcceptable('')).toBe(true);
    expect(isAccountPasswordAcceptable('Password1')).toBe(true);
    expect(isAccountPasswordAcceptable('PASSWORD1')).toBe(false);
    expect(isAccountPasswordAcceptable('password1')).toBe(false);
    expect(isAccountPasswordAcceptable('Password')).toBe(false);
    expect(isAccountPasswordAcceptable('Pass12')).toBe(false);
  });

  it("the invoice address's messages", () => {
    expect(invoiceAddressErrors(null)).toEqual({
      address: 'address is required.',
      city: 'city is required.',
      state: 'state is required.',
      zip_code: 'zip code is required.',
    });
    expect(invoiceAddressErrors({ ...address, zip_code: '123' })).toEqual({ zip_code: 'Your ZIP code is invalid.' });
    expect(invoiceAddressErrors(address)).toEqual({});
  });
});
