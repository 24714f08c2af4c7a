// What the checkout UI model and fault suites share: how a page reaches step 2 'Check out' of
// /getquote as a visitor with a lead (the email screen's, made through the API by this page's
// visitor key) or as a signed-in customer of the suite's own (registered per test), how the form is
// filled as a customer does, and what it shows afterwards (also after a reload).
import type { Page } from '@playwright/test';
import type { CheckoutForm } from '../../../machines/checkout/checkout.schema';
import type { UiContext } from '../../support/ui-model-types';
import { pickStartDay } from '../start-day';
import { expect, tick } from '../support';

export const VISITOR_EMAIL = 'uim-co-UNIQ@example.com';
export const CUSTOMER_EMAIL = 'uim-co-customer-UNIQ@example.com';
export const STREET = '100 Fayetteville St';
export const PHONE = '9195550100';
export const CARD = '4111111111111111';

/** The form as the customer fills it (the start date is the first day the calendar offers). */
export const uiEntries: Partial<CheckoutForm> = {
  service_address: { address: STREET, city: 'Raleigh', state: 'NC', zip_code: '27601' },
  // Address search is off in the reference build: the view switches to manual entry on its own.
  manualAddress: true,
  preferred_start_date: '2099-01-01',
  first_name: 'Ada',
  last_name: 'Lovelace',
  phone_numbers: [{ phone: PHONE, type: 'mobile', primary: true, can_send_sms: true }],
  preferred_contact_methods: ['text', 'email'],
  card: { month: '12', year: '2030' },
  cardFieldsComplete: true,
  is_authorize_charge_each_month: true,
  is_ternm_accepted: true,
  hear_about_us: ['Truck'],
};

/** The start date each page picked (MM-DD-YYYY as shown): the reload check compares with it. */
const pickedDates = new WeakMap<Page, string>();

export const heading = ({ page }: UiContext) => page.getByRole('heading', { level: 1 });
export const checkoutButton = ({ page }: UiContext) => page.getByRole('button', { name: 'Checkout' });
export const toasts = ({ page }: UiContext) => page.getByRole('region', { name: 'Notifications' });
const box = ({ page }: UiContext, name: string) => page.getByRole('textbox', { name, exact: true });
const checkbox = ({ page }: UiContext, name: string | RegExp) =>
  page.getByRole('checkbox', typeof name === 'string' ? { name, exact: true } : { name });
const stateSelect = ({ page }: UiContext) => page.getByRole('combobox', { name: 'State' }).first();
const dateShown = ({ page }: UiContext) => page.locator('.date-picker__input').first();

/** Step 1 of /getquote as reachCheckout does it (weekly, town house, 2 dogs, front yard), then Continue. */
export async function throughStep1(ui: UiContext, path = '/getquote'): Promise<void> {
  const { page } = ui;
  if (new URL(page.url(), 'http://x').pathname !== path) await page.goto(path);
  await tick(page.getByRole('radio', { name: 'Town House' }));
  await tick(page.getByRole('radio', { name: '2', exact: true }));
  await tick(page.getByRole('radio', { name: '2 to 6 weeks' }));
  await tick(page.getByRole('checkbox', { name: 'Front Yard' }));
  await page.getByRole('region', { name: 'Service Summary' }).getByRole('button', { name: 'Continue' }).click();
  await expect(heading(ui)).toHaveText('Check out');
  await expect(checkoutButton(ui)).toBeVisible();
}

/**
 * A visitor who came through the email screen: a residential lead made through the API with this
 * page's visitor key (as /services does, how-heard 'Truck'), stored as the email screen stores it.
 */
export async function visitorWithLead(ui: UiContext): Promise<{ leadId: string; visitorKey: string }> {
  const office = await ui.seedArea();
  const email = ui.vary(VISITOR_EMAIL);
  const res = await ui.request.post('/api/v1/crm/lead-user/', {
    data: {
      ...{ zip_code: '27601', emailaddress_set: [{ email, primary: true }], lead_stage: 'new', outreach: 'website' },
      ...{ hear_about_us: ['Truck'], email, role: ['lead'], field_office_uuid: office.uuid },
    },
  });
  expect(res.status()).toBe(201);
  const leadId = ((await res.json()) as { uuid: string }).uuid;
  const visitorKey = res.headers()['x-visitor-key'] ?? '';
  await ui.page.addInitScript(
    ([key, lead]) => {
      if (sessionStorage.getItem('visitor_key')) return;
      sessionStorage.setItem('visitor_key', key);
      sessionStorage.setItem('acq.lead', lead);
    },
    [visitorKey, JSON.stringify({ leadId, email, propertyType: 'residential', howHeard: 'Truck' })] as const,
  );
  return { leadId, visitorKey };
}

/**
 * A signed-in customer of this test's own (registered now, with the names and mobile number the
 * checkout locks), optionally coming from the account's 'Add New Service' (its is_edit flag).
 * Opens `path` (default /getquote; a page without the app leaves /getquote's reads for later). Returns the session key.
 */
