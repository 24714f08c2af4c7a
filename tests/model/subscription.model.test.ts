import { defineModelSuite } from '../support/model-harness';
import { subscriptionMachine } from '../../machines/subscription/subscription.machine';
import { areaFixture } from '../support/fixtures';
import { subscriptionFixtures } from './subscription.fixtures';

defineModelSuite('subscription', subscriptionMachine, {
  inputs: [{ area: areaFixture }, { area: null }],
  fixtures: subscriptionFixtures,
});
