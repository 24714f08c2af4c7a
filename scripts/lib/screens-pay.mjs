// Shots of the invoice payment page /pay for `npm run screens` (scripts/screens.mjs):
// { name, path, steps?(page, width) }. Real links come from the server as the mails carry them: the
// steps sign in through the API from inside the page (nothing is stored in the browser) and ask for the
// invoice's link, then edit it where the state needs it. The paid shot pays for real, so it comes last:
// community@example.com's INV-1004 at 1280 px and customer@example.com's INV-1003 at 390 px.

import { Buffer } from 'node:buffer';
import { URLSearchParams } from 'node:url';
import { onScreen } from './screens-steps.mjs';

const UNKNOWN_UUID = '00000000-0000-4000-8000-00000000dead';
const b64 = (text) => Buffer.from(text, 'utf8').toString('base64');
const pairsOf = (link) => new URLSearchParams(Buffer.from(link.replace(/^\/pay\?/, ''), 'base64').toString('utf8'));
/** The screens' pages have no base URL: a path is resolved against the page's own origin. */
const go = (page, path) => page.goto(new URL(path, page.url()).href);
const linkOf = (pairs) => `/pay?${b64([...pairs].map(([k, v]) => `${k}=${v}`).join('&'))}`;

/** { uuid, link } of the owner's invoice `invoiceId`; link is null when the invoice is paid. */
function invoiceLink(page, email, invoiceId) {
  return page.evaluate(
    async ({ email, invoiceId }) => {
      const json = { 'Content-Type': 'application/json' };
      const login = await fetch('/api/v1/auth/login/', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email, password: 'Password1' }),
      }).then((r) => r.json());
      const auth = { Authorization: `token ${login.key}` };
      const rows = await fetch('/api/v1/credit-memo/get_credit_memo_and_invoice/?limit=100', { headers: auth }).then(
        (r) => r.json(),
      );
      const uuid = rows.results.find((r) => r.invoice_id === invoiceId).uuid;
      const res = await fetch(`/api/v1/invoice/${uuid}/pay-link/`, { headers: auth });
      return { uuid, link: res.ok ? (await res.json()).link : null };
    },
    { email, invoiceId },
  );
}

/** Opens INV-1004's link (edited by `edit(pairs)` when given) and waits for `heading`. */
async function openLink(
  page,
  { edit, heading = 'Pay your invoice', email = 'community@example.com', id = 'INV-1004' } = {},
) {
  const { link } = await invoiceLink(page, email, id);
  const pairs = pairsOf(link);
  edit?.(pairs);
  await go(page, linkOf(pairs));
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await page.getByText('Loading your invoice…').waitFor({ state: 'detached' });
}

async function fill(page, card) {
  await page.getByRole('textbox', { name: 'Card Number' }).fill(card);
  await page.getByRole('textbox', { name: 'CVV' }).fill('123');
  await page.getByRole('textbox', { name: 'Expiry month (MM)' }).fill('12');
  await page.getByRole('textbox', { name: 'Expiry year (YYYY)' }).fill('2030');
  await page.getByRole('textbox', { name: 'First name' }).fill('Morgan');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Manager');
  await page.getByRole('textbox', { name: 'Billing address' }).fill('500 Congress Ave');
  await page.getByRole('combobox', { name: 'State' }).selectOption('NC');
  await page.getByRole('textbox', { name: 'Zip code' }).fill('27601');
  await page.getByRole('textbox', { name: 'City' }).fill('Raleigh');
}

export const PAY_SHOTS = onScreen({ path: '/pay' }, [
  { name: 'pay' },
  { name: 'pay-bad-link', path: `/pay?${b64('total=84.00&taxes=6.09')}` },
  {
    name: 'pay-not-found',
    path: `/pay?${b64(`stax_public_apikey=sandbox&total=84.00&taxes=6.09&invoice_uuid=${UNKNOWN_UUID}`)}`,
  },
  {
    name: 'pay-already-paid',
    steps: async (page) => {
      const { uuid } = await invoiceLink(page, 'customer@example.com', 'INV-1001');
      await go(page, `/pay?${b64(`stax_public_apikey=sandbox&total=84.00&taxes=6.09&invoice_uuid=${uuid}`)}`);
      await page.getByRole('heading', { level: 1, name: 'This invoice is already paid' }).waitFor();
    },
  },
  {
    name: 'pay-edited-total',
    steps: (page) =>
      openLink(page, {
        edit: (pairs) => pairs.set('total', '1.00'),
        heading: 'This payment link does not match your invoice',
      }),
  },
  {
    name: 'pay-no-key',
    steps: async (page) => {
      await openLink(page, { edit: (pairs) => pairs.delete('stax_public_apikey') });
      await page.getByText('Error occurred while loading Stax. Please contact the admin.').first().waitFor();
    },
  },
  { name: 'pay-form', steps: (page) => openLink(page) },
  {
    name: 'pay-form-errors',
    steps: async (page) => {
      await openLink(page);
      await page.getByRole('button', { name: 'Make Payment' }).click();
      await page.getByText('City is required').waitFor();
    },
  },
  {
    name: 'pay-declined',
    steps: async (page) => {
      await openLink(page);
      await fill(page, '4000000000000002');
      await page.getByRole('button', { name: 'Make Payment' }).click();
      await page.getByText('Your card was declined.').waitFor({ timeout: 10_000 });
    },
  },
  {
    name: 'pay-processing',
    fullPage: false,
    steps: async (page) => {
      await openLink(page);
      await fill(page, '4000000000000002');
      // Held in the validating state's 500 ms: the loader overlay over the form.
      await page.route('**/api/v1/sandbox/tokenize/', () => {});
      await page.getByRole('button', { name: 'Make Payment' }).click();
      await page.locator('.loading__veil').waitFor();
      await page.locator('.loading__veil').scrollIntoViewIfNeeded();
    },
  },
  {
    // The card check gets no answer (offline): the payer is told nothing was charged.
    name: 'pay-card-check-failed',
    steps: async (page) => {
      await openLink(page);
      await fill(page, '4111111111111111');
      await page.route('**/api/v1/sandbox/tokenize/', (route) => route.abort('failed'));
      await page.getByRole('button', { name: 'Make Payment' }).click();
      await page.getByText('We could not check your card just now.').first().waitFor({ timeout: 10_000 });
    },
  },
  // Last: it pays (INV-1004 at 1280, INV-1003 at 390).
  {
    name: 'pay-paid',
    steps: async (page, width) => {
      const owner = width < 500 ? { email: 'customer@example.com', id: 'INV-1003' } : {};
      await openLink(page, owner);
      await fill(page, '4111111111111111');
      await page.getByRole('button', { name: 'Make Payment' }).click();
      await page.getByRole('heading', { name: 'Thank you for your payment' }).waitFor({ timeout: 15_000 });
    },
  },
]);
