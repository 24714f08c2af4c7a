// Model-based paths of the doggie-bag offer (design.md §4), with the shared harness.
import { addBagsMachine } from '../../machines/add-bags/add-bags.machine';
import { defineModelSuite } from '../support/model-harness';
import type { Fixtures } from '../support/model-harness';

const fixtures: Fixtures<typeof addBagsMachine> = {
  'bags.open': [{ type: 'bags.open' }],
  'bags.select': [
    { type: 'bags.select', uuid: 'so2' },
    { type: 'bags.select', uuid: 'unknown' },
  ],
  'bags.confirm': [{ type: 'bags.confirm' }],
  'bags.cancel': [{ type: 'bags.cancel' }],
  'xstate.done.actor.addBags': [
    { type: 'xstate.done.actor.addBags', output: { kind: 'added', detail: '200 bags will be delivered.' } },
    { type: 'xstate.done.actor.addBags', output: { kind: 'invalid', errors: { add_bags: ['Wrong price'] } } },
  ],
  'xstate.error.actor.addBags': [{ type: 'xstate.error.actor.addBags', error: new Error('offline') }],
};

defineModelSuite('add-bags', addBagsMachine, {
  fixtures,
  input: { orderUuids: ['so1', 'so2'], price: '8.99' },
});
