// Every date a customer sees reads as the spec writes it (spec 3 §9: MM/DD/YYYY; the checkout's start
// date and the commercial due date MM-DD-YYYY, as their hints say: tested in checkout.spec.ts and
// commercial.spec.ts). A date field shows the leading zeros too: the dates typed here are on the 2nd
// of a month, the day a field without them would show as M/D/YYYY, whatever today is.
import type { Locator, Page } from '@playwright/test';
import { test, expect } from './support';

const pad = (n: number) => String(n).padStart(2, '0');

/** The 2nd of the month `months` from this one (next month's is always after today, last month's before). */
function secondOf(months: number) {
  const now = new Date();
  const d = new Date(now.getFullYear(), now.getMonth() + months, 2);
  const shown = `${pad(d.getMonth() + 1)}/02/${d.getFullYear()}`;
  return { shown, typed: shown.replaceAll('/', '') };
}

/** Types into a date field's segments (month, day, year), found by its label inside `scope`. */
async function typeDate(scope: Locator, label: string, typed: string) {
  await scope.getByRole('spinbutton', { name: new RegExp(`^month, ${label}`) }).click();
  await scope.page().keyboard.type(typed);
}

/** What a date field shows, as one string (its segments and separators). */
const fieldText = (scope: Locator, label: string) =>
  scope.getByRole('group', { name: label, exact: true }).locator('.date-picker__input');

/** A date-like token that is not MM/DD/YYYY: M/D/YYYY, ISO, dashed, or a spelled-out month with day and year. */
const DATE_LIKE =
  /\b\d{1,4}[/.-]\d{1,2}[/.-]\d{1,4}\b|\b(?:January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}\b/g;
const SPEC_DATE = /^\d{2}\/\d{2}\/\d{4}$/;

/** Waits until a screen has nothing loading, then answers every date-like token it shows. */
async function datesShown(page: Page): Promise<string[]> {
  await expect(page.locator('main .skeleton, main .spinner')).toHaveCount(0, { timeout: 20_000 });
  const text = await page.locator('main').innerText();
  return text.match(DATE_LIKE) ?? [];
}

// One sign-in per test: each width loads its screens afresh.
test('at 1280 and 390 px the account area’s date fields show MM/DD/YYYY with leading zeros (pause From and To, a ticket’s visit date)', async ({
  page,
  signInAs,
}) => {
  await signInAs('customer@example.com', '/favicon.svg');
  for (const width of [1280, 390])
    await test.step(`at ${width} px`, async () => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/account?tab=2');
      await page.getByRole('button', { name: /^View or Change Service: 100 Main St/ }).click();
      await page.getByRole('button', { name: 'Pause Service' }).click();
      const pause = page.getByRole('dialog', { name: 'Pause Service' });
      const from = secondOf(1);
      const to = secondOf(2);
      await typeDate(pause, 'From', from.typed);
      await expect(fieldText(pause, 'From')).toHaveText(from.shown);
      await typeDate(pause, 'To', to.typed);
      await expect(fieldText(pause, 'To')).toHaveText(to.shown);
      await page.keyboard.press('Escape');
      await expect(pause).toBeHidden();

      await page.goto('/account?tab=6');
      await page.getByRole('button', { name: 'Add New Ticket' }).click();
      const ticket = page.getByRole('dialog', { name: 'Add New Ticket' });
      const visit = secondOf(-1);
      await typeDate(ticket, 'Visit date \\(optional\\)', visit.typed);
      await expect(fieldText(ticket, 'Visit date (optional)')).toHaveText(visit.shown);
      // Closed, so that the next width opens both dialogs afresh.
      await page.keyboard.press('Escape');
      await expect(ticket).toBeHidden();
    });
});

for (const [email, tabs] of [
  ['customer@example.com', [0, 1, 2, 3, 4, 5, 6]],
  ['community@example.com', [0, 1, 2, 4, 5, 6, 7]],
] as const) {
  test(`every date on ${email}’s account tabs reads MM/DD/YYYY at 1280 and 390 px`, async ({ page, signInAs }) => {
    test.setTimeout(180_000);
    await signInAs(email, '/favicon.svg');
    for (const width of [1280, 390])
      await test.step(`at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 900 });
        const found: string[] = [];
        for (const tab of tabs) {
          await page.goto(`/account?tab=${tab}`);
          await expect(page).toHaveURL(new RegExp(`tab=${tab}`));
          found.push(...(await datesShown(page)).map((d) => `tab ${tab}: ${d}`));
        }
        // The demo's visits, invoices and tickets carry dates: the check has something to check.
        expect(found.length).toBeGreaterThan(3);
        expect(found.filter((d) => !SPEC_DATE.test(d.replace(/^tab \d: /, '')))).toEqual([]);
      });
  });
}
