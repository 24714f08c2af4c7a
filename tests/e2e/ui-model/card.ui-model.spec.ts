// The card machine's paths through the real Billing tab (/account?tab=4): the saved cards' tiles, the
// Add / Edit Credit Card modal with its add-address view, and the delete confirmation
// (docs/decisions/006). Three ways in:
//  - the demo customer (sandbox key): its card 'Casey Customer' plus a second card the suite makes
//    through the API before the page opens; edits and the successful delete act on that second card,
//    and Casey's card is deleted only once it is the account's only card, which the server refuses
//    (the delete's error path, no injection). Every card a test made is deleted after it.
//  - an account of the suite's own: a new account has no field office, so no card provider key.
//  - the same kind of account whose office has a real Stax key (the account read rewritten), the
//    provider's code failing to load (the one way the card fields report a failure).
import type { Route } from '@playwright/test';
import { cardMachine } from '../../../machines/card/card.machine';
import type { SavedCard } from '../../../machines/card/card.machine';
import type { Address } from '../../../machines/shared/address.schema';
import { accountMessages } from '../../../src/domain/account-messages';
import { messages } from '../../../src/domain/messages';
import { addressKey, addressText, cardLabel } from '../../../src/flows/account/billing/billing-model';
import { defineUiModelSuite } from '../../support/ui-model-harness';
import { NETWORK, injected, server, serverFor } from '../../support/ui-model-types';
import type { Executors, StateAssertion, StateAssertions, UiContext } from '../../support/ui-model-types';
import type { Fixtures, Snap } from '../../support/model-paths';
import { serverWithBody } from './answers';
import { expect, test } from '../support';
import { cardExpired, cardFixtures, pine } from '../../model/card.fixtures';
import { DEMO, demoApi } from './services-demo';

type M = typeof cardMachine;
type S = Snap<M>;

const STAX_KEY = 'stax_test_public_key';
const OWN_EMAIL = 'card-ui-UNIQ@example.com';

const HOME: Address = { address: '100 Main St', city: 'Raleigh', state: 'NC', zip_code: '27601' };

const CASEY: SavedCard = {
  uuid: 'casey',
  card_holder_name: 'Casey Customer',
  card_type: 'visa',
  card_last_four: '1111',
  card_exp_month: '12',
  card_exp_year: '2030',
  address: HOME,
  service_order_uuid: null,
};
/** The suite's second card of the demo customer (made through the API before the page opens). */
const SECOND: SavedCard = {
  ...CASEY,
  uuid: 'second',
  card_holder_name: 'Sam Second',
  card_exp_month: '10',
  card_exp_year: '2032',
};
const KNOWN = new Set([CASEY.uuid, SECOND.uuid]);

/** What the customer types into a new card (the sandbox number and CVV go into the provider's fields). */
const NEW_CARD = { card_holder_name: 'Billie Model', card_expiry_month: '11', card_expiry_year: '2031' };
const EDIT_EXPIRY = { card_expiry_month: '04', card_expiry_year: '2033' };
const NUMBER = '4111111111111111';
const CVV = '123';

// ---------------------------------------------------------------------------------------------
// The page

const dialog = ({ page }: UiContext, s: S) =>
  page.getByRole('dialog', {
    name: s.matches('adding') ? accountMessages.addCreditCard : accountMessages.editCreditCard,
  });
const addressDialog = ({ page }: UiContext) =>
  page.getByRole('dialog', { name: accountMessages.addBillingAddressTitle });
const anyModal = ({ page }: UiContext) => page.getByRole('dialog');
const confirmDialog = ({ page }: UiContext) => page.getByRole('alertdialog', { name: accountMessages.cardDeleteTitle });
const savedCards = ({ page }: UiContext) => page.getByRole('region', { name: accountMessages.savedCardsTitle });
const tileOf = (ui: UiContext, card: SavedCard) =>
  savedCards(ui).getByRole('region').filter({ hasText: card.card_holder_name });
const addressesRegion = ({ page }: UiContext) =>
  page.getByRole('region', { name: accountMessages.billingAddressesTitle });
const submitButton = (ui: UiContext, s: S) =>
  dialog(ui, s).getByRole('button', {
    name: s.matches('adding') ? accountMessages.addCreditCard : accountMessages.saveChangesAccount,
  });
