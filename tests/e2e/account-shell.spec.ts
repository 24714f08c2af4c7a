// The account page's shell — tabs by role, the tab in the URL, the first-tab rule,
// 'Add New Service' (the redirect without a session: frame.spec.ts's guards test).
import type { Page } from '@playwright/test';
import { expect, test } from './support';

// One sign-in for the residential shell: its tabs, the header's link to it and 'Add New Service'.
test("residential: tabs 0–6 (no Proposals), the tab in the URL survives reload and Back; the header's My Account link is the current page; 'Add New Service' stores the edit flag and goes to /, and back on /account the services tab opens first", async ({
  page,
  signInAs,
  stored,
}) => {
  await signInAs('customer@example.com');
  await expect(page).toHaveURL(/\/account\?tab=0$/);
  await expect(page.getByRole('link', { name: 'My Account', exact: true }).first()).toHaveAttribute(
    'aria-current',
    'page',
  );
  const tabs = page.getByRole('tablist', { name: 'Account sections' }).getByRole('tab');
  await expect(tabs).toHaveText([
    'Account Overview',
    'Account Information',
    'My Services',
    'Dogs',
    'Billing Information',
    'Invoices',
    /^Messages/,
  ]);
  await page.getByRole('tab', { name: 'My Services' }).click();
  await expect(page).toHaveURL(/tab=2/);
  await page.reload();
  await expect(page.getByRole('tab', { name: 'My Services' })).toHaveAttribute('aria-selected', 'true');
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Account Overview' })).toHaveAttribute('aria-selected', 'true');
  // A tab the role does not have falls back to the first-tab rule.
  await page.goto('/account?tab=7');
  await expect(page).toHaveURL(/tab=0$/);

  await page.getByRole('button', { name: 'Add New Service' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await stored('acq.account_entry')).toEqual({ is_edit: true, property_type: 'residential' });
  // Off the account page, its header link is not the current page.
  await expect(page.getByRole('link', { name: 'My Account', exact: true }).first()).not.toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.goto('/account');
  await expect(page).toHaveURL(/tab=2$/);
  // The flag is used once: the next plain visit opens the overview.
  await page.goto('/account');
  await expect(page).toHaveURL(/tab=0$/);
});

test('a stored commercial property type (the community enquiry) opens Account Information first', async ({
  page,
  signInAs,
}) => {
  await signInAs('community@example.com', '/account?tab=0');
  await page.evaluate(() =>
    sessionStorage.setItem('acq.account_entry', JSON.stringify({ is_edit: false, property_type: 'commercial' })),
  );
  await page.goto('/account');
  await expect(page).toHaveURL(/tab=1$/);
  await expect(page.getByRole('tab', { name: 'Account Information' })).toHaveAttribute('aria-selected', 'true');
  // Without the stored type the overview opens first.
  await page.evaluate(() => sessionStorage.removeItem('acq.account_entry'));
  await page.goto('/account');
  await expect(page).toHaveURL(/tab=0$/);
});

test('the shell at 1280 and 390 px: axe 0, keyboard moves between tabs, the page never scrolls sideways', async ({
  page,
  signInAs,
  expectNoAxeViolations,
}) => {
  // One sign-in; each width starts from the first tab.
  await signInAs('customer@example.com', '/favicon.svg');
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/account?tab=0');
    const first = page.getByRole('tab', { name: 'Account Overview' });
    await first.focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Account Information' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/tab=1$/);
    await expect(page.getByRole('region', { name: 'Account Info' })).toBeVisible();
    await expect(page.locator('.section-loading')).toHaveCount(0);
    await expectNoAxeViolations();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `${width} px`).toBeLessThanOrEqual(width);
  }
});

/** A date-like token that is not MM/DD/YYYY: M/D/YYYY, ISO, dashed, or a spelled-out month with day and year. */
const DATE_LIKE =
  /\b\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}\b|\b(?:January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}\b/g;
/** Spec 3 §9: every date a customer sees on the account's tabs reads MM/DD/YYYY. */
const SPEC_DATE = /^\d{2}\/\d{2}\/\d{4}$/;

/** Waits until the selected tab's screen has nothing loading, then answers every date-like token it shows. */
async function datesShown(page: Page): Promise<string[]> {
  await expect(page.locator('main .skeleton, main .spinner, main .section-loading')).toHaveCount(0, {
    timeout: 20_000,
  });
  const text = await page.locator('main').innerText();
  return text.match(DATE_LIKE) ?? [];
}

// Every section of the account is in sight on every width: one row where the tabs fit, wrapped rows
// (chips) where they do not, never a sideways scroll that hides some of them. Keyboard and screen
// reader reach the same seven tabs. One sign-in per account; each width loads the first tab afresh.
// As the arrow keys open each tab's screen, every date it shows is read: MM/DD/YYYY (the date fields'
// own leading zeros are typed in dates.spec.ts).
for (const email of ['customer@example.com', 'community@example.com']) {
  test(`every account tab is in sight at 1280, 1024 and 390 px for ${email}; arrow keys, Home and End reach each one, and every date on them reads MM/DD/YYYY`, async ({
    page,
    signInAs,
    expectNoAxeViolations,
  }) => {
    // Arrow keys select as they move (react-aria's automatic activation): each tab's screen loads.
    test.setTimeout(180_000);
    await signInAs(email, '/favicon.svg');
    for (const width of [1280, 1024, 390])
      await test.step(`at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/account?tab=0');
        const tablist = page.getByRole('tablist', { name: 'Account sections' });
        const tabs = tablist.getByRole('tab');
        await expect(tabs).toHaveCount(7);
        // Nothing of the list is scrolled out of sight, and each tab lies wholly inside the window.
        expect(await tablist.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
        for (const tab of await tabs.all()) {
          await expect(tab).toBeInViewport({ ratio: 1 });
          const box = (await tab.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(width);
        }
        // Keyboard: End, Home and the arrows move through every tab, each in sight when it has the focus.
        await tabs.first().focus();
        await page.keyboard.press('End');
        await expect(tabs.last()).toBeFocused();
        await page.keyboard.press('Home');
        await expect(tabs.first()).toBeFocused();
        const found: { tab: number; date: string }[] = [];
        const readDates = async (tab: number) => {
          await expect(tabs.nth(tab)).toHaveAttribute('aria-selected', 'true');
          found.push(...(await datesShown(page)).map((date) => ({ tab, date })));
        };
        await readDates(0);
        for (let i = 1; i < 7; i++) {
          await page.keyboard.press('ArrowRight');
          await expect(tabs.nth(i)).toBeFocused();
          await expect(tabs.nth(i)).toBeInViewport({ ratio: 1 });
          await readDates(i);
        }
        // The demo's visits, invoices and tickets carry dates: the check has something to check.
        expect(found.length).toBeGreaterThan(3);
        expect(found.filter(({ date }) => !SPEC_DATE.test(date))).toEqual([]);
        await page.keyboard.press('Enter');
        await expect(tabs.last()).toHaveAttribute('aria-selected', 'true');
        await expect(page).toHaveURL(email.startsWith('community') ? /tab=7$/ : /tab=6$/);
        // The window itself never scrolls sideways.
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await expect(page.locator('.section-loading')).toHaveCount(0, { timeout: 15_000 });
        await expectNoAxeViolations();
      });
  });
}
