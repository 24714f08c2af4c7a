// Model-based paths of the Edit Account Information modal (design.md §4), with the shared harness.
import { accountEditMachine } from '../../machines/account-edit/account-edit.machine';
import { defineModelSuite } from '../support/model-harness';
import type { Fixtures } from '../support/model-harness';
import { accountFormFixture as form, addressFixture as address } from '../support/fixtures';

const fixtures: Fixtures<typeof accountEditMachine> = {
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
};

defineModelSuite('account-edit', accountEditMachine, {
  fixtures,
  input: { commercial: false, fieldOfficeUuid: 'fo1' },
});