const cardOf = (s: S, uuid: string | null) => s.context.cards.find((c) => c.uuid === uuid);
const sending = (s: S) =>
  s.matches({ adding: 'tokenizing' }) || s.matches({ adding: 'saving' }) || s.matches({ editing: 'updating' });
const editable = (s: S) => (s.matches('adding') || s.matches('editing')) && !sending(s);

// ---------------------------------------------------------------------------------------------
// The suite's records: the demo customer's cards before a test; the held re-read of the tab.

let before = new Set<string>();
let demoUsed = false;
/** A re-read of the tab after a save is held (armed by the save's answer) until the card.sync step. */
let holdRead = false;
let heldRead: Route | null = null;
/** The Stax input: the provider's code (the app's stax chunk) is held until card.fields.fail aborts it. */
let heldStax: Route | null = null;

async function demoCards(request: UiContext['request']) {
  const api = await demoApi(request);
  const me = await api.get<{ uuid: string }>('/user/me/');
  const tab = await api.get<{ cards: { uuid: string; is_deleted?: boolean }[] }>(
    `/user-billing-info/get_user_billing_tab/?user__uuid=${me.uuid}`,
  );
  return { api, me, uuids: tab.cards.filter((c) => !c.is_deleted).map((c) => c.uuid) };
}

test.afterEach(async ({ request }) => {
  if (!demoUsed) return;
  demoUsed = false;
  const { api, uuids } = await demoCards(request);
  for (const uuid of uuids.filter((u) => !before.has(u))) {
    const gone = await api.delete(`/user-billing-info/${uuid}/`);
    expect(gone.ok(), `delete the test's card ${uuid}`).toBe(true);
  }
});

async function armReadHold(ui: UiContext) {
  holdRead = false;
  heldRead = null;
  await ui.page.route(/\/api\/v1\/user-billing-info\/get_user_billing_tab\//, (route) => {
    if (!holdRead) return route.fallback();
    holdRead = false;
    heldRead = route;
  });
}

/** A saved card whose billing address the tab does not list yet: the re-read brings it (card.sync). */
const newAddressOf = (s: S, card: SavedCard | undefined) =>
  card?.address && !s.context.addresses.some((a) => addressKey(a) === addressKey(card.address!));

/** A fresh account of the suite's own (no field office: no card provider key). */
async function signInOwn(ui: UiContext) {
  const email = ui.vary(OWN_EMAIL);
  const r = await ui.request.post('/api/v1/auth/registration/', {
    data: { email, password1: 'Password1', password2: 'Password1', role: 'customer' },
  });
  expect(r.status()).toBe(201);
  await ui.signInAs(email, '/account?tab=4');
}

// ---------------------------------------------------------------------------------------------
// Assertions

/** The card form shows the snapshot's entries: holder, expiry, the chosen and added addresses, the messages. */
const formShows = async (ui: UiContext, s: S, withErrors = true) => {
  const d = dialog(ui, s);
  await expect(d).toBeVisible();
  const { form, addedAddresses } = s.context;
  const errors = withErrors ? s.context.errors : {};
  await expect(d.getByLabel('Cardholder name')).toHaveValue(form.card_holder_name);
  await expect(d.getByLabel('Expiry month (MM)')).toHaveValue(form.card_expiry_month);
  await expect(d.getByLabel('Expiry year (YYYY)')).toHaveValue(form.card_expiry_year);
  for (const a of addedAddresses) await expect(d.getByRole('radio', { name: addressText(a) })).toBeAttached();
  if (form.address) await expect(d.getByRole('radio', { name: addressText(form.address) })).toBeChecked();
  else await expect(d.getByRole('radio', { checked: true })).toHaveCount(0);
  // A hosted field's message goes once the field reports itself complete (the provider's own check).
  const { hosted } = s.context;
  for (const [field, message] of Object.entries(errors)) {
    const cleared =
      (field === 'card_number' && hosted.number === 'complete') || (field === 'card_cvv' && hosted.cvv === 'complete');
    if (message && !cleared) await expect(d.getByText(message, { exact: true })).toBeVisible();
  }
  await (s.matches('adding')
    ? expect(d.getByLabel('Card Number')).toBeAttached()
    : expect(d.getByLabel('Card Number')).toHaveCount(0));
};

