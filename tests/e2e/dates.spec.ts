// Every date a customer sees reads as the spec writes it (spec 3 §9: MM/DD/YYYY; the checkout's start
// date and the commercial due date MM-DD-YYYY, as their hints say: tested in checkout.spec.ts and
// commercial.spec.ts). A date field shows the leading zeros too: the dates typed here are on the 2nd
// of a month, the day a field without them would show as M/D/YYYY, whatever today is. The dates the
// account's tabs show are read as account-shell.spec.ts's keyboard walk opens each tab.
import type { Locator } from '@playwright/test';
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
