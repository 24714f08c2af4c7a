// '/pay': the public invoice payment page against the reference server. Links come from the
// server (GET /invoice/{uuid}/pay-link/ as the invoice's owner) and are then edited or stripped as an
// attacker or a broken mail client would. Demo data: only community@example.com's INV-1004 is paid
// (no other spec relies on it being unpaid; the customer's INV-1002/INV-1003 are checked elsewhere);
// the declined card, the edited total and the forced 403 charge nothing, which the tests prove.
import type { APIRequestContext, Page } from '@playwright/test';
import { axeAtBothWidths, expect, test } from './support';
import { fillPayForm } from './forms';
import { linkInvoice, tokenOf } from './ui-model/pay-server';

const COMMUNITY = 'community@example.com';
const CUSTOMER = 'customer@example.com';

interface Row {
  uuid: string;
  invoice_id?: string;
  status?: string;
  balance_due?: string;
}

/** The owner's invoice rows (GET credit-memo/get_credit_memo_and_invoice/). */
async function invoicesOf(request: APIRequestContext, token: string): Promise<Row[]> {
  const res = await request.get('/api/v1/credit-memo/get_credit_memo_and_invoice/?limit=100', {
    headers: { Authorization: `token ${token}` },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { results: Row[] }).results;
}

async function invoiceUuid(request: APIRequestContext, email: string, invoiceId: string) {
  const token = await tokenOf(request, email);
  const uuid = (await invoicesOf(request, token)).find((r) => r.invoice_id === invoiceId)?.uuid;
  expect(uuid, invoiceId).toBeTruthy();
  return { token, uuid: uuid ?? '' };
}

/** The /pay link the server issues for the owner's unpaid invoice. */
async function payLinkOf(request: APIRequestContext, email: string, invoiceId: string) {
  const { token, uuid } = await invoiceUuid(request, email, invoiceId);
  const res = await request.get(`/api/v1/invoice/${uuid}/pay-link/`, { headers: { Authorization: `token ${token}` } });
  expect(res.status()).toBe(200);
  return { token, uuid, link: ((await res.json()) as { link: string }).link };
}

/** A link's pairs, and a link rebuilt from (edited) pairs, in the server's own format. */
const pairsOf = (link: string) =>
  new URLSearchParams(Buffer.from(link.replace(/^\/pay\?/, ''), 'base64').toString('utf8'));
const linkOf = (pairs: URLSearchParams) =>
  `/pay?${Buffer.from([...pairs].map(([k, v]) => `${k}=${v}`).join('&'), 'utf8').toString('base64')}`;

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const summary = (page: Page) => page.getByRole('region', { name: 'Invoice Summary' });
const makePayment = (page: Page) => page.getByRole('button', { name: 'Make Payment' });

/** Axe at both widths, and nothing wider than the phone (spec 2 §9: one column at ≤ 500 px). */
const axeInOneColumn = (page: Page, check: () => Promise<void>) =>
  axeAtBothWidths(page, check, async () =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390),
  );

const ALREADY_PAID = 'an already-paid invoice shows its page with the server amounts';
const EDITED_TOTAL = 'a link whose total was edited is refused with a clear message; nothing is charged';

/** INV-1001 is paid: the server issues no link for it, so the link is built as a mail would carry it. */
async function expectAlreadyPaidPage(page: Page, request: APIRequestContext, check: () => Promise<void>) {
  const { uuid } = await invoiceUuid(request, CUSTOMER, 'INV-1001');
  const pairs = new URLSearchParams({
    stax_public_apikey: 'sandbox',
    total: '84.00',
    taxes: '6.09',
    invoice_uuid: uuid,
  });
  await page.goto(linkOf(pairs));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This invoice is already paid');
  await expect(summary(page)).toContainText('Balance Due$0.00');
  await expect(makePayment(page)).toHaveCount(0);
  await axeInOneColumn(page, check);
}

/** INV-1004's link with its total edited: the page refuses it, and so does the server behind it. */
async function expectEditedTotalRefused(page: Page, request: APIRequestContext, check: () => Promise<void>) {
  const { uuid, link } = await payLinkOf(request, COMMUNITY, 'INV-1004');
  const before = await linkInvoice(request, uuid);
  const pairs = pairsOf(link);
  pairs.set('total', '1.00');
  pairs.set('taxes', '0.00');
  await page.goto(linkOf(pairs));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This payment link does not match your invoice');
  await expect(page.getByText('we have not charged anything')).toBeVisible();
  await expect(page.getByText('Amount in this link: $1.00')).toBeVisible();
  await expect(summary(page)).toContainText(`Balance Due$${before.balance_due}`);
  await expect(makePayment(page)).toHaveCount(0);
  await axeInOneColumn(page, check);
  // Behind the page, the server refuses such a total too (design §8).
  const res = await request.post('/api/v1/crm/payment/link-payment/', {
    data: {
      total: '1.00',
      invoice_uuid: uuid,
      stax_card_token: 'sandbox_pm_x',
      stax_customer: null,
      save_card: false,
      card_holder_name: 'A B',
      address: { address: '1 Main St', city: 'Raleigh', state: 'NC', zip_code: '27601' },
    },
  });
  expect(res.status()).toBe(400);
  expect(await linkInvoice(request, uuid)).toEqual(before);
}

