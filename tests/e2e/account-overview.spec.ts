// Tab 0, Account Overview, as each demo account sees it — the tracker and the
// technician, the latest messages, payments, invoices and credit memos, the overdue banner with the real
// days, buying doggie bags, copying the referral link; for a community: no bags, no referral, the
// multi-location map as a list (no map key in the test build) and the one-time extra service request.
// Buying bags adds to the demo service's next_service_bags, which no other spec reads.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, test, tick } from './support';

interface AccountInfo {
  overdue_days: number | null;
  referral_code: string | null;
}

/** The account as the API answers it (user/me/), to compare the page with the data rather than copies of it. */
async function accountOf(request: APIRequestContext, email: string): Promise<AccountInfo> {
  const login = await request.post('/api/v1/auth/login/', { data: { email, password: 'Password1' } });
  const { key } = (await login.json()) as { key: string };
  const me = await request.get('/api/v1/user/me/', { headers: { Authorization: `token ${key}` } });
  expect(me.ok()).toBe(true);
  return (await me.json()) as AccountInfo;
}

const notifications = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/**
 * Every card of the tab has loaded: the cards above the extras grow as they do, and a click pressed
 * while one grows lands elsewhere (seen: pointerdown on Copy link, click on the grid under load).
 */
async function settled(page: Page) {
  await expect(page.locator('.section-loading')).toHaveCount(0, { timeout: 15_000 });
}

