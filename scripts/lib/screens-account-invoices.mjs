// Shots of the account area's tab 5 (see screens-account.mjs): { name, path, needs, steps?(page, width) }.
// The demo customer has 17 rows (two pages); the popups are opened by clicking, as a customer does
// (on a phone a row is expanded first: its View Invoice is inside).

/** Opens the View Invoice popup of `title` ('Invoice INV-1002'). */
async function openPopup(page, width, title) {
  if (width <= 500) await page.getByRole('button', { name: new RegExp(`^${title}`) }).click();
  await page.getByRole('button', { name: `View Invoice: ${title}` }).click();
  await page.getByRole('dialog', { name: title }).waitFor();
}

export const INVOICES_SHOTS = [
  { name: 'account-invoices', path: '/account?tab=5', needs: 'session' },
  { name: 'account-invoices-page-2', path: '/account?tab=5&page=2', needs: 'session' },
  {
    name: 'account-invoices-mobile-row',
    path: '/account?tab=5',
    needs: 'session',
    widths: [390],
    steps: async (page) => {
      await page.getByRole('button', { name: /^Invoice INV-1002/ }).click();
      await page.getByRole('button', { name: 'View Invoice: Invoice INV-1002' }).waitFor();
    },
  },
  {
    name: 'account-invoices-popup',
    path: '/account?tab=5',
    needs: 'session',
    fullPage: false,
    steps: (page, width) => openPopup(page, width, 'Invoice INV-1002'),
  },
  {
    name: 'account-invoices-credit-memo',
    path: '/account?tab=5',
    needs: 'session',
    fullPage: false,
    steps: (page, width) => openPopup(page, width, 'Credit Memo CM-2001'),
  },
];
