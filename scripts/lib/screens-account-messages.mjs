// Shots of the account area's tab 6 (see screens-account.mjs): { name, path, needs, steps?(page, width) }.
// The list first (opening 'Gate was left open' marks it read, and the shots share one server), then a
// ticket's detail (open with replies; closed), the new-ticket modal (empty, the required messages, the
// cancel_my_services pre-fill) and the close modal. Nothing is sent: no ticket is created or closed.
import { onScreen, settled } from './screens-steps.mjs';

async function openTicket(page, title) {
  await page.getByRole('link', { name: title }).click();
  await page.getByRole('navigation', { name: 'Breadcrumb' }).waitFor();
  await page.getByRole('heading', { name: 'Conversation' }).waitFor();
  await settled(page);
}

async function openNewTicket(page) {
  await page.getByRole('button', { name: 'Add New Ticket' }).click();
  await page.getByRole('dialog', { name: 'Add New Ticket' }).getByRole('combobox', { name: 'Reason' }).waitFor();
}

export const MESSAGES_SHOTS = onScreen({ path: '/account?tab=6', needs: 'session' }, [
  { name: 'account-messages' },
  { name: 'account-messages-community', needs: 'community' },
  { name: 'account-messages-new-ticket', fullPage: false, steps: openNewTicket },
  {
    name: 'account-messages-new-ticket-errors',
    fullPage: false,
    steps: async (page) => {
      await openNewTicket(page);
      await page.getByRole('button', { name: 'Add Ticket' }).click();
      await page.getByText('Message Is Required').waitFor();
    },
  },
  {
    name: 'account-messages-new-ticket-cancel',
    fullPage: false,
    steps: async (page) => {
      await openNewTicket(page);
      await page.getByRole('combobox', { name: 'Reason' }).selectOption('cancel_my_services');
      await page.getByRole('textbox', { name: 'Title' }).and(page.locator('[readonly]')).waitFor();
    },
  },
  { name: 'account-messages-detail', steps: (page) => openTicket(page, 'Gate was left open') },
  { name: 'account-messages-detail-closed', steps: (page) => openTicket(page, 'Billing question') },
  {
    name: 'account-messages-close-modal',
    fullPage: false,
    steps: async (page) => {
      await openTicket(page, 'Extra cleanup before a party');
      await page.getByRole('button', { name: 'Close this ticket' }).click();
      const dialog = page.getByRole('dialog', { name: 'Close this ticket' });
      await dialog.waitFor();
      await dialog.getByText('Happy').click();
    },
  },
]);