// One browser for every link that shows a page without a form: each is a goto of its own.
test('a garbage, empty, cut-short or zero link, an unknown invoice, an already-paid invoice, a link whose total was edited (refused, nothing charged) and (at 390 px) a link without its key each show their page; no navigation links; axe', async ({
  page,
  request,
  expectNoAxeViolations,
}) => {
  const pages: [string, string][] = [
    // Without a link the page keeps its name; the message says why there is nothing to pay.
    ['/pay', 'Pay your invoice'],
    ['/pay?%%%not-base64!!', 'This payment link is not valid'],
    [`/pay?${Buffer.from('total=84.00&taxes=6.09').toString('base64')}`, 'This payment link is not valid'],
    [`/pay?${Buffer.from('invoice_uuid=abc&total=ten').toString('base64')}`, 'This payment link is not valid'],
    [`/pay?${Buffer.from('invoice_uuid=abc&total=0.00').toString('base64')}`, 'Nothing to pay'],
    [
      `/pay?${Buffer.from('stax_public_apikey=sandbox&total=1.00&invoice_uuid=00000000-0000-4000-8000-00000000dead').toString('base64')}`,
      'Invoice not found',
    ],
  ];
  // The three invalid links share one page: each of the four pages is scanned once.
  const scanned = new Set<string>();
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    if (path === '/pay') await expect(page.getByText('No invoice to pay')).toBeVisible();
    await expect(page.locator('#main').getByRole('link', { name: /\(\d{3}\) \d{3}-\d{4}/ })).toBeVisible();
    await expect(makePayment(page)).toHaveCount(0);
    // No navigation links on /pay (the frame hides them).
    await expect(page.getByRole('link', { name: 'About Us' })).toHaveCount(0);
    if (!scanned.has(heading)) await axeInOneColumn(page, expectNoAxeViolations);
    scanned.add(heading);
  }
  await test.step(ALREADY_PAID, () => expectAlreadyPaidPage(page, request, expectNoAxeViolations));
  await test.step(EDITED_TOTAL, () => expectEditedTotalRefused(page, request, expectNoAxeViolations));

  // A link without stax_public_apikey on a phone: the spec's missing-key toast (typos corrected), in
  // view, the summary, nothing to pay with (the payment-link UI model's no-key path checks it at 1280).
  await page.setViewportSize({ width: 390, height: 900 });
  const { link } = await payLinkOf(request, COMMUNITY, 'INV-1004');
  const pairs = pairsOf(link);
  pairs.delete('stax_public_apikey');
  await page.goto(linkOf(pairs));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Pay your invoice');
  // Spec 2 §8: 'Error occur while loading stax. please contact to admin.'
  const toast = notifications(page).getByText('Error occurred while loading Stax. Please contact the admin.', {
    exact: true,
  });
  await expect(toast).toBeVisible();
  await expect(toast).toBeInViewport();
  await expect(summary(page)).toContainText('Invoice INV-1004');
  await expect(makePayment(page)).toHaveCount(0);
  await expect(page.getByRole('textbox', { name: 'Card Number' })).toHaveCount(0);
  await expectNoAxeViolations();
});

