// The add-bags machine's paths through the real doggie-bag offer of the Overview (/account?tab=0),
// docs/decisions/006. The demo customer has two residential services (100 Main St, 45 Oak Ln), as the
// vitest model's input: the confirmation asks which next visit brings the bags. A purchase adds to the
// service's next_service_bags, which no other spec reads (account-overview.spec.ts buys too).
import { addBagsMachine } from '../../../machines/add-bags/add-bags.machine';
import { accountMessages } from '../../../src/domain/account-messages';
import { addBagsFixtures, bagsRefused, twoServices } from '../../model/add-bags.fixtures';
import { defineUiModelSuite } from '../../support/ui-model-harness';
import { NETWORK, injected, server } from '../../support/ui-model-types';
import type { Executors, StateAssertion, StateAssertions, UiContext } from '../../support/ui-model-types';
import { serverWithBody } from './answers';
import { expect, tick } from '../support';

type M = typeof addBagsMachine;

/** The server's sentence after a purchase (server/routes/account.ts serviceAddBags). */
const ADDED = '200 bags will be delivered with your next service.';
/** The model's order uuids → the demo services' addresses. */
const STREETS: Record<string, string> = { so1: '100 Main St', so2: '45 Oak Ln' };

const offer = ({ page }: UiContext) => page.getByRole('region', { name: 'Doggie bags' });
const offerButton = (ui: UiContext) => offer(ui).getByRole('button', { name: 'Add 200 bags' });
const dialog = ({ page }: UiContext) => page.getByRole('dialog', { name: accountMessages.overviewBagsConfirmTitle });
const buyButton = (ui: UiContext) => dialog(ui).getByRole('button', { name: 'Add bags for $8.99' });
const radio = (ui: UiContext, uuid: string) =>
  dialog(ui).getByRole('radio', { name: new RegExp(`^${STREETS[uuid] ?? uuid}`) });

const theOffer: StateAssertion<M> = async (ui, { context }) => {
  await expect(dialog(ui)).toBeHidden();
  await expect(offer(ui)).toContainText('200 bags for $8.99');
  await expect(offerButton(ui)).toBeEnabled();
  await (context.added ? expect(offer(ui)).toContainText(ADDED) : expect(offer(ui)).not.toContainText(ADDED));
};

/** The confirmation: the choice of the service (the chosen one checked, the other not). */
const confirmation: StateAssertion<M> = async (ui, { context }) => {
  await expect(dialog(ui)).toBeVisible();
  await expect(dialog(ui)).toContainText('200 bags for $8.99');
  for (const uuid of context.orderUuids)
    await (context.selected === uuid
      ? expect(radio(ui, uuid)).toBeChecked()
      : expect(radio(ui, uuid)).not.toBeChecked());
};

const executors = {
  'bags.open': async (ui) => offerButton(ui).click(),
  'bags.select': async (ui, event) => tick(radio(ui, event.uuid)),
  'bags.confirm': async (ui) => buyButton(ui).click(),
  'bags.cancel': async (ui) => dialog(ui).getByRole('button', { name: 'Cancel' }).click(),
  'xstate.done.actor.addBags': (output) =>
    output.kind === 'added'
      ? server()
      : serverWithBody('a price other than the pack’s is refused (the app always sends 8.99)', { add_bags: '9.99' }),
  'xstate.error.actor.addBags': () => injected.abort(NETWORK),
} satisfies Executors<M>;

const states = {
  idle: theOffer,
  confirming: async (ui, snapshot) => {
    await confirmation(ui, snapshot);
    await expect(dialog(ui).getByRole('button', { name: 'Cancel' })).toBeEnabled();
    await (snapshot.can({ type: 'bags.confirm' })
      ? expect(buyButton(ui)).toBeEnabled()
      : expect(buyButton(ui)).toBeDisabled());
  },
  buying: async (ui, snapshot) => {
    await confirmation(ui, snapshot);
    await expect(dialog(ui).getByRole('status').filter({ hasText: 'Adding your bags…' })).toBeAttached();
    await expect(dialog(ui).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
  done: theOffer,
} satisfies StateAssertions<M>;

defineUiModelSuite('add-bags', addBagsMachine, {
  inputs: [
    {
      name: 'two services',
      input: twoServices,
      open: async (ui) => {
        await ui.signInAs('customer@example.com', '/account?tab=0');
        await expect(offerButton(ui)).toBeVisible();
      },
    },
  ],
  fixtures: {
    ...addBagsFixtures,
    // The dialog offers the customer's own services only (the model's 'unknown' cannot be chosen).
    'bags.select': [{ type: 'bags.select', uuid: 'so2' }],
    // The server's own confirmation.
    'xstate.done.actor.addBags': [
      { type: 'xstate.done.actor.addBags', output: { kind: 'added', detail: ADDED } },
      bagsRefused,
    ],
  },
  calls: { addBags: { method: 'POST', path: /^\/service\/add_bags\/$/ } },
  executors,
  states,
  reload: {
    entered: async (ui) => {
      await expect(offerButton(ui)).toBeVisible();
    },
    skip: {
      idle: 'no dialog is open: nothing is entered, the overview reloads as it was',
      confirming:
        'the confirmation takes no entry (only which service brings the bags, chosen again in one click): a reload closes it and nothing is bought',
      buying: 'the purchase in flight is not resumed (it would be sent twice): the reload shows the offer again',
      done: 'bought: the bags are on the server (next_service_bags); the offer’s sentence is for this visit to the page',
    },
  },
});
