// The price the Service Summary shows: the machine's current price with its breakdown checked once.
import type { components } from '../../../api/schema.gen';
import type { CalculatedPrice } from '../../../../machines/shared/types';
import { currentPrice } from '../../../../machines/quote/quote.selectors';
import { useQuoteSelector } from '../quote-context';

export type Price = components['schemas']['CalculatedPrice'];

/**
 * The machine keeps the calculator's answer as the actor received it (the wire object); its own type
 * names only the totals the machines read, so the breakdown's parts are checked here once, not cast.
 */
function isBreakdown(price: CalculatedPrice): price is Price {
  return (
    typeof price.cleaning_areas === 'object' &&
    typeof price.recurring_add_ons === 'object' &&
    typeof price.one_time_charges === 'object' &&
    typeof price.coupon === 'object' &&
    price.coupon !== null
  );
}

export const asBreakdown = (price: CalculatedPrice | null): Price | null =>
  price !== null && isBreakdown(price) ? price : null;

/** The current price with its breakdown, or null while there is none. */
export const useCurrentPrice = (): Price | null => asBreakdown(useQuoteSelector(currentPrice));
