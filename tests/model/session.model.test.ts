// Model-based paths of the session machine (design.md §4), with the shared harness.
import { sessionMachine } from '../../machines/session/session.machine';
import { defineModelSuite } from '../support/model-harness';
import { sessionFixtures } from './session.fixtures';

defineModelSuite('session', sessionMachine, {
  fixtures: sessionFixtures,
  inputs: [{ signedIn: false }, { signedIn: true }],
});
