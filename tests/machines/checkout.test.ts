import { describe, expect, it, vi } from 'vitest';
import { checkoutMachine } from '../../machines/checkout/checkout.machine';
import { addressLine, orderPayload } from '../../machines/checkout/checkout.payload';
import type { CheckoutInput } from '../../machines/checkout/checkout.types';
import { checkoutErrors, contactMethodOptions, emptyCheckoutForm } from '../../machines/checkout/checkout.schema';
import { defaultsThrow, startMachine } from '../support/machine-kit';
import { expectRefusalThenFailure } from '../support/refusal-then-failure';
import { tokenizerExpiryAndAddress } from '../support/card-token-details';
import { submitValid } from '../support/checkout-submit';
import { areaFixture, quoteOutputFixture, validCheckoutForm } from '../support/fixtures';
import { useFakeClock } from '../support/fake-clock';

useFakeClock();

const visitor: CheckoutInput = {
  area: areaFixture,
  quote: quoteOutputFixture,
  signedIn: false,
  leadId: 'lead-1',
  scorpionId: 'sc-1',
};
const customer: CheckoutInput = { area: areaFixture, quote: quoteOutputFixture, signedIn: true, leadId: null };
const sub = (v: unknown) => (v as { submitting?: string }).submitting;

/** Submit again after a failure and let the address pass: the step after the address check runs. */
async function resubmitPastAddress(m: Awaited<ReturnType<typeof submitValid>>) {
  m.actor.send({ type: 'checkout.submit' });
  await vi.advanceTimersByTimeAsync(400);
  await m.resolve('validateAddress', { kind: 'valid' });
}

describe('checkout schema', () => {
  it('reports every required field with the spec message', () => {
    const errors = checkoutErrors(emptyCheckoutForm);
    expect(errors).toMatchObject({
      'service_address.address': 'Address is required',
      'service_address.city': 'City is required',
      'service_address.state': 'State is required',
      'service_address.zip_code': 'Zipcode is required',
      preferred_start_date: 'Preferred start date is required',
      first_name: 'First name is required',
      last_name: 'Last name is required',
      email: 'Email is required',
      'phone_numbers.0.phone': 'Phone is required',
      preferred_contact_methods: 'Preferred contact methods is required',
      'card.month': 'Expire Month is required',
      'card.year': 'Expire Year is required',
      'card.number': 'Card Number is required',
      'card.cvv': 'CVV is required',
      is_authorize_charge_each_month: 'Authorize charge each month is required',
      is_ternm_accepted: 'Please acknowledge the terms and conditions',
    });
    expect(checkoutErrors(validCheckoutForm)).toEqual({});
  });

  it('format rules: zip 5 digits, email, phone 10 digits, year 4 digits; billing when different', () => {
    const bad = {
      ...validCheckoutForm,
      service_address: { ...validCheckoutForm.service_address, zip_code: '2760' },
      email: 'nope',
      phone_numbers: [{ phone: '919555', type: 'mobile' as const, primary: true, can_send_sms: false }],
      card: { month: '12', year: '30' },
      is_billing_address_same: false,
    };
    expect(checkoutErrors(bad)).toMatchObject({
      'service_address.zip_code': 'Your ZIP code is invalid.',
      email: 'Your Email is invalid.',
      'phone_numbers.0.phone': 'Number is not valid',
      'card.year': 'Card expire year is invalid.',
      'billing_address.address': 'Address is required',
    });
  });

  it("a card number entered but invalid is 'Card Number is invalid'; only the field that is not complete is reported", () => {
    const incomplete = { ...validCheckoutForm, cardFieldsComplete: false };
    const card = (number: 'empty' | 'invalid' | 'complete', cvv: 'empty' | 'invalid' | 'complete') => {
      const e = checkoutErrors({ ...incomplete, cardFieldsState: { number, cvv } });
      return [e['card.number'] ?? null, e['card.cvv'] ?? null];
    };
    expect(card('invalid', 'complete')).toEqual(['Card Number is invalid', null]);
    expect(card('empty', 'complete')).toEqual(['Card Number is required', null]);
    expect(card('complete', 'empty')).toEqual([null, 'CVV is required']);
    expect(card('invalid', 'empty')).toEqual(['Card Number is invalid', 'CVV is required']);
    // No state from the provider (Stax.js): both required, as the spec says.
    const e = checkoutErrors(incomplete);
    expect([e['card.number'], e['card.cvv']]).toEqual(['Card Number is required', 'CVV is required']);
  });

  it('contact methods follow the phone types (Email always)', () => {
    expect(
      contactMethodOptions([{ phone: '9195550100', type: 'home_phone', primary: true, can_send_sms: false }]),
    ).toEqual(['home_phone', 'email']);
    expect(contactMethodOptions([{ phone: '9195550100', type: 'mobile', primary: true, can_send_sms: true }])).toEqual([
      'text',
      'mobile',
      'email',
    ]);
    expect(
      checkoutErrors({ ...validCheckoutForm, preferred_contact_methods: ['home_phone'] }).preferred_contact_methods,
    ).toBe('Preferred contact methods is required');
  });

  it('the order payload carries the quote, the token, is_enquiry for visitors and prepay months only with prepay', () => {
    const m = startMachine(checkoutMachine, visitor);
    m.actor.send({ type: 'checkout.update', values: validCheckoutForm });
    const payload = orderPayload({ ...m.context(), cardToken: 'tok' });
    expect(payload).toMatchObject({
      is_enquiry: true,
      stax_card_token: 'tok',
      prepay_months: 12,
      is_prepaid: true,
      coupon_code: 'WELCOME10',
      scorpion_id: 'sc-1',
      area_to_clean: ['Front Yard', 'Gate side'],
      service_zipcode: '27601',
    });
  });
});

