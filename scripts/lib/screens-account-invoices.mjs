// Shots of the account area's tab 5 (see screens-account.mjs): { name, path, needs, steps?(page, width) }.
// The demo customer has 17 rows (two pages); the popups are opened by clicking, as a customer does
// (on a phone a row is expanded first: its View Invoice is inside).
import { onScreen } from './screens-steps.mjs';

/** Opens the View Invoice popup of `title` ('Invoice INV-1002'). */
const openPopup = (title) => async (page, width) => {
  if (width <= 500) await page.getByRole('button', { name: new RegExp(`^${title}`) }).click();
  await page.getByRole('button', { name: `View Invoice: ${title}` }).click();
  await page.getByRole('dialog', { name: title }).waitFor();
};

export const INVOICES_SHOTS = onScreen({ path: '/account?tab=5', needs: 'session' }, [
  { name: 'account-invoices' },
  { name: 'account-invoices-page-2', path: '/account?tab=5&page=2' },
  {
    name: 'account-invoices-mobile-row',
    widths: [390],
    steps: async (page) => {
      await page.getByRole('button', { name: /^Invoice INV-1002/ }).click();
      await page.getByRole('button', { name: 'View Invoice: Invoice INV-1002' }).waitFor();
    },
  },
  { name: 'account-invoices-popup', fullPage: false, steps: openPopup('Invoice INV-1002') },
  { name: 'account-invoices-credit-memo', fullPage: false, steps: openPopup('Credit Memo CM-2001') },
]);
