// Faults at every call of /pay: the invoice read, the card token (the sandbox
// tokenizer is an API call: POST /sandbox/tokenize/) and the payment (POST with its Idempotency-Key),
// along one walk (tests/support/faults.ts): the link opened, a declined card, then a good one. Each call
// aborted, answered 500 and answered 10 s late. The payment is real: this file has a reference server of
// its own (pay-server.ts) whose first unpaid demo invoice is paid here exactly once (its payments read
// back through the owner's API).
import type { Page } from '@playwright/test';
import { messages } from '../../../src/domain/messages';
import { payMessages } from '../../../src/domain/pay-messages';
import { defineFaultSuite } from '../../support/faults';
import type { UiContext } from '../../support/ui-model-types';
import { expect } from '../support';
import { fillPayForm } from '../forms';
import { linkInvoice, paymentsOf, unpaidInvoice, usePrivateServer } from './pay-server';
import type { UnpaidInvoice } from './pay-server';

// On a server of its own: the invoice it pays is no other test's.
usePrivateServer();

const OK_CARD = '4111111111111111';
/** Tokenizes, then the server refuses the charge: a token call that goes through charges nothing. */
const DECLINED_CARD = '4000000000000002';

/** The invoice the walk pays. */
let invoice: UnpaidInvoice | null = null;
const current = () => {
  if (!invoice) throw new Error('no invoice reached');
  return invoice;
};

const makePayment = (page: Page) => page.getByRole('button', { name: 'Make Payment' });
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** The loader covers the form and Make Payment is pending. */
async function processing({ page }: UiContext) {
  await expect(page.locator('.loading__veil').getByText(payMessages.payProcessing)).toBeAttached();
  await expect(page.locator('.loading[aria-busy="true"]')).toBeAttached();
}

/** A second press meanwhile: the button, and Enter in a field (the form's submit). */
async function pressAgain({ page }: UiContext) {
  await makePayment(page).click({ force: true });
  await page.getByRole('textbox', { name: 'City' }).press('Enter');
}

/** The form is back, with everything typed still there (card number and CVV included: same page). */
async function formKept({ page }: UiContext) {
  await expect(makePayment(page)).toBeEnabled();
  await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('Raleigh');
  await expect(page.getByRole('textbox', { name: 'First name' })).toHaveValue('Morgan');
}

defineFaultSuite('pay', [
  [
    {
      call: 'read the invoice',
      method: 'GET',
      path: /^\/crm\/payment\/link-invoice\/[^/]+\/$/,
      reach: async (ui) => {
        invoice = await unpaidInvoice(ui.request);
      },
      send: async ({ page }) => {
        await page.goto(current().link);
      },
      pending: async ({ page }) => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(payMessages.payTitle);
        await expect(page.getByText(payMessages.payLoading)).toBeVisible();
      },
      failed: async ({ page }) => {
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(payMessages.payLoadFailedTitle);
        await expect(page.getByText(payMessages.payLoadFailedText)).toBeVisible();
      },
      retry: async ({ page }) => page.getByRole('button', { name: 'Try again' }).click(),
      // After a late answer too (10 s): the wait covers it.
      done: async ({ page }) => {
        await expect(page.getByRole('region', { name: 'Invoice Summary' })).toContainText(
          `Invoice ${current().invoiceId}`,
          { timeout: 15_000 },
        );
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(payMessages.payTitle);
        await expect(makePayment(page)).toBeEnabled();
      },
    },
    {
      call: 'tokenize the card',
      method: 'POST',
      path: /^\/sandbox\/tokenize\/$/,
      reach: ({ page }) => fillPayForm(page, DECLINED_CARD, '2031'),
      send: async ({ page }) => makePayment(page).click(),
      pending: processing,
      again: pressAgain,
      failed: async (ui) => {
        await expect(toasts(ui.page).getByText(payMessages.payCardCheckFailed).first()).toBeVisible();
        await formKept(ui);
      },
      // The token went through: the charge follows, and this card is declined (nothing is paid).
      done: async (ui) => {
        await expect(toasts(ui.page).getByText(messages.cardDeclined)).toBeVisible({ timeout: 15_000 });
        await formKept(ui);
        expect((await linkInvoice(ui.request, current().uuid)).status).toBe('unpaid');
      },
    },
    {
      call: 'pay the invoice',
      method: 'POST',
      path: /^\/crm\/payment\/link-payment\/$/,
      // From the declined card's answer: the same form, another card.
      reach: ({ page }) => page.getByRole('textbox', { name: 'Card Number' }).fill(OK_CARD),
      send: async ({ page }) => makePayment(page).click(),
      pending: processing,
      again: pressAgain,
      failed: async (ui) => {
        await expect(toasts(ui.page).getByText(messages.somethingWentWrong).first()).toBeVisible();
        await formKept(ui);
      },
      done: async ({ page }) => {
        await expect(page.getByRole('heading', { name: messages.paymentThankYou })).toBeVisible({ timeout: 15_000 });
        await expect(toasts(page).getByText(`Payment of $${current().balanceDue} received. Thank you!`)).toBeVisible();
      },
      records: async ({ request }) => {
        const read = await linkInvoice(request, current().uuid);
        expect(read).toMatchObject({ status: 'paid', balance_due: '0.00' });
        return paymentsOf(request, current().uuid);
      },
    },
  ],
]);
