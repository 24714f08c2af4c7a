// The payment-link machine's paths through the real /pay screen (docs/decisions/006). The link is the
// one the server issues for an unpaid demo invoice of this file's own reference server (pay-server.ts:
// the success path pays it for real, and the shared server's invoices stay as other specs expect
// them). The sandbox tokenizer and the payment are the server's; an expired card and a declined
// card's token are the server's own refusals of rewritten requests; only what it never answers is
// injected (a tokenizer answer without a token, network failures, a 5xx).
import type { Page } from '@playwright/test';
import { paymentLinkMachine } from '../../../machines/payment-link/payment-link.machine';
import { messages } from '../../../src/domain/messages';
import { payMessages } from '../../../src/domain/pay-messages';
import { paymentLinkInputFixture as link } from '../../support/fixtures';
import { linkWithoutKey, paymentLinkFixtures, paymentLinkProjection } from '../../model/payment-link.fixtures';
import { defineUiModelSuite } from '../../support/ui-model-harness';
import { NETWORK, injected, server } from '../../support/ui-model-types';
import type { Executors, StateAssertion, StateAssertions, UiContext } from '../../support/ui-model-types';
import { serverWithBody } from './answers';
import { expect, tick } from '../support';
import { editLink, unpaidInvoice, usePrivateServer } from './pay-server';

usePrivateServer();

type M = typeof paymentLinkMachine;

const CARD = '4111111111111111';
const CVV = '123';
/** A token of the sandbox's declined card, made when the page opens (the payment of it is refused). */
let declinedToken = '';

const makePayment = (page: Page) => page.getByRole('button', { name: 'Make Payment' });
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });
const heading = (page: Page) => page.getByRole('heading', { level: 1 });
const permission = (page: Page) => page.getByRole('checkbox', { name: /charge this card monthly/ });

const FIELDS = {
  first_name: 'First name',
  last_name: 'Last name',
  address: 'Billing address',
  zip_code: 'Zip code',
  city: 'City',
  card_expiry_month: 'Expiry month (MM)',
  card_expiry_year: 'Expiry year (YYYY)',
} as const;

async function openLink(ui: UiContext, edit?: (pairs: URLSearchParams) => void) {
  Object.assign(shown, { errors: '{}', edited: false });
  const invoice = await unpaidInvoice(ui.request);
  const res = await ui.request.post('/api/v1/sandbox/tokenize/', {
    data: { card_number: '4000000000000002', card_cvv: '123', card_exp_month: '12', card_exp_year: '2031' },
  });
  expect(res.ok()).toBe(true);
  declinedToken = ((await res.json()) as { id: string }).id;
  await ui.page.goto(edit ? editLink(invoice.link, edit) : invoice.link);
  await expect(ui.page.getByRole('region', { name: 'Invoice Summary' })).toContainText(`Invoice ${invoice.invoiceId}`);
}

/**
 * The form shows a field's error until the payer edits that field (react-aria drops a text field's
 * error on change; the context keeps it until the next submit). Tracked along the path: the errors
 * last seen, and whether the text fields were edited since they appeared.
 */
const shown = { errors: '{}', edited: false };
const seen = (errors: Record<string, string>) => {
  const now = JSON.stringify(errors);
  if (now !== shown.errors) Object.assign(shown, { errors: now, edited: false });
};
/** The card fields show their errors from the context (CardFieldsInput's props), edited or not. */
const CARD_ERRORS = ['credit_card_info.card_number', 'credit_card_info.card_cvv'];

const executors = {
  'pay.change': async ({ page }, event) => {
    shown.edited = true;
    for (const [key, value] of Object.entries(event.values)) {
      if (key === 'state') await page.getByRole('combobox', { name: 'State' }).selectOption(value);
      else await page.getByRole('textbox', { name: FIELDS[key as keyof typeof FIELDS] }).fill(value);
    }
  },
  // The card number and CVV the sandbox fields report complete.
  'pay.hosted.change': async ({ page }) => {
    await page.getByRole('textbox', { name: 'Card Number' }).fill(CARD);
    await page.getByRole('textbox', { name: 'CVV' }).fill(CVV);
  },
  'pay.permission.change': async ({ page }) => tick(permission(page)),
  'pay.submit': async ({ page }) => makePayment(page).click(),
  // 500 ms: runs in real time (the next state's assertion waits for it).
  'xstate.after.paymentValidate': async () => {},
  'xstate.done.actor.tokenizeCard': (output) =>
    output.kind === 'token'
      ? server()
      : output.kind === 'refused'
        ? serverWithBody('an expired card is refused by the sandbox tokenizer', { card_exp_year: '2020' })
        : injected.fulfill(200, {}, 'the sandbox tokenizer always answers a token id'),
  'xstate.error.actor.tokenizeCard': () => injected.abort(NETWORK),
  'xstate.done.actor.submitPayment': (output) =>
    output.kind === 'paid'
      ? server()
      : serverWithBody('the token of the declined sandbox card is refused', { stax_card_token: declinedToken }),
  // A 5xx rather than an abort: a network failure is sent again once with the same Idempotency-Key
  // (api/idempotent.ts), which pay.faults.spec.ts covers; one failure answer ends the attempt.
  'xstate.error.actor.submitPayment': () => injected.fulfill(500, {}, 'the server does not fail on demand'),
} satisfies Executors<M>;

