import { defineModelSuite } from '../support/model-harness';
import { subscriptionMachine } from '../../machines/subscription/subscription.machine';
import { areaFixture } from '../support/fixtures';

defineModelSuite('subscription', subscriptionMachine, {
  inputs: [{ area: areaFixture }, { area: null }],
  fixtures: {
    'subscription.select': [{ type: 'subscription.select', frequency: 'weekly' }],
    'subscription.retry': [{ type: 'subscription.retry' }],
    'xstate.done.actor.loadPriceRanges': [
      {
        type: 'xstate.done.actor.loadPriceRanges',
        output: { kind: 'loaded', ranges: [{ frequency: 'weekly', min_price: '15.00', max_price: '28.00' }] },
      },
      { type: 'xstate.done.actor.loadPriceRanges', output: { kind: 'invalid', errors: ['detail: Not found.'] } },
    ],
    'xstate.error.actor.loadPriceRanges': [{ type: 'xstate.error.actor.loadPriceRanges', error: new Error('network') }],
  },
});
