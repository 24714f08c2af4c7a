// Faults at every call of step 2 'Check out' (tests/support/faults.ts), along two walks: a visitor's
// (the start dates, read when the step opens, then the submission's chain: the address check, the lead
// update, the sandbox tokenizer and the enquiry) and a signed-in customer's (the account, read when the
// step opens, then the order). Each call is aborted, answered 500 or answered 10 s late; the customer
// sees what failed, retries, and the API then holds exactly one enquiry or order for them.
import { messages } from '../../../machines/shared/domain';
import { messages as appMessages } from '../../../src/domain/messages';
import { defineFaultSuite } from '../../support/faults';
import type { UiContext } from '../../support/ui-model-types';
import { expect, test } from '../support';
import {
  PHONE,
  VISITOR_EMAIL,
  checkoutButton,
  fillEntries,
  heading,
  signedInCustomer,
  storedOrder,
  throughStep1,
  toasts,
  uiEntries,
  visitorWithLead,
} from './checkout-ui';

// Each test makes what it uses (its own visitor, account or quote, named with UNIQ) and reads back only
// that, so the tests need no order and no worker of their own: they spread over the free workers
// rather than making one worker's long tail.
test.describe.configure({ mode: 'parallel' });

const LATE = { timeout: 30_000 };
const veil = ({ page }: UiContext) => page.locator('.loading__veil');

/** Step 2's entries but the start date (the start dates' call picks it when it is through). */
const { preferred_start_date: _startDate, ...undated } = uiEntries;

/** The visitor's step 2, filled from where the start dates left it (the email screen's email and how-heard answer came with the lead). */
const visitorFills = (ui: UiContext) => fillEntries(ui, { ...undated, email: VISITOR_EMAIL });

/** The signed-in customer's step 2, filled from where the account's read left it (names, phone and email come from the account). */
async function customerFills(ui: UiContext) {
  const { first_name: _f, last_name: _l, phone_numbers: _p, ...rest } = uiEntries;
  await fillEntries(ui, rest);
}

const press = async (ui: UiContext) => checkoutButton(ui).click();

/** The submission is on: the loader covers the form and Checkout is disabled. */
const submitting = async (ui: UiContext) => {
  await expect(veil(ui)).toBeAttached();
  await expect(checkoutButton(ui)).toBeDisabled();
};

/** A second press meanwhile (Enter in a field submits the form; the disabled button takes no click). */
const pressAgain = async (ui: UiContext) => {
  await ui.page.getByRole('textbox', { name: 'Expiry year (YYYY)' }).press('Enter');
  await checkoutButton(ui).click({ force: true });
};

/** The submission stopped: the loader is off, every entry is still there, Checkout works again. */
const stopped = async (ui: UiContext) => {
  await expect(veil(ui)).toHaveCount(0);
  await expect(heading(ui)).toHaveText('Check out');
  await expect(ui.page.getByRole('textbox', { name: 'Address', exact: true })).toHaveValue(
    uiEntries.service_address?.address ?? '',
  );
  await expect(checkoutButton(ui)).toBeEnabled();
};

const toast = (ui: UiContext, line: string) =>
  expect(toasts(ui).getByText(line, { exact: true }).first()).toBeVisible();

/** A visitor's enquiry placed: the dog page. */
const enquiryPlaced = async (ui: UiContext) => {
  await expect(ui.page).toHaveURL(/\/doginfo$/, LATE);
  await expect(ui.page.getByRole('heading', { name: 'Your order is placed' })).toBeVisible();
};

/** The enquiries (and orders) of the visitor's new account, read with the key the enquiry answered. */
const enquiries = async (ui: UiContext) => {
  const order = await storedOrder(ui.page);
  if (!order?.user_key) return 0;
  const headers = { Authorization: `token ${order.user_key}` };
  const list = await ui.request.get('/api/v1/service-order-enquiry/', { headers });
  expect(list.ok()).toBe(true);
  const orders = await ui.request.get('/api/v1/service-order/', { headers });
  const count = (await orders.json()) as { count?: number; results: unknown[] };
  // One enquiry, made with one order of the new account.
  expect(count.results).toHaveLength(1);
  return ((await list.json()) as { results: unknown[] }).results.length;
};

