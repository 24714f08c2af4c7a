// The Proposals tab (spec 3 §2.8, §4 Proposal status, §6, §7 Proposals), as the
// community demo account (two proposals: a proposal due in 10 days and an enquiry). Reads only.
import type { Page } from '@playwright/test';
import { PROPOSAL_COLUMNS } from '../../src/domain/account-enums';
import { pdfTextLines } from '../support/pdf-text';
import { expect, PDF_VIEWER, test } from './support';

const SLASHED = /^\d{2}\/\d{2}\/\d{4}$/;
const table = (page: Page) => page.getByRole('table', { name: /^Proposals, page/ });
const PDF_TEXT = (width: number) =>
  `at ${width} px the proposal PDF says what its row says: the same labels and MM/DD/YYYY dates, no keys`;

/** Each row's PDF, opened from the row at the page's current width, names the row's columns and cells. */
async function expectPdfsMatchRows(page: Page) {
  const rows = table(page).locator('tbody tr');
  await expect(rows).toHaveCount(2);
  for (const i of [0, 1]) {
    const row = rows.nth(i);
    const cells = await row.locator('td[data-label]').allInnerTexts();
    const answered = page.waitForResponse((r) =>
      /\/api\/v1\/crm\/commerical-crm\/[0-9a-f-]{36}\/proposal-pdf\//.test(r.url()),
    );
    const popupEvent = page.waitForEvent('popup');
    await row.getByRole('button', { name: /^View PDF: / }).click();
    const popup = await popupEvent;
    await popup.waitForURL(/^blob:/);
    await popup.close();
    const lines = pdfTextLines(((await (await answered).json()) as { data: string }).data);
    // Each column of the row, by its header's words, with the cell's text ('Open' or nothing for the status).
    const expected = PROPOSAL_COLUMNS.map((column, c) => `${column}: ${cells[c]?.trim() ?? ''}`).filter(
      (line) => !line.endsWith(': '),
    );
    expect(lines.slice(1)).toEqual(expected);
    for (const line of lines) {
      expect(line, 'no wire key').not.toMatch(/_/);
      expect(line, 'no ISO date').not.toMatch(/\d{4}-\d{2}-\d{2}/);
    }
    expect(lines.join('\n')).toMatch(/Created Date: \d{2}\/\d{2}\/\d{4}/);
  }
}

test(
  'the Proposals tab lists the proposals with the seven columns and opens a PDF; no Dogs tab; at 1280 and 390 px each proposal PDF says what its row says',
  PDF_VIEWER,
  async ({ page, signInAs, expectNoAxeViolations }) => {
    await signInAs('community@example.com', '/account?tab=7');
    await expect(page.getByRole('tab', { name: 'Proposals' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Dogs' })).toHaveCount(0);
    await expect(table(page)).toHaveAccessibleName('Proposals, page 1 of 1');
    await expect(table(page).getByRole('columnheader')).toHaveText([
      'Created Date',
      'Type',
      'Community Name',
      'Proposal Due',
      'Interested Products',
      'Interested Services',
      'Status',
      'PDF',
    ]);
    const rows = table(page).locator('tbody tr');
    await expect(rows).toHaveCount(2);
    // Newest first: the proposal (due in 10 days), then the enquiry (no due date).
    await expect(rows.nth(0).locator('td')).toHaveText([
      SLASHED,
      'Proposal',
      'Oak Hollow',
      SLASHED,
      'Pet Waste Stations',
      'Pet Waste Station Service, Common Area Cleaning',
      'Open',
      /View PDF/,
    ]);
    await expect(rows.nth(1).locator('td')).toHaveText([
      SLASHED,
      'Enquiry',
      'Oak Hollow',
      'Not given',
      'Pet Waste Stations',
      'Pet Waste Station Service, Common Area Cleaning',
      'Open',
      /View PDF/,
    ]);
    await expect(rows.nth(0).locator('.pill--success')).toHaveText('Open');
    // One page: no pager.
    await expect(page.getByRole('navigation', { name: 'Proposal pages' })).toHaveCount(0);

    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolations();
    await page.setViewportSize({ width: 390, height: 900 });
    await expectNoAxeViolations();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Phones: each row is a card of label–value lines.
    await expect(rows.nth(0).locator('td[data-label="Community Name"]')).toBeVisible();

    // The PDF in a new window at a blob: URL (its document application/pdf), from the server's base64.
    const answered = page.waitForResponse((r) =>
      /\/api\/v1\/crm\/commerical-crm\/[0-9a-f-]{36}\/proposal-pdf\//.test(r.url()),
    );
    const popupEvent = page.waitForEvent('popup');
    await rows
      .nth(0)
      .getByRole('button', { name: /^View PDF: Proposal for Oak Hollow/ })
      .click();
    const popup = await popupEvent;
    await popup.waitForURL(/^blob:/);
    expect(await popup.evaluate(() => document.contentType)).toBe('application/pdf');
    const { data } = (await (await answered).json()) as { data: string };
    expect(Buffer.from(data, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await popup.close();

    // One sign-in for the PDFs' text too, read at each width.
    for (const width of [1280, 390])
      await test.step(PDF_TEXT(width), async () => {
        await page.setViewportSize({ width, height: 900 });
        await expectPdfsMatchRows(page);
      });
  },
);
