// Shots of the account area's tab 4 (see screens-account.mjs): { name, path, needs, steps?(page, width) }.
// The modals are reached by clicking, as a customer does; nothing is saved (every shot cancels or
// stops before its last step), so the demo data stays as it is.

/** Waits until no part of the tab is loading. */
async function settled(page) {
  await page
    .locator('.section-loading')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => {});
  await page.getByRole('region', { name: 'Saved Cards' }).waitFor();
}

async function openAdd(page) {
  await settled(page);
  await page.getByRole('button', { name: 'Add another credit card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Credit Card' });
  await dialog.getByLabel('Card Number').waitFor();
  return dialog;
}

export const BILLING_SHOTS = [
  { name: 'account-billing', path: '/account?tab=4', needs: 'session', steps: settled },
  { name: 'account-billing-community', path: '/account?tab=4', needs: 'community', steps: settled },
  {
    name: 'account-billing-add-modal',
    path: '/account?tab=4',
    needs: 'session',
    fullPage: false,
    steps: openAdd,
  },
  {
    name: 'account-billing-add-errors',
    path: '/account?tab=4',
    needs: 'session',
    fullPage: false,
    steps: async (page) => {
      const dialog = await openAdd(page);
      await dialog.getByRole('button', { name: 'Add Credit Card' }).click();
      // The one demo billing address is chosen already: the other fields' messages show.
      await dialog.getByText('Card holder name is required').waitFor();
    },
  },
  {
    name: 'account-billing-add-address',
    path: '/account?tab=4',
    needs: 'session',
    fullPage: false,
    steps: async (page) => {
      const dialog = await openAdd(page);
      await dialog.getByRole('button', { name: 'Add a new billing address' }).click();
      const view = page.getByRole('dialog', { name: 'Add Billing Address' });
      await view.getByLabel('Street address').fill('12 Test Ln');
      await view.getByLabel('City').fill('Raleigh');
      await view.getByLabel('Zip code').fill('276');
      await view.getByLabel('Zip code').press('Tab');
    },
  },
  {
    name: 'account-billing-community-add-modal',
    path: '/account?tab=4',
    needs: 'community',
    fullPage: false,
    steps: openAdd,
  },
  {
    name: 'account-billing-edit-modal',
    path: '/account?tab=4',
    needs: 'session',
    fullPage: false,
    steps: async (page) => {
      await settled(page);
      await page
        .getByRole('button', { name: /^Edit Visa ending in 1111/ })
        .first()
        .click();
      await page.getByRole('dialog', { name: 'Edit Credit Card' }).waitFor();
    },
  },
  {
    name: 'account-billing-delete-confirm',
    path: '/account?tab=4',
    needs: 'session',
    fullPage: false,
    steps: async (page) => {
      await settled(page);
      await page
        .getByRole('button', { name: /^Delete Visa ending in 1111/ })
        .first()
        .click();
      await page.getByRole('alertdialog', { name: 'Delete this card?' }).waitFor();
    },
  },
];