test.describe('customer@example.com', () => {
  // One sign-in for the overview as it loads, at both widths: the tracker, the cards, the banner, and the
  // document numbers on the overview's invoices card and on the Invoices tab its banner opens.
  test('the tracker with 3 steps reached and the technician, the latest activity and the overdue banner; axe at 1280 and 390; document numbers never break across lines at 1280 and 390 (the overview’s invoices card, the Invoices tab)', async ({
    page,
    request,
    signInAs,
    expectNoAxeViolations,
  }) => {
    const account = await accountOf(request, 'customer@example.com');
    expect(account.overdue_days).not.toBeNull();
    await signInAs('customer@example.com', '/account?tab=0');

    // Today's visit (the demo's is in progress): the technician is in the yard, so the way there is done
    // and the service is under way; on the way, Technician En Route would be the current step.
    const steps = page.getByRole('list', { name: "Today's visit" }).getByRole('listitem');
    const map = page.getByRole('group', { name: 'Map of 100 Main St, Raleigh, NC 27601' });
    await expect(map).toContainText(/Terry Scooper (is on the way|is in your yard)/);
    const inYard = /is in your yard/.test(await map.innerText());
    await expect(steps).toHaveText(
      inYard
        ? [
            'Scheduled, completed',
            'Technician Assigned, completed',
            'Technician En Route, completed',
            'Service Complete, in progress',
          ]
        : [
            'Scheduled, completed',
            'Technician Assigned, completed',
            'Technician En Route, current step',
            'Service Complete, not yet',
          ],
    );
    await expect(steps.nth(inYard ? 3 : 2)).toHaveAttribute('aria-current', 'step');
    await expect(map).toContainText('Your technician for 3 years.');
    await expect(map.getByRole('listitem')).toHaveText(['100 Main St, Raleigh, NC 27601']);

    // Service details.
    const service = page.getByRole('region', { name: '100 Main St, Raleigh, NC 27601' });
    await expect(service).toContainText('Weekly');
    await expect(service.getByRole('definition').nth(2)).toHaveText('2');
    await expect(service).toContainText('$25.00');

    // Messages: the open, unread demo ticket (other specs may have added newer ones); payments (3);
    // invoices and credit memos (2).
    const messagesCard = page.getByRole('region', { name: 'Messages' });
    const gate = messagesCard.getByRole('listitem').filter({ hasText: 'Gate was left open' });
    await expect(gate).toContainText('Unread');
    const payments = page.getByRole('region', { name: 'Payments' });
    await expect(payments.getByRole('row')).toHaveCount(4);
    await expect(payments.getByRole('cell', { name: '$90.09' }).first()).toBeVisible();
    const invoices = page.getByRole('region', { name: 'Invoices and credit memos' });
    await expect(invoices.getByRole('listitem')).toHaveCount(2);
    await expect(invoices).toContainText('Invoice INV-1003');
    await expect(invoices).toContainText('Credit memo CM-2001');

    // The banner with the account's real days overdue.
    const banner = page.getByRole('region', { name: 'Account status' });
    await expect(banner).toContainText('SUSPENDED');
    await expect(banner).toContainText(`${account.overdue_days} days overdue`);

    await test.step('at 1280 px document numbers never break across lines on the invoices card', () =>
      expectNumbersWhole(invoices));
    await expectNoAxeViolations();
    await page.setViewportSize({ width: 390, height: 900 });
    await expect(steps).toHaveCount(4);
    await expectNoAxeViolations();
    await test.step('at 390 px document numbers never break across lines on the invoices card', () =>
      expectNumbersWhole(invoices));

    // The banner's link opens the invoices tab; 'View all' of the messages opens tab 6.
    await banner.getByRole('link', { name: 'View invoices' }).click();
    await expect(page).toHaveURL(/\/account\?tab=5$/);
    await test.step('document numbers never break across lines on the Invoices tab, at 390 and 1280 px', async () => {
      // The Invoices panel by its name: the URL changes before the tab does, and until then the panel shown
      // is the overview's, whose invoices card also lists CM-2001.
      const tab = page.getByRole('tabpanel', { name: 'Invoices' });
      await expect(tab).toContainText('CM-2001', { timeout: 20_000 });
      await expect(tab).toContainText('INV-1003');
      await expectNumbersWhole(tab);
      await page.setViewportSize({ width: 1280, height: 900 });
      await expectNumbersWhole(tab);
      await page.setViewportSize({ width: 390, height: 900 });
    });
    await page.goBack();
    await messagesCard.getByRole('link', { name: 'View all messages' }).click();
    await expect(page).toHaveURL(/\/account\?tab=6$/);
    await page.goBack();
    await page
      .getByRole('navigation', { name: 'Account shortcuts' })
      .getByRole('link', { name: 'Account Information' })
      .click();
    await expect(page).toHaveURL(/\/account\?tab=1$/);
  });

  // One sign-in for the overview's two offers: the bags and the referral link.
  test('buy doggie bags: confirm, the POST, the success toast; cancel buys nothing; copy the referral link: the clipboard holds it and the toast says so', async ({
    page,
    context,
    request,
    signInAs,
    baseURL,
    expectNoAxeViolations,
  }) => {
    const { referral_code } = await accountOf(request, 'customer@example.com');
    expect(referral_code).toBeTruthy();
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await signInAs('customer@example.com', '/account?tab=0');
    const offer = page.getByRole('region', { name: 'Doggie bags' });
    await expect(offer).toContainText('200 bags for $8.99');

    const posts: unknown[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/service/add_bags/')) posts.push(r.postDataJSON());
    });
    await settled(page);
    await offer.getByRole('button', { name: 'Add 200 bags' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add doggie bags?' });
    await expect(dialog).toContainText('100 Main St, Raleigh, NC 27601');
    await expectNoAxeViolations();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(posts).toEqual([]);

    // Keyboard: the focus is back on the offer's button; Enter opens the confirmation again.
    await expect(offer.getByRole('button', { name: 'Add 200 bags' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await page.setViewportSize({ width: 390, height: 900 });
    await expectNoAxeViolations();
    // Two services: nothing is bought until the customer says which visit brings the bags.
    const buy = dialog.getByRole('button', { name: 'Add bags for $8.99' });
    await expect(buy).toBeDisabled();
    await tick(dialog.getByRole('radio', { name: /^100 Main St/ }));
    await buy.click();
    await expect(notifications(page).getByText('200 bags will be delivered with your next service.')).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatchObject({ add_bags: '8.99' });
    expect((posts[0] as { service_order_uuid: string }).service_order_uuid).toMatch(/^[0-9a-f-]{36}$/);
    await expect(offer).toContainText('200 bags will be delivered with your next service.');

    await page.setViewportSize({ width: 1280, height: 720 });
    const referral = page.getByRole('region', { name: 'Refer a friend' });
    const link = `${new URL(baseURL ?? '').origin}/?referral_code=${referral_code}`;
    await expect(referral.getByRole('textbox', { name: 'Your referral link' })).toHaveValue(link);
    // The clipboard API needs the page focused (several browsers run side by side on CI).
    await page.bringToFront();
    await settled(page);
    await referral.getByRole('button', { name: 'Copy link' }).click();
    // The clipboard write can take seconds with four browsers on two cores (CI).
    await expect(notifications(page).getByText('Link copied successfully')).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  });

  test('a refused clipboard: the link is selected and the page says how to copy it', async ({ page, signInAs }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
      });
    });
    await signInAs('customer@example.com', '/account?tab=0');
    const referral = page.getByRole('region', { name: 'Refer a friend' });
    // The clipboard API needs the page focused (several browsers run side by side on CI).
    await page.bringToFront();
    await settled(page);
    await referral.getByRole('button', { name: 'Copy link' }).click();
    await expect(referral.getByRole('status')).toContainText('The link is selected');
    const field = referral.getByRole('textbox', { name: 'Your referral link' });
    await expect(field).toBeFocused();
    const selection = await field.evaluate((el: HTMLInputElement) => [
      el.selectionStart,
      el.selectionEnd,
      el.value.length,
    ]);
    expect(selection).toEqual([0, selection[2], selection[2]]);
    await expect(notifications(page).getByText('Link copied successfully')).toHaveCount(0);
  });
});

