// The quote step's fixtures, shared by the model suite and the UI model suite: the same entries, offered
// under conditions of each suite's own (the browser acts only where a customer can). Free of vitest:
// Playwright loads it too.
import type { quoteMachine } from '../../machines/quote/quote.machine';
import { areaFixture, priceFixture } from '../support/fixtures';
import type { Ev, Fixtures, Snap } from '../support/model-paths';
import { actorFailed } from '../support/actor-events';

type M = typeof quoteMachine;
type S = Snap<M>;

/** The pricing sub-state (incomplete, debouncing, calculating, priced, failed). */
export const pricing = (s: S) => (s.value as { editing?: { pricing?: string } }).editing?.pricing;
/** Offers `events` only where `cond` holds. */
export const when =
  <E>(cond: (s: S) => boolean, events: E[]) =>
  (s: S) =>
    cond(s) ? events : [];

/** The Raleigh office's area, with 'Just Once' chosen on /subscription. */
export const justOnceInput = { area: areaFixture, initialFrequency: 'once' as const };

/** What a customer enters on the quote form, one event each. */
export const entries = {
  weekly: { type: 'quote.frequency.select', frequency: 'weekly' },
  justOnce: { type: 'quote.frequency.select', frequency: 'once' },
  townhouse: { type: 'quote.propertyType.select', propertyType: 'townhouse' },
  largeLot: { type: 'quote.propertyType.select', propertyType: 'single_family_large' },
  confirmLargeLot: { type: 'quote.largeLot.confirm' },
  cancelLargeLot: { type: 'quote.largeLot.cancel' },
  twoPets: { type: 'quote.pets.select', petCount: '2' },
  fourPlusPets: { type: 'quote.pets.select', petCount: '4+' },
  fiveExtraPets: { type: 'quote.pets.extra.change', count: 5 },
  lastCleaned: { type: 'quote.lastCleaned.select', lastCleaned: '1-2_months' },
  otherArea: { type: 'quote.area.toggle', area: 'Other' },
  otherAreaText: { type: 'quote.area.other.change', text: 'Gate side' },
  deodorizer: {
    type: 'quote.addOn.toggle',
    addOn: { uuid: 'addon-deodorizer', name: 'Deodorizer', is_recurring: true },
  },
  notes: { type: 'quote.notes.change', text: 'Beware of the cat' },
  disposal: { type: 'quote.disposal.change', text: 'Bin by the gate' },
  prepay: { type: 'quote.prepay.toggle' },
  twelveMonths: { type: 'quote.prepay.months.select', months: 12 },
  coupon: { type: 'quote.coupon.change', code: 'WELCOME10' },
  applyCoupon: { type: 'quote.coupon.apply' },
  removeCoupon: { type: 'quote.coupon.remove' },
  clear: { type: 'quote.clear' },
  continue: { type: 'quote.continue' },
  retryPrice: { type: 'quote.price.retry' },
} satisfies Record<string, Ev<M>>;

export const priced = { type: 'xstate.done.actor.calculatePrice', output: { kind: 'priced', price: priceFixture } };
export const priceFailed = actorFailed('calculatePrice', 'network');

const e = entries;

/** The model suite's offer: events that only edit text are offered once, where they matter. */
export const quoteFixtures = {
  'quote.frequency.select': [e.weekly, e.justOnce],
  'quote.propertyType.select': [e.townhouse, e.largeLot],
  'quote.largeLot.confirm': [e.confirmLargeLot],
  'quote.largeLot.cancel': [e.cancelLargeLot],
  'quote.pets.select': (s) => [
    e.twoPets,
    // '4+' without its exact number makes the quote unpriceable: offered with a coupon applied
    // so that removing the coupon of an incomplete quote is reached.
    ...(s.context.couponCode !== null ? [e.fourPlusPets] : []),
  ],
  'quote.pets.extra.change': when((s) => pricing(s) === 'incomplete', [e.fiveExtraPets]),
  'quote.lastCleaned.select': when((s) => s.context.lastCleaned === null, [e.lastCleaned]),
  'quote.area.toggle': [e.otherArea],
  'quote.area.other.change': when(
    (s) => s.context.areas.includes('Other') && s.context.otherAreaText === '',
    [e.otherAreaText],
  ),
  'quote.addOn.toggle': when((s) => s.context.addOns.length === 0, [e.deodorizer]),
  'quote.notes.change': when((s) => pricing(s) === 'priced' && s.context.cleaningNotes === '', [e.notes]),
  'quote.disposal.change': when((s) => pricing(s) === 'priced' && s.context.disposalLocation === '', [e.disposal]),
  'quote.prepay.toggle': [e.prepay],
  'quote.prepay.months.select': when((s) => s.context.prepayMonths === null, [e.twelveMonths]),
  'quote.coupon.change': when((s) => s.context.couponInput === '' && pricing(s) !== 'debouncing', [e.coupon]),
  'quote.coupon.apply': [e.applyCoupon],
  'quote.coupon.remove': [e.removeCoupon],
  'quote.clear': when((s) => pricing(s) === 'priced', [e.clear]),
  'quote.continue': [e.continue],
  'quote.price.retry': [e.retryPrice],
  'xstate.done.actor.calculatePrice': [
    priced,
    { type: 'xstate.done.actor.calculatePrice', output: { kind: 'couponRejected', message: 'Invalid coupon code.' } },
    { type: 'xstate.done.actor.calculatePrice', output: { kind: 'invalid', errors: ['frequency: bad'] } },
  ],
  'xstate.error.actor.calculatePrice': priceFailed,
} satisfies Fixtures<M>;
