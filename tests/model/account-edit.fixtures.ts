// The Edit Account Information modal's fixtures, shared by the model suite and the UI model suite
// (which types what a user can and reads the server's own refusal). Free of vitest: Playwright loads it too.
import type { accountEditMachine } from '../../machines/account-edit/account-edit.machine';
import { accountFormFixture as form, addressFixture as address } from '../support/fixtures';
import type { Fixtures } from '../support/model-paths';
import { actorDone, actorFailed, plainEvents, saveSettles } from '../support/actor-events';

export const accountEditFixtures = {
  ...plainEvents('edit.open', 'edit.save', 'edit.cancel'),
  'edit.change': (s) =>
    s.context.form?.is_print_and_mail_invoices
      ? []
      : [
          { type: 'edit.change', values: { is_print_and_mail_invoices: true, invoice_address_manual: true } },
          { type: 'edit.change', values: { is_print_and_mail_invoices: true, invoice_address: address } },
        ],
  'xstate.done.actor.fetchAccount': actorDone('fetchAccount', form),
  'xstate.error.actor.fetchAccount': actorFailed('fetchAccount'),
  'xstate.done.actor.validateAddress': actorDone('validateAddress', true, false),
  'xstate.error.actor.validateAddress': actorFailed('validateAddress'),
  ...saveSettles('saveAccount', { first_name: ['bad'] }),
} satisfies Fixtures<typeof accountEditMachine>;
