import type { SnapshotFrom } from 'xstate';
import { defineModelSuite } from '../support/model-harness';
import { quoteMachine } from '../../machines/quote/quote.machine';
import { canPrice, isOtherAreaFilled } from '../../machines/quote/quote.schema';
import { areaFixture, priceFixture } from '../support/fixtures';

// The model state is the state value plus the facts the guards read; the rest of the context
// (notes, exact texts, add-on lists) does not change any decision and is left out to keep the
// graph small. Events that only edit text are offered once, where they matter.
type Snap = SnapshotFrom<typeof quoteMachine>;
const pricing = (s: Snap) => (s.value as { editing?: { pricing?: string } }).editing?.pricing;
const when =
  <E>(cond: (s: Snap) => boolean, events: E[]) =>
  (s: Snap) =>
    cond(s) ? events : [];
defineModelSuite('quote', quoteMachine, {
  input: { area: areaFixture, initialFrequency: 'once' },
  project: ({ context: c }) => ({
    canPrice: canPrice(c),
    once: c.frequency === 'once',
    prepay: c.prepay,
    couponInput: c.couponInput !== '',
    coupon: c.couponCode !== null,
    otherFilled: isOtherAreaFilled(c),
  }),
  fixtures: {
    'quote.frequency.select': [
      { type: 'quote.frequency.select', frequency: 'weekly' },
      { type: 'quote.frequency.select', frequency: 'once' },
    ],
    'quote.propertyType.select': [
      { type: 'quote.propertyType.select', propertyType: 'townhouse' },
      { type: 'quote.propertyType.select', propertyType: 'single_family_large' },
    ],
    'quote.largeLot.confirm': [{ type: 'quote.largeLot.confirm' }],
    'quote.largeLot.cancel': [{ type: 'quote.largeLot.cancel' }],
    'quote.pets.select': (s) => [
      { type: 'quote.pets.select', petCount: '2' } as const,
      // '4+' without its exact number makes the quote unpriceable: offered with a coupon applied
      // so that removing the coupon of an incomplete quote is reached.
      ...(s.context.couponCode !== null ? [{ type: 'quote.pets.select', petCount: '4+' } as const] : []),
    ],
    'quote.pets.extra.change': when(
      (s) => pricing(s) === 'incomplete',
      [{ type: 'quote.pets.extra.change', count: 5 }],
    ),
    'quote.lastCleaned.select': when(
      (s) => s.context.lastCleaned === null,
      [{ type: 'quote.lastCleaned.select', lastCleaned: '1-2_months' }],
    ),
    'quote.area.toggle': [{ type: 'quote.area.toggle', area: 'Other' }],
    'quote.area.other.change': when(
      (s) => s.context.areas.includes('Other') && s.context.otherAreaText === '',
      [{ type: 'quote.area.other.change', text: 'Gate side' }],
    ),
    'quote.addOn.toggle': when(
      (s) => s.context.addOns.length === 0,
      [{ type: 'quote.addOn.toggle', addOn: { uuid: 'addon-deodorizer', name: 'Deodorizer', is_recurring: true } }],
    ),
    'quote.notes.change': when(
      (s) => pricing(s) === 'priced' && s.context.cleaningNotes === '',
      [{ type: 'quote.notes.change', text: 'Beware of the cat' }],
    ),
    'quote.disposal.change': when(
      (s) => pricing(s) === 'priced' && s.context.disposalLocation === '',
      [{ type: 'quote.disposal.change', text: 'Bin by the gate' }],
    ),
    'quote.prepay.toggle': [{ type: 'quote.prepay.toggle' }],
    'quote.prepay.months.select': when(
      (s) => s.context.prepayMonths === null,
      [{ type: 'quote.prepay.months.select', months: 12 }],
    ),
    'quote.coupon.change': when(
      (s) => s.context.couponInput === '' && pricing(s) !== 'debouncing',
      [{ type: 'quote.coupon.change', code: 'WELCOME10' }],
    ),
    'quote.coupon.apply': [{ type: 'quote.coupon.apply' }],
    'quote.coupon.remove': [{ type: 'quote.coupon.remove' }],
    'quote.clear': when((s) => pricing(s) === 'priced', [{ type: 'quote.clear' }]),
    'quote.continue': [{ type: 'quote.continue' }],
    'quote.price.retry': [{ type: 'quote.price.retry' }],
    'xstate.done.actor.calculatePrice': [
      { type: 'xstate.done.actor.calculatePrice', output: { kind: 'priced', price: priceFixture } },
      { type: 'xstate.done.actor.calculatePrice', output: { kind: 'couponRejected', message: 'Invalid coupon code.' } },
      { type: 'xstate.done.actor.calculatePrice', output: { kind: 'invalid', errors: ['frequency: bad'] } },
    ],
    'xstate.error.actor.calculatePrice': [{ type: 'xstate.error.actor.calculatePrice', error: new Error('network') }],
  },
});
