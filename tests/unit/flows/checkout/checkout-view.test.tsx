// @vitest-environment jsdom
// CheckoutView against a fake API: each validation message of spec 2 §5 'Checkout step 2' appears,
// and the failure branches (address check, missing key) and success (order stored, /doginfo) work.
import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createActor } from 'xstate';
import '../../ui/jsdom-polyfills';
import { CheckoutView } from '../../../../src/flows/checkout/checkout-view';
import { acquisitionStore } from '../../../../src/flows/shared/acquisition-store';
import { sessionStore } from '../../../../src/session-store';
import { messages } from '../../../../src/domain/messages';
import { checkoutMachine } from '../../../../machines/checkout/checkout.machine';
import type { CheckoutForm } from '../../../../machines/checkout/checkout.schema';
import type { Area } from '../../../../machines/shared/types';
import { areaFixture, quoteOutputFixture, validCheckoutForm } from '../../../support/fixtures';
import { fakeApi } from '../../../support/fake-api';
import type { ApiCall } from '../../../support/fake-api';
import { isolateScreenTests, toastMessages } from '../../../support/screen-isolation';
import { jsonResponse } from '../../../support/json-response';

// Typing into a full form with user-event is slow on the shared CPUs when the whole suite runs.
vi.setConfig({ testTimeout: 30_000 });

type Handler = (call: ApiCall) => unknown;

function renderView(opts: { handlers?: Record<string, Handler>; area?: Area } = {}) {
  // The handlers here answer a body (200) or a ready Response.
  const routes = Object.fromEntries(
    Object.entries(opts.handlers ?? {}).map(([route, h]) => [
      route,
      (call: ApiCall) => {
        const out = h(call);
        return out instanceof Response ? out : { status: 200, body: out };
      },
    ]),
  );
  const api = fakeApi({
    'GET /field-office/initial_cleanning_days/': () =>
      jsonResponse(['12-01-2026', '12-02-2026', '12-03-2026', '12-04-2026', '12-07-2026']),
    ...routes,
  });
  const navigate = vi.fn();
  api.render(
    <CheckoutView
      area={opts.area ?? areaFixture}
      // As the /getquote route reads them when the screen opens.
      visitor={{
        session: sessionStore.read(),
        lead: acquisitionStore.lead(),
        channel: acquisitionStore.channel(),
        scorpionId: acquisitionStore.scorpionId(),
      }}
      quote={quoteOutputFixture}
      onBack={vi.fn()}
      navigate={navigate}
    />,
  );
  return { ...api, navigate };
}

/** A stored checkout in progress (what a reload restores), built by the machine itself. */
function seedForm(form: Partial<CheckoutForm>, area: Area = areaFixture) {
  const actor = createActor(checkoutMachine, {
    input: { area, quote: quoteOutputFixture, signedIn: false, leadId: null, form },
  }).start();
  acquisitionStore.setSnapshot('checkout', actor.getPersistedSnapshot());
  actor.stop();
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Checkout' }));

isolateScreenTests();

/** A signed-in customer's session in storage, as the login stores it. */
function signIn() {
  localStorage.setItem(
    'session',
    JSON.stringify({
      key: 'k1',
      email: 'cust@example.com',
      user: {
        first_name: 'Cas',
        last_name: 'Tomer',
        email: 'cust@example.com',
        uuid: 'u1',
        zip_codes: ['27601'],
        roles: ['customer'],
      },
    }),
  );
}

/** GET /user/me/ of the signed-in customer, with one phone. */
const me = (phone: { phone: string; type: string; primary: boolean }) => ({
  first_name: 'Cas',
  last_name: 'Tomer',
  email: 'cust@example.com',
  phone_numbers: [phone],
});

/** The sandbox tokenizer's answer for the test card. */
const tokenized = (id: string) => () => ({ id, card_type: 'visa', card_last_four: '1111', card_exp: '122030' });

async function typeCard(number = '4111111111111111') {
  await userEvent.type(screen.getByRole('textbox', { name: 'Card Number' }), number);
  await userEvent.type(screen.getByRole('textbox', { name: 'CVV' }), '123');
}

/** The texts of the messages a field names in aria-describedby. */
const describedBy = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);

/** The labels of the contact methods offered. */
const contactMethods = () =>
  within(screen.getByRole('group', { name: 'Preferred contact methods' }))
    .getAllByRole('checkbox')
    .map((c) => c.closest('label')?.textContent);

