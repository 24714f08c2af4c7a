// Model-based paths of the auth machine (design.md §4), with the shared harness.
import { authMachine } from '../../machines/auth/auth.machine';
import { defineModelSuite } from '../support/model-harness';
import { authFixtures, resetLinkInput } from './auth.fixtures';

defineModelSuite('auth', authMachine, {
  fixtures: authFixtures,
  inputs: [{ mode: 'login' }, resetLinkInput],
});
