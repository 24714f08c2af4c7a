// The invoice payment page's fixtures, shared by the model suite and the UI model suite (which reads the
// sandbox's own answers). Free of vitest: Playwright loads it too.
import type { paymentLinkMachine } from '../../machines/payment-link/payment-link.machine';
import { paymentFormFixture as form, paymentLinkInputFixture as link } from '../support/fixtures';
import type { Fixtures, Snap } from '../support/model-paths';
import { actorDone, actorFailed } from '../support/actor-events';

type M = typeof paymentLinkMachine;

/** The same link when the office has no public key (the card form cannot tokenize). */
export const linkWithoutKey = { ...link, publicKey: null };

export const paymentLinkFixtures = {
  'pay.change': [{ type: 'pay.change', values: form }],
  'pay.hosted.change': [{ type: 'pay.hosted.change', hosted: { numberValid: true, cvvValid: true } }],
  'pay.permission.change': (s) => (s.context.saveCard ? [{ type: 'pay.permission.change', checked: false }] : []),
  'pay.submit': [{ type: 'pay.submit' }],
  'xstate.done.actor.tokenizeCard': actorDone(
    'tokenizeCard',
    { kind: 'token', token: 'tok_1' },
    { kind: 'none' },
    { kind: 'refused', errors: { 'credit_card_info.card_expiry_year': 'Card has expired.' } },
  ),
  'xstate.error.actor.tokenizeCard': actorFailed('tokenizeCard', 'declined'),
  'xstate.done.actor.submitPayment': actorDone(
    'submitPayment',
    { kind: 'paid', message: 'Payment successful' },
    { kind: 'failed', errors: { 'address.zip_code': 'Bad zip' }, error: { detail: 'Bad zip' } },
  ),
  'xstate.error.actor.submitPayment': actorFailed('submitPayment'),
} satisfies Fixtures<M>;

/** What identifies a model state: which parts of the form are filled, the card kept, a token, errors. */
export const paymentLinkProjection = ({ context }: Snap<M>) => ({
  form: context.form.first_name !== '',
  hosted: context.hosted.numberValid,
  saveCard: context.saveCard,
  tokenized: context.token !== null,
  errors: Object.keys(context.errors).length > 0,
});
