// The doggie-bag offer's fixtures, shared by the machine suite, the model suite and the UI model suite
// (which offers only the customer's own services and reads the server's own answer). Free of vitest:
// Playwright loads it too.
import type { addBagsMachine } from '../../machines/add-bags/add-bags.machine';
import type { Fixtures } from '../support/model-paths';
import { actorFailed, plainEvents } from '../support/actor-events';

/** A customer with two services and the pack's price. */
export const twoServices = { orderUuids: ['so1', 'so2'], price: '8.99' };

export const bagsRefused = {
  type: 'xstate.done.actor.addBags',
  output: { kind: 'invalid', errors: { add_bags: ['Wrong price'] } },
};

export const addBagsFixtures = {
  ...plainEvents('bags.open', 'bags.confirm', 'bags.cancel'),
  'bags.select': [
    { type: 'bags.select', uuid: 'so2' },
    { type: 'bags.select', uuid: 'unknown' },
  ],
  'xstate.done.actor.addBags': [
    { type: 'xstate.done.actor.addBags', output: { kind: 'added', detail: '200 bags will be delivered.' } },
    bagsRefused,
  ],
  'xstate.error.actor.addBags': actorFailed('addBags'),
} satisfies Fixtures<typeof addBagsMachine>;
