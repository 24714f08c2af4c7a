// Shots of the account area's tab 0 (see screens-account.mjs): { name, path, needs, steps?(page, width) }.
export const OVERVIEW_SHOTS = [
  { name: 'account-overview', path: '/account?tab=0', needs: 'session' },
  { name: 'account-overview-community', path: '/account?tab=0', needs: 'community' },
  {
    // The doggie-bag confirmation (the add-bags machine's 'confirming'), before anything is bought.
    name: 'account-overview-bags-dialog',
    path: '/account?tab=0',
    needs: 'session',
    // The overlay covers the viewport, not the whole page: the viewport shows the dialog as the customer sees it.
    fullPage: false,
    steps: async (page) => {
      await page.getByRole('button', { name: 'Add 200 bags' }).click();
      await page.getByRole('dialog', { name: 'Add doggie bags?' }).waitFor();
    },
  },
];