const editableForm: StateAssertion<M> = async (ui, s) => {
  await formShows(ui, s);
  await expect(dialog(ui, s).getByLabel('Cardholder name')).toBeEditable();
  await expect(submitButton(ui, s)).toBeEnabled();
  if (s.matches('adding') && s.context.hosted.complete)
    await expect(dialog(ui, s).getByLabel('Card Number')).toHaveValue(NUMBER);
  if (s.matches('editing')) await expect(dialog(ui, s)).toContainText(accountMessages.cardEditHint);
};

const sendingForm =
  (label: string): StateAssertion<M> =>
  async (ui, s) => {
    await formShows(ui, s);
    await expect(dialog(ui, s).getByRole('status').filter({ hasText: label })).toBeAttached();
    await expect(dialog(ui, s).getByLabel('Cardholder name')).not.toBeEditable();
  };

/** The add-address view shows the address being entered; 'Add Address' only when it is complete. */
const addressShows: StateAssertion<M> = async (ui, s) => {
  const view = addressDialog(ui);
  await expect(view).toBeVisible();
  const a = s.context.newAddress;
  await expect(view.getByLabel('Street address')).toHaveValue(a.address);
  await expect(view.getByLabel('City')).toHaveValue(a.city);
  await expect(view.getByLabel('State')).toHaveValue(a.state);
  await expect(view.getByLabel('Zip code')).toHaveValue(a.zip_code);
  const add = view.getByRole('button', { name: accountMessages.addAddress, exact: true });
  await (s.can({ type: 'card.address.submit' }) ? expect(add).toBeEnabled() : expect(add).toBeDisabled());
};

const states = {
  // No modal: a tile per saved card (expiry, holder, address), the billing addresses listed.
  idle: async (ui, s) => {
    await expect(anyModal(ui)).toHaveCount(0);
    await expect(confirmDialog(ui)).toHaveCount(0);
    const shown = s.context.cards.filter((c) => !c.is_deleted);
    for (const card of shown) {
      await expect(tileOf(ui, card)).toHaveCount(1);
      await expect(tileOf(ui, card)).toContainText(`${card.card_exp_month}/${card.card_exp_year}`);
      await expect(tileOf(ui, card)).toContainText(addressText(card.address));
      // Not pending: the one thing besides the toast that sets idle apart from deleting (a refused delete
      // leaves the tile as it was), so the path's next step does not act on a page still deleting.
      await expect(tileOf(ui, card).getByRole('button', { name: /^Delete / })).toBeEnabled();
    }
    for (const card of s.context.cards.filter((c) => c.is_deleted)) await expect(tileOf(ui, card)).toHaveCount(0);
    if (shown.length === 0) await expect(savedCards(ui)).toContainText(accountMessages.noSavedCards);
    // The tab lists the addresses of the cards shown (a deleted card's address goes with the list's
    // next read, which the machine gets as card.sync).
    const used = s.context.addresses.filter((a) =>
      shown.some((c) => c.address && addressKey(c.address) === addressKey(a)),
    );
    for (const a of used) await expect(addressesRegion(ui)).toContainText(addressText(a));
    await expect(ui.page.getByRole('button', { name: accountMessages.addAnotherCreditCard })).toBeEnabled();
  },
  'adding.loadingFields': async (ui, s) => {
    await formShows(ui, s);
    // The sandbox fields are ready as they mount; the provider's (Stax.js) show a loader until then.
    if (!s.context.publicKey?.startsWith('sandbox'))
      await expect(
        dialog(ui, s).getByRole('status').filter({ hasText: 'Loading the secure card form…' }),
      ).toBeAttached();
  },
  'adding.form': editableForm,
  'adding.address': addressShows,
  'adding.tokenizing': sendingForm('Saving your card…'),
  'adding.saving': sendingForm('Saving your card…'),
  'editing.form': editableForm,
  'editing.address': addressShows,
  'editing.updating': sendingForm('Saving your changes…'),
  confirmingDelete: async (ui, s) => {
    const card = cardOf(s, s.context.targetUuid);
    await expect(confirmDialog(ui)).toBeVisible();
    if (card) await expect(confirmDialog(ui)).toContainText(cardLabel(card));
  },
  deleting: async (ui, s) => {
    const card = cardOf(s, s.context.targetUuid);
    await expect(confirmDialog(ui)).toHaveCount(0);
    if (card) await expect(tileOf(ui, card).getByRole('button', { name: /^Delete / })).toBeDisabled();
  },
} satisfies StateAssertions<M>;

