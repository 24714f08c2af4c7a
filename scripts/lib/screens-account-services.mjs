// Shots of the account area's tab 2 (see screens-account.mjs): { name, path, needs, steps?(page, width) }.
// The detail view, the pause and feedback modals and the request form are reached by clicking, as a
// customer does (the service's uuid is the fresh database's own).
import { onScreen, openDialog, settled } from './screens-steps.mjs';

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

export const SERVICES_SHOTS = onScreen({ path: '/account?tab=2', needs: 'session' }, [
  { name: 'account-services' },
  { name: 'account-services-community', needs: 'community' },
  {
    name: 'account-services-detail',
    steps: async (page) => {
      await openDetail(page);
      await openHistory(page);
    },
  },
  {
    name: 'account-services-community-detail',
    needs: 'community',
    steps: async (page) => {
      await openDetail(page, 'View Service');
      await openHistory(page);
    },
  },
  {
    name: 'account-services-pause-modal',
    fullPage: false,
    steps: async (page) => {
      await openDetail(page);
      await openDialog(page, 'Pause Service');
    },
  },
  {
    name: 'account-services-pause-delete',
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
    fullPage: false,
    steps: async (page) => {
      await openDetail(page);
      await openHistory(page);
      await openDialog(page, /^Edit feedback on/, 'How was your visit?');
    },
  },
  {
    name: 'account-services-request',
    steps: async (page) => {
      await openDetail(page);
      await page.getByRole('button', { name: 'Request one-time service' }).click();
      await page.getByRole('textbox', { name: 'Message' }).waitFor();
      await settled(page);
    },
  },
]);