test('the form: the address bar keeps the base64 link; field errors; digits-only expiry; a declined card charges nothing', async ({
  page,
  request,
  expectNoAxeViolations,
}) => {
  const { uuid, link } = await payLinkOf(request, COMMUNITY, 'INV-1004');
  const before = await linkInvoice(request, uuid);
  // A link whose base64 holds '+', '/' and '=' padding: the router leaves the raw query alone and the
  // page reads it intact (the form shows: the amounts matched the invoice).
  const pairs = pairsOf(link);
  let tricky = linkOf(pairs);
  for (let n = 0; !(tricky.includes('+') && tricky.includes('/') && tricky.endsWith('=')); n += 1) {
    pairs.set('stax_customer', `cus>>>???${'~'.repeat(n % 3)}${'>'.repeat(Math.floor(n / 3))}`);
    tricky = linkOf(pairs);
  }
  await page.goto(tricky);
  await expect(makePayment(page)).toBeEnabled();
  expect(new URL(page.url()).search).toBe(tricky.replace('/pay', ''));
  await page.goto(link);
  await expect(makePayment(page)).toBeEnabled();
  expect(new URL(page.url()).search).toBe(link.replace('/pay', ''));
  await expect(summary(page)).toContainText(`Total$${before.total}`);
  await expect(summary(page)).toContainText(`Sales Tax$${before.sales_tax}`);
  await expect(page.getByRole('checkbox', { name: /charge this card monthly/ })).toBeChecked();
  await axeInOneColumn(page, expectNoAxeViolations);

  // Errors at their fields, in the spec's words.
  await makePayment(page).click();
  for (const text of [
    'Card Number is required',
    'CVV is required',
    'Expire Month is required',
    'Expire Year is required',
    'First name is required',
    'Last name is required',
    'Address is required',
    'State is required',
    'Zipcode is required',
    'City is required',
  ])
    await expect(page.getByText(text, { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Card Number' })).toBeFocused();
  await axeInOneColumn(page, expectNoAxeViolations);

  // Month and year take digits only, typed or pasted.
  const month = page.getByRole('textbox', { name: 'Expiry month (MM)' });
  await month.pressSequentially('a1b2c3');
  await expect(month).toHaveValue('12');
  const year = page.getByRole('textbox', { name: 'Expiry year (YYYY)' });
  await year.fill('20x');
  await expect(year).toHaveValue('20');
  await year.fill('203');
  await page.getByRole('textbox', { name: 'Zip code' }).fill('276');
  await page.getByRole('textbox', { name: 'First name' }).fill('Morgan');
  await makePayment(page).click();
  await expect(page.getByText('Card expire year is invalid.')).toBeVisible();
  await expect(page.getByText('Your ZIP code is invalid.')).toBeVisible();

  // The declined sandbox card: it tokenizes, the server refuses the charge and says why.
  await fillPayForm(page, '4000000000000002', '2030');
  await makePayment(page).click();
  await expect(notifications(page).getByText('Your card was declined.')).toBeVisible({ timeout: 10_000 });
  await expect(makePayment(page)).toBeEnabled();
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Raleigh');
  expect(await linkInvoice(request, uuid)).toEqual(before);
  await axeInOneColumn(page, expectNoAxeViolations);
});

test('a 403 from the payment call goes to / and charges nothing', async ({ page, request }) => {
  const { uuid, link } = await payLinkOf(request, COMMUNITY, 'INV-1004');
  const before = await linkInvoice(request, uuid);
  await page.route('**/api/v1/crm/payment/link-payment/', (route) =>
    route.fulfill({ status: 403, contentType: 'application/json', body: '{"detail":"Forbidden."}' }),
  );
  await page.goto(link);
  await fillPayForm(page, '4111111111111111', '2030');
  await makePayment(page).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(notifications(page).getByText('Forbidden.')).toHaveCount(0);
  expect(await linkInvoice(request, uuid)).toEqual(before);
});

test('keyboard alone pays INV-1004 with the sandbox card: thank-you card, server message, paid in the API', async ({
  page,
  request,
  expectNoAxeViolations,
}) => {
  const { token, uuid, link } = await payLinkOf(request, COMMUNITY, 'INV-1004');
  const before = await linkInvoice(request, uuid);
  expect(before.status).toBe('unpaid');
  await page.goto(link);
  await expect(makePayment(page)).toBeEnabled();

  // Into the form from the page's first field, then Tab from field to field.
  await page.getByRole('textbox', { name: 'Card Number' }).focus();
  const typeAndTab = async (text: string) => {
    await page.keyboard.type(text);
    await page.keyboard.press('Tab');
  };
  await typeAndTab('4111111111111111');
  await expect(page.getByRole('textbox', { name: 'CVV' })).toBeFocused();
  await typeAndTab('123');
  await typeAndTab('12');
  await typeAndTab('2030');
  // The permission checkbox: checked by default, left so (Space would toggle it).
  await expect(page.getByRole('checkbox', { name: /charge this card monthly/ })).toBeFocused();
  await page.keyboard.press('Tab');
  await typeAndTab('Morgan');
  await typeAndTab('Manager');
  await typeAndTab('500 Congress Ave');
  await expect(page.getByRole('combobox', { name: 'State' })).toBeFocused();
  await typeAndTab('North Carolina');
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue('NC');
  await typeAndTab('27601');
  await typeAndTab('Raleigh');
  await expect(makePayment(page)).toBeFocused();
  await page.keyboard.press('Enter');

  const thanks = page.getByRole('heading', { name: 'Thank you for your payment' });
  await expect(thanks).toBeVisible({ timeout: 15_000 });
  await expect(thanks).toBeFocused();
  await expect(makePayment(page)).toHaveCount(0);
  const message = `Payment of $${before.balance_due} received. Thank you!`;
  await expect(notifications(page).getByText(message)).toBeVisible();
  await axeInOneColumn(page, expectNoAxeViolations);

  // Paid in the API: the link's invoice and the owner's own list.
  expect(await linkInvoice(request, uuid)).toMatchObject({ status: 'paid', balance_due: '0.00' });
  const row = (await invoicesOf(request, token)).find((r) => r.uuid === uuid);
  expect(row?.status).toBe('paid');
  // The same link again: the already-paid page.
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('This invoice is already paid');
});