// ---------------------------------------------------------------------------------------------
// Executors

const fillAddress = async (ui: UiContext, a: Address) => {
  const view = addressDialog(ui);
  await view.getByLabel('Street address').fill(a.address);
  await view.getByLabel('City').fill(a.city);
  await view.getByLabel('State').selectOption(a.state);
  await view.getByLabel('Zip code').fill(a.zip_code);
};

const executors = {
  'card.sync': async () => {
    // The view reads the tab again after the save; its answer is what reaches the machine.
    await expect.poll(() => heldRead !== null, { message: 'the tab is read again after the save' }).toBe(true);
    const route = heldRead!;
    heldRead = null;
    await route.continue();
  },
  'card.add': async (ui, _event, s) => {
    await ui.page.getByRole('button', { name: accountMessages.addAnotherCreditCard }).click();
    if (!s.context.publicKey) await expect(ui.page.getByText(messages.staxLoadError)).toBeVisible();
  },
  'card.edit': async (ui, event, s) => {
    const card = cardOf(s, event.uuid)!;
    await tileOf(ui, card)
      .getByRole('button', { name: `Edit ${cardLabel(card)}` })
      .click();
  },
  'card.delete': async (ui, event, s) => {
    const card = cardOf(s, event.uuid)!;
    if (card.uuid === CASEY.uuid) {
      // The demo card goes only if it is not the account's only card: never press Delete then.
      const { uuids } = await demoCards(ui.request);
      expect(uuids, "Casey's card is the demo account's only card (the server refuses its delete)").toHaveLength(1);
    }
    await tileOf(ui, card)
      .getByRole('button', { name: `Delete ${cardLabel(card)}` })
      .click();
  },
  'card.delete.confirm': async (ui) =>
    confirmDialog(ui).getByRole('button', { name: accountMessages.cardDeleteConfirm }).click(),
  'card.delete.cancel': async (ui) =>
    confirmDialog(ui).getByRole('button', { name: accountMessages.cardDeleteCancel }).click(),
  // The sandbox fields report ready as they mount: nothing to do but see them.
  'card.fields.ready': async (ui, _event, s) => expect(dialog(ui, s).getByLabel('Card Number')).toBeVisible(),
  'card.fields.fail': async (ui) => {
    await expect.poll(() => heldStax !== null, { message: "the provider's code is requested" }).toBe(true);
    const route = heldStax!;
    heldStax = null;
    await route.abort('failed');
    await expect(ui.page.getByText(messages.staxLoadError)).toBeVisible();
  },
  'card.change': async (ui, event, s) => {
    const d = dialog(ui, s);
    const v = event.values;
    if (v.card_holder_name !== undefined) await d.getByLabel('Cardholder name').fill(v.card_holder_name);
    if (v.card_expiry_month !== undefined) await d.getByLabel('Expiry month (MM)').fill(v.card_expiry_month);
    if (v.card_expiry_year !== undefined) await d.getByLabel('Expiry year (YYYY)').fill(v.card_expiry_year);
  },
  'card.hosted.change': async (ui, _event, s) => {
    await dialog(ui, s).getByLabel('Card Number').fill(NUMBER);
    await dialog(ui, s).getByLabel('CVV').fill(CVV);
  },
  'card.submit': async (ui, _event, s) => submitButton(ui, s).click(),
  'card.cancel': async (ui, _event, s) =>
    s.matches({ adding: 'address' }) || s.matches({ editing: 'address' })
      ? ui.page.keyboard.press('Escape')
      : dialog(ui, s).getByRole('button', { name: 'Cancel', exact: true }).click(),
  'card.address.open': async (ui, _event, s) =>
    dialog(ui, s).getByRole('button', { name: accountMessages.addNewBillingAddress }).click(),
  'card.address.change': async (ui, event) => fillAddress(ui, event.address),
  'card.address.submit': async (ui) =>
    addressDialog(ui).getByRole('button', { name: accountMessages.addAddress, exact: true }).click(),
  'card.address.back': async (ui) =>
    addressDialog(ui).getByRole('button', { name: accountMessages.backToCard }).click(),
  'xstate.done.actor.tokenizeCard': (output) =>
    output.kind === 'token'
      ? server()
      : serverWithBody('an expired card is refused by the provider (the form lets any 4-digit year through)', {
          card_exp_year: '2020',
        }),
  'xstate.error.actor.tokenizeCard': () => {
    throw new Error('excluded: the tokenize actor never rejects');
  },
  'xstate.done.actor.addCard': (output, s) => {
    if (output.kind !== 'saved')
      return serverWithBody('a token the provider never issued is refused by the server', {
        stax_card_token: 'sandbox_pm_never_issued',
      });
    holdRead = Boolean(newAddressOf(s, output.card));
    return server();
  },
  'xstate.error.actor.addCard': () => injected.abort(NETWORK),
  'xstate.done.actor.updateCard': (output, s) => {
    if (output.kind !== 'saved')
      return serverFor('an expiry month out of 01–12 is refused by the server (the form refuses it first)', {
        body: (b) => {
          const body = b as { stripe_card_details: object };
          return { ...body, stripe_card_details: { ...body.stripe_card_details, card_exp_month: '13' } };
        },
      });
    holdRead = Boolean(newAddressOf(s, output.card));
    return server();
  },
  'xstate.error.actor.updateCard': () => injected.abort(NETWORK),
  // The suite's second card goes; Casey's card, once the only one, is refused by the server.
  'xstate.done.actor.deleteCard': () => server(),
  'xstate.error.actor.deleteCard': () => server(),
} satisfies Executors<M>;

