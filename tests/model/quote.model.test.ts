import { defineModelSuite } from '../support/model-harness';
import { quoteMachine } from '../../machines/quote/quote.machine';
import { canPrice, isOtherAreaFilled } from '../../machines/quote/quote.schema';
import { justOnceInput, quoteFixtures } from './quote.fixtures';

// The model state is the state value plus the facts the guards read; the rest of the context
// (notes, exact texts, add-on lists) does not change any decision and is left out to keep the
// graph small. Events that only edit text are offered once, where they matter.
defineModelSuite('quote', quoteMachine, {
  input: justOnceInput,
  project: ({ context: c }) => ({
    canPrice: canPrice(c),
    once: c.frequency === 'once',
    prepay: c.prepay,
    couponInput: c.couponInput !== '',
    coupon: c.couponCode !== null,
    otherFilled: isOtherAreaFilled(c),
  }),
  fixtures: quoteFixtures,
});
