// The Invoices tab (spec 3 §2.6, §4 Invoice status, §7 Invoices). The demo customer
// has 16 invoices and CM-2001: 17 rows, two pages of 15 (newest first, INV-1017 and INV-1018 the
// oldest). Nothing here changes demo data ('Pay now' only asks for the link; the PDF is a read).
import type { Page } from '@playwright/test';
import { axeAtBothWidths, expect, PDF_VIEWER, test } from './support';

async function token(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(localStorage.getItem('session') ?? '{}') as { key: string }).key);
}

interface Row {
  uuid: string;
  invoice_id?: string;
  creditmemo_id?: string;
}

/** Every row of the signed-in user's invoices and credit memos, through the API. */
async function allRows(page: Page): Promise<Row[]> {
  const res = await page.request.get('/api/v1/credit-memo/get_credit_memo_and_invoice/?limit=100', {
    headers: { Authorization: `token ${await token(page)}` },
  });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { results: Row[] }).results;
}

const table = (page: Page) => page.getByRole('table', { name: /^Invoices and Credit Memos, page/ });
const pager = (page: Page) => page.getByRole('navigation', { name: 'Invoice pages' });
const SLASHED = /\d{2}\/\d{2}\/\d{4}/;

const PAY_NOW = "'Pay now' goes to /pay with the link the server issues for that invoice";

// One sign-in for the list's pages and its 'Pay now' (on page 1, before the bookmark of a page past the end).
test(`15 rows a page with server paging; the page is in the URL (reload, Back); ${PAY_NOW}`, async ({
  page,
  signInAs,
  expectNoAxeViolations,
}) => {
  await signInAs('customer@example.com', '/account?tab=5');
  await expect(table(page)).toHaveAccessibleName('Invoices and Credit Memos, page 1 of 2');
  const rows = table(page).locator('tbody tr');
  await expect(rows).toHaveCount(15);
  await expect(rows.first().getByRole('rowheader')).toHaveText('INV-1003');
  // Overdue in the danger style, open-emailed in the success style (spec 3 §4).
  await expect(table(page).locator('.pill--danger')).toHaveText(['Overdue']);
  await expect(table(page).locator('.pill--success')).toHaveText(['Open emailed']);
  const memo = rows.filter({ hasText: 'CM-2001' });
  await expect(memo).toContainText('Credit Memo');
  await expect(memo).toContainText('$21.00 credit');
  const overdue = rows.filter({ hasText: 'INV-1002' });
  await expect(overdue).toContainText('$90.09');
  await expect(overdue).toContainText('Not paid');
  await expect(rows.filter({ hasText: 'INV-1001' })).toContainText(/Card/);
  await expect(page.getByRole('button', { name: /page size/i })).toHaveCount(0);
  await axeAtBothWidths(page, expectNoAxeViolations);

  await pager(page).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/tab=5&page=2/);
  await expect(table(page)).toHaveAccessibleName('Invoices and Credit Memos, page 2 of 2');
  await expect(rows.getByRole('rowheader')).toHaveText(['INV-1017', 'INV-1018']);
  await expect(pager(page).getByRole('button', { name: 'Next' })).toBeDisabled();

  await page.reload();
  await expect(rows.getByRole('rowheader')).toHaveText(['INV-1017', 'INV-1018']);
  await expect(pager(page)).toContainText('Page 2 of 2');

  await page.goBack();
  await expect(page).not.toHaveURL(/page=/);
  await expect(rows).toHaveCount(15);
  await expect(rows.first().getByRole('rowheader')).toHaveText('INV-1003');
  await expect(pager(page).getByRole('button', { name: 'Previous' })).toBeDisabled();

  await test.step(PAY_NOW, async () => {
    const uuid = (await allRows(page)).find((r) => r.invoice_id === 'INV-1002')?.uuid;
    expect(uuid).toBeTruthy();
    // Paid invoices offer no Pay now; the overdue and the open one do.
    await expect(table(page).getByRole('button', { name: /^Pay now/ })).toHaveCount(2);
    await table(page).getByRole('button', { name: 'Pay now: Invoice INV-1002' }).click();
    await expect(page).toHaveURL(/\/pay\?/);
    const query = decodeURIComponent(new URL(page.url()).search.slice(1));
    const pairs = new URLSearchParams(Buffer.from(query, 'base64').toString('utf8'));
    expect(pairs.get('invoice_uuid')).toBe(uuid);
    expect(pairs.get('total')).toBe('84.00');
    expect(pairs.get('taxes')).toBe('6.09');
  });

  // A page past the end (an old bookmark) shows the last page instead.
  await page.goto('/account?tab=5&page=9');
  await expect(page).toHaveURL(/tab=5&page=2/);
  await expect(rows.getByRole('rowheader')).toHaveText(['INV-1017', 'INV-1018']);
});