// ---------------------------------------------------------------------------------------------
// Fixtures: what a customer can do, kept few (each path costs seconds of browser time)

const madeCard = (s: S) => s.context.cards.some((c) => !KNOWN.has(c.uuid));
/** A save brought a billing address the tab does not list yet: its re-read (card.sync) comes next. */
const awaitingSync = (s: S) => s.matches('idle') && s.context.cards.some((c) => !c.is_deleted && newAddressOf(s, c));
const inIdle = (s: S) => s.matches('idle') && !awaitingSync(s);
const sandbox = (s: S) => Boolean(s.context.publicKey?.startsWith('sandbox'));
const savedAs = (s: S): SavedCard => {
  const target = cardOf(s, s.context.targetUuid) ?? SECOND;
  const { form } = s.context;
  return {
    ...target,
    card_holder_name: form.card_holder_name,
    card_exp_month: form.card_expiry_month,
    card_exp_year: form.card_expiry_year,
    address: form.address,
  };
};
const added = (s: S): SavedCard => ({
  ...CASEY,
  uuid: 'added',
  card_holder_name: s.context.form.card_holder_name,
  card_exp_month: s.context.form.card_expiry_month,
  card_exp_year: s.context.form.card_expiry_year,
  address: s.context.form.address,
});

// The flow's fixtures, offered only where the billing tab shows their control, with the sandbox's cards.
const fixtures: Fixtures<M> = {
  ...cardFixtures,
  'card.sync': (s: S) =>
    awaitingSync(s)
      ? [
          {
            type: 'card.sync' as const,
            data: {
              cards: s.context.cards,
              addresses: [
                ...s.context.addresses,
                ...s.context.cards.filter((c) => !c.is_deleted && newAddressOf(s, c)).map((c) => c.address!),
              ],
              serviceOrders: s.context.serviceOrders,
            },
          },
        ]
      : [],
  'card.add': (s: S) => (inIdle(s) && !madeCard(s) ? [{ type: 'card.add' as const }] : []),
  'card.edit': (s: S) =>
    inIdle(s) && !madeCard(s) && cardOf(s, SECOND.uuid) && !cardOf(s, SECOND.uuid)?.is_deleted
      ? [{ type: 'card.edit' as const, uuid: SECOND.uuid }]
      : [],
  // The second card first; Casey's only once it is the account's only card (then refused).
  'card.delete': (s: S) => {
    if (!inIdle(s) || madeCard(s)) return [];
    const second = cardOf(s, SECOND.uuid);
    if (second && !second.is_deleted) return [{ type: 'card.delete' as const, uuid: SECOND.uuid }];
    if (second?.is_deleted && cardOf(s, CASEY.uuid)) return [{ type: 'card.delete' as const, uuid: CASEY.uuid }];
    return [];
  },
  'card.delete.cancel': (s: S) =>
    s.context.targetUuid === SECOND.uuid ? [{ type: 'card.delete.cancel' as const }] : [],
  'card.fields.ready': (s: S) => (sandbox(s) ? [{ type: 'card.fields.ready' as const }] : []),
  'card.fields.fail': (s: S) => (sandbox(s) ? [] : [{ type: 'card.fields.fail' as const }]),
  'card.change': (s: S) => {
    const { form } = s.context;
    // The sandbox fields are ready as they mount: nothing can be typed while they load.
    if (s.matches({ adding: 'loadingFields' }) && sandbox(s)) return [];
    if (s.matches('adding'))
      return form.card_holder_name === '' ? [{ type: 'card.change' as const, values: NEW_CARD }] : [];
    if (form.card_expiry_year !== EDIT_EXPIRY.card_expiry_year)
      return [{ type: 'card.change' as const, values: EDIT_EXPIRY }];
    return form.card_holder_name === '' ? [] : [{ type: 'card.change' as const, values: { card_holder_name: '' } }];
  },
  'card.hosted.change': (s: S) =>
    s.matches({ adding: 'form' }) && !s.context.hosted.complete
      ? [
          {
            type: 'card.hosted.change' as const,
            hosted: { complete: true, number: 'complete' as const, cvv: 'complete' as const },
          },
        ]
      : [],
  'card.cancel': (s: S) =>
    editable(s) && !(s.matches({ adding: 'loadingFields' }) && sandbox(s)) ? [{ type: 'card.cancel' as const }] : [],
  'card.address.open': (s: S) =>
    s.context.addedAddresses.length === 0 ? [{ type: 'card.address.open' as const }] : [],
  'card.address.change': (s: S) =>
    s.context.newAddress.zip_code === pine.zip_code ? [] : [{ type: 'card.address.change' as const, address: pine }],
  'xstate.done.actor.tokenizeCard': [
    { type: 'xstate.done.actor.tokenizeCard', output: { kind: 'token', token: 'sandbox_pm_1' } },
    cardExpired,
  ],
  'xstate.error.actor.tokenizeCard': [],
  'xstate.done.actor.addCard': (s: S) => [
    { type: 'xstate.done.actor.addCard' as const, output: { kind: 'saved' as const, card: added(s) } },
    {
      type: 'xstate.done.actor.addCard' as const,
      output: { kind: 'invalid' as const, errors: ['Invalid card token.'] },
    },
  ],
  'xstate.done.actor.updateCard': (s: S) => [
    { type: 'xstate.done.actor.updateCard' as const, output: { kind: 'saved' as const, card: savedAs(s) } },
    {
      type: 'xstate.done.actor.updateCard' as const,
      output: { kind: 'invalid' as const, errors: ['Expiry month is invalid.'] },
    },
  ],
  'xstate.done.actor.deleteCard': (s: S) =>
    s.context.targetUuid === SECOND.uuid ? [{ type: 'xstate.done.actor.deleteCard' as const, output: undefined }] : [],
  'xstate.error.actor.deleteCard': (s: S) =>
    s.context.targetUuid === CASEY.uuid
      ? [{ type: 'xstate.error.actor.deleteCard' as const, error: new Error('only card of an active service') }]
      : [],
};