describe('checkout machine', () => {
  it('validation delays: 300 ms then validation; invalid → field errors back in the form (isFormValid false)', async () => {
    const m = startMachine(checkoutMachine, visitor);
    m.actor.send({ type: 'checkout.submit' });
    expect(sub(m.value())).toBe('validating');
    await vi.advanceTimersByTimeAsync(299);
    expect(sub(m.value())).toBe('validating');
    await vi.advanceTimersByTimeAsync(1);
    expect(m.value()).toBe('editing');
    expect(m.context().fieldErrors.first_name).toBe('First name is required');
  });

  it('valid: 300 ms + 100 ms, then the address check with the field office and address string', async () => {
    const m = startMachine(checkoutMachine, visitor);
    m.actor.send({ type: 'checkout.update', values: validCheckoutForm });
    m.actor.send({ type: 'checkout.submit' });
    await vi.advanceTimersByTimeAsync(300);
    expect(sub(m.value())).toBe('settling');
    await vi.advanceTimersByTimeAsync(99);
    expect(sub(m.value())).toBe('settling');
    await vi.advanceTimersByTimeAsync(1);
    expect(sub(m.value())).toBe('verifyingAddress');
    expect(m.pending.get('validateAddress')?.input).toEqual({
      field_office_uuid: 'office-raleigh',
      address: '1 Main St, Raleigh, NC, 27601',
    });
  });

  it('one submission at a time', async () => {
    const m = await submitValid(visitor);
    expect(m.actor.getSnapshot().can({ type: 'checkout.submit' })).toBe(false);
  });

  it('address not valid or the call failing → address-not-found toast, loader off', async () => {
    const m = await submitValid(visitor);
    await m.resolve('validateAddress', { kind: 'invalid' });
    expect(m.value()).toBe('editing');
    expect(m.context().errors).toEqual([
      'Sorry, we could not find that address. Please check the address and try again, or enter latitude/longitude coordinates.',
    ]);
    m.actor.send({ type: 'checkout.submit' });
    await vi.advanceTimersByTimeAsync(400);
    await m.reject('validateAddress', new Error('network'));
    expect(m.context().errors).toHaveLength(1);
  });

  it('visitor: lead update (hasLead) → tokenize → enquiry → /doginfo', async () => {
    const m = await submitValid(visitor);
    await m.resolve('validateAddress', { kind: 'valid' });
    expect(sub(m.value())).toBe('updatingLead');
    expect(m.pending.get('updateLead')?.input).toMatchObject({
      leadId: 'lead-1',
      body: { role: ['customer'], leadStage: 'new', is_crm: false, first_name: 'Ada' },
    });
    await m.resolve('updateLead', { kind: 'updated' });
    expect(m.pending.get('tokenizeCard')?.input).toMatchObject({
      publicKey: 'sandbox',
      firstname: 'Ada',
      address_zip: '27601',
      month: '12',
      year: '2030',
    });
    await m.resolve('tokenizeCard', { kind: 'tokenized', token: 'tok_1' });
    expect(sub(m.value())).toBe('placingEnquiry');
    expect(m.pending.get('placeEnquiry')?.input).toMatchObject({ is_enquiry: true, stax_card_token: 'tok_1' });
    await m.resolve('placeEnquiry', { kind: 'placed', orderId: 'enq-1' });
    expect(m.value()).toBe('done');
    expect(m.effectNames()).toEqual(['storeOrder', 'navigateDogInfo']);
  });

  it('signed in: no lead update (hasLead false) → order; editing a subscription → /account', async () => {
    const m = await submitValid({ ...customer, editingSubscription: true });
    await m.resolve('validateAddress', { kind: 'valid' });
    expect(sub(m.value())).toBe('tokenizing');
    await m.resolve('tokenizeCard', { kind: 'tokenized', token: 'tok_2' });
    expect(sub(m.value())).toBe('placingOrder');
    expect(m.pending.get('placeOrder')?.input).toMatchObject({ is_enquiry: false });
    await m.resolve('placeOrder', { kind: 'placed', orderId: 'order-1' });
    expect(m.effectNames()).toEqual(['storeOrder', 'navigateAccount']);
  });

  it('lead update errors return to the form with the messages', async () => {
    const m = await submitValid(visitor);
    await m.resolve('validateAddress', { kind: 'valid' });
    await expectRefusalThenFailure(m, 'updateLead', {
      state: 'editing',
      retry: () => resubmitPastAddress(m),
      errors: ['email: taken'],
    });
  });

  it('no public key (hasPublicKey false) → the missing-key toast', async () => {
    const m = await submitValid({ ...customer, area: { ...areaFixture, stax_public_apikey: null } });
    await m.resolve('validateAddress', { kind: 'valid' });
    expect(m.value()).toBe('editing');
    expect(m.context().errors).toEqual(['Error occurred while loading Stax. Please contact the admin.']);
  });

  it('tokenization failure (no token or rejection) is only logged, loader off', async () => {
    const m = await submitValid(customer);
    await m.resolve('validateAddress', { kind: 'valid' });
    await m.resolve('tokenizeCard', { kind: 'failed' });
    expect(m.value()).toBe('editing');
    expect(m.context().errors).toEqual([]);
    expect(m.effectNames()).toEqual(['logTokenizationFailure']);
    await resubmitPastAddress(m);
    await m.reject('tokenizeCard', new Error('declined'));
    expect(m.effectNames()).toEqual(['logTokenizationFailure', 'logTokenizationFailure']);
  });

  it.each(['placeOrder', 'placeEnquiry'] as const)(
    '%s: order errors (isPlaced false) and failures return to the form',
    async (id) => {
      const m = await submitValid(id === 'placeOrder' ? customer : { ...visitor, leadId: null });
      await m.resolve('validateAddress', { kind: 'valid' });
      await m.resolve('tokenizeCard', { kind: 'tokenized', token: 't' });
      await expectRefusalThenFailure(m, id, {
        state: 'editing',
        retry: async () => {
          await resubmitPastAddress(m);
          await m.resolve('tokenizeCard', { kind: 'tokenized', token: 't' });
        },
        errors: ['email: This email is already registered'],
      });
    },
  );

  it('every failure with a message ends with notifyErrors (the toasts); validation and tokenization failures do not', async () => {
    const m = await submitValid(visitor);
    await m.resolve('validateAddress', { kind: 'invalid' });
    expect(m.effectNames()).toEqual(['notifyErrors']);
    await resubmitPastAddress(m);
    await m.reject('updateLead', new Error('network'));
    expect(m.effectNames()).toEqual(['notifyErrors', 'notifyErrors']);
    const invalid = startMachine(checkoutMachine, visitor);
    invalid.actor.send({ type: 'checkout.submit' });
    await vi.advanceTimersByTimeAsync(300);
    expect(invalid.effectNames()).toEqual([]);
  });

  it('default actors and effects throw "not provided"', () => {
    expect(defaultsThrow(checkoutMachine)).toEqual([]);
  });
});