/** The signed-in customer's orders, read with their own session. */
const customerOrders = async (ui: UiContext) => {
  const session = await ui.page.evaluate(
    () => JSON.parse(localStorage.getItem('session') ?? 'null') as { key: string } | null,
  );
  const res = await ui.request.get('/api/v1/service-order/', {
    headers: { Authorization: `token ${session?.key ?? ''}` },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { results: unknown[] }).results.length;
};

/** A failed call of the submission's chain: told in a toast (or, for the tokenizer, not at all), every entry kept. */
const stoppedWith = (line: string) => async (ui: UiContext) => {
  await toast(ui, line);
  await stopped(ui);
};

defineFaultSuite('checkout', [
  // A visitor: the start dates when step 2 opens, then the submission's chain, call after call.
  [
    {
      call: 'load the start dates',
      method: 'GET',
      path: /^\/field-office\/initial_cleanning_days\/$/,
      reach: async (ui) => {
        await visitorWithLead(ui);
      },
      // /getquote's loader asks when the page opens; step 2 asks again if that failed.
      send: async (ui) => throughStep1(ui),
      pending: async ({ page }) => {
        await expect(page.getByText('Loading available start dates').first()).toBeVisible();
      },
      failed: async ({ page }) => {
        await expect(page.getByRole('alert').filter({ hasText: appMessages.startDaysFailed })).toBeVisible();
      },
      retry: async ({ page }) => {
        await page.getByRole('alert').filter({ hasText: appMessages.startDaysFailed }).getByRole('button').click();
      },
      done: async (ui) => {
        await expect(ui.page.getByRole('button', { name: 'Choose a start date' })).toBeVisible(LATE);
        await fillEntries(ui, { preferred_start_date: uiEntries.preferred_start_date ?? '' });
      },
    },
    {
      call: 'check the service address',
      method: 'POST',
      path: /^\/service-order\/validate_address\/$/,
      reach: visitorFills,
      send: press,
      pending: submitting,
      again: pressAgain,
      // Spec 2 §8: a failed call shows the address toast.
      records: enquiries,
      failed: stoppedWith(messages.addressNotFound),
    },
    {
      call: 'update the lead',
      method: 'PATCH',
      path: /^\/crm\/lead-user\/[^/]+\/$/,
      follows: true,
      retry: press,
      pending: submitting,
      again: pressAgain,
      records: enquiries,
      failed: stoppedWith(messages.somethingWentWrong),
    },
    {
      call: 'tokenize the card',
      method: 'POST',
      path: /^\/sandbox\/tokenize\/$/,
      follows: true,
      retry: press,
      pending: submitting,
      again: pressAgain,
      // Spec 2 §8: a tokenization failure is logged only, the loader stops (no message).
      records: enquiries,
      failed: async (ui) => {
        await stopped(ui);
        await expect(ui.page.getByRole('textbox', { name: 'Card Number' })).toHaveValue('4111111111111111');
      },
    },
    {
      call: 'place the enquiry',
      method: 'POST',
      path: /^\/service-order-enquiry\/$/,
      follows: true,
      retry: press,
      pending: submitting,
      again: pressAgain,
      failed: stoppedWith(messages.somethingWentWrong),
      done: enquiryPlaced,
      records: enquiries,
    },
  ],
  // Signed in: the account's names and phones when step 2 opens, then the order.
  [
    {
      call: 'read the signed-in customer’s names and phones',
      method: 'GET',
      path: /^\/user\/me\/$/,
      // Signed in on a page without the app: /getquote's loader then asks when the step opens.
      reach: async (ui) => {
        await signedInCustomer(ui, { path: '/favicon.svg' });
      },
      send: async (ui) => throughStep1(ui),
      pending: async ({ page }) => {
        await expect(page.getByRole('textbox', { name: 'Phone number 1' })).toHaveValue('');
        await expect(page.getByRole('textbox', { name: 'Phone number 1' })).not.toBeEditable();
      },
      failed: async ({ page }) => {
        await expect(page.getByRole('alert').filter({ hasText: appMessages.accountPrefillFailed })).toBeVisible();
      },
      retry: async ({ page }) => {
        await page.getByRole('alert').filter({ hasText: appMessages.accountPrefillFailed }).getByRole('button').click();
      },
      done: async ({ page }) => {
        await expect(page.getByRole('textbox', { name: 'Phone number 1' })).toHaveValue(PHONE, LATE);
        await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Ada');
      },
    },
    {
      call: 'place the order',
      method: 'POST',
      path: /^\/service-order\/$/,
      reach: customerFills,
      send: press,
      pending: submitting,
      again: pressAgain,
      failed: stoppedWith(messages.somethingWentWrong),
      retry: press,
      done: async ({ page }) => {
        await expect(page).toHaveURL(/\/doginfo$/, LATE);
      },
      records: customerOrders,
    },
  ],
]);