/** The form as the context holds it: every field's value, the card fields, the permission, the errors. */
const theForm: StateAssertion<M> = async ({ page }, { context: c }) => {
  await expect(heading(page)).toHaveText(payMessages.payTitle);
  for (const [key, label] of Object.entries(FIELDS))
    await expect(page.getByRole('textbox', { name: label })).toHaveValue(c.form[key as keyof typeof FIELDS]);
  await expect(page.getByRole('combobox', { name: 'State' })).toHaveValue(c.form.state);
  await expect(page.getByRole('textbox', { name: 'Card Number' })).toHaveValue(c.hosted.numberValid ? CARD : '');
  await expect(page.getByRole('textbox', { name: 'CVV' })).toHaveValue(c.hosted.cvvValid ? CVV : '');
  await (c.saveCard ? expect(permission(page)).toBeChecked() : expect(permission(page)).not.toBeChecked());
};

const editable: StateAssertion<M> = async (ui, snapshot) => {
  await theForm(ui, snapshot);
  const { page } = ui;
  await expect(page.locator('.loading[aria-busy="false"]')).toBeAttached();
  await expect(makePayment(page)).toBeEnabled();
  seen(snapshot.context.errors);
  for (const [key, message] of Object.entries(snapshot.context.errors))
    if (!shown.edited || CARD_ERRORS.includes(key))
      await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
};

/** Validating, tokenizing, paying: the loader covers the form and Make Payment is pending. */
const busy: StateAssertion<M> = async (ui, snapshot) => {
  const { page } = ui;
  seen(snapshot.context.errors);
  await expect(page.locator('.loading[aria-busy="true"]')).toBeAttached();
  await expect(page.locator('.loading__veil').getByText(payMessages.payProcessing)).toBeAttached();
  await theForm(ui, snapshot);
};

const states = {
  start: 'transient',
  unavailable: async ({ page }) => {
    await expect(heading(page)).toHaveText(payMessages.payTitle);
    const toast = toasts(page).getByText(messages.staxLoadError, { exact: true });
    await expect(toast).toBeVisible();
    await expect(toast).toBeInViewport();
    await expect(page.locator('#main').getByText(messages.staxLoadError)).toBeVisible();
    await expect(makePayment(page)).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Card Number' })).toHaveCount(0);
  },
  initial: editable,
  validating: busy,
  tokenizing: busy,
  submitting: busy,
  success: async ({ page }) => {
    const thanks = page.getByRole('heading', { name: messages.paymentThankYou });
    await expect(thanks).toBeVisible();
    await expect(thanks).toBeFocused();
    await expect(toasts(page).getByText(/^Payment of \$\d+\.\d\d received\. Thank you!$/)).toBeVisible();
    await expect(makePayment(page)).toHaveCount(0);
  },
  failure: async (ui, snapshot) => {
    await editable(ui, snapshot);
    await expect(
      toasts(ui.page)
        .getByText(/^(Your card was declined\.|Something went wrong)$/)
        .first(),
    ).toBeVisible();
  },
} satisfies StateAssertions<M>;

defineUiModelSuite('payment-link', paymentLinkMachine, {
  shortestPaths:
    "after a submitted payment the card fields are the provider's again, emptied, which the model's context does not follow into the next attempt",
  inputs: [
    { name: 'pay link', input: link, open: (ui) => openLink(ui) },
    {
      name: 'link without a public key',
      input: linkWithoutKey,
      open: (ui) => openLink(ui, (pairs) => pairs.delete('stax_public_apikey')),
    },
  ],
  // The flow's fixtures; the errors' messages are the sandbox's own.
  fixtures: {
    ...paymentLinkFixtures,
    'xstate.error.actor.tokenizeCard': [{ type: 'xstate.error.actor.tokenizeCard', error: new Error('offline') }],
    'xstate.done.actor.submitPayment': [
      { type: 'xstate.done.actor.submitPayment', output: { kind: 'paid', message: 'Payment received' } },
      {
        type: 'xstate.done.actor.submitPayment',
        output: { kind: 'failed', errors: {}, error: { non_field_errors: [messages.cardDeclined] } },
      },
    ],
  },
  project: paymentLinkProjection,
  calls: {
    tokenizeCard: { method: 'POST', path: /^\/sandbox\/tokenize\/$/ },
    submitPayment: { method: 'POST', path: /^\/crm\/payment\/link-payment\/$/ },
  },
  executors,
  states,
  axeVariant: ({ context }) => (Object.keys(context.errors).length > 0 ? 'errors' : ''),
});
