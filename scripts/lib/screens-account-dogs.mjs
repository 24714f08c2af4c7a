// Shots of the account area's tab 3 (see screens-account.mjs): { name, path, needs, steps?(page, width) }.
// The modals are opened by clicking, as a customer does; nothing is saved (the demo dogs stay as they are).

async function openAdd(page) {
  await page.getByRole('button', { name: 'Add Dog' }).click();
  await page.getByRole('dialog', { name: 'Add Dog' }).waitFor();
}

export const DOGS_SHOTS = [
  { name: 'account-dogs', path: '/account?tab=3', needs: 'session' },
  { name: 'account-dogs-add', path: '/account?tab=3', needs: 'session', fullPage: false, steps: openAdd },
  {
    name: 'account-dogs-add-errors',
    path: '/account?tab=3',
    needs: 'session',
    fullPage: false,
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
  {
    name: 'account-dogs-edit',
    path: '/account?tab=3',
    needs: 'session',
    fullPage: false,
    steps: async (page) => {
      await page.getByRole('button', { name: 'Edit Biscuit' }).click();
      await page.getByRole('dialog', { name: 'Edit Dog' }).waitFor();
    },
  },
  {
    name: 'account-dogs-delete',
    path: '/account?tab=3',
    needs: 'session',
    fullPage: false,
    steps: async (page) => {
      await page.getByRole('button', { name: 'Delete Luna' }).click();
      await page.getByRole('alertdialog', { name: 'Delete Luna?' }).waitFor();
    },
  },
];
