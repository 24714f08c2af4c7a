// Model-based paths of the Edit Authorized Users modal (design.md §4), with the shared harness.
import { authorizedUsersMachine } from '../../machines/authorized-users/authorized-users.machine';
import { defineModelSuite } from '../support/model-harness';
import { authorizedUsersFixtures } from './authorized-users.fixtures';

defineModelSuite('authorized-users', authorizedUsersMachine, { fixtures: authorizedUsersFixtures });
