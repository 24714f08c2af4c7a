// A second user never sees the first user's dogs, cards, invoices, tickets or
// proposals through the UI — neither in the tabs' lists, nor by opening the first user's ids by URL,
// nor by sending requests for them from the signed-in page. Afterwards the first user's records are
// exactly as they were.
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support';

type Json = Record<string, unknown>;
const API = '/api/v1';

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  const res = await request.post(`${API}/auth/login/`, { data: { email, password: 'Password1' } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { key: string }).key;
}

async function getAs(request: APIRequestContext, token: string, path: string): Promise<Json> {
  const res = await request.get(`${API}${path}`, { headers: { Authorization: `token ${token}` } });
  expect(res.status(), path).toBe(200);
  return (await res.json()) as Json;
}

const results = (body: Json) => body.results as Json[];

/** The first user's ids, read with their own token. */
async function customerRecords(request: APIRequestContext, token: string) {
  const dogs = results(await getAs(request, token, '/pet/'));
  const cards = results(await getAs(request, token, '/user-billing-info/'));
  const invoices = results(await getAs(request, token, '/invoice/?limit=15'));
  const tickets = results(await getAs(request, token, '/message/?limit=100'));
  const rows = results(await getAs(request, token, '/credit-memo/get_credit_memo_and_invoice/?limit=100'));
  return {
    dogs,
    cards,
    invoices,
    tickets,
    unpaid: invoices.find((i) => i.status === 'overdue') as Json,
    ticket: tickets.find((t) => t.title === 'Gate was left open') as Json,
    memo: rows.find((r) => r.creditmemo_id === 'CM-2001') as Json,
  };
}

/** A request sent from the signed-in page with its own stored token, as the app would send it. */
async function fromPage(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, url, body }) => {
      const session = JSON.parse(localStorage.getItem('session') ?? '{}') as { key?: string };
      const res = await fetch(url, {
        method,
        headers: { Authorization: `token ${session.key ?? ''}`, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: res.status, text: await res.text() };
    },
    { method, url: `${API}${path}`, body },
  );
}

test("community@example.com never reaches customer@example.com's dogs, cards, invoices or tickets", async ({
  page,
  request,
  signInAs,
}) => {
  const customerToken = await tokenOf(request, 'customer@example.com');
  const before = await customerRecords(request, customerToken);
  const dog = before.dogs[0] as Json;
  const card = before.cards[0] as Json;
  expect(dog && card && before.unpaid && before.memo && before.ticket).toBeTruthy();

  // By URL: the customer's ticket opened in the community's Messages tab is not found, nothing of it
  // shows, and 'Back to My Tickets' leads to the community's own list.
  await signInAs('community@example.com', `/account?tab=6&ticket=${String(before.ticket.uuid)}`);
  await expect(page.getByText('We could not find that ticket.').first()).toBeVisible();
  await expect(page.getByText('Gate was left open')).toHaveCount(0);
  await expect(page.getByText('The back gate was open after the visit.')).toHaveCount(0);
  await expect(page.getByText('Sorry about that!')).toHaveCount(0);
  await page.getByRole('button', { name: 'Back to My Tickets' }).click();
  await expect(page).toHaveURL(/tab=6$/);
  // Each list is read first (its own record shows), so the absences below are not of a list still loading.
  await expect(page.getByText('Station bags running low').first()).toBeVisible();
  // The customer's ticket titles, exactly ('Billing Question' is also a reason's label, in the community's list).
  await expect(page.getByText('Gate was left open', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Billing question', { exact: true })).toHaveCount(0);

  // The community's other lists hold none of the customer's records either.
  await page.goto('/account?tab=5');
  await expect(page.getByText('INV-1004').first()).toBeVisible();
  for (const id of ['INV-1001', 'INV-1002', 'INV-1003', 'CM-2001'])
    await expect(page.getByText(id, { exact: true })).toHaveCount(0);
  await page.goto('/account?tab=4');
  await expect(page.getByText('Morgan Manager').first()).toBeVisible();
  await expect(page.getByText(String(card.card_holder_name), { exact: true })).toHaveCount(0);
  // No Dogs tab for a community; its URL falls back to a tab the role has.
  await page.goto('/account?tab=3');
  await expect(page).not.toHaveURL(/tab=3/);

  // By request, from the signed-in page: every read and write of the customer's ids is refused.
  const attempts: [string, string, unknown?][] = [
    ['GET', `/message/${String(before.ticket.uuid)}/`],
    ['PATCH', `/message/${String(before.ticket.uuid)}/`, { status: 'closed', satisfaction: 'sad' }],
    ['POST', '/message-reply/', { message: 'Not mine', parent_uuid: before.ticket.uuid }],
    ['PATCH', `/pet/${String(dog.uuid)}/`, { name: 'Stolen' }],
    ['DELETE', `/pet/${String(dog.uuid)}/`],
    ['PATCH', `/user-billing-info/${String(card.uuid)}/`, { card_holder_name: 'Stolen' }],
    ['DELETE', `/user-billing-info/${String(card.uuid)}/`],
    ['GET', `/invoice/print-invoices/?uuid=${String(before.unpaid.uuid)}`],
    ['GET', `/invoice/print-invoices/?uuid=${String(before.memo.uuid)}`],
    ['GET', `/invoice/${String(before.unpaid.uuid)}/pay-link/`],
  ];
  for (const [method, path, body] of attempts) {
    const res = await fromPage(page, method, path, body);
    // Another user's invoice or credit memo reads as one that does not exist.
    const refused = path.startsWith('/invoice/') ? [404] : [403, 404];
    expect(refused, `${method} ${path}: ${res.text.slice(0, 200)}`).toContain(res.status);
    expect(res.text).not.toContain('Gate was left open');
    expect(res.text).not.toContain(String(dog.name));
  }
  const list = await fromPage(page, 'GET', '/credit-memo/get_credit_memo_and_invoice/?limit=100');
  expect(list.status).toBe(200);
  for (const uuid of [before.unpaid.uuid, before.memo.uuid]) expect(list.text).not.toContain(String(uuid));

  // Everything of the customer's is as it was.
  const after = await customerRecords(request, customerToken);
  expect(after.dogs).toEqual(before.dogs);
  expect(after.cards).toEqual(before.cards);
  expect(after.invoices).toEqual(before.invoices);
  expect(after.ticket).toEqual(before.ticket);
});

test("customer@example.com never reaches the community's proposals", async ({ page, request, signInAs }) => {
  const communityToken = await tokenOf(request, 'community@example.com');
  const proposals = results(await getAs(request, communityToken, '/crm/commerical-crm/?limit=15'));
  expect(proposals.length).toBeGreaterThanOrEqual(2);

  // No Proposals tab for a residential customer: its URL falls back to a tab the role has.
  await signInAs('customer@example.com', '/account?tab=7');
  await expect(page).not.toHaveURL(/tab=7/);
  await expect(page.getByRole('tab', { name: 'Proposals' })).toHaveCount(0);
  expect(results(JSON.parse((await fromPage(page, 'GET', '/crm/commerical-crm/?limit=15')).text) as Json)).toEqual([]);
  for (const p of proposals) {
    for (const path of [
      `/crm/commerical-crm/${String(p.uuid)}/`,
      `/crm/commerical-crm/${String(p.uuid)}/proposal-pdf/`,
    ]) {
      const res = await fromPage(page, 'GET', path);
      expect(res.status, `GET ${path}`).toBe(404);
      expect(res.text).not.toContain('data');
      expect(res.text).not.toContain(String(p.uuid));
      expect(res.text).not.toContain('Oak Hollow');
    }
  }
});