/** Opens the start-date picker: the days a customer can choose. */
async function selectableStartDays() {
  await userEvent.click(await screen.findByRole('button', { name: /Choose a start date/ }));
  const calendar = await screen.findByRole('dialog', { name: 'Available start dates' });
  const days = [...calendar.querySelectorAll('[role="gridcell"] [role="button"]')];
  return { days, selectable: days.filter((d) => d.getAttribute('aria-disabled') !== 'true') };
}

describe('CheckoutView validation (spec 2 §5)', () => {
  it('shows the required messages of an empty step', async () => {
    renderView();
    await submit();
    for (const message of [
      messages.addressRequired,
      messages.cityRequired,
      messages.stateRequired,
      messages.preferredStartDateRequired,
      messages.firstNameRequired,
      messages.lastNameRequired,
      messages.emailRequired,
      messages.phoneRequired,
      messages.preferredContactMethodsRequired,
      messages.cardNumberRequired,
      messages.cvvRequired,
      messages.expireMonthRequired,
      messages.expireYearRequired,
      messages.authorizeChargeRequired,
      messages.termsRequired,
    ]) {
      expect(await screen.findAllByText(message, {}, { timeout: 2000 })).not.toHaveLength(0);
    }
    // The zip is fixed to the area, so it is never missing.
    expect(screen.queryByText(messages.zipcodeRequired)).toBeNull();
  });

  it('a failed Checkout focuses the first invalid field, its message linked by aria-describedby', async () => {
    renderView();
    await submit();
    const address = screen.getByRole('textbox', { name: 'Address' });
    await waitFor(() => expect(document.activeElement).toBe(address), { timeout: 2000 });
    expect(describedBy(address)).toContain(messages.addressRequired);
  });

  it('the first invalid field is the first in reading order (a later field when the earlier ones are valid)', async () => {
    seedForm({ ...validCheckoutForm, manualAddress: true, preferred_start_date: '2026-12-04', first_name: '' });
    renderView();
    await submit();
    const first = screen.getByRole('textbox', { name: 'First name' });
    await waitFor(() => expect(document.activeElement).toBe(first), { timeout: 2000 });
    expect(first.getAttribute('aria-invalid')).toBe('true');
  });

  it('a missing state focuses the native State select, its message linked; choosing one clears it', async () => {
    const user = userEvent.setup();
    seedForm({
      ...validCheckoutForm,
      manualAddress: true,
      preferred_start_date: '2026-12-04',
      service_address: { ...validCheckoutForm.service_address, state: '' },
    });
    renderView();
    await submit();
    const state = screen.getByRole('combobox', { name: 'State' }) as HTMLSelectElement;
    await waitFor(() => expect(document.activeElement).toBe(state), { timeout: 2000 });
    expect(state.value).toBe('');
    expect(state.getAttribute('aria-invalid')).toBe('true');
    expect(describedBy(state)).toContain(messages.stateRequired);
    await user.selectOptions(state, 'North Carolina');
    expect(state.value).toBe('NC');
    expect(state.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByText(messages.stateRequired)).toBeNull();
  });

  it("an invalid card number says 'Card Number is invalid', an empty one 'Card Number is required'", async () => {
    seedForm({ ...validCheckoutForm, manualAddress: true, preferred_start_date: '2026-12-04' });
    renderView();
    await typeCard('4111111111111112');
    await submit();
    expect(await screen.findByText(messages.cardNumberInvalid, {}, { timeout: 2000 })).toBeTruthy();
    expect(screen.queryByText(messages.cardNumberRequired)).toBeNull();
    // A complete CVV is not reported missing because the number is wrong.
    expect(screen.queryByText(messages.cvvRequired)).toBeNull();
    await userEvent.clear(screen.getByRole('textbox', { name: 'Card Number' }));
    await submit();
    expect(await screen.findByText(messages.cardNumberRequired, {}, { timeout: 2000 })).toBeTruthy();
    expect(screen.queryByText(messages.cardNumberInvalid)).toBeNull();
  });

  it('the how-heard answer of the email screen is prefilled at checkout', () => {
    acquisitionStore.setLead({
      leadId: null,
      email: 'ada@example.com',
      propertyType: 'residential',
      howHeard: 'Yard Sign',
    });
    renderView();
    const group = screen.getByRole('group', { name: 'How did you hear about us?' });
    expect((within(group).getByRole('checkbox', { name: 'Yard Sign' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('textbox', { name: 'Email' }) as HTMLInputElement).value).toBe('ada@example.com');
  });

  it('checks the billing address when it differs, and the formats of email, phone, year and zip', async () => {
    const user = userEvent.setup();
    renderView();
    await user.click(screen.getByRole('checkbox', { name: 'Same as service address' }));
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.type(screen.getByRole('textbox', { name: 'Phone number 1' }), '919555');
    await user.type(screen.getByRole('textbox', { name: 'Expiry year (YYYY)' }), '26');
    await submit();
    expect(await screen.findByText(messages.emailInvalid, {}, { timeout: 2000 })).toBeTruthy();
    expect(screen.getByText(messages.numberNotValid)).toBeTruthy();
    expect(screen.getByText(messages.expireYearInvalid)).toBeTruthy();
    expect(screen.getByText(messages.zipcodeRequired)).toBeTruthy();
    // Service address and billing address both say 'Address is required'.
    expect(screen.getAllByText(messages.addressRequired)).toHaveLength(2);
    const zips = screen.getAllByRole('textbox', { name: /Zip code/ });
    await user.type(zips[1] as HTMLElement, '123');
    await submit();
    expect(await screen.findByText(messages.zipInvalid, {}, { timeout: 2000 })).toBeTruthy();
  });

  it("says 'Type is required' for a phone without a type, and offers contact methods by phone type", async () => {
    seedForm({ phone_numbers: [{ phone: '9195550100', type: '', primary: true, can_send_sms: false }] });
    renderView();
    expect(contactMethods()).toEqual(['Email']);
    await submit();
    expect(await screen.findByText(messages.typeRequired, {}, { timeout: 2000 })).toBeTruthy();
    const type = screen.getByRole('combobox', { name: 'Phone 1 type' }) as HTMLSelectElement;
    expect(type.getAttribute('aria-invalid')).toBe('true');
    await userEvent.selectOptions(type, 'Home Phone');
    expect(type.value).toBe('home_phone');
    expect(screen.queryByText(messages.typeRequired)).toBeNull();
    expect(contactMethods()).toEqual(['Home Phone', 'Email']);
  });
});

describe('CheckoutView submission', () => {
  it('shows the address toast when the server cannot validate the address, keeping every entry', async () => {
    seedForm({
      ...validCheckoutForm,
      manualAddress: true,
      service_address: { address: 'Nowhere Lane', city: 'Raleigh', state: 'NC', zip_code: '27601' },
    });
    const { calls } = renderView({
      handlers: { 'POST /service-order/validate_address/': () => ({ is_valid: false }) },
    });
    await typeCard();
    await submit();
    await waitFor(() => expect(toastMessages()).toContain(messages.addressNotFound), { timeout: 2000 });
    expect(calls.find((c) => c.path === '/service-order/validate_address/')?.body).toEqual({
      field_office_uuid: areaFixture.uuid,
      address: 'Nowhere Lane, Raleigh, NC, 27601',
    });
    expect((screen.getByRole('textbox', { name: 'Address' }) as HTMLInputElement).value).toBe('Nowhere Lane');
    expect((screen.getByRole('textbox', { name: 'Card Number' }) as HTMLInputElement).value).toBe('4111111111111111');
    expect(screen.getByRole('button', { name: 'Checkout' }).hasAttribute('disabled')).toBe(false);
  });

  it('shows the missing-key toast when the area has no card provider key', async () => {
    seedForm(
      { ...validCheckoutForm, manualAddress: true, cardFieldsComplete: true },
      { ...areaFixture, stax_public_apikey: null },
    );
    renderView({
      area: { ...areaFixture, stax_public_apikey: null },
      handlers: { 'POST /service-order/validate_address/': () => ({ is_valid: true }) },
    });
    await waitFor(() => expect(toastMessages()).toContain(messages.staxLoadError));
    // Hosted fields do not exist without a key: the card stays incomplete and the order is never sent.
    await submit();
    expect(await screen.findByText(messages.cardNumberRequired, {}, { timeout: 2000 })).toBeTruthy();
  });

  it('places a visitor enquiry with an Idempotency-Key, stores the order and goes to /doginfo', async () => {
    acquisitionStore.setLead({
      leadId: '5f2b8a8e-1111-4111-8111-111111111111',
      email: 'ada@example.com',
      propertyType: 'residential',
    });
    seedForm({ ...validCheckoutForm, manualAddress: true });
    const enquiry = {
      uuid: '7a7a7a7a-2222-4222-8222-222222222222',
      field_office_uuid: areaFixture.uuid,
      pet_count: 2,
      is_existing_user: false,
      service_address: validCheckoutForm.service_address,
      billing_address: validCheckoutForm.service_address,
      frequency: 'weekly',
      property_type: 'townhouse',
      calculated_price: { ...quoteOutputFixture.price, frequency: 'weekly', property_type: 'townhouse', pet_count: 2 },
      user_billing_info: {
        uuid: '8b8b8b8b-3333-4333-8333-333333333333',
        stax_payment_object: JSON.stringify({ card_last_four: '1111' }),
      },
      user: {
        uuid: '9c9c9c9c-4444-4444-8444-444444444444',
        email: 'ada@example.com',
        first_name: 'Ada',
        last_name: 'Lovelace',
        key: 'user-key-1',
      },
    };
    const { calls, navigate } = renderView({
      handlers: {
        'POST /service-order/validate_address/': () => ({ is_valid: true }),
        'PATCH /crm/lead-user/5f2b8a8e-1111-4111-8111-111111111111/': () => ({ uuid: 'lead' }),
        'POST /sandbox/tokenize/': tokenized('tok_1'),
        'POST /service-order-enquiry/': () => jsonResponse(enquiry, 201),
      },
    });
    await typeCard();
    await submit();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/doginfo'), { timeout: 3000 });
    const post = calls.find((c) => c.path === '/service-order-enquiry/');
    expect(post?.headers.get('Idempotency-Key')).toMatch(/.+/);
    expect(post?.body).toMatchObject({
      stax_card_token: 'tok_1',
      is_enquiry: true,
      outreach: 'website',
      preferred_start_date: '2026-12-01',
      email: 'ada@example.com',
    });
    expect(calls.find((c) => c.path === '/sandbox/tokenize/')?.body).toMatchObject({
      card_number: '4111111111111111',
      card_cvv: '123',
      card_exp_month: '12',
      card_exp_year: '2030',
    });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toContain(
      'PATCH /crm/lead-user/5f2b8a8e-1111-4111-8111-111111111111/',
    );
    const order = acquisitionStore.order();
    expect(order).toMatchObject({
      id: enquiry.uuid,
      is_enquiry: true,
      pet_count: 2,
      email: 'ada@example.com',
      user_key: 'user-key-1',
      first_name: 'Ada',
    });
    expect(order?.confirmation).toMatchObject({
      card_last_four: '1111',
      frequency_label: 'Weekly',
      total_first_visit: '$43.00',
    });
    // The dog page starts from the how-heard answers sent with the order.
    expect(order?.hear_about_us).toEqual(['Truck']);
    // The finished form is not restored by a reload; the card number was never stored.
    expect(acquisitionStore.snapshot('checkout')).toBeNull();
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('4111111111111111');
  });

  it('signed in: names and phones are prefilled from user/me and locked, and the order goes to POST /service-order/', async () => {
    signIn();
    seedForm({
      ...validCheckoutForm,
      manualAddress: true,
      first_name: '',
      last_name: '',
      phone_numbers: [{ phone: '', type: 'mobile', primary: true, can_send_sms: false }],
      preferred_contact_methods: ['email'],
    });
    const order = {
      uuid: '6d6d6d6d-5555-4555-8555-555555555555',
      pet_count: 2,
      user_billing_info: {
        uuid: '8b8b8b8b-3333-4333-8333-333333333333',
        stax_payment_object: JSON.stringify({ card_last_four: '1111' }),
      },
      calculated_price: { ...quoteOutputFixture.price, frequency: 'weekly', property_type: 'townhouse', pet_count: 2 },
    };
    const { calls, navigate } = renderView({
      handlers: {
        'GET /user/me/': () => me({ phone: '9195550111', type: 'home_phone', primary: true }),
        'POST /service-order/validate_address/': () => ({ is_valid: true }),
        'POST /sandbox/tokenize/': tokenized('tok_2'),
        'POST /service-order/': () => jsonResponse(order, 201),
      },
    });
    const first = screen.getByRole('textbox', { name: 'First name' }) as HTMLInputElement;
    await waitFor(() => expect(first.value).toBe('Cas'));
    expect(first.readOnly).toBe(true);
    const phone = screen.getByRole('textbox', { name: 'Phone number 1' }) as HTMLInputElement;
    expect(phone.value).toBe('9195550111');
    expect(phone.readOnly).toBe(true);
    // A home number only: Home Phone and Email are offered, Text and Mobile are not.
    expect(contactMethods()).toEqual(['Home Phone', 'Email']);
    await typeCard();
    await submit();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/doginfo'), { timeout: 3000 });
    const post = calls.find((c) => c.path === '/service-order/' && c.method === 'POST');
    expect(post?.headers.get('Authorization')).toBeNull(); // the fake client has no auth middleware; the app's adds it
    expect(post?.body).toMatchObject({ is_enquiry: false, first_name: 'Cas', stax_card_token: 'tok_2' });
    expect(calls.some((c) => c.path === '/service-order-enquiry/')).toBe(false);
    expect(acquisitionStore.order()).toMatchObject({ id: order.uuid, is_enquiry: false, user_key: null });
  });
});

describe('CheckoutView server reads', () => {
  it('a failed start-days read leaves the picker with no selectable day', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderView({
      handlers: { 'GET /field-office/initial_cleanning_days/': () => jsonResponse({ detail: 'down' }, 500) },
    });
    const { days, selectable } = await selectableStartDays();
    expect(days.length).toBeGreaterThan(0);
    expect(selectable).toEqual([]);
    error.mockRestore();
  });

  it('a failed start-days read says so with a way forward: Try again reads the days again', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let reads = 0;
    const { calls } = renderView({
      handlers: {
        'GET /field-office/initial_cleanning_days/': () =>
          ++reads === 1
            ? jsonResponse({ detail: 'down' }, 500)
            : jsonResponse(['12-01-2026', '12-02-2026', '12-03-2026', '12-04-2026']),
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load the available start dates.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText('We could not load the available start dates.')).toBeNull());
    expect(calls.filter((c) => c.path === '/field-office/initial_cleanning_days/').length).toBe(2);
    expect((await selectableStartDays()).selectable.length).toBeGreaterThan(0);
    error.mockRestore();
  });

  it('a failed account read leaves the signed-in fields as the session had them, says so, and Try again reads it again', async () => {
    signIn();
    let down = true;
    const { calls } = renderView({
      handlers: {
        'GET /user/me/': () =>
          down ? jsonResponse({ detail: 'down' }, 500) : me({ phone: '9195550111', type: 'mobile', primary: true }),
      },
    });
    await waitFor(() => expect(calls.some((c) => c.path === '/user/me/')).toBe(true));
    expect((screen.getByRole('textbox', { name: 'First name' }) as HTMLInputElement).value).toBe('Cas');
    const phone = screen.getByRole('textbox', { name: 'Phone number 1' }) as HTMLInputElement;
    expect(phone.value).toBe('');
    expect(toastMessages()).toEqual([]);
    // The phone is locked to the account's: without it the form could not be completed, so the failure shows.
    expect((await screen.findByText(messages.accountPrefillFailed)).closest('[role="alert"]')).not.toBeNull();
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(phone.value).toBe('9195550111'));
    expect(screen.queryByText(messages.accountPrefillFailed)).toBeNull();
  });

  it("a signed-in customer who came from the account's 'Add New Service' goes back to /account after checkout", async () => {
    signIn();
    acquisitionStore.setAccountEntry({ is_edit: true, property_type: 'residential' });
    seedForm({ ...validCheckoutForm, manualAddress: true, phone_numbers: [] });
    const { navigate } = renderView({
      handlers: {
        'GET /user/me/': () => me({ phone: '9195550111', type: 'mobile', primary: true }),
        'POST /service-order/validate_address/': () => ({ is_valid: true }),
        'POST /sandbox/tokenize/': tokenized('tok_3'),
        'POST /service-order/': () =>
          jsonResponse({ uuid: '6d6d6d6d-5555-4555-8555-555555555556', pet_count: 2, user_billing_info: null }, 201),
      },
    });
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Phone number 1' }) as HTMLInputElement).value).toBe('9195550111'),
    );
    await typeCard();
    await submit();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/account'), { timeout: 3000 });
    expect(navigate).not.toHaveBeenCalledWith('/doginfo');
  });
});