// ---------------------------------------------------------------------------------------------

const MODEL_USER = { userUuid: 'u1', commercial: false, serviceOrders: [] };

defineUiModelSuite('card', cardMachine, {
  inputs: [
    {
      name: 'demo customer',
      input: { ...MODEL_USER, cards: [CASEY, SECOND], addresses: [HOME], publicKey: 'sandbox' },
      open: async (ui) => {
        const { api, me, uuids } = await demoCards(ui.request);
        before = new Set(uuids);
        demoUsed = true;
        const token = await api.post('/sandbox/tokenize/', {
          card_number: NUMBER,
          card_cvv: CVV,
          card_exp_month: SECOND.card_exp_month,
          card_exp_year: SECOND.card_exp_year,
          method: 'card',
        });
        expect(token.status()).toBe(200);
        const made = await api.post('/user-billing-info/', {
          user_uuid: me.uuid,
          address: HOME,
          stax_card_token: ((await token.json()) as { id: string }).id,
          card_holder_name: SECOND.card_holder_name,
          charge_invoice_card: true,
        });
        expect(made.status()).toBe(201);
        await armReadHold(ui);
        await ui.signInAs(DEMO, '/account?tab=4');
        await expect(tileOf(ui, SECOND)).toBeVisible();
      },
    },
    {
      name: 'own account, no card provider key',
      input: { ...MODEL_USER, cards: [], addresses: [], publicKey: null },
      open: async (ui) => {
        await signInOwn(ui);
        await expect(savedCards(ui)).toContainText(accountMessages.noSavedCards);
      },
    },
    {
      name: 'own account, an office with a Stax key whose code cannot load',
      input: { ...MODEL_USER, cards: [], addresses: [], publicKey: STAX_KEY },
      open: async (ui) => {
        heldStax = null;
        // The office's key as the account read gives it (the demo offices all have the sandbox key).
        await ui.page.route(/\/api\/v1\/user\/me\/$/, async (route) => {
          const answer = await route.fetch();
          const account = (await answer.json()) as Record<string, unknown>;
          await route.fulfill({
            response: answer,
            json: {
              ...account,
              field_office: {
                uuid: '00000000-0000-4000-8000-000000000001',
                stax_public_apikey: STAX_KEY,
                time_zone: 'America/New_York',
              },
            },
          });
        });
        // Offline as the provider's code loads: its chunk is held, then aborted by card.fields.fail.
        await ui.page.route(/\/assets\/stax-[^/]*\.js$/, (route) => {
          heldStax = route;
        });
        await signInOwn(ui);
        await expect(savedCards(ui)).toContainText(accountMessages.noSavedCards);
      },
    },
  ],
  fixtures,
  project: ({ context: c }) => ({
    form: c.form,
    hosted: c.hosted.complete,
    errors: Object.keys(c.errors).sort(),
    newAddress: c.newAddress.zip_code,
    added: c.addedAddresses.length,
    token: c.token !== null,
    target: c.targetUuid,
    cards: c.cards.map((k) => `${k.uuid}|${k.card_exp_month}|${k.address?.zip_code}|${k.is_deleted === true}`),
    addresses: c.addresses.length,
    key: c.publicKey,
  }),
  calls: {
    tokenizeCard: { method: 'POST', path: /^\/sandbox\/tokenize\/$/ },
    addCard: { method: 'POST', path: /^\/user-billing-info\/$/ },
    updateCard: { method: 'PATCH', path: /^\/user-billing-info\/[^/]+\/$/ },
    deleteCard: { method: 'DELETE', path: /^\/user-billing-info\/[^/]+\/$/ },
  },
  executors,
  states,
  excluded: {
    'card.adding.tokenizing --xstate.error.actor.tokenizeCard[0]':
      'the tokenize actor turns every failure (a refusal, a network error, no controller) into an invalid result: it never rejects',
  },
  axeVariant: (s) => (Object.keys(s.context.errors).length > 0 ? 'errors' : ''),
  reload: {
    // The modal opens again with the holder, expiry, chosen and added addresses (and the add-address
    // view's entries); never the card number or CVV. A save in flight is not resumed: its last
    // editable draft comes back.
    entered: async (ui, s) => {
      if (s.matches({ adding: 'address' }) || s.matches({ editing: 'address' })) {
        await addressShows(ui, s);
        return;
      }
      // The last try's messages are not kept.
      await formShows(ui, s, false);
      await expect(
        dialog(ui, s)
          .getByRole('status')
          .filter({ hasText: /^Saving/ }),
      ).toHaveCount(0);
      if (s.matches('adding')) await expect(dialog(ui, s).getByLabel('Card Number')).toHaveValue('');
    },
    skip: {
      idle: 'no modal is open: nothing is entered, the tab reloads the saved cards from the server',
      confirmingDelete: 'the delete confirmation takes no input: after a reload the card is still listed',
      deleting: 'the delete takes no input; a reload shows the list as the server has it',
    },
  },
});