test(
  'View Invoice shows an invoice and a credit memo with every field; the PDF opens in a new window',
  PDF_VIEWER,
  async ({ page, signInAs, expectNoAxeViolations }) => {
    await signInAs('customer@example.com', '/account?tab=5');
    await page.getByRole('button', { name: 'View Invoice: Invoice INV-1002' }).click();
    const invoice = page.getByRole('dialog', { name: 'Invoice INV-1002' });
    await expect(invoice).toContainText('Bill to');
    await expect(invoice).toContainText('Casey Customer');
    await expect(invoice).toContainText('100 Main St');
    await expect(invoice.locator('.facts')).toContainText(/Date\s*\d{2}\/\d{2}\/\d{4}/);
    await expect(invoice.locator('.facts')).toContainText(/Due Date\s*\d{2}\/\d{2}\/\d{4}/);
    await expect(invoice.locator('.facts')).toContainText('Overdue');
    const lines = invoice.getByRole('table');
    await expect(lines.getByRole('columnheader')).toHaveText([
      'Work Order',
      'Service Date',
      'Description',
      'Quantity',
      'Price',
      'Tax',
    ]);
    const line = lines.locator('tbody tr');
    await expect(line.locator('td')).toHaveText(['WEEKLY', SLASHED, 'Weekly yard cleanup', '4', '$84.00', '$6.09']);
    const totals = invoice.locator('.invoice-totals');
    // The same Total as the list's row (with tax), after the Subtotal and the Sales Tax.
    await expect(totals).toContainText(/Subtotal\s*\$84\.00/);
    await expect(totals).toContainText(/Sales Tax\s*\$6\.09/);
    await expect(totals).toContainText(/Total\s*\$90\.09/);
    await expect(totals).toContainText(/Amount Received\s*\$0\.00/);
    await expect(totals).toContainText(/Balance Due\s*\$90\.09/);
    await expect(invoice).toContainText(/Notes\s*None/);
    await expect(invoice.getByRole('button', { name: 'Pay now: Invoice INV-1002' })).toBeVisible();
    await axeAtBothWidths(page, expectNoAxeViolations);

    // The PDF: a new window at a blob: URL whose document is application/pdf (never a data: URL), made
    // of the server's base64 PDF. (The page's CSP, which the blob document inherits, keeps fetch() off
    // blob: URLs, so the bytes are checked on the API's answer.)
    const printed = page.waitForResponse((r) => r.url().includes('/api/v1/invoice/print-invoices/?uuid='));
    const popupEvent = page.waitForEvent('popup');
    await invoice.getByRole('button', { name: 'Download PDF: Invoice INV-1002' }).click();
    const popup = await popupEvent;
    await popup.waitForURL(/^blob:http:\/\/127\.0\.0\.1:\d+\//);
    expect(await popup.evaluate(() => document.contentType)).toBe('application/pdf');
    const { data } = (await (await printed).json()) as { data: string };
    expect(Buffer.from(data, 'base64').subarray(0, 5).toString('latin1')).toBe('%PDF-');
    await popup.close();
    await invoice.getByRole('button', { name: 'Close' }).click();
    await expect(invoice).toBeHidden();

    await page.getByRole('button', { name: 'View Invoice: Credit Memo CM-2001' }).click();
    const memo = page.getByRole('dialog', { name: 'Credit Memo CM-2001' });
    await expect(memo).toContainText('Credit to');
    await expect(memo).toContainText('Casey Customer');
    await expect(memo.locator('.facts')).toContainText(/Date\s*\d{2}\/\d{2}\/\d{4}/);
    await expect(memo.locator('.facts')).not.toContainText('Due Date');
    await expect(memo.getByRole('columnheader', { name: 'Amount' })).toBeVisible();
    await expect(memo.locator('tbody tr td')).toHaveText(['CREDIT', SLASHED, 'Missed visit', '1', '$21.00', '$0.00']);
    const memoTotals = memo.locator('.invoice-totals');
    await expect(memoTotals).toContainText(/Total\s*\$21\.00/);
    await expect(memoTotals).toContainText(/Remaining Credit Balance\s*\$21\.00/);
    await expect(memoTotals).not.toContainText('Balance Due');
    await expect(memo).toContainText('Missed visit credit');
    await expect(memo.getByRole('button', { name: /Pay now/ })).toHaveCount(0);
    const memoPopup = page.waitForEvent('popup');
    await memo.getByRole('button', { name: 'Download PDF: Credit Memo CM-2001' }).click();
    const memoWindow = await memoPopup;
    await memoWindow.waitForURL(/^blob:/);
    expect(await memoWindow.evaluate(() => document.contentType)).toBe('application/pdf');
    await memoWindow.close();
    await page.keyboard.press('Escape');
    await expect(memo).toBeHidden();
  },
);

test('phones (390 px): expandable rows with the seven fields; the popup fits', async ({
  page,
  signInAs,
  expectNoAxeViolations,
}) => {
  await page.setViewportSize({ width: 390, height: 900 });
  await signInAs('customer@example.com', '/account?tab=5');
  const trigger = page.getByRole('button', { name: /^Invoice INV-1002/ });
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(table(page)).toBeHidden();
  await trigger.click();
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const item = page.getByRole('listitem').filter({ has: trigger });
  const facts = item.locator('.facts__row');
  await expect(facts.locator('dt')).toHaveText([
    'Type',
    'Invoice #',
    'Due Date',
    'Balance',
    'Total',
    'Date Paid',
    'Payment Method',
  ]);
  await expect(facts.locator('dd')).toHaveText([
    'Invoice',
    'INV-1002',
    SLASHED,
    '$90.09',
    '$90.09',
    'Not paid',
    'None',
  ]);
  const paid = page.getByRole('button', { name: /^Invoice INV-1001/ });
  await paid.click();
  await expect(page.getByRole('listitem').filter({ has: paid }).locator('.facts__row dd')).toHaveText([
    'Invoice',
    'INV-1001',
    SLASHED,
    '$0.00',
    '$90.09',
    SLASHED,
    'Card',
  ]);
  await expectNoAxeViolations();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);

  await item.getByRole('button', { name: 'View Invoice: Invoice INV-1002' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invoice INV-1002' });
  await expect(dialog).toContainText(/Balance Due\s*\$90\.09/);
  await expectNoAxeViolations();
  const box = await dialog.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
});
