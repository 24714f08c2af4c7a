// The 'Service Summary' sidebar of /getquote (spec 1 §2, §4, §9): the frame around the choices so
// far, the price breakdown of the pricing-calculator answer, the prepay toggle with 6/12 months, the
// coupon box (each in summary/), and the step's Continue button (left out at CHECK OUT, where the
// summary is read-only).
// Invariant: amounts are shown only while the machine is in `priced`, i.e. the price answers the
// current selections; while repricing the breakdown is replaced by a progress message, so a stale
// price is never on screen (the block keeps its height meanwhile, so nothing below it jumps).
import { lazy, Suspense, useId } from 'react';
import type { ReactNode } from 'react';
import type { PriceRange } from '../../../machines/shared/types';
import { priceStatus } from '../../../machines/quote/quote.selectors';
import { sessionStore } from '../../session-store';
import { acquisitionStore } from '../shared/acquisition-store';
import { useQuoteSelector } from './quote-context';
import { CouponBox } from './summary/coupon-box';
import { useCurrentPrice } from './summary/current-price';
import { rangeText, StatusMessage, useDisplayedRange } from './summary/no-price-yet';
import { PrepayBox } from './summary/prepay-box';
import { PriceBreakdown } from './summary/price-lines';
import { useHeldHeight } from './summary/held-height';
import { Selections } from './summary/selections';

/** "Email me this quote" in its own chunk: it loads with the first price, never with the screen. */
const EmailQuote = lazy(() => import('./email-quote'));

export interface ServiceSummaryProps {
  /** The step's button (Continue); omitted at CHECK OUT. */
  action?: ReactNode;
  /** CHECK OUT: the quote is settled, so prepay and coupon are shown, not edited. */
  readOnly?: boolean;
  headingLevel?: 2 | 3;
  /** The price range of the frequency chosen on /subscription, shown while there is no price yet. */
  priceRange?: PriceRange | null;
  /** Continue was tried while the quote could not continue: a missing prepay period shows its message. */
  continueTries?: number;
}

export function ServiceSummary({
  action,
  readOnly = false,
  headingLevel = 2,
  priceRange = null,
  continueTries = 0,
}: ServiceSummaryProps) {
  const status = useQuoteSelector(priceStatus);
  const price = useCurrentPrice();
  const range = useDisplayedRange(priceRange);
  // "Email me this quote" is for a visitor with a lead of their own (flow-drafts.ts asks the same).
  const hasOwnLead = !sessionStore.read() && Boolean(acquisitionStore.lead()?.leadId);
  // Repricing keeps the breakdown's height, so nothing below it moves under the pointer.
  const priceRef = useHeldHeight<HTMLDivElement>(price !== null, status === 'pricing');
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = useId();
  return (
    <section className="summary" aria-labelledby={headingId}>
      <H id={headingId} className="summary-title">
        Service Summary
      </H>
      <Selections />
      <div ref={priceRef} className="summary__price" aria-live="polite" aria-busy={status === 'pricing'}>
        {price ? <PriceBreakdown price={price} /> : <StatusMessage status={status ?? 'pricing'} />}
        {!price && range ? (
          <p className="summary__range" data-testid="quote-price-range">
            {rangeText(range)}
          </p>
        ) : null}
      </div>
      <PrepayBox readOnly={readOnly} continueTries={continueTries} />
      <CouponBox readOnly={readOnly} />
      {price && hasOwnLead ? (
        // Its code arrives after the first price: until then a placeholder of its height holds the place,
        // so Continue (enabled by that price) does not move under the pointer when it comes.
        <Suspense fallback={<div className="summary__email summary__email--loading" aria-hidden="true" />}>
          <EmailQuote />
        </Suspense>
      ) : null}
      {action ? <div className="summary__action">{action}</div> : null}
    </section>
  );
}
