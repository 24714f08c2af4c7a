// Model-based paths of the card editor (design.md §4), with the shared harness.
import { cardMachine } from '../../machines/card/card.machine';
import { defineModelSuite } from '../support/model-harness';
import type { Fixtures } from '../support/model-harness';
import { cardFormFixture as form, cardInputFixture as input, cardsFixture as cards } from '../support/fixtures';

const fixtures: Fixtures<typeof cardMachine> = {
  // One card added is enough: every add appends, so the model would never end.
  'card.add': (s) => (s.context.cards.length > 1 ? [] : [{ type: 'card.add' }]),
  'card.edit': [
    { type: 'card.edit', card: cards[0]!, form },
    { type: 'card.edit', card: cards[0]!, form: { ...form, card_holder_name: '' } },
  ],
  'card.delete': (s) => (s.context.cards.some((c) => c.is_deleted) ? [] : [{ type: 'card.delete', uuid: 'c1' }]),
  'card.change': [{ type: 'card.change', values: form }],
  'card.hosted.change': [{ type: 'card.hosted.change', hosted: { numberValid: true, cvvValid: true } }],
  'card.submit': [{ type: 'card.submit' }],
  'card.cancel': [{ type: 'card.cancel' }],
  'xstate.done.actor.loadTokenizer': [{ type: 'xstate.done.actor.loadTokenizer', output: undefined }],
  'xstate.error.actor.loadTokenizer': [{ type: 'xstate.error.actor.loadTokenizer', error: new Error('offline') }],
  'xstate.done.actor.tokenizeCard': [
    { type: 'xstate.done.actor.tokenizeCard', output: { kind: 'token', token: 'tok_1' } },
    { type: 'xstate.done.actor.tokenizeCard', output: { kind: 'invalid', errors: ['Card number is invalid'] } },
  ],
  'xstate.error.actor.tokenizeCard': [{ type: 'xstate.error.actor.tokenizeCard', error: new Error('offline') }],
  'xstate.done.actor.addCard': [
    {
      type: 'xstate.done.actor.addCard',
      output: { kind: 'saved', card: { uuid: 'c2', card_holder_name: 'Ann Lee', card_last_four: '4242' } },
    },
    { type: 'xstate.done.actor.addCard', output: { kind: 'invalid', errors: { address: ['bad'] } } },
  ],
  'xstate.error.actor.addCard': [{ type: 'xstate.error.actor.addCard', error: new Error('offline') }],
  'xstate.done.actor.updateCard': [{ type: 'xstate.done.actor.updateCard', output: undefined }],
  'xstate.error.actor.updateCard': [{ type: 'xstate.error.actor.updateCard', error: new Error('offline') }],
  'xstate.done.actor.deleteCard': [{ type: 'xstate.done.actor.deleteCard', output: undefined }],
  'xstate.error.actor.deleteCard': [{ type: 'xstate.error.actor.deleteCard', error: new Error('offline') }],
};

defineModelSuite('card', cardMachine, {
  fixtures,
  inputs: [input, { ...input, publicKey: null }],
  project: ({ context }) => ({
    filled: context.form.card_holder_name !== '',
    hosted: context.hosted.numberValid,
    errors: Object.keys(context.errors).length > 0,
    token: context.token,
    cards: context.cards.length,
    deleted: context.cards.some((c) => c.is_deleted),
  }),
});
