/** Subscription screen (spec doc 1 §2 'Subscription screen'): the card order and the default range. */
import type { Frequency } from '../shared/domain';
import type { PriceRange } from '../shared/types';

/** The five cards in the order the spec lists them. */
export const SUBSCRIPTION_CARD_ORDER: readonly Frequency[] = [
  'twice_weekly',
  'weekly',
  'bi_monthly',
  'monthly',
  'once',
];

/** 'Selecting every other week sets a default displayed range of 12 to 47.' */
export const EVERY_OTHER_WEEK_DEFAULT_RANGE: PriceRange = { frequency: 'bi_monthly', min_price: '12', max_price: '47' };

/**
 * The range the quote shows while it has no price of its own: Every Other Week's default 12 to 47
 * whenever that frequency is the one chosen (on its card, or on the quote form afterwards); another
 * frequency's range only while it is the one carried from its card; otherwise none.
 */
export function displayedRange(carried: PriceRange | null, frequency: Frequency | null): PriceRange | null {
  if (frequency === 'bi_monthly') return EVERY_OTHER_WEEK_DEFAULT_RANGE;
  return carried !== null && carried.frequency === frequency ? carried : null;
}
