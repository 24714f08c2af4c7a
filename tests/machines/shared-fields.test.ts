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

/** Checks a rule against a table: each input and its message (null where the rule accepts it). */
function expectAnswers(rule: Parameters<typeof fieldError>[0], answers: Record<string, string | null>) {
  const got = Object.fromEntries(Object.keys(answers).map((input) => [input, fieldError(rule, input)]));
  expect(got).toEqual(answers);
}

describe('field rules', () => {
  it('a required text: spaces alone are empty', () => {
    expectAnswers(required('Name is required'), { '   ': 'Name is required', ' Ann ': null });
  });

  it('a ZIP code is five digits, not five characters', () => {
    expect(isZipCode('27601')).toBe(true);
    for (const bad of ['abcde', '2760', '276011', '2760a']) expect(isZipCode(bad)).toBe(false);
    expectAnswers(zipCode('Zipcode is required'), {
      '': 'Zipcode is required',
      abcde: messages.zipInvalid,
      '27601': null,
    });
  });

  it('phones: ten digits; the optional one may stay empty', () => {
    expectAnswers(phone(), {
      '': messages.phoneRequired,
      '919555012': messages.numberNotValid,
      '91955501234': messages.numberNotValid,
      '9195550123': null,
    });
    expectAnswers(optionalPhone(), { '': null, '919': messages.numberNotValid });
  });

  it('email: required, then its form in the screen’s words', () => {
    expectAnswers(email(), {
      ' ': messages.emailRequired,
      'nobody@': messages.emailInvalid,
      ' ann@example.com ': null,
    });
    expectAnswers(email('Please enter a valid email address'), { 'nobody@': 'Please enter a valid email address' });
  });

  it('the sign-in password: 8 or more, an uppercase letter and a digit', () => {
    expectAnswers(password(), {
      '': messages.passwordRequired,
      Pass1: messages.passwordTooShort,
      password1: messages.passwordNeedsUppercaseAndDigit,
      Password: messages.passwordNeedsUppercaseAndDigit,
      Password1: null,
    });
  });

  it('the account password adds a lowercase letter; the form’s field may stay empty', () => {
    expectAnswers(accountPassword(), {
      PASSWORD1: accountMessages.accountPasswordRule,
      '': messages.passwordRequired,
      Password1: null,
    });
    expectAnswers(accountPasswordField(), { '': null, password1: accountMessages.accountPasswordRule });
  });

  it('a card’s expiry year is four digits', () => {
    expectAnswers(cardExpiryYear(), {
      '': messages.expireYearRequired,
      '27': messages.expireYearInvalid,
      abcd: messages.expireYearInvalid,
      '2031': null,
    });
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
