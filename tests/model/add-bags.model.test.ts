// Model-based paths of the doggie-bag offer (design.md §4), with the shared harness.
import { addBagsMachine } from '../../machines/add-bags/add-bags.machine';
import { defineModelSuite } from '../support/model-harness';
import { addBagsFixtures, twoServices } from './add-bags.fixtures';

defineModelSuite('add-bags', addBagsMachine, {
  fixtures: addBagsFixtures,
  input: twoServices,
});
