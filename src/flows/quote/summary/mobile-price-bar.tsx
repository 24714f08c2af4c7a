// The summary on a phone: a bar with the first visit's total (or the range) that expands to the breakdown.
import { formatDollars } from '../../../domain/money';
import { Disclosure } from '../../../ui/disclosure';
import type { PriceRange } from '../../../../machines/shared/types';
import { priceStatus } from '../../../../machines/quote/quote.selectors';
import { useQuoteSelector } from '../quote-context';
import { useCurrentPrice } from './current-price';
import { StatusMessage, useDisplayedRange } from './no-price-yet';
import { PriceBreakdown } from './price-lines';

/** Mobile (≤ 500 px): the total in a bar that expands to the breakdown; before a price, the range. */
export function MobilePriceBar({ priceRange = null }: { priceRange?: PriceRange | null }) {
  const status = useQuoteSelector(priceStatus);
  const price = useCurrentPrice();
  const range = useDisplayedRange(priceRange);
  return (
    <div className="price-bar" aria-busy={status === 'pricing'}>
      <Disclosure
        level={2}
        title={
          price ? (
            <span className="price-bar__title">
              <span className="price-bar__label">Total for first visit:</span>{' '}
              <span className="price-bar__amount" data-testid="quote-bar-total">
                {formatDollars(price.total_price_for_first_visit)}
              </span>
            </span>
          ) : status === 'pricing' ? (
            'Calculating your price…'
          ) : range ? (
            <span className="price-bar__title" data-testid="quote-bar-range">
              <span className="price-bar__label">Per visit:</span>{' '}
              <span className="price-bar__amount">
                {formatDollars(range.min_price)} to {formatDollars(range.max_price)}
              </span>
            </span>
          ) : (
            'Your price'
          )
        }
      >
        {price ? <PriceBreakdown price={price} /> : <StatusMessage status={status ?? 'pricing'} />}
      </Disclosure>
    </div>
  );
}