// The sentence over the map and the marked step tell one story in every tracker state: the stats the
// server answers are replaced by each state's (the demo has only today's in-progress visit).
const TRACKER_STATES: {
  name: string;
  stats: { status: string[]; visit_status: string | null; technician?: null };
  says: RegExp;
  steps: string[] | null;
}[] = [
  {
    name: 'no visit today',
    stats: { status: [], visit_status: null, technician: null },
    says: /^No visit today\. Your next service is on \d{2}\/\d{2}\/\d{4}\.$/,
    steps: null,
  },
  {
    name: 'scheduled',
    stats: { status: ['scheduled'], visit_status: 'scheduled', technician: null },
    says: /^We are just assigning your technician\.\.\.$/,
    steps: [
      'Scheduled, current step',
      'Technician Assigned, not yet',
      'Technician En Route, not yet',
      'Service Complete, not yet',
    ],
  },
  {
    name: 'technician assigned',
    stats: { status: ['scheduled', 'technician_assigned'], visit_status: 'technician_assigned' },
    says: /^Terry Scooper is your technician for today's visit\.$/,
    steps: [
      'Scheduled, completed',
      'Technician Assigned, current step',
      'Technician En Route, not yet',
      'Service Complete, not yet',
    ],
  },
  {
    name: 'technician en route',
    stats: { status: ['scheduled', 'technician_assigned', 'technician_en_route'], visit_status: 'technician_en_route' },
    says: /^Terry Scooper is on the way\. Your visit is scheduled for \d{2}:\d{2} [AP]M\.$/,
    steps: [
      'Scheduled, completed',
      'Technician Assigned, completed',
      'Technician En Route, current step',
      'Service Complete, not yet',
    ],
  },
  {
    name: 'in progress (in the yard)',
    stats: { status: ['scheduled', 'technician_assigned', 'technician_en_route'], visit_status: 'in_progress' },
    says: /^Terry Scooper is in your yard now \(scheduled for \d{2}:\d{2} [AP]M\)\.$/,
    steps: [
      'Scheduled, completed',
      'Technician Assigned, completed',
      'Technician En Route, completed',
      'Service Complete, in progress',
    ],
  },
  {
    name: 'complete',
    stats: {
      status: ['scheduled', 'technician_assigned', 'technician_en_route', 'service_complete'],
      visit_status: 'complete',
    },
    says: /^Today's service is complete\. Thank you!$/,
    steps: [
      'Scheduled, completed',
      'Technician Assigned, completed',
      'Technician En Route, completed',
      'Service Complete, completed',
    ],
  },
];

for (const width of [1280, 390]) {
  test(`at ${width} px the tracker's sentence and its marked step agree in every state`, async ({ page, signInAs }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width, height: 900 });
    let state = TRACKER_STATES[0]!;
    await page.route(/\/api\/v1\/service\/latest_service_stats\//, async (route) => {
      const response = await route.fetch();
      const real = (await response.json()) as Record<string, unknown>;
      const { status, ...rest } = state.stats;
      await route.fulfill({ response, json: { ...real, ...rest, status, length: status.length } });
    });
    await signInAs('customer@example.com', '/account?tab=0');
    for (const next of TRACKER_STATES) {
      state = next;
      await page.reload();
      const service = page.getByRole('region', { name: '100 Main St, Raleigh, NC 27601' });
      const map = service.getByRole('group', { name: 'Map of 100 Main St, Raleigh, NC 27601' });
      await expect(map.locator('.overview-overlay__text'), state.name).toHaveText(state.says, { timeout: 20_000 });
      const steps = service.getByRole('list', { name: "Today's visit" }).getByRole('listitem');
      if (state.steps) {
        await expect(steps, state.name).toHaveText(state.steps);
        // One step is marked, the one the sentence speaks of.
        const marked = state.steps.findIndex((s) => / (current step|in progress)$/.test(s));
        await expect(service.locator('[aria-current="step"]')).toHaveCount(marked < 0 ? 0 : 1);
        if (marked >= 0) await expect(steps.nth(marked)).toHaveAttribute('aria-current', 'step');
      } else {
        await expect(steps).toHaveCount(0);
      }
    }
  });
}

