// Shots of the account area's tab 3 (see screens-account.mjs): { name, path, needs, steps?(page, width) }.
// The modals are opened by clicking, as a customer does; nothing is saved (the demo dogs stay as they are).
import { onScreen, opens } from './screens-steps.mjs';

const openAdd = opens('Add Dog');

export const DOGS_SHOTS = onScreen({ path: '/account?tab=3', needs: 'session', fullPage: false }, [
  { name: 'account-dogs', fullPage: true },
  { name: 'account-dogs-add', steps: openAdd },
  {
    name: 'account-dogs-add-errors',
    steps: async (page) => {
      await openAdd(page);
      const dialog = page.getByRole('dialog', { name: 'Add Dog' });
      await dialog.getByRole('textbox', { name: 'Birthday' }).fill('13452020');
      await dialog.locator('input[type=file]').setInputFiles({
        name: 'not-a-photo.png',
        mimeType: 'image/png',
        buffer: Buffer.from('just some text, not a picture'),
      });
      await dialog.getByRole('button', { name: 'Add Dog' }).click();
      await dialog.getByText('Name is required').waitFor();
    },
  },
  { name: 'account-dogs-edit', steps: opens('Edit Biscuit', 'Edit Dog') },
  { name: 'account-dogs-delete', steps: opens('Delete Luna', 'Delete Luna?', 'alertdialog') },
]);
