// Messages (spec 3 §2.7, §4 Ticket, §5 Ticket, §7 Messages, §8). The demo data is shared
// by every spec: the unread demo ticket this spec opens is made unread again, and the tickets it creates
// are its own (tickets cannot be deleted). The demo customer's tickets: 'Gate was left open' (open,
// unread, one public and one internal reply), 'Extra cleanup before a party' (open, read), 'Billing
// question' (closed).
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, tabTo, test, tick } from './support';

const CUSTOMER = 'customer@example.com';
const DEMO_TITLES = ['Gate was left open', 'Extra cleanup before a party', 'Billing question'];
/** The CSV's header row as server/routes/messages.ts writes it. */
const CSV_HEADER = 'Title,Reason,Status,Priority,Created,Visit date,Message,Replies';

interface WireTicket {
  uuid: string;
  title: string;
  status: string;
  read_by_customer: boolean;
  satisfaction: string | null;
  created_at: string;
}

async function tokenOf(request: APIRequestContext, email = CUSTOMER): Promise<string> {
  const res = await request.post('/api/v1/auth/login/', { data: { email, password: 'Password1' } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { key: string }).key;
}

const auth = (token: string) => ({ Authorization: `token ${token}` });

async function ticketsOf(request: APIRequestContext, token: string): Promise<WireTicket[]> {
  const res = await request.get('/api/v1/message/?limit=100', { headers: auth(token) });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { results: WireTicket[] }).results;
}

async function ticketTitled(request: APIRequestContext, token: string, title: string): Promise<WireTicket> {
  const found = (await ticketsOf(request, token)).find((t) => t.title === title);
  if (!found) throw new Error(`no ticket '${title}'`);
  return found;
}

async function setUnread(request: APIRequestContext, token: string, uuid: string) {
  const res = await request.patch(`/api/v1/message/${uuid}/`, {
    headers: auth(token),
    data: { read_by_customer: false },
  });
  expect(res.ok()).toBe(true);
}

const messagesTab = (page: Page) => page.getByRole('tab', { name: /^Messages/ });
const ticketList = (page: Page) => page.getByRole('list', { name: 'Tickets' });
const rowOf = (page: Page, title: string) =>
  ticketList(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
/** The demo tickets' titles in the order the list shows them (the spec's own tickets left out). */
async function demoOrder(page: Page): Promise<string[]> {
  const titles = await ticketList(page).getByRole('link').allTextContents();
  return titles.filter((t) => DEMO_TITLES.includes(t));
}

async function openNewTicket(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Add New Ticket' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Ticket' });
  await expect(dialog.getByRole('combobox', { name: 'Reason' })).toBeVisible();
  return dialog;
}

