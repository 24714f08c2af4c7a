// The Edit Account Information modal's fixtures, shared by the model suite and the UI model suite
// (which types what a user can and reads the server's own refusal). Free of vitest: Playwright loads it too.
import type { accountEditMachine } from '../../machines/account-edit/account-edit.machine';
import { accountFormFixture as form, addressFixture as address } from '../support/fixtures';
import type { Fixtures } from '../support/model-paths';

export const accountEditFixtures = {
  'edit.open': [{ type: 'edit.open' }],
  'edit.change': (s) =>
    s.context.form?.is_print_and_mail_invoices
      ? []
      : [
          { type: 'edit.change', values: { is_print_and_mail_invoices: true, invoice_address_manual: true } },
          { type: 'edit.change', values: { is_print_and_mail_invoices: true, invoice_address: address } },
        ],
  'edit.save': [{ type: 'edit.save' }],
  'edit.cancel': [{ type: 'edit.cancel' }],
  'xstate.done.actor.fetchAccount': [{ type: 'xstate.done.actor.fetchAccount', output: form }],
  'xstate.error.actor.fetchAccount': [{ type: 'xstate.error.actor.fetchAccount', error: new Error('offline') }],
  'xstate.done.actor.validateAddress': [
    { type: 'xstate.done.actor.validateAddress', output: true },
    { type: 'xstate.done.actor.validateAddress', output: false },
  ],
  'xstate.error.actor.validateAddress': [{ type: 'xstate.error.actor.validateAddress', error: new Error('offline') }],
  'xstate.done.actor.saveAccount': [
    { type: 'xstate.done.actor.saveAccount', output: { kind: 'saved' } },
    { type: 'xstate.done.actor.saveAccount', output: { kind: 'invalid', errors: { first_name: ['bad'] } } },
  ],
  'xstate.error.actor.saveAccount': [{ type: 'xstate.error.actor.saveAccount', error: new Error('offline') }],
} satisfies Fixtures<typeof accountEditMachine>;
