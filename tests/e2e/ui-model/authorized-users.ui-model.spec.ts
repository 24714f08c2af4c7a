// The authorized-users machine's paths through the real Edit Authorized Users modal of the Account
// Information tab (docs/decisions/006), for a residential customer of each test's own (registered with
// a UNIQ email, no names yet: 'Add Authorized Users' then sends only users.edit). The refusal is the
// server's own, to a list longer than the contract allows; only the network failure is injected.
import { authorizedUsersMachine } from '../../../machines/authorized-users/authorized-users.machine';
import { cleanNames } from '../../../machines/authorized-users/authorized-users.schema';
import { accountMessages } from '../../../src/domain/account-messages';
import { authorizedUsersFixtures } from '../../model/authorized-users.fixtures';
import type { Fixtures } from '../../support/model-paths';
import { defineUiModelSuite } from '../../support/ui-model-harness';
import { injected, server } from '../../support/ui-model-types';
import type { Executors, StateAssertion, StateAssertions, UiContext } from '../../support/ui-model-types';
import { serverWithBody } from './answers';
import { expect } from '../support';
import { NETWORK, dialog, ownCustomer } from './account-info.shared';

type M = typeof authorizedUsersMachine;

const EMAIL = 'uim-au-UNIQ@example.com';

const openButton = ({ page }: UiContext) => page.getByRole('button', { name: 'Add Authorized Users' });
const nameField = (ui: UiContext, i: number) =>
  dialog(ui).getByRole('textbox', { name: `Authorized user ${i + 1}`, exact: true });
const card = ({ page }: UiContext) => page.getByRole('region', { name: 'Account Info' });
const saveButton = (ui: UiContext) => dialog(ui).getByRole('button', { name: 'Save Changes' });

const executors = {
  'users.edit': async (ui) => openButton(ui).click(),
  'users.add': async (ui) => dialog(ui).getByRole('button', { name: 'Add another name' }).click(),
  'users.change': async (ui, event) => nameField(ui, event.index).fill(event.value),
  'users.remove': async (ui, event) =>
    dialog(ui)
      .getByRole('button', { name: `Remove authorized user ${event.index + 1}` })
      .click(),
  'users.save': async (ui) => saveButton(ui).click(),
  'users.cancel': async (ui) => dialog(ui).getByRole('button', { name: 'Cancel' }).click(),
  'xstate.done.actor.saveUsers': (output) =>
    output.kind === 'saved'
      ? server()
      : serverWithBody('a list over the contract’s 20 names is refused (the modal stops at 20)', {
          authorized_users_list: Array.from({ length: 21 }, (_, i) => `Name ${i + 1}`),
        }),
  'xstate.error.actor.saveUsers': () => injected.abort(NETWORK),
} satisfies Executors<M>;

/** The names in the modal, each in its field, in order. */
const namesOnScreen: StateAssertion<M> = async (ui, { context }) => {
  await expect(dialog(ui).getByRole('heading', { name: accountMessages.editAuthorizedUsers })).toBeVisible();
  await expect(dialog(ui).getByRole('textbox')).toHaveCount(context.names.length);
  for (const [i, name] of context.names.entries()) await expect(nameField(ui, i)).toHaveValue(name);
};

const states = {
  closed: async (ui) => {
    await expect(dialog(ui)).toHaveCount(0);
    await expect(openButton(ui)).toBeEnabled();
  },
  editing: async (ui, snapshot) => {
    await namesOnScreen(ui, snapshot);
    await (snapshot.can({ type: 'users.save' })
      ? expect(saveButton(ui)).toBeEnabled()
      : expect(saveButton(ui)).toBeDisabled());
    await expect(dialog(ui).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  },
  saving: async (ui, snapshot) => {
    await namesOnScreen(ui, snapshot);
    await expect(dialog(ui).getByRole('status').filter({ hasText: 'Saving the list…' })).toBeAttached();
    await expect(dialog(ui).getByRole('button', { name: 'Cancel' })).toBeDisabled();
  },
} satisfies StateAssertions<M>;

// The flow's fixtures, with the customer's own email, a full name and the server's own refusal.
const fixtures: Fixtures<M> = {
  ...authorizedUsersFixtures,
  'users.edit': [
    {
      type: 'users.edit',
      names: [],
      emails: [{ email: EMAIL, primary: true }],
      primaryEmail: EMAIL,
    },
  ],
  'users.change': (s) =>
    s.context.names.length === 2 && s.context.names[1] === ''
      ? [{ type: 'users.change', index: 1, value: 'Pat Example' }]
      : [],
  'xstate.done.actor.saveUsers': [
    { type: 'xstate.done.actor.saveUsers', output: { kind: 'saved' } },
    {
      type: 'xstate.done.actor.saveUsers',
      output: {
        kind: 'invalid',
        errors: { authorized_users_list: ['Ensure this field has no more than 20 elements.'] },
      },
    },
  ],
};

defineUiModelSuite('authorized-users', authorizedUsersMachine, {
  shortestPaths:
    'a save keeps the names on the server, and the next edit in the same walk opens with them, while the model starts each edit from its input',
  inputs: [
    {
      name: 'own customer',
      input: undefined,
      open: async (ui) => ownCustomer(ui, ui.vary(EMAIL)),
    },
  ],
  // Only the names drive what is on screen (the emails are the account's, sent as they are).
  project: ({ context: c }) => ({ names: c.names, saved: c.saved }),
  fixtures,
  calls: {
    saveUsers: { method: 'PATCH', path: /^\/user\/me\/$/ },
  },
  executors,
  states,
  reload: {
    // The modal is open again with every name typed. In saving, the harness lets the held save through
    // before the reload: when its answer wins the race the list is saved, and the card shows it.
    entered: async (ui, snapshot) => {
      const heading = dialog(ui).getByRole('heading', { name: accountMessages.editAuthorizedUsers });
      const typed = cleanNames(snapshot.context.names);
      if (snapshot.matches('saving')) {
        const onCard = card(ui).getByText(typed.at(-1) ?? '', { exact: true });
        await expect(heading.or(onCard).first()).toBeVisible();
        if (!(await heading.isVisible())) {
          for (const name of typed) await expect(card(ui).getByText(name, { exact: true })).toBeVisible();
          return;
        }
      }
      await namesOnScreen(ui, snapshot);
      await expect(saveButton(ui)).toBeEnabled({
        enabled: snapshot.matches('saving') || snapshot.can({ type: 'users.save' }),
      });
    },
    skip: { closed: 'the modal is closed: nothing is being entered (a saved list is on the card, from the server)' },
  },
});
