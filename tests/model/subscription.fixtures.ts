// The subscription step's fixtures, shared by the model suite and the UI model suite (which picks the
// frequency the demo office prices and reads the server's own refusal). Free of vitest: Playwright loads it too.
import type { subscriptionMachine } from '../../machines/subscription/subscription.machine';
import type { Fixtures } from '../support/model-paths';
import { actorFailed } from '../support/actor-events';

export const subscriptionFixtures = {
  'subscription.select': [{ type: 'subscription.select', frequency: 'weekly' }],
  'subscription.retry': [{ type: 'subscription.retry' }],
  'xstate.done.actor.loadPriceRanges': [
    {
      type: 'xstate.done.actor.loadPriceRanges',
      output: { kind: 'loaded', ranges: [{ frequency: 'weekly', min_price: '15.00', max_price: '28.00' }] },
    },
    { type: 'xstate.done.actor.loadPriceRanges', output: { kind: 'invalid', errors: ['detail: Not found.'] } },
  ],
  'xstate.error.actor.loadPriceRanges': actorFailed('loadPriceRanges', 'network'),
} satisfies Fixtures<typeof subscriptionMachine>;
