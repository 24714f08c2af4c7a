// Model-based paths of the card editor (design.md §4), with the shared harness.
import { cardMachine } from '../../machines/card/card.machine';
import { defineModelSuite } from '../support/model-harness';
import type { Fixtures } from '../support/model-harness';
import {
  addressFixture as address,
  cardFormFixture as form,
  cardInputFixture as input,
  cardsFixture as cards,
} from '../support/fixtures';

const added = { ...cards[0]!, uuid: 'c2', card_last_four: '4242' };
const pine = { address: '7 Pine Rd', city: 'Cary', state: 'NC', zip_code: '27513' };

const fixtures: Fixtures<typeof cardMachine> = {
  'card.sync': [{ type: 'card.sync', data: { cards, addresses: [address], serviceOrders: [] } }],
  // One card added is enough: every add appends, so the model would never end.
  'card.add': (s) => (s.context.cards.length > 1 ? [] : [{ type: 'card.add' }]),
  'card.edit': [{ type: 'card.edit', uuid: 'c1' }],
  'card.delete': (s) => (s.context.cards.some((c) => c.is_deleted) ? [] : [{ type: 'card.delete', uuid: 'c1' }]),
  'card.delete.confirm': [{ type: 'card.delete.confirm' }],
  'card.delete.cancel': [{ type: 'card.delete.cancel' }],
  'card.fields.ready': [{ type: 'card.fields.ready' }],
  'card.fields.fail': [{ type: 'card.fields.fail' }],
  'card.change': [
    { type: 'card.change', values: form },
    { type: 'card.change', values: { card_holder_name: '' } },
  ],
  'card.hosted.change': [
    { type: 'card.hosted.change', hosted: { complete: true, number: 'complete', cvv: 'complete' } },
  ],
  'card.submit': [{ type: 'card.submit' }],
  'card.cancel': [{ type: 'card.cancel' }],
  'card.address.open': [{ type: 'card.address.open' }],
  'card.address.change': [
    { type: 'card.address.change', address: pine },
    { type: 'card.address.change', address: { ...address, zip_code: '' } },
  ],
  'card.address.submit': [{ type: 'card.address.submit' }],
  'card.address.back': [{ type: 'card.address.back' }],
  'xstate.done.actor.tokenizeCard': [
    { type: 'xstate.done.actor.tokenizeCard', output: { kind: 'token', token: 'tok_1' } },
    { type: 'xstate.done.actor.tokenizeCard', output: { kind: 'invalid', errors: ['Card has expired.'] } },
  ],
  'xstate.error.actor.tokenizeCard': [{ type: 'xstate.error.actor.tokenizeCard', error: new Error('offline') }],
  'xstate.done.actor.addCard': [
    { type: 'xstate.done.actor.addCard', output: { kind: 'saved', card: added } },
    { type: 'xstate.done.actor.addCard', output: { kind: 'invalid', errors: ['Invalid card token.'] } },
  ],
  'xstate.error.actor.addCard': [{ type: 'xstate.error.actor.addCard', error: new Error('offline') }],
  'xstate.done.actor.updateCard': [
    { type: 'xstate.done.actor.updateCard', output: { kind: 'saved', card: cards[0]! } },
    { type: 'xstate.done.actor.updateCard', output: { kind: 'invalid', errors: ['Expiry month is invalid.'] } },
  ],
  'xstate.error.actor.updateCard': [{ type: 'xstate.error.actor.updateCard', error: new Error('offline') }],
  'xstate.done.actor.deleteCard': [{ type: 'xstate.done.actor.deleteCard', output: undefined }],
  'xstate.error.actor.deleteCard': [{ type: 'xstate.error.actor.deleteCard', error: new Error('offline') }],
};

defineModelSuite('card', cardMachine, {
  fixtures,
  inputs: [input, { ...input, publicKey: null }],
  project: ({ context }) => ({
    filled: context.form.card_holder_name !== '',
    address: context.form.address !== null,
    hosted: context.hosted.complete,
    errors: Object.keys(context.errors).length > 0,
    newAddress: context.newAddress.zip_code,
    added: context.addedAddresses.length,
    token: context.token,
    cards: context.cards.length,
    deleted: context.cards.some((c) => c.is_deleted),
  }),
});
