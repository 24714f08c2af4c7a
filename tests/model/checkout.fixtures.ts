// The checkout flow's fixtures, shared by the model suite and the UI model suite (which fills what the
// view lets a customer fill and reads the server's own refusals). Free of vitest: Playwright loads it too.
import type { checkoutMachine } from '../../machines/checkout/checkout.machine';
import { validCheckoutForm } from '../support/fixtures';
import type { Fixtures } from '../support/model-paths';
import { actorDone, actorFailed } from '../support/actor-events';

export const leadUpdated = { type: 'xstate.done.actor.updateLead', output: { kind: 'updated' } };
export const orderPlaced = { type: 'xstate.done.actor.placeOrder', output: { kind: 'placed', orderId: 'order-1' } };
export const enquiryPlaced = {
  type: 'xstate.done.actor.placeEnquiry',
  output: { kind: 'placed', orderId: 'enquiry-1' },
};

export const checkoutFixtures = {
  'checkout.update': (s) =>
    s.context.form.first_name === '' ? [{ type: 'checkout.update' as const, values: validCheckoutForm }] : [],
  'checkout.submit': [{ type: 'checkout.submit' as const }],
  'xstate.done.actor.validateAddress': actorDone('validateAddress', { kind: 'valid' }, { kind: 'invalid' }),
  'xstate.error.actor.validateAddress': actorFailed('validateAddress', 'network'),
  'xstate.done.actor.updateLead': [
    leadUpdated,
    { type: 'xstate.done.actor.updateLead', output: { kind: 'invalid', errors: ['first_name: bad'] } },
  ],
  'xstate.error.actor.updateLead': actorFailed('updateLead', 'network'),
  'xstate.done.actor.tokenizeCard': actorDone(
    'tokenizeCard',
    { kind: 'tokenized', token: 'tok_1' },
    { kind: 'failed' },
  ),
  'xstate.error.actor.tokenizeCard': actorFailed('tokenizeCard', 'network'),
  'xstate.done.actor.placeOrder': [
    orderPlaced,
    { type: 'xstate.done.actor.placeOrder', output: { kind: 'invalid', errors: ['email: taken'] } },
  ],
  'xstate.error.actor.placeOrder': actorFailed('placeOrder', 'network'),
  'xstate.done.actor.placeEnquiry': [
    enquiryPlaced,
    { type: 'xstate.done.actor.placeEnquiry', output: { kind: 'invalid', errors: ['email: taken'] } },
  ],
  'xstate.error.actor.placeEnquiry': actorFailed('placeEnquiry', 'network'),
} satisfies Fixtures<typeof checkoutMachine>;
