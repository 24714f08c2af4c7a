// The checkout's 'Preferred start date' picked as a customer does, from the calendar: a day whose day of
// the month has one digit or two, so a test covers the day it means whatever today's date is.
import type { Page } from '@playwright/test';
import { expect } from './support';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/**
 * Picks the first start day the calendar offers whose day of the month has `digits`, moving on a month
 * when the shown one has none; answers it as the spec shows it (MM-DD-YYYY, zero-padded). The server
 * offers about six weeks of weekdays from today, so both kinds are always there whatever the date.
 */
export async function pickStartDay(page: Page, digits: 'one digit' | 'two digits'): Promise<string> {
  await page.getByRole('button', { name: 'Choose a start date' }).click();
  const dialog = page.getByRole('dialog', { name: 'Available start dates' });
  const offered = dialog.locator('[role="gridcell"] [role="button"]:not([aria-disabled="true"])');
  for (let month = 0; month < 3; month++) {
    await expect(offered.first()).toBeVisible();
    const labels = await offered.evaluateAll((cells) => cells.map((c) => c.getAttribute('aria-label') ?? ''));
    for (const label of labels) {
      const [, name = '', day = '', year = ''] = /([A-Z][a-z]+) (\d{1,2}), (\d{4})/.exec(label) ?? [];
      if ((day.length === 1) !== (digits === 'one digit')) continue;
      await dialog.getByRole('button', { name: label, exact: true }).click();
      const mm = String(MONTHS.indexOf(name) + 1).padStart(2, '0');
      return `${mm}-${day.padStart(2, '0')}-${year}`;
    }
    await dialog.getByRole('button', { name: 'Next month' }).click();
  }
  throw new Error(`no offered start day with ${digits}`);
}