describe('checkout schema: defaults and conditional rules', () => {
  const filledNotPicked = {
    ...emptyCheckoutForm,
    service_address: { address: '1 Main St', city: 'Raleigh', state: 'NC', zip_code: '27601' },
  };

  it('a new form has no address picked, one empty primary mobile, no contact methods and no how-heard answer', () => {
    const m = startMachine(checkoutMachine, visitor);
    expect(m.context().form).toMatchObject({
      manualAddress: false,
      addressPicked: false,
      is_billing_address_same: true,
      phone_numbers: [{ phone: '', type: 'mobile', primary: true, can_send_sms: false }],
      preferred_contact_methods: [],
      hear_about_us: [],
      cardFieldsComplete: false,
    });
    expect(m.context()).toMatchObject({ fieldErrors: {}, errors: [], cardToken: null, orderId: null });
    expect(checkoutErrors(filledNotPicked)['service_address.address']).toBe('Address is required');
  });

  it('a typed address must be picked from search, unless entered manually', () => {
    const typed = { ...validCheckoutForm, addressPicked: false };
    expect(checkoutErrors(typed)).toEqual({ 'service_address.address': 'Address is required' });
    expect(checkoutErrors({ ...typed, manualAddress: true })).toEqual({});
  });

  it('a home phone is a valid phone type', () => {
    const home = {
      ...validCheckoutForm,
      phone_numbers: [{ phone: '9195550100', type: 'home_phone' as const, primary: true, can_send_sms: false }],
      preferred_contact_methods: ['home_phone' as const],
    };
    expect(checkoutErrors(home)).toEqual({});
  });

  it('both card fields complete but not confirmed by the provider: both are still asked for', () => {
    const e = checkoutErrors({
      ...validCheckoutForm,
      cardFieldsComplete: false,
      cardFieldsState: { number: 'complete', cvv: 'complete' },
    });
    expect([e['card.number'], e['card.cvv']]).toEqual(['Card Number is required', 'CVV is required']);
  });

  it('contact methods follow only the phones that have a number, of either type', () => {
    const mobile = { phone: '9195550100', type: 'mobile' as const, primary: true, can_send_sms: true };
    const emptyHome = { phone: '', type: 'home_phone' as const, primary: false, can_send_sms: false };
    expect(contactMethodOptions([mobile, emptyHome])).toEqual(['text', 'mobile', 'email']);
    expect(contactMethodOptions([{ ...emptyHome, type: 'mobile' }])).toEqual(['email']);
    expect(
      contactMethodOptions([
        { ...mobile, type: 'home_phone' },
        { ...emptyHome, type: 'mobile' },
      ]),
    ).toEqual(['home_phone', 'email']);
  });

  it('one contact method that the phones do not allow is enough to refuse them', () => {
    expect(
      checkoutErrors({ ...validCheckoutForm, preferred_contact_methods: ['email', 'home_phone'] })
        .preferred_contact_methods,
    ).toBe('Preferred contact methods is required');
  });
});

