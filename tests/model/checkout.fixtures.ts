// The checkout flow's fixtures, shared by the model suite and the UI model suite (which fills what the
// view lets a customer fill and reads the server's own refusals). Free of vitest: Playwright loads it too.
import type { checkoutMachine } from '../../machines/checkout/checkout.machine';
import { validCheckoutForm } from '../support/fixtures';
import type { Fixtures } from '../support/model-paths';

const failed = (id: string) => [{ type: `xstate.error.actor.${id}`, error: new Error('network') }];

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
  'xstate.done.actor.validateAddress': [
    { type: 'xstate.done.actor.validateAddress', output: { kind: 'valid' } },
    { type: 'xstate.done.actor.validateAddress', output: { kind: 'invalid' } },
  ],
  'xstate.error.actor.validateAddress': failed('validateAddress'),
  'xstate.done.actor.updateLead': [
    leadUpdated,
    { type: 'xstate.done.actor.updateLead', output: { kind: 'invalid', errors: ['first_name: bad'] } },
  ],
  'xstate.error.actor.updateLead': failed('updateLead'),
  'xstate.done.actor.tokenizeCard': [
    { type: 'xstate.done.actor.tokenizeCard', output: { kind: 'tokenized', token: 'tok_1' } },
    { type: 'xstate.done.actor.tokenizeCard', output: { kind: 'failed' } },
  ],
  'xstate.error.actor.tokenizeCard': failed('tokenizeCard'),
  'xstate.done.actor.placeOrder': [
    orderPlaced,
    { type: 'xstate.done.actor.placeOrder', output: { kind: 'invalid', errors: ['email: taken'] } },
  ],
  'xstate.error.actor.placeOrder': failed('placeOrder'),
  'xstate.done.actor.placeEnquiry': [
    enquiryPlaced,
    { type: 'xstate.done.actor.placeEnquiry', output: { kind: 'invalid', errors: ['email: taken'] } },
  ],
  'xstate.error.actor.placeEnquiry': failed('placeEnquiry'),
} satisfies Fixtures<typeof checkoutMachine>;