// One sign-in for the tab: each step was a test of its own and starts from a fresh load of the tab (or of
// a ticket), so no toast, dialog or filter of one step is seen by the next; axe, which resizes the page, is last.
test('Messages, one sign-in: the unread badge, sort and filter, the new-ticket rules, a ticket created, replied to and closed, the close modal by keyboard, axe at 1280 and 390', async ({
  page,
  request,
  signInAs,
  expectNoAxeViolations,
}) => {
  // Five tests of the default 120 s each ran here.
  test.setTimeout(600_000);
  await test.step('the unread badge; opening the unread ticket marks it read, shows the public reply only, and stays on reload', async () => {
    const token = await tokenOf(request);
    const gate = await ticketTitled(request, token, 'Gate was left open');
    expect(gate.read_by_customer).toBe(false);
    try {
      await signInAs(CUSTOMER, '/account?tab=6');
      await expect(messagesTab(page)).toHaveAccessibleName(/1 unread/);
      const row = rowOf(page, 'Gate was left open');
      await expect(row).toContainText('Open');
      await expect(row).toContainText('Unread');
      await expect(row).toContainText('Service Issue');
      await expect(rowOf(page, 'Billing question')).toContainText('Closed');
      await expect(rowOf(page, 'Extra cleanup before a party')).not.toContainText('Unread');

      await row.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`tab=6&ticket=${gate.uuid}$`));
      const crumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumb.getByRole('link', { name: 'My Tickets' })).toBeVisible();
      await expect(crumb.locator('[aria-current="page"]')).toHaveText('Gate was left open');
      await expect(page.getByRole('heading', { level: 2, name: 'Gate was left open' })).toBeVisible();
      const conversation = page.getByRole('list', { name: 'Messages of this ticket' });
      await expect(conversation.getByRole('listitem')).toHaveCount(2);
      await expect(conversation).toContainText('The back gate was open after the visit.');
      await expect(conversation).toContainText('Sorry about that! We have reminded the technician.');
      await expect(conversation).toContainText('Sam Support');
      await expect(page.getByText('Internal: check route 12.')).toHaveCount(0);
      const facts = page.getByRole('region', { name: 'Ticket details' });
      await expect(facts).toContainText('Service Issue');
      await expect(facts).toContainText('Open');
      await expect(facts).toContainText('Sam Support');

      // Opening it marked it read: the badge drops to nothing, and the server agrees.
      await expect(messagesTab(page)).not.toHaveAccessibleName(/unread/);
      await expect
        .poll(async () => (await ticketTitled(request, token, 'Gate was left open')).read_by_customer)
        .toBe(true);

      // The ticket is in the URL: reload keeps the detail; Back returns to the list, where it is read.
      await page.reload();
      await expect(page.getByRole('heading', { level: 2, name: 'Gate was left open' })).toBeVisible();
      await expect(page.getByRole('textbox', { name: 'Your reply' })).toBeVisible();
      await page.goBack();
      await expect(page).toHaveURL(/tab=6$/);
      await expect(rowOf(page, 'Gate was left open')).not.toContainText('Unread');
      await expect(messagesTab(page)).not.toHaveAccessibleName(/unread/);
    } finally {
      // The overview's and the shell's specs read it unread.
      await setUnread(request, token, gate.uuid);
    }
  });
  await test.step('sort (All, created ascending / descending) and the status filter (All, Open, Closed) change the list; the required messages on an empty submit; cancel_my_services pre-fills the read-only title; another reason clears it', async () => {
    await page.goto('/account?tab=6');
    await expect(rowOf(page, 'Billing question')).toBeVisible();
    const sort = page.getByRole('combobox', { name: 'Sort' });
    const status = page.getByRole('combobox', { name: 'Status' });
    await sort.selectOption({ label: 'Created: oldest first' });
    await expect.poll(() => demoOrder(page)).toEqual([...DEMO_TITLES].reverse());
    await sort.selectOption({ label: 'Created: newest first' });
    await expect.poll(() => demoOrder(page)).toEqual(DEMO_TITLES);

    await status.selectOption({ label: 'Closed' });
    await expect(rowOf(page, 'Billing question')).toBeVisible();
    await expect(rowOf(page, 'Gate was left open')).toHaveCount(0);
    await status.selectOption({ label: 'Open' });
    await expect(rowOf(page, 'Gate was left open')).toBeVisible();
    await expect(rowOf(page, 'Billing question')).toHaveCount(0);
    await status.selectOption({ label: 'All' });
    await sort.selectOption({ label: 'All' });
    await expect(rowOf(page, 'Billing question')).toBeVisible();
    await expect(rowOf(page, 'Gate was left open')).toBeVisible();

    const dialog = await openNewTicket(page);
    await dialog.getByRole('button', { name: 'Add Ticket' }).click();
    await expect(dialog.getByText('Reason Is Required')).toBeVisible();
    await expect(dialog.getByText('Title Is Required')).toBeVisible();
    await expect(dialog.getByText('Message Is Required')).toBeVisible();
    const reason = dialog.getByRole('combobox', { name: 'Reason' });
    await expect(reason).toBeFocused();

    const title = dialog.getByRole('textbox', { name: 'Title' });
    await reason.selectOption('cancel_my_services');
    await expect(title).toHaveValue('Cancel My Services');
    await expect(title).not.toBeEditable();
    await expect(dialog.getByText('Reason Is Required')).toHaveCount(0);
    await reason.selectOption({ label: 'Billing Question' });
    await expect(title).toHaveValue('');
    await expect(title).toBeEditable();
    await title.fill('Invoice total');
    await expect(title).toHaveValue('Invoice total');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });
  await test.step('create a ticket, reply to it, close it with a rating (Close disabled until rated): closed, no reply box', async () => {
    const title = `Side gate latch ${Date.now()}`;
    await page.goto('/account?tab=6');
    const dialog = await openNewTicket(page);
    await dialog.getByRole('combobox', { name: 'Reason' }).selectOption({ label: 'Service Issue' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill(title);
    await dialog.getByRole('textbox', { name: 'Message' }).fill('The latch of the side gate sticks.');
    await dialog.getByRole('button', { name: 'Add Ticket' }).click();
    await expect(page.getByText('Your ticket was sent. We will get back to you soon.')).toBeVisible();
    await expect(dialog).toBeHidden();
    const row = rowOf(page, title);
    await expect(row).toContainText('Open');

    await row.getByRole('link').click();
    await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    const send = page.getByRole('button', { name: 'Send reply' });
    await expect(send).toBeDisabled();
    await page.getByRole('textbox', { name: 'Your reply' }).fill('It is the one on the left.');
    await send.click();
    await expect(page.getByText('Your reply was sent.')).toBeVisible();
    const conversation = page.getByRole('list', { name: 'Messages of this ticket' });
    await expect(conversation.getByRole('listitem')).toHaveCount(2);
    await expect(conversation).toContainText('It is the one on the left.');
    await expect(page.getByRole('textbox', { name: 'Your reply' })).toHaveValue('');
    await expect(page.getByRole('textbox', { name: 'Your reply' })).toBeFocused();

    await page.getByRole('button', { name: 'Close this ticket' }).click();
    const close = page.getByRole('dialog', { name: 'Close this ticket' });
    const confirm = close.getByRole('button', { name: 'Close', exact: true });
    await expect(confirm).toBeDisabled();
    await expect(close.getByRole('radio')).toHaveCount(3);
    await tick(close.getByRole('radio', { name: 'Sad' }));
    await expect(confirm).toBeEnabled();
    await confirm.click();
    await expect(page.getByText('The ticket is closed. Thank you for your feedback!')).toBeVisible();
    await expect(close).toBeHidden();
    const facts = page.getByRole('region', { name: 'Ticket details' });
    await expect(facts).toContainText('Closed');
    await expect(facts).toContainText('Sad');
    await expect(page.getByRole('textbox', { name: 'Your reply' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Close this ticket' })).toHaveCount(0);
    await expect(page.getByText('This ticket is closed. If you need more help, add a new ticket.')).toBeVisible();

    const saved = await ticketTitled(request, await tokenOf(request), title);
    expect(saved).toMatchObject({ status: 'closed', satisfaction: 'sad' });
    // The breadcrumb leads back to the list, where it is closed.
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'My Tickets' }).click();
    await expect(rowOf(page, title)).toContainText('Closed');
  });
  await test.step('keyboard alone: open the close modal, choose a rating with the arrows, Close', async () => {
    const token = await tokenOf(request);
    const res = await request.post('/api/v1/message/', {
      headers: auth(token),
      data: { reason: 'other', title: `Keyboard close ${Date.now()}`, message: 'Closed by keyboard.' },
    });
    expect(res.status()).toBe(201);
    const { uuid } = (await res.json()) as WireTicket;
    await page.goto(`/account?tab=6&ticket=${uuid}`);
    const closeButton = page.getByRole('button', { name: 'Close this ticket' });
    await expect(closeButton).toBeVisible();
    await page.locator('body').focus();
    await tabTo(closeButton, 80);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Close this ticket' });
    await expect(dialog).toBeVisible();
    const confirm = dialog.getByRole('button', { name: 'Close', exact: true });
    const happy = dialog.getByRole('radio', { name: 'Happy' });
    await tabTo(happy, 10);
    await expect(confirm).toBeDisabled();
    await page.keyboard.press('Space');
    await expect(happy).toBeChecked();
    await page.keyboard.press('ArrowRight');
    await expect(dialog.getByRole('radio', { name: 'Neutral' })).toBeChecked();
    await expect(confirm).toBeEnabled();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(confirm).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'Ticket details' })).toContainText('Closed');
    // The button that opened the modal is gone: focus lands on the note saying the ticket is closed.
    await expect(page.getByText('This ticket is closed. If you need more help, add a new ticket.')).toBeFocused();
    const saved = (await ticketsOf(request, token)).find((t) => t.uuid === uuid);
    expect(saved).toMatchObject({ status: 'closed', satisfaction: 'neutral' });
  });
  await test.step('axe: the list, the new-ticket modal, a ticket and the close modal at 1280 and 390', async () => {
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/account?tab=6');
      await expect(rowOf(page, 'Extra cleanup before a party')).toBeVisible();
      await expectNoAxeViolations();
      const dialog = await openNewTicket(page);
      await dialog.getByRole('button', { name: 'Add Ticket' }).click();
      await expect(dialog.getByText('Message Is Required')).toBeVisible();
      await expectNoAxeViolations();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(dialog).toBeHidden();
      // A read ticket (opening it changes nothing).
      await rowOf(page, 'Extra cleanup before a party').getByRole('link').click();
      await expect(page.getByRole('textbox', { name: 'Your reply' })).toBeVisible();
      await expectNoAxeViolations();
      await page.getByRole('button', { name: 'Close this ticket' }).click();
      const close = page.getByRole('dialog', { name: 'Close this ticket' });
      await tick(close.getByRole('radio', { name: 'Happy' }));
      await expectNoAxeViolations();
      await close.getByRole('button', { name: 'Cancel' }).click();
      await expect(close).toBeHidden();
      await expect(page.getByRole('button', { name: 'Close this ticket' })).toBeVisible();
      // A closed ticket.
      await page.goBack();
      await rowOf(page, 'Billing question').getByRole('link').click();
      await expect(page.getByText('This ticket is closed. If you need more help, add a new ticket.')).toBeVisible();
      await expectNoAxeViolations();
    }
  });
});

