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
