import { defineModelSuite } from '../support/model-harness';
import { checkoutMachine } from '../../machines/checkout/checkout.machine';
import { areaFixture, quoteOutputFixture, validCheckoutForm } from '../support/fixtures';

const failed = (id: string) => [{ type: `xstate.error.actor.${id}`, error: new Error('network') }];

defineModelSuite('checkout', checkoutMachine, {
  inputs: [
    { area: areaFixture, quote: quoteOutputFixture, signedIn: false, leadId: 'lead-1' },
    { area: areaFixture, quote: quoteOutputFixture, signedIn: true, leadId: null, editingSubscription: true },
    { area: { ...areaFixture, stax_public_apikey: null }, quote: quoteOutputFixture, signedIn: true, leadId: null },
  ],
  // Decisions read whether the form is valid; the form itself is either empty or the valid fixture.
  project: ({ context: c }) => ({
    valid: c.form.first_name !== '',
    errors: c.errors.length > 0,
    fieldErrors: Object.keys(c.fieldErrors).length > 0,
  }),
  fixtures: {
    'checkout.update': (s) =>
      s.context.form.first_name === '' ? [{ type: 'checkout.update' as const, values: validCheckoutForm }] : [],
    'checkout.submit': [{ type: 'checkout.submit' as const }],
    'xstate.done.actor.validateAddress': [
      { type: 'xstate.done.actor.validateAddress', output: { kind: 'valid' } },
      { type: 'xstate.done.actor.validateAddress', output: { kind: 'invalid' } },
    ],
    'xstate.error.actor.validateAddress': failed('validateAddress'),
    'xstate.done.actor.updateLead': [
      { type: 'xstate.done.actor.updateLead', output: { kind: 'updated' } },
      { type: 'xstate.done.actor.updateLead', output: { kind: 'invalid', errors: ['first_name: bad'] } },
    ],
    'xstate.error.actor.updateLead': failed('updateLead'),
    'xstate.done.actor.tokenizeCard': [
      { type: 'xstate.done.actor.tokenizeCard', output: { kind: 'tokenized', token: 'tok_1' } },
      { type: 'xstate.done.actor.tokenizeCard', output: { kind: 'failed' } },
    ],
    'xstate.error.actor.tokenizeCard': failed('tokenizeCard'),
    'xstate.done.actor.placeOrder': [
      { type: 'xstate.done.actor.placeOrder', output: { kind: 'placed', orderId: 'order-1' } },
      { type: 'xstate.done.actor.placeOrder', output: { kind: 'invalid', errors: ['email: taken'] } },
    ],
    'xstate.error.actor.placeOrder': failed('placeOrder'),
    'xstate.done.actor.placeEnquiry': [
      { type: 'xstate.done.actor.placeEnquiry', output: { kind: 'placed', orderId: 'enquiry-1' } },
      { type: 'xstate.done.actor.placeEnquiry', output: { kind: 'invalid', errors: ['email: taken'] } },
    ],
    'xstate.error.actor.placeEnquiry': failed('placeEnquiry'),
  },
});