describe('checkout payloads', () => {
  const padded = { ...validCheckoutForm, first_name: ' Ada ', last_name: ' Lovelace ', email: ' ada@example.com ' };

  it('the address line joins the non-blank parts only', () => {
    expect(addressLine({ address: '1 Main St', city: ' ', state: 'NC', zip_code: '27601' })).toBe(
      '1 Main St, NC, 27601',
    );
    expect(addressLine({ address: '1 Main St', city: '', state: '', zip_code: '' })).toBe('1 Main St');
  });

  it('the lead update sends the trimmed contact, the address and the fixed lead fields', async () => {
    const m = await submitValid(visitor, padded);
    await m.resolve('validateAddress', { kind: 'valid' });
    expect(m.pending.get('updateLead')?.input).toEqual({
      leadId: 'lead-1',
      body: {
        zip_code: '27601',
        field_office_uuid: 'office-raleigh',
        first_name: 'Ada',
        last_name: 'Lovelace',
        address: [validCheckoutForm.service_address],
        emailaddress_set: [{ email: 'ada@example.com', primary: true }],
        authorizedUser_list: [],
        leadStage: 'new',
        outreach: 'website',
        phone_numbers: validCheckoutForm.phone_numbers,
        role: ['customer'],
        is_dummy_email: false,
        is_crm: false,
      },
    });
  });

  it('the card is tokenized with the trimmed names and email and the primary phone', async () => {
    const other = { phone: '9195550111', type: 'home_phone' as const, primary: false, can_send_sms: false };
    const primary = { phone: '9195550100', type: 'mobile' as const, primary: true, can_send_sms: true };
    const m = await submitValid(customer, { ...padded, phone_numbers: [other, primary] });
    await m.resolve('validateAddress', { kind: 'valid' });
    expect(m.pending.get('tokenizeCard')?.input).toEqual({
      publicKey: 'sandbox',
      firstname: 'Ada',
      lastname: 'Lovelace',
      ...tokenizerExpiryAndAddress,
      email: 'ada@example.com',
      phone: '9195550100',
    });
  });

  it('with no phone at all the card is tokenized with an empty phone', async () => {
    const m = await submitValid(customer, {
      ...validCheckoutForm,
      phone_numbers: [],
      preferred_contact_methods: ['email'],
    });
    await m.resolve('validateAddress', { kind: 'valid' });
    expect(m.pending.get('tokenizeCard')?.input).toMatchObject({ phone: '' });
  });

  it('the order carries the trimmed contact and each add-on by uuid, name and recurrence', () => {
    const payload = orderPayload({ ...startMachine(checkoutMachine, visitor).context(), form: padded });
    expect(payload).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      service_add_ons: [{ add_on_uuid: 'addon-deodorizer', add_on_name: 'Deodorizer', is_recurring: true }],
      stax_card_token: '',
    });
  });
});