test.describe('in Berlin (a negative time offset)', () => {
  test.use({ timezoneId: 'Europe/Berlin' });

  test('export the CSV of the list as filtered: messages.csv with the header row and the browser offset', async ({
    page,
    request,
    signInAs,
  }) => {
    const billing = await ticketTitled(request, await tokenOf(request), 'Billing question');
    await signInAs(CUSTOMER, '/account?tab=6');
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Closed' });
    await page.getByRole('combobox', { name: 'Sort' }).selectOption({ label: 'Created: oldest first' });
    await expect(rowOf(page, 'Gate was left open')).toHaveCount(0);
    const offset = await page.evaluate(() => new Date().getTimezoneOffset());
    expect(offset).toBeLessThan(0);
    const asked = page.waitForRequest((r) => r.url().includes('format=csv'));
    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const url = new URL((await asked).url());
    expect(Object.fromEntries(url.searchParams)).toEqual({
      format: 'csv',
      time_offset: String(offset),
      ordering: 'created_at',
      status: 'closed',
    });
    const download = await downloaded;
    expect(download.suggestedFilename()).toBe('messages.csv');
    const lines = (await readFile(await download.path(), 'utf8')).split('\r\n');
    expect(lines[0]).toBe(CSV_HEADER);
    const row = lines.find((l) => l.startsWith('Billing question,'));
    // The Created column is in the browser's local time: UTC minus the offset.
    const local = new Date(Date.parse(billing.created_at) - offset * 60_000).toISOString();
    expect(row).toContain(`${local.slice(0, 10)} ${local.slice(11, 16)}`);
    expect(lines.some((l) => l.startsWith('Gate was left open,'))).toBe(false);
  });
});
