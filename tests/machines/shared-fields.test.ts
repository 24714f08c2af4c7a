// The shelf of field rules (machines/shared/fields.ts): each rule once, with the spec's words, and the
// forms that build on it refusing the same input in the same words.
import { describe, expect, it } from 'vitest';
import {
  accountPassword,
  accountPasswordField,
  cardExpiryYear,
  email,
  fieldError,
  fieldErrors,
  isZipCode,
  optionalPhone,
  password,
  phone,
  required,
  requiredAddress,
  zipCode,
} from '../../machines/shared/fields';
import { accountMessages, messages } from '../../machines/shared/domain';
import { paymentErrors } from '../../machines/payment-link/payment-link.schema';
import { billingAddressErrors } from '../../machines/card/card.schema';
import { invoiceAddressErrors } from '../../machines/account-edit/account-edit.schema';

describe('field rules', () => {
  it('a required text: spaces alone are empty', () => {
    expect(fieldError(required('Name is required'), '   ')).toBe('Name is required');
    expect(fieldError(required('Name is required'), ' Ann ')).toBeNull();
  });

  it('a ZIP code is five digits, not five characters', () => {
    expect(isZipCode('27601')).toBe(true);
    for (const bad of ['abcde', '2760', '276011', '2760a']) expect(isZipCode(bad)).toBe(false);
    expect(fieldError(zipCode('Zipcode is required'), '')).toBe('Zipcode is required');
    expect(fieldError(zipCode('Zipcode is required'), 'abcde')).toBe(messages.zipInvalid);
    expect(fieldError(zipCode('Zipcode is required'), '27601')).toBeNull();
  });

  it('phones: ten digits; the optional one may stay empty', () => {
    expect(fieldError(phone(), '')).toBe(messages.phoneRequired);
    expect(fieldError(phone(), '919555012')).toBe(messages.numberNotValid);
    expect(fieldError(phone(), '91955501234')).toBe(messages.numberNotValid);
    expect(fieldError(phone(), '9195550123')).toBeNull();
    expect(fieldError(optionalPhone(), '')).toBeNull();
    expect(fieldError(optionalPhone(), '919')).toBe(messages.numberNotValid);
  });

  it('email: required, then its form in the screen’s words', () => {
    expect(fieldError(email(), ' ')).toBe(messages.emailRequired);
    expect(fieldError(email(), 'nobody@')).toBe(messages.emailInvalid);
    expect(fieldError(email('Please enter a valid email address'), 'nobody@')).toBe(
      'Please enter a valid email address',
    );
    expect(fieldError(email(), ' ann@example.com ')).toBeNull();
  });

  it('the sign-in password: 8 or more, an uppercase letter and a digit', () => {
    expect(fieldError(password(), '')).toBe(messages.passwordRequired);
    expect(fieldError(password(), 'Pass1')).toBe(messages.passwordTooShort);
    expect(fieldError(password(), 'password1')).toBe(messages.passwordNeedsUppercaseAndDigit);
    expect(fieldError(password(), 'Password')).toBe(messages.passwordNeedsUppercaseAndDigit);
    expect(fieldError(password(), 'Password1')).toBeNull();
  });

  it('the account password adds a lowercase letter; the form’s field may stay empty', () => {
    expect(fieldError(accountPassword(), 'PASSWORD1')).toBe(accountMessages.accountPasswordRule);
    expect(fieldError(accountPassword(), '')).toBe(messages.passwordRequired);
    expect(fieldError(accountPassword(), 'Password1')).toBeNull();
    expect(fieldError(accountPasswordField(), '')).toBeNull();
    expect(fieldError(accountPasswordField(), 'password1')).toBe(accountMessages.accountPasswordRule);
  });

  it('a card’s expiry year is four digits', () => {
    expect(fieldError(cardExpiryYear(), '')).toBe(messages.expireYearRequired);
    expect(fieldError(cardExpiryYear(), '27')).toBe(messages.expireYearInvalid);
    expect(fieldError(cardExpiryYear(), 'abcd')).toBe(messages.expireYearInvalid);
    expect(fieldError(cardExpiryYear(), '2031')).toBeNull();
  });

  it('a required address: each part its own message; fieldErrors gives the first per path', () => {
    const schema = requiredAddress({ address: 'A', city: 'C', state: 'S', zip_code: 'Z' });
    expect(fieldErrors(schema, { address: '', city: ' ', state: '', zip_code: '' })).toEqual({
      address: 'A',
      city: 'C',
      state: 'S',
      zip_code: 'Z',
    });
    expect(fieldErrors(schema, { address: '1 Main St', city: 'Raleigh', state: 'NC', zip_code: '2760' })).toEqual({
      zip_code: messages.zipInvalid,
    });
  });
});

describe('the forms built on the shelf refuse the same input in the same words', () => {
  const address = { address: '1 Main St', city: 'Raleigh', state: 'NC', zip_code: 'abcde' };
  it('/pay, the billing address and the invoice address all refuse a ZIP of five letters', () => {
    const pay = paymentErrors(
      { first_name: 'Ann', last_name: 'Lee', ...address, card_expiry_month: '01', card_expiry_year: '2031' },
      { numberValid: true, cvvValid: true },
    );
    expect(pay['address.zip_code']).toBe(messages.zipInvalid);
    expect(billingAddressErrors(address).zip_code).toBe(messages.zipInvalid);
    expect(invoiceAddressErrors(address).zip_code).toBe(messages.zipInvalid);
  });
});