/**
 * How many lines `text` takes on screen inside `scope`, at its most broken occurrence among those shown
 * (a hidden copy, such as the phone's collapsed details or the table hidden on a phone, has no lines);
 * 0 when no occurrence is shown.
 */
async function linesOf(scope: Locator, text: string): Promise<number> {
  return scope.evaluate((root, wanted) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    let most = 0;
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent?.indexOf(wanted) ?? -1;
      if (at < 0) continue;
      const range = document.createRange();
      range.setStart(node, at);
      range.setEnd(node, at + wanted.length);
      const rects = [...range.getClientRects()].filter((r) => r.width > 0 && r.height > 0);
      most = Math.max(most, new Set(rects.map((r) => Math.round(r.top))).size);
    }
    return most;
  }, text);
}

/** The demo's invoice and credit memo numbers inside `scope` each take one line on screen. */
async function expectNumbersWhole(scope: Locator): Promise<void> {
  for (const number of ['INV-1003', 'CM-2001']) expect(await linesOf(scope, number), number).toBe(1);
}

/** On the overview, the community's line items: each frequency as the service detail says it. */
async function expectOverviewFrequencies(page: Page) {
  const overviewRow = (item: string) =>
    page
      .getByRole('region', { name: /500 Congress Ave/ })
      .getByRole('table', { name: 'Line items' })
      .getByRole('row')
      .filter({ hasText: item });
  // The bags have no frequency of their own: the domain's label of once, as the detail says it.
  await expect(overviewRow('Pet Waste Station Bags').getByRole('cell').nth(1)).toHaveText('Just Once');
  await expect(overviewRow('Pet Waste Station Service').getByRole('cell').nth(1)).toHaveText('Weekly');
}

/** In the service detail, the same line items with the same frequencies. */
async function expectDetailFrequencies(page: Page) {
  const detailRow = (item: string) =>
    page.getByRole('region', { name: 'Line Items' }).getByRole('row').filter({ hasText: item });
  await expect(detailRow('Pet Waste Station Bags').getByRole('cell').nth(2)).toHaveText('Just Once');
  await expect(detailRow('Pet Waste Station Service').getByRole('cell').nth(2)).toHaveText('Weekly');
}

// One sign-in for the community's overview at both widths, its service detail and back.
test.describe('community@example.com', () => {
  test("no bag offer, no referral; the 2 locations listed; axe at 1280 and 390; at 1280 and 390 px a line item's frequency reads the same on the overview and in the service detail; the one-time extra service request", async ({
    page,
    signInAs,
    expectNoAxeViolations,
  }) => {
    await signInAs('community@example.com', '/account?tab=0');
    const map = page.getByRole('group', { name: /^Map of the 2 locations of / });
    await expect(map.getByRole('listitem')).toHaveCount(2);
    await expect(map.locator('.service-map__label')).toHaveText([
      '500 Congress Ave — location 1',
      '500 Congress Ave — location 2',
    ]);
    const service = page.getByRole('region', { name: /500 Congress Ave/ });
    await expect(service.getByRole('table', { name: 'Line items' })).toContainText('Pet Waste Station Service');
    await expect(service).toContainText('101-350');
    await expect(page.getByRole('region', { name: 'Messages' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Doggie bags' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Refer a friend' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Account status' })).toHaveCount(0);
    await test.step("at 1280 px the overview's frequencies", () => expectOverviewFrequencies(page));
    await expectNoAxeViolations();
    await page.setViewportSize({ width: 390, height: 900 });
    await expectNoAxeViolations();
    await test.step("at 390 px the overview's frequencies", () => expectOverviewFrequencies(page));

    await test.step('the service detail says the same frequencies, at 390 and 1280 px', async () => {
      await settled(page);
      await service.getByRole('link', { name: /^View Service/ }).click();
      await expect(page).toHaveURL(/tab=2&service=[0-9a-f-]{36}/);
      await expectDetailFrequencies(page);
      await page.setViewportSize({ width: 1280, height: 900 });
      await expectDetailFrequencies(page);
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goBack();
      await expect(page).toHaveURL(/\/account\?tab=0$/);
    });

    await settled(page);
    await page.getByRole('button', { name: 'Request one-time extra service' }).click();
    await expect(page).toHaveURL(/\/account\?tab=6&request=request_one_time_service$/);
  });
});
