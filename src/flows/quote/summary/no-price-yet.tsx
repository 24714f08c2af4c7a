// What the summary shows while there is no current price: the progress, failure or prompt message,
// and the price range carried from /subscription.
import { messages } from '../../../domain/messages';
import { FREQUENCY_LABELS } from '../../../domain/enums';
import { formatDollars } from '../../../domain/money';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import type { PriceRange } from '../../../../machines/shared/types';
import type { PriceStatus } from '../../../../machines/quote/quote.selectors';
import { displayedRange } from '../../../../machines/subscription/subscription.schema';
import { useQuoteSelector, useQuoteSend } from '../quote-context';

export function StatusMessage({ status }: { status: Exclude<PriceStatus, null> }) {
  const send = useQuoteSend();
  if (status === 'pricing')
    return (
      <p className="summary__status">
        <Spinner label="Calculating your price…" showLabel />
      </p>
    );
  if (status === 'failed') {
    // A way out besides changing a selection; the view also retries when the browser is back online.
    return (
      <div className="summary__status summary__status--failed">
        <p>{messages.priceFailedRetry}</p>
        <Button variant="secondary" onPress={() => send({ type: 'quote.price.retry' })}>
          Try again
        </Button>
      </div>
    );
  }
  return <p className="summary__status">Choose your options to see your price.</p>;
}

/** 'Every Other Week: $12.00 to $47.00 per visit'. */
export const rangeText = (range: PriceRange) =>
  `${FREQUENCY_LABELS[range.frequency]}: ${formatDollars(range.min_price)} to ${formatDollars(range.max_price)} per visit`;

/**
 * The range shown until the quote has its own price (spec 1 §2): the one carried from /subscription
 * while its frequency is still chosen, and Every Other Week's default 12 to 47 whenever that is chosen.
 */
export function useDisplayedRange(carried: PriceRange | null): PriceRange | null {
  const frequency = useQuoteSelector((s) => s.context.frequency);
  return displayedRange(carried, frequency);
}
