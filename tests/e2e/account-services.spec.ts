// My Services (spec 3 §2.3, §4 Pause modal / Feedback modal, §5 Pause dates / Review,
// §7 Services). The demo data is shared by every spec: a pause made here is deleted here (the demo
// 'Vacation' pause stays), a rating goes to a visit nobody rated, the request ticket is a new one.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { axeAtBothWidths, expect, tabTo, test, tick } from './support';

/** The Raleigh office's zone: "today" of the date rules (the demo customer's field office). */
const OFFICE_ZONE = 'America/New_York';

/** Today in the office's zone plus `days`, as a UTC-midnight Date (only its calendar day is used). */
function officeDay(days: number): Date {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', { timeZone: OFFICE_ZONE }).format(new Date()).split('-');
  return new Date(Date.UTC(Number(y), Number(m) - 1, Number(d) + days));
}
const pad = (n: number) => String(n).padStart(2, '0');
/** MM/DD/YYYY, as the app shows dates. */
const slashed = (d: Date) => `${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCDate())}/${d.getUTCFullYear()}`;
/** The digits typed into a date field's segments (month, day, year). */
const typed = (d: Date) => slashed(d).replace(/\//g, '');
/** 'November 22, 2026', as the calendar names its days. */
const longDay = (d: Date) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric', year: 'numeric' }).format(d);

/** The demo customer's weekly service at 100 Main St (the demo may hold more services). */
const MAIN_ST = /^View or Change Service: 100 Main St/;

async function openCustomerDetail(page: Page, signInAs: (email: string, path?: string) => Promise<void>) {
  await signInAs('customer@example.com', '/account?tab=2');
  await page.getByRole('button', { name: MAIN_ST }).click();
  await expect(page).toHaveURL(/tab=2&service=[0-9a-f-]{36}/);
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toContainText('100 Main St');
}

async function openHistory(page: Page) {
  await page.getByRole('button', { name: 'View Service History' }).click();
  await expect(page.getByRole('navigation', { name: 'Service history pages' })).toBeVisible();
}

/** The segments of a date field inside `scope`, by the field's label; typing fills month, day and year. */
const monthSegment = (scope: Locator, label: string) =>
  scope.getByRole('spinbutton', { name: new RegExp(`^month, ${label}`) });

/** From a focused Pause Service button: Enter opens the modal, Tab reaches From, `from` is typed. Answers the modal. */
async function openPauseTypingFrom(page: Page, from: Date) {
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Pause Service' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(monthSegment(dialog, 'From')).toBeFocused();
  await page.keyboard.type(typed(from));
  return dialog;
}

/** The pause listed as `text` ('MM/DD/YYYY to …') under Upcoming pauses. */
const listedPause = (page: Page, text: string) =>
  page.getByRole('region', { name: 'Upcoming pauses' }).getByRole('listitem').filter({ hasText: text });

/**
 * Deletes the listed pause by keyboard: Enter on its Delete, Shift+Tab from the question's first focus
 * to 'Delete pause', Enter; then it is gone. `onQuestion` checks the question as it opens.
 */
async function deleteByKeyboard(page: Page, item: Locator, onQuestion?: (confirm: Locator) => Promise<void>) {
  await item.getByRole('button', { name: /^Delete the pause/ }).focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Delete this pause?' });
  await onQuestion?.(confirm);
  await page.keyboard.press('Shift+Tab');
  await expect(confirm.getByRole('button', { name: 'Delete pause' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(item).toHaveCount(0);
}

/** The signed-in customer's tickets, read with the page's own session (stored by signInAs). */
async function ticketsOf(page: Page, request: APIRequestContext) {
  const token = await page.evaluate(() => (JSON.parse(localStorage.getItem('session') ?? '{}') as { key: string }).key);
  const res = await request.get('/api/v1/message/?limit=50', { headers: { Authorization: `token ${token}` } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { results: { title: string; reason: string; message: string }[] }).results;
}

async function typeDate(scope: Locator, label: string, date: Date) {
  await monthSegment(scope, label).click();
  await scope.page().keyboard.type(typed(date));
}

// One sign-in for the customer's service list and detail: the detail's URL, then its two request forms.
test('tab 2 lists the service with its facts; the detail view is in the URL (reload, Back); the one-time service request sends a ticket; Edit Service', async ({
  page,
  signInAs,
  request,
  expectNoAxeViolations,
}) => {
  await signInAs('customer@example.com', '/account?tab=2');
  const card = page.getByRole('region', { name: /^100 Main St/ });
  await expect(card).toContainText('Weekly');
  await expect(card).toContainText('2 dogs');
  await expect(card).toContainText('Back Yard, Front Yard');
  await expect(card).toContainText('Take waste away');
  await expect(card).toContainText(/Next service\s*\d{2}\/\d{2}\/\d{4}/);
  await expect(card).toContainText(/Total per visit\s*\$\d+\.\d{2}/);
  await expect(page.getByRole('region', { name: 'Add New Service' })).toBeVisible();
  await axeAtBothWidths(page, expectNoAxeViolations);

  await card.getByRole('button', { name: /^View or Change Service/ }).click();
  await expect(page).toHaveURL(/tab=2&service=[0-9a-f-]{36}/);
  const crumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumb.locator('[aria-current="page"]')).toContainText('100 Main St');
  await expect(page.getByRole('region', { name: 'Service Details' })).toContainText('Detached (Less than 0.75 acre)');
  await expect(page.getByRole('region', { name: 'Need an extra service' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('region', { name: 'Active Service' })).toBeVisible();
  await openHistory(page);
  await axeAtBothWidths(page, expectNoAxeViolations);
  await page.goBack();
  await expect(page).toHaveURL(/tab=2$/);
  await expect(page.getByRole('button', { name: MAIN_ST })).toBeVisible();
  // The breadcrumb's 'Services' returns to the list too.
  await page.goForward();
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Services' }).click();
  await expect(page).toHaveURL(/tab=2$/);
  await page.getByRole('button', { name: MAIN_ST }).click();
  await expect(page).toHaveURL(/tab=2&service=[0-9a-f-]{36}/);

  await test.step('the one-time service request form sends a ticket and goes back to the service', async () => {
    const serviceUrl = page.url();
    await page.getByRole('button', { name: 'Request one-time service' }).click();
    await expect(page).toHaveURL(/tab=6&request=request_one_time_service&service=/);
    await expect(page.getByRole('heading', { name: 'Request One-Time Service' })).toBeVisible();
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Title Is Required')).toBeVisible();
    await expect(page.getByText('Message Is Required')).toBeVisible();
    await axeAtBothWidths(page, expectNoAxeViolations);
    const title = `Extra cleanup before a party ${Date.now()}`;
    await page.getByRole('textbox', { name: 'Title' }).fill(title);
    await expect(page.getByText('Title Is Required')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Message' }).fill('Please come on Friday morning.');
    await page.getByRole('button', { name: 'Send request' }).click();
    await expect(page.getByText('Your request was sent. We will get back to you soon.')).toBeVisible();
    await expect(page).toHaveURL(serviceUrl);
    const tickets = await ticketsOf(page, request);
    expect(tickets.find((t) => t.title === title)).toMatchObject({
      reason: 'request_one_time_service',
      message: 'Please come on Friday morning.',
    });
  });

  // Edit Service opens the edit request form on the Messages tab.
  await page.getByRole('button', { name: 'Edit Service' }).click();
  await expect(page).toHaveURL(/tab=6&request=edit_existing_service&service=/);
  await expect(page.getByRole('heading', { name: 'Edit Existing Service' })).toBeVisible();
});

// One sign-in for every pause: by pointer with the date rules, then by keyboard alone (suspended until
// manual from the button, then with dates from the breadcrumb); each pause deleted.
test('pause a service: the date rules, the required checkbox, the pause in the list, then delete it; keyboard alone completes the pause modal: suspend until manual, then From and To dates from the service page; each pause deleted', async ({
  page,
  signInAs,
  expectNoAxeViolations,
}) => {
  await openCustomerDetail(page, signInAs);
  const pauses = page.getByRole('region', { name: 'Upcoming pauses' });
  await expect(pauses).toContainText('Vacation');
  await page.getByRole('button', { name: 'Pause Service' }).click();
  const dialog = page.getByRole('dialog', { name: 'Pause Service' });
  const submit = dialog.getByRole('button', { name: 'Pause Service' });
  await expect(submit).toBeDisabled();
  await axeAtBothWidths(page, expectNoAxeViolations);

  // Today and earlier are disabled in the calendar; tomorrow is the first day offered.
  await dialog.getByRole('button', { name: 'Choose the From date' }).click();
  const calendar = page.getByRole('dialog', { name: 'From date' });
  const todayCell = calendar.getByRole('button', { name: new RegExp(longDay(officeDay(0))) });
  if ((await todayCell.count()) > 0) await expect(todayCell).toHaveAttribute('aria-disabled', 'true');
  // (On the last day of a month the calendar opens on tomorrow's month and cannot go back.)
  else await expect(calendar.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  await expect(calendar.getByRole('button', { name: new RegExp(longDay(officeDay(1))) })).not.toHaveAttribute(
    'aria-disabled',
    'true',
  );
  // The open calendar too, at both widths.
  await axeAtBothWidths(page, async () => {
    await expect(calendar).toBeVisible();
    await expectNoAxeViolations();
  });
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();

  // Typed, today is refused too.
  await typeDate(dialog, 'From', officeDay(0));
  await expect(dialog).toContainText('Choose a start date after today.');
  const from = officeDay(10);
  const to = officeDay(13);
  await typeDate(dialog, 'From', from);
  await expect(dialog).not.toContainText('Choose a start date after today.');
  // To before (or on) From is impossible.
  await typeDate(dialog, 'To', officeDay(9));
  await expect(dialog).toContainText('Choose an end date after the start date.');
  await expect(submit).toBeDisabled();
  await typeDate(dialog, 'To', to);
  await expect(dialog).not.toContainText('Choose an end date after the start date.');
  // Suspending until manual disables To; unticking brings it back empty.
  await tick(dialog.getByRole('checkbox', { name: 'Pause until I resume it (no end date)' }));
  await expect(monthSegment(dialog, 'To')).toHaveAttribute('aria-disabled', 'true');
  await tick(dialog.getByRole('checkbox', { name: 'Pause until I resume it (no end date)' }));
  await typeDate(dialog, 'To', to);
  // A new From clears To.
  await typeDate(dialog, 'From', officeDay(11));
  await expect(monthSegment(dialog, 'To')).toHaveText('mm');
  await typeDate(dialog, 'From', from);
  await typeDate(dialog, 'To', to);
  // The button waits for the required checkbox.
  await expect(submit).toBeDisabled();
  await tick(dialog.getByRole('checkbox', { name: /I understand that my dogs will not use the yard/ }));
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Your service is paused for those dates.')).toBeVisible();
  const item = pauses.getByRole('listitem').filter({ hasText: `${slashed(from)} to ${slashed(to)}` });
  await expect(item).toBeVisible();

  // Delete asks first; keeping it keeps it.
  await item.getByRole('button', { name: `Delete the pause from ${slashed(from)}` }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this pause?' });
  await axeAtBothWidths(page, expectNoAxeViolations);
  await confirm.getByRole('button', { name: 'Keep pause' }).click();
  await expect(confirm).toBeHidden();
  await expect(item).toBeVisible();
  await item.getByRole('button', { name: `Delete the pause from ${slashed(from)}` }).click();
  await confirm.getByRole('button', { name: 'Delete pause' }).click();
  await expect(item).toHaveCount(0);
  await expect(pauses).toContainText('Vacation');
  await page.reload();
  await expect(page.getByRole('region', { name: 'Upcoming pauses' })).toContainText('Vacation');
  await expect(page.getByText(`${slashed(from)} to ${slashed(to)}`)).toHaveCount(0);

  await test.step('keyboard alone completes the pause modal: suspend until manual, then From and To dates from the service page; each pause deleted', async () => {
    await test.step('suspend until manual, from a focused Pause Service, then delete the pause', () =>
      pauseUntilManual(page));
    await test.step('from the service page: a pause with From and To dates, then delete it', () =>
      pauseWithDates(page));
  });
});

async function pauseUntilManual(page: Page) {
  const from = officeDay(40);
  await page.getByRole('button', { name: 'Pause Service' }).focus();
  const dialog = await openPauseTypingFrom(page, from);
  await page.keyboard.press('Tab'); // the calendar button
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('checkbox', { name: 'Pause until I resume it (no end date)' })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab'); // To is disabled, so the required checkbox is next
  await expect(dialog.getByRole('checkbox', { name: /I understand/ })).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Pause Service' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const item = listedPause(page, `${slashed(from)} to Until you resume`);
  await expect(item).toBeVisible();

  await deleteByKeyboard(page, item, async (confirm) => {
    await expect(confirm.getByRole('button', { name: 'Keep pause' })).toBeFocused();
  });
  await expect(page.getByRole('region', { name: 'Upcoming pauses' })).toContainText('Vacation');
}

async function pauseWithDates(page: Page) {
  const from = officeDay(50);
  const to = officeDay(52);
  // From the breadcrumb, Tab reaches Pause Service.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link').first().focus();
  const pause = page.getByRole('button', { name: 'Pause Service' });
  await tabTo(pause, 30);
  const dialog = await openPauseTypingFrom(page, from);
  await page.keyboard.press('Tab'); // the From calendar button
  await page.keyboard.press('Tab'); // suspend until manual: left unticked
  await page.keyboard.press('Tab');
  await expect(monthSegment(dialog, 'To')).toBeFocused();
  await page.keyboard.type(typed(to));
  await page.keyboard.press('Tab'); // the To calendar button
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('checkbox', { name: /I understand/ })).toBeFocused();
  await page.keyboard.press('Space');
  const submit = dialog.getByRole('button', { name: 'Pause Service' });
  await tabTo(submit, 5);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  const item = listedPause(page, `${slashed(from)} to ${slashed(to)}`);
  await expect(item).toBeVisible();
  await deleteByKeyboard(page, item);
}

test('rate a visit with 3.5 stars and see it in the history after reload', async ({
  page,
  signInAs,
  expectNoAxeViolations,
}) => {
  await openCustomerDetail(page, signInAs);
  await openHistory(page);
  const sort = page.getByRole('combobox', { name: 'Sort by' });
  await sort.selectOption({ label: 'Latest First' });
  // The demo's 'Great job!' visit opens prefilled with its rating and comment.
  await page
    .getByRole('row')
    .filter({ hasText: 'Great job!' })
    .getByRole('button', { name: /^Edit feedback on the visit of/ })
    .click();
  let dialog = page.getByRole('dialog', { name: 'How was your visit?' });
  await expect(dialog.getByRole('radio', { name: '4.5 stars' })).toBeChecked();
  await expect(dialog.getByRole('textbox', { name: 'Comment' })).toHaveValue('Great job!');
  await axeAtBothWidths(page, expectNoAxeViolations);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  // A completed visit nobody rated yet.
  const rate = page
    .getByRole('row')
    .filter({ hasText: 'Complete' })
    .getByRole('button', { name: /^Rate the visit of/ })
    .first();
  const when = ((await rate.getAttribute('aria-label')) ?? '').replace('Rate the visit of ', '');
  expect(when).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2} [AP]M$/);
  await rate.click();
  dialog = page.getByRole('dialog', { name: 'How was your visit?' });
  const send = dialog.getByRole('button', { name: 'Submit feedback' });
  await expect(send).toBeDisabled();
  await tick(dialog.getByRole('radio', { name: '3 stars' }));
  // Arrow keys move half a star.
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('radio', { name: '3.5 stars' })).toBeChecked();
  await dialog.getByRole('textbox', { name: 'Comment' }).fill('Half a star short of perfect');
  await send.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Thank you for your feedback!')).toBeVisible();

  await page.reload();
  await openHistory(page);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Latest First' });
  const row = page.getByRole('row').filter({ hasText: when });
  await expect(row.getByRole('img', { name: '3.5 stars' })).toBeVisible();
  await expect(row).toContainText('Half a star short of perfect');
});

test('history: sort Latest First / Oldest First and server paging, 10 a page', async ({ page, signInAs }) => {
  const requests: URL[] = [];
  let count = 0;
  // The answer's count is raised to at least 25 so that three pages or more are exercised whatever the
  // demo history holds (the rows and the requested pages are the real server's).
  await page.route(/\/api\/v1\/service\/\?/, async (route) => {
    const url = new URL(route.request().url());
    if (url.searchParams.get('is_history') !== 'true') return route.continue();
    requests.push(url);
    const response = await route.fetch();
    const body = (await response.json()) as { count: number };
    count = Math.max(body.count, 25);
    await route.fulfill({ response, json: { ...body, count } });
  });
  await openCustomerDetail(page, signInAs);
  await openHistory(page);
  const pages = Math.ceil(count / 10);
  const pager = page.getByRole('navigation', { name: 'Service history pages' });
  await expect(pager).toContainText(`Page 1 of ${pages}`);
  expect(requests.at(-1)?.searchParams.get('ordering')).toBe('scheduled_time');
  expect(requests.at(-1)?.searchParams.get('limit')).toBe('10');
  expect(requests.at(-1)?.searchParams.get('offset')).toBe('0');

  const dates = async () =>
    (await page.locator('.history__table tbody td[data-label="Date"]').allTextContents()).map((t) => {
      const [m, d, y] = t.slice(0, 10).split('/');
      return `${y}-${m}-${d}`;
    });
  const oldestFirst = await dates();
  expect(oldestFirst.length).toBeGreaterThan(1);
  expect([...oldestFirst].sort()).toEqual(oldestFirst);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Latest First' });
  await expect.poll(() => requests.at(-1)?.searchParams.get('ordering')).toBe('-scheduled_time');
  await expect.poll(async () => (await dates())[0]).not.toBe(oldestFirst[0]);
  const latestFirst = await dates();
  expect([...latestFirst].sort().reverse()).toEqual(latestFirst);
  expect(latestFirst[0]! >= oldestFirst.at(-1)!).toBe(true);

  await expect(pager.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Next' }).click();
  await expect(pager).toContainText(`Page 2 of ${pages}`);
  expect(requests.at(-1)?.searchParams.get('offset')).toBe('10');
  expect(requests.at(-1)?.searchParams.get('ordering')).toBe('-scheduled_time');
  for (let p = 3; p <= pages; p++) {
    await pager.getByRole('button', { name: 'Next' }).click();
    await expect(pager).toContainText(`Page ${p} of ${pages}`);
    expect(requests.at(-1)?.searchParams.get('offset')).toBe(String((p - 1) * 10));
  }
  await expect(pager.getByRole('button', { name: 'Next' })).toBeDisabled();
  // Pages already read come from the cache.
  await pager.getByRole('button', { name: 'Previous' }).click();
  await expect(pager).toContainText(`Page ${pages - 1} of ${pages}`);
  // A new order starts again at page 1.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Oldest First' });
  await expect(pager).toContainText(`Page 1 of ${pages}`);
  await expect.poll(dates).toEqual(oldestFirst);
});

/** The community's two locations as the customer reads them: the service's street and a number. */
const COMMUNITY_LOCATIONS = ['500 Congress Ave — location 1', '500 Congress Ave — location 2'];
/** A coordinate as the map data holds it (30.2672, -97.7431): never shown to the customer. */
const COORDINATE = /-?\d{1,3}\.\d{3,}/;

/**
 * The community's service card at the page's `width`: its locations by name (no maps key in tests: the
 * adapter lists them), the line items, no coordinate, and the table inside the card, nothing wider than the page.
 */
async function expectCommunityCard(page: Page, width: number): Promise<Locator> {
  const card = page.getByRole('region', { name: /^500 Congress Ave/ });
  const map = card.getByRole('group', { name: 'Map of the 2 locations of 500 Congress Ave' });
  await expect(map.getByRole('listitem')).toHaveText(COMMUNITY_LOCATIONS);
  const items = card.getByRole('table', { name: 'Line items' });
  await expect(items).toBeVisible();
  await expect(items.getByRole('row').filter({ hasText: 'Pet Waste Station Service' })).toContainText('Weekly');
  await expect(items.getByRole('row').filter({ hasText: 'Pet Waste Station Service' })).toContainText('$300.00');
  await expect(items.getByRole('row').filter({ hasText: 'Pet Waste Station Bags' })).toContainText('$120.00');
  await expect(items.locator('tfoot')).toContainText('$420.00');
  await expect(card).not.toContainText(COORDINATE);
  // The table fits the card: nothing runs off the side.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  const [cardBox, tableBox] = [await card.boundingBox(), await items.boundingBox()];
  expect((tableBox?.x ?? 0) + (tableBox?.width ?? 0)).toBeLessThanOrEqual((cardBox?.x ?? 0) + (cardBox?.width ?? 0));
  return card;
}

/** The service detail (`where` 'detail') or the overview names the locations as the card does, and shows no coordinate. */
async function expectLocationsByName(page: Page, where: 'detail' | 'overview') {
  const list =
    where === 'detail'
      ? page.getByRole('region', { name: 'Active Service' })
      : page.getByRole('group', { name: /^Map of the 2 locations of / });
  await expect(list.getByRole('listitem')).toHaveText(COMMUNITY_LOCATIONS);
  await expect(page.getByRole('tabpanel')).not.toContainText(COORDINATE);
}

const COMMUNITY_AT_PHONE =
  'commercial service card at 390 px: the locations by name and the line items; no coordinates on any screen';

// One sign-in for the community's service screens: its service, then the one-time request of the
// overview; each screen read at 1280 px, then at 390 px.
test("commercial: 'View Service', the locations, line items, no Pause or Edit; the one-time extra service request (no service) goes back to the overview; at 1280 and 390 px the locations by name and no coordinates on any screen", async ({
  page,
  signInAs,
  request,
  expectNoAxeViolations,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs('community@example.com', '/account?tab=2');
  const card = await test.step('the service card at 1280 px: the locations by name and the line items', () =>
    expectCommunityCard(page, 1280));
  await expect(card).toContainText('101-350 homes');
  await expect(page.getByRole('button', { name: /^View or Change Service/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Request New Proposal' })).toHaveAttribute('href', '/commercial');
  await axeAtBothWidths(page, expectNoAxeViolations, () =>
    test.step(`${COMMUNITY_AT_PHONE}: the card`, async () => {
      await expectCommunityCard(page, 390);
    }),
  );
  await card.getByRole('button', { name: /^View Service/ }).click();
  await expect(page).toHaveURL(/tab=2&service=/);
  // The map adapter lists the locations when it has no map to draw (no Google key in tests).
  const active = page.getByRole('region', { name: 'Active Service' });
  await expect(active.locator('.service-map__label')).toHaveText(COMMUNITY_LOCATIONS);
  await expectLocationsByName(page, 'detail');
  await test.step(`${COMMUNITY_AT_PHONE}: the service detail`, async () => {
    await page.setViewportSize({ width: 390, height: 900 });
    await expectLocationsByName(page, 'detail');
    await page.setViewportSize({ width: 1280, height: 900 });
  });
  const items = page.getByRole('region', { name: 'Line Items' });
  await expect(items.getByRole('row').filter({ hasText: 'Pet Waste Station Service' })).toContainText('$300.00');
  await expect(items.getByRole('row').filter({ hasText: 'Pet Waste Station Bags' })).toContainText('$120.00');
  await expect(items).toContainText('$420.00');
  await expect(page.getByRole('button', { name: 'Pause Service' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit Service' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Need an extra service' })).toHaveCount(0);
  await openHistory(page);
  await axeAtBothWidths(page, expectNoAxeViolations);

  await page.goto('/account?tab=6&request=request_one_time_service');
  const crumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(crumb.getByRole('link', { name: 'Account Overview' })).toBeVisible();
  await expect(crumb.locator('[aria-current="page"]')).toHaveText('Request One-Time Service');
  const title = `Extra station cleanup ${Date.now()}`;
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Message Is Required')).toBeVisible();
  await page.getByRole('textbox', { name: 'Message' }).fill('The clubhouse stations before the fair, please.');
  await page.getByRole('button', { name: 'Send request' }).click();
  await expect(page.getByText('Your request was sent. We will get back to you soon.')).toBeVisible();
  await expect(page).toHaveURL(/tab=0$/);
  const tickets = await ticketsOf(page, request);
  expect(tickets.find((t) => t.title === title)?.reason).toBe('request_one_time_service');
  await expectLocationsByName(page, 'overview');
  await test.step(`${COMMUNITY_AT_PHONE}: the overview`, async () => {
    await page.setViewportSize({ width: 390, height: 900 });
    await expectLocationsByName(page, 'overview');
  });
});
