// Shots of the account area's tab 2 (see screens-account.mjs): { name, path, needs, steps?(page, width) }.
// The detail view, the pause and feedback modals and the request form are reached by clicking, as a
// customer does (the service's uuid is the fresh database's own).

/** Waits until no card of the tab is loading. */
async function settled(page) {
  await page
    .locator('.section-loading')
    .first()
    .waitFor({ state: 'detached' })
    .catch(() => {});
}

async function openDetail(page, button = 'View or Change Service') {
  await page
    .getByRole('button', { name: new RegExp(`^${button}`) })
    .first()
    .click();
  await page.getByRole('navigation', { name: 'Breadcrumb' }).waitFor();
  await settled(page);
}

async function openHistory(page) {
  await page.getByRole('button', { name: 'View Service History' }).click();
  await page.getByRole('navigation', { name: 'Service history pages' }).waitFor();
}

export const SERVICES_SHOTS = [
  { name: 'account-services', path: '/account?tab=2', needs: 'session' },
  { name: 'account-services-community', path: '/account?tab=2', needs: 'community' },
  {
    name: 'account-services-detail',
    path: '/account?tab=2',
    needs: 'session',
    steps: async (page) => {
      await openDetail(page);
      await openHistory(page);
    },
  },
  {
    name: 'account-services-community-detail',
    path: '/account?tab=2',
    needs: 'community',
    steps: async (page) => {
      await openDetail(page, 'View Service');
      await openHistory(page);
    },
  },
  {
    name: 'account-services-pause-modal',
    path: '/account?tab=2',
    needs: 'session',
    fullPage: false,
    steps: async (page) => {
      await openDetail(page);
      await page.getByRole('button', { name: 'Pause Service' }).click();
      await page.getByRole('dialog', { name: 'Pause Service' }).waitFor();
    },
  },
  {
    name: 'account-services-pause-delete',
    path: '/account?tab=2',
    needs: 'session',
    fullPage: false,
    steps: async (page) => {
      await openDetail(page);
      // The demo's 'Vacation' pause: asked, never deleted (the shot stops at the question).
      await page
        .getByRole('region', { name: 'Upcoming pauses' })
        .getByRole('button', { name: /^Delete the pause/ })
        .first()
        .click();
      await page.getByRole('alertdialog', { name: 'Delete this pause?' }).waitFor();
    },
  },
  {
    name: 'account-services-feedback-modal',
    path: '/account?tab=2',
    needs: 'session',
    fullPage: false,
    steps: async (page) => {
      await openDetail(page);
      await openHistory(page);
      await page
        .getByRole('button', { name: /^Edit feedback on/ })
        .first()
        .click();
      await page.getByRole('dialog', { name: 'How was your visit?' }).waitFor();
    },
  },
  {
    name: 'account-services-request',
    path: '/account?tab=2',
    needs: 'session',
    steps: async (page) => {
      await openDetail(page);
      await page.getByRole('button', { name: 'Request one-time service' }).click();
      await page.getByRole('textbox', { name: 'Message' }).waitFor();
      await settled(page);
    },
  },
];