export async function signedInCustomer(
  ui: UiContext,
  opts: { addNewService?: boolean; path?: string } = {},
): Promise<string> {
  const email = ui.vary(CUSTOMER_EMAIL);
  const reg = await ui.request.post('/api/v1/auth/registration/', {
    data: { email, password1: 'Password1', password2: 'Password1', role: 'customer' },
  });
  expect(reg.status()).toBe(201);
  const login = await ui.request.post('/api/v1/auth/login/', { data: { email, password: 'Password1' } });
  const { key } = (await login.json()) as { key: string };
  const me = await ui.request.patch('/api/v1/user/me/', {
    headers: { Authorization: `token ${key}` },
    data: {
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone_numbers: [{ phone: PHONE, type: 'mobile', primary: true, can_send_sms: true }],
    },
  });
  expect(me.status()).toBe(200);
  await ui.seedArea();
  if (opts.addNewService)
    await ui.page.addInitScript(() => {
      if (!sessionStorage.getItem('acq.account_entry'))
        sessionStorage.setItem('acq.account_entry', JSON.stringify({ is_edit: true, property_type: 'residential' }));
    });
  await ui.signInAs(email, opts.path ?? '/getquote');
  return key;
}

/** Types what the customer enters (only what the event carries and the view lets them change). */
export async function fillEntries(ui: UiContext, values: Partial<CheckoutForm>): Promise<void> {
  const { page } = ui;
  if (values.service_address) {
    await box(ui, 'Address').fill(values.service_address.address);
    await box(ui, 'City').fill(values.service_address.city);
    await stateSelect(ui).selectOption(values.service_address.state);
  }
  if (values.preferred_start_date) {
    // A day before the 10th whatever today is: its leading zero is part of what a reload must keep.
    const shown = await pickStartDay(page, 'one digit');
    await expect(dateShown(ui)).toHaveText(shown);
    pickedDates.set(page, shown);
  }
  if (values.first_name !== undefined) await box(ui, 'First name').fill(values.first_name);
  if (values.last_name !== undefined) await box(ui, 'Last name').fill(values.last_name);
  if (values.email !== undefined) await box(ui, 'Email').fill(ui.vary(values.email));
  const phone = values.phone_numbers?.[0];
  if (phone) {
    await box(ui, 'Phone number 1').fill(phone.phone);
    if (phone.can_send_sms) await checkbox(ui, 'Text messages to this number are OK').check({ force: true });
  }
  for (const m of values.preferred_contact_methods ?? [])
    await checkbox(ui, { text: 'Text', email: 'Email', mobile: 'Mobile', home_phone: 'Home Phone' }[m]).check({
      force: true,
    });
  if (values.cardFieldsComplete) {
    await box(ui, 'Card Number').fill(CARD);
    await box(ui, 'CVV').fill('123');
  }
  if (values.card) {
    await box(ui, 'Expiry month (MM)').fill(values.card.month);
    await box(ui, 'Expiry year (YYYY)').fill(values.card.year);
  }
  if (values.is_authorize_charge_each_month)
    await checkbox(ui, /authorize you to charge my card/).check({ force: true });
  if (values.is_ternm_accepted) await checkbox(ui, /accept the terms/).check({ force: true });
  for (const h of values.hear_about_us ?? []) await checkbox(ui, h).check({ force: true });
}

/**
 * Every entry of the form is on screen (card number and CVV excepted: they are never kept). The
 * form's values are the machine's; the start date is the one this page picked.
 */
export async function showsEntries(ui: UiContext, form: CheckoutForm): Promise<void> {
  await expect(box(ui, 'Email')).toHaveValue(ui.vary(form.email));
  await expect(box(ui, 'First name')).toHaveValue(form.first_name);
  await expect(box(ui, 'Last name')).toHaveValue(form.last_name);
  if (!form.is_ternm_accepted) return;
  await expect(box(ui, 'Address')).toHaveValue(form.service_address.address);
  await expect(box(ui, 'City')).toHaveValue(form.service_address.city);
  await expect(stateSelect(ui)).toHaveValue(form.service_address.state);
  await expect(box(ui, 'Zip code').first()).toHaveValue('27601');
  await expect(checkbox(ui, 'Same as service address')).toBeChecked();
  const picked = pickedDates.get(ui.page);
  await expect(dateShown(ui)).toHaveText(picked ?? /^\d{2}-\d{2}-\d{4}$/);
  const phone = form.phone_numbers[0];
  if (phone) {
    await expect(box(ui, 'Phone number 1')).toHaveValue(phone.phone);
    await expect(ui.page.getByRole('combobox', { name: 'Phone 1 type' })).toHaveValue(phone.type);
    await expect(checkbox(ui, 'Primary number')).toBeChecked();
    if (phone.can_send_sms) await expect(checkbox(ui, 'Text messages to this number are OK')).toBeChecked();
  }
  for (const [m, label] of [
    ['text', 'Text'],
    ['email', 'Email'],
  ] as const)
    await (form.preferred_contact_methods.includes(m)
      ? expect(checkbox(ui, label)).toBeChecked()
      : expect(checkbox(ui, label)).not.toBeChecked());
  await expect(box(ui, 'Expiry month (MM)')).toHaveValue(form.card.month);
  await expect(box(ui, 'Expiry year (YYYY)')).toHaveValue(form.card.year);
  await expect(checkbox(ui, /authorize you to charge my card/)).toBeChecked();
  await expect(checkbox(ui, /accept the terms/)).toBeChecked();
  for (const h of form.hear_about_us) await expect(checkbox(ui, h)).toBeChecked();
}

/** The acquisition store's order, written by checkout on success (the dog page reads it). */
export async function storedOrder(page: Page) {
  return page.evaluate(
    () =>
      JSON.parse(sessionStorage.getItem('acq.order') ?? 'null') as {
        id: string;
        user_key: string | null;
        email: string;
      } | null,
  );
}
