// Model-based paths of the card editor (design.md §4), with the shared harness.
import { cardMachine } from '../../machines/card/card.machine';
import { defineModelSuite } from '../support/model-harness';
import { cardInputFixture as input } from '../support/fixtures';
import { cardFixtures } from './card.fixtures';

defineModelSuite('card', cardMachine, {
  fixtures: cardFixtures,
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
