// The card editor's fixtures, shared by the machine suite, the model suite and the UI model suite (which
// offers only what the billing tab shows and answers with the sandbox's cards). Free of vitest:
// Playwright loads it too.
import type { cardMachine, SavedCard } from '../../machines/card/card.machine';
import type { Address } from '../../machines/shared/address.schema';
import { addressFixture as address, cardFormFixture as form, cardsFixture as cards } from '../support/fixtures';
import type { Fixtures } from '../support/model-paths';
import { actorDone, actorFailed, plainEvents } from '../support/actor-events';

/** The card an add saves. */
export const added: SavedCard = { ...cards[0]!, uuid: 'c2', card_last_four: '4242' };
/** A billing address the customer adds. */
export const pine: Address = { address: '7 Pine Rd', city: 'Cary', state: 'NC', zip_code: '27513' };

/** The hosted fields once number and CVV are complete. */
export const completeHosted = { complete: true, number: 'complete', cvv: 'complete' } as const;
/** A commercial customer's office, the billing address of their first service. */
export const office: Address = { address: '9 Office Park', city: 'Raleigh', state: 'NC', zip_code: '27603' };
/** A commercial customer's services: the first billed to the office, the second with no billing address. */
export const serviceOrders = [
  { uuid: 'so1', service_address: address, billing_address: office },
  { uuid: 'so2', service_address: office, billing_address: null },
];

/** The card provider's refusal of an expired card. */
export const cardExpired = {
  type: 'xstate.done.actor.tokenizeCard',
  output: { kind: 'invalid', errors: ['Card has expired.'] },
};

export const cardFixtures = {
  ...plainEvents(
    'card.delete.confirm',
    'card.delete.cancel',
    'card.fields.ready',
    'card.fields.fail',
    'card.submit',
    'card.cancel',
    'card.address.open',
    'card.address.submit',
    'card.address.back',
  ),
  'card.sync': [{ type: 'card.sync', data: { cards, addresses: [address], serviceOrders: [] } }],
  // One card added is enough: every add appends, so the model would never end.
  'card.add': (s) => (s.context.cards.length > 1 ? [] : [{ type: 'card.add' }]),
  'card.edit': [{ type: 'card.edit', uuid: 'c1' }],
  'card.delete': (s) => (s.context.cards.some((c) => c.is_deleted) ? [] : [{ type: 'card.delete', uuid: 'c1' }]),
  'card.change': [
    { type: 'card.change', values: form },
    { type: 'card.change', values: { card_holder_name: '' } },
  ],
  'card.hosted.change': [
    { type: 'card.hosted.change', hosted: { complete: true, number: 'complete', cvv: 'complete' } },
  ],
  'card.address.change': [
    { type: 'card.address.change', address: pine },
    { type: 'card.address.change', address: { ...address, zip_code: '' } },
  ],
  'xstate.done.actor.tokenizeCard': [
    { type: 'xstate.done.actor.tokenizeCard', output: { kind: 'token', token: 'tok_1' } },
    cardExpired,
  ],
  'xstate.error.actor.tokenizeCard': actorFailed('tokenizeCard'),
  'xstate.done.actor.addCard': actorDone(
    'addCard',
    { kind: 'saved', card: added },
    { kind: 'invalid', errors: ['Invalid card token.'] },
  ),
  'xstate.error.actor.addCard': actorFailed('addCard'),
  'xstate.done.actor.updateCard': actorDone(
    'updateCard',
    { kind: 'saved', card: cards[0]! },
    { kind: 'invalid', errors: ['Expiry month is invalid.'] },
  ),
  'xstate.error.actor.updateCard': actorFailed('updateCard'),
  'xstate.done.actor.deleteCard': actorDone('deleteCard', undefined),
  'xstate.error.actor.deleteCard': actorFailed('deleteCard'),
} satisfies Fixtures<typeof cardMachine>;
