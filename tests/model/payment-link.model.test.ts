// Model-based paths of the invoice payment page (design.md §4), with the shared harness.
import { paymentLinkMachine } from '../../machines/payment-link/payment-link.machine';
import { defineModelSuite } from '../support/model-harness';
import type { Fixtures } from '../support/model-harness';
import { paymentFormFixture as form, paymentLinkInputFixture as link } from '../support/fixtures';

const fixtures: Fixtures<typeof paymentLinkMachine> = {
  'pay.change': [{ type: 'pay.change', values: form }],
  'pay.hosted.change': [{ type: 'pay.hosted.change', hosted: { numberValid: true, cvvValid: true } }],
  'pay.permission.change': (s) => (s.context.saveCard ? [{ type: 'pay.permission.change', checked: false }] : []),
  'pay.submit': [{ type: 'pay.submit' }],
  'xstate.done.actor.tokenizeCard': [
    { type: 'xstate.done.actor.tokenizeCard', output: { kind: 'token', token: 'tok_1' } },
    { type: 'xstate.done.actor.tokenizeCard', output: { kind: 'none' } },
    {
      type: 'xstate.done.actor.tokenizeCard',
      output: { kind: 'refused', errors: { 'credit_card_info.card_expiry_year': 'Card has expired.' } },
    },
  ],
  'xstate.error.actor.tokenizeCard': [{ type: 'xstate.error.actor.tokenizeCard', error: new Error('declined') }],
  'xstate.done.actor.submitPayment': [
    { type: 'xstate.done.actor.submitPayment', output: { kind: 'paid', message: 'Payment successful' } },
    {
      type: 'xstate.done.actor.submitPayment',
      output: { kind: 'failed', errors: { 'address.zip_code': 'Bad zip' }, error: { detail: 'Bad zip' } },
    },
  ],
  'xstate.error.actor.submitPayment': [{ type: 'xstate.error.actor.submitPayment', error: new Error('offline') }],
};

defineModelSuite('payment-link', paymentLinkMachine, {
  fixtures,
  inputs: [link, { ...link, publicKey: null }],
  project: ({ context }) => ({
    form: context.form.first_name !== '',
    hosted: context.hosted.numberValid,
    saveCard: context.saveCard,
    tokenized: context.token !== null,
    errors: Object.keys(context.errors).length > 0,
  }),
});
