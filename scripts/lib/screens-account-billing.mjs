// Shots of the account area's tab 4 (see screens-account.mjs): { name, path, needs, steps?(page, width) }.
// The modals are reached by clicking, as a customer does; nothing is saved (every shot cancels or
// stops before its last step), so the demo data stays as it is.
import { onScreen, openDialog, settled } from './screens-steps.mjs';

/** Waits until no part of the tab is loading and the saved cards show. */
async function cardsShown(page) {
  await settled(page);
  await page.getByRole('region', { name: 'Saved Cards' }).waitFor();
}

async function openAdd(page) {
  await cardsShown(page);
  await page.getByRole('button', { name: 'Add another credit card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Credit Card' });
  await dialog.getByLabel('Card Number').waitFor();
  return dialog;
}

/** The first Visa ending in 1111: `action` ('Edit', 'Delete') opens the `role` named `title`. */
const onCard = (action, title, role) => async (page) => {
  await cardsShown(page);
  await openDialog(page, new RegExp(`^${action} Visa ending in 1111`), title, role);
};

export const BILLING_SHOTS = onScreen({ path: '/account?tab=4', needs: 'session', fullPage: false }, [
  { name: 'account-billing', fullPage: true, steps: cardsShown },
  { name: 'account-billing-community', needs: 'community', fullPage: true, steps: cardsShown },
  { name: 'account-billing-add-modal', steps: openAdd },
  {
    name: 'account-billing-add-errors',
    steps: async (page) => {
      const dialog = await openAdd(page);
      await dialog.getByRole('button', { name: 'Add Credit Card' }).click();
      // The one demo billing address is chosen already: the other fields' messages show.
      await dialog.getByText('Card holder name is required').waitFor();
    },
  },
  {
    name: 'account-billing-add-address',
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
  { name: 'account-billing-community-add-modal', needs: 'community', steps: openAdd },
  { name: 'account-billing-edit-modal', steps: onCard('Edit', 'Edit Credit Card') },
  { name: 'account-billing-delete-confirm', steps: onCard('Delete', 'Delete this card?', 'alertdialog') },
]);
