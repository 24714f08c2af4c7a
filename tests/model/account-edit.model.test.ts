// Model-based paths of the Edit Account Information modal (design.md §4), with the shared harness.
import { accountEditMachine } from '../../machines/account-edit/account-edit.machine';
import { defineModelSuite } from '../support/model-harness';
import { accountEditFixtures } from './account-edit.fixtures';

defineModelSuite('account-edit', accountEditMachine, {
  fixtures: accountEditFixtures,
  input: { commercial: false, fieldOfficeUuid: 'fo1' },
});
