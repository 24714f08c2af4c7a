// Shots of the account area's tab 1 (see screens-account.mjs): { name, path, needs, steps?(page, width) }.
// The modals are pictured as the viewport shows them (fullPage: false): they scroll inside it.
import { onScreen } from './screens-steps.mjs';

/** Opens a modal by the button's accessible name and waits for its dialog. */
const openModal = (name) => async (page) => {
  await page.getByRole('button', { name, exact: true }).first().click();
  await page.getByRole('dialog').waitFor();
};

export const INFO_SHOTS = onScreen({ path: '/account?tab=1', needs: 'session', fullPage: false }, [
  { name: 'account-info', fullPage: true },
  { name: 'account-info-community', needs: 'community', fullPage: true },
  { name: 'account-info-edit', steps: openModal('Edit account information') },
  {
    name: 'account-info-edit-invalid',
    steps: async (page) => {
      await openModal('Edit account information')(page);
      await page.getByRole('textbox', { name: 'Phone 1' }).fill('919555010');
      await page.getByRole('textbox', { name: 'Phone 1' }).blur();
      await page.getByText('Number is not valid').waitFor();
    },
  },
  {
    // A save that gets no answer: the error toast shows at the top, clear of the modal's buttons.
    name: 'account-info-edit-offline',
    steps: async (page) => {
      await openModal('Edit account information')(page);
      await page.route('**/api/v1/**', (route) =>
        route.request().method() === 'GET' ? route.fallback() : route.abort('failed'),
      );
      await page.getByRole('dialog').getByRole('button', { name: 'Save Changes' }).click();
      await page.getByRole('region', { name: 'Notifications' }).getByText('Something went wrong').first().waitFor();
    },
  },
  {
    // A preferences save under way (the PATCH never answers here): the checkboxes wait, disabled, beside the spinner.
    name: 'account-info-preferences-saving',
    fullPage: true,
    steps: async (page) => {
      await page.route('**/api/v1/notification-preference/', (route) =>
        route.request().method() === 'PATCH' ? new Promise(() => {}) : route.fallback(),
      );
      await page.getByRole('checkbox', { name: 'Billing Notifications by text' }).check({ force: true });
      await page.getByRole('button', { name: 'Save changes' }).click();
      await page.getByRole('status').filter({ hasText: 'Saving your notification preferences' }).waitFor();
    },
  },
  { name: 'account-info-edit-community', needs: 'community', steps: openModal('Edit account information') },
  {
    name: 'account-info-invoice',
    steps: async (page) => {
      await openModal('Edit invoice address')(page);
      // Opened from the invoice card, the toggle has the focus; a save shows the required parts.
      await page.keyboard.press('Space');
      await page.getByRole('dialog').getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('zip code is required.').waitFor();
      await page.getByRole('textbox', { name: 'Invoice address' }).scrollIntoViewIfNeeded();
    },
  },
  { name: 'account-info-users', steps: openModal('Add Authorized Users') },
  { name: 'account-info-guest-users', needs: 'community', steps: openModal('Add Guest Users') },
  { name: 'account-info-community-modal', needs: 'community', steps: openModal('Edit community information') },
]);