describe('checkout machine: resubmission and the placed order', () => {
  it('a resubmission clears the field errors and the errors of the failed attempt', async () => {
    const m = startMachine(checkoutMachine, visitor);
    m.actor.send({ type: 'checkout.submit' });
    await vi.advanceTimersByTimeAsync(300);
    expect(m.context().fieldErrors).not.toEqual({});
    m.actor.send({ type: 'checkout.update', values: validCheckoutForm });
    m.actor.send({ type: 'checkout.submit' });
    expect(m.context().fieldErrors).toEqual({});
    await vi.advanceTimersByTimeAsync(400);
    await m.resolve('validateAddress', { kind: 'invalid' });
    expect(m.context().errors).toHaveLength(1);
    m.actor.send({ type: 'checkout.submit' });
    expect(m.context().errors).toEqual([]);
  });

  it('a rejected tokenization returns to the form', async () => {
    const m = await submitValid(customer);
    await m.resolve('validateAddress', { kind: 'valid' });
    await m.reject('tokenizeCard', new Error('declined'));
    expect(m.value()).toBe('editing');
    expect(m.actor.getSnapshot().can({ type: 'checkout.submit' })).toBe(true);
  });

  it('the placed order is stored with its id and the payload sent, then the checkout is done', async () => {
    const m = await submitValid({ ...customer, editingSubscription: true });
    await m.resolve('validateAddress', { kind: 'valid' });
    await m.resolve('tokenizeCard', { kind: 'tokenized', token: 'tok_2' });
    const sent = m.pending.get('placeOrder')?.input;
    await m.resolve('placeOrder', { kind: 'placed', orderId: 'order-1' });
    expect(m.context().orderId).toBe('order-1');
    expect(m.effect('storeOrder')).toEqual([{ orderId: 'order-1', payload: sent }]);
    expect(m.value()).toBe('done');
    expect(m.snapshot().status).toBe('done');
  });

  it('a placed enquiry is stored with its id and leads to /doginfo', async () => {
    const m = await submitValid({ ...visitor, leadId: null });
    await m.resolve('validateAddress', { kind: 'valid' });
    await m.resolve('tokenizeCard', { kind: 'tokenized', token: 'tok_1' });
    await m.resolve('placeEnquiry', { kind: 'placed', orderId: 'enq-1' });
    expect(m.effect('storeOrder')).toMatchObject([{ orderId: 'enq-1', payload: { stax_card_token: 'tok_1' } }]);
    expect(m.snapshot().status).toBe('done');
    expect(m.effectNames()).toEqual(['storeOrder', 'navigateDogInfo']);
  });

  it('order errors are shown as toasts with their own messages', async () => {
    const m = await submitValid(customer);
    await m.resolve('validateAddress', { kind: 'valid' });
    await m.resolve('tokenizeCard', { kind: 'tokenized', token: 't' });
    await m.resolve('placeOrder', { kind: 'invalid', errors: ['email: taken'] });
    expect(m.effect('notifyErrors')).toEqual([{ errors: ['email: taken'] }]);
  });
});
