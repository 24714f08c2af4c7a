// Step 2 'CHECK OUT' of the /getquote wizard. Placeholder with the agreed interface; the checkout
// helper replaces the body (issue 5).
import type { ReactNode } from 'react';
import type { QuoteOutput } from '../../../machines/quote/quote.machine';
import type { Area } from '../../../machines/shared/types';

export interface CheckoutViewProps {
  area: Area;
  /** The quote the customer accepted on step 1 (selections, coupon, calculated price). */
  quote: QuoteOutput;
  /** Back to step 1 (GET A QUOTE). */
  onBack: () => void;
  /** The 'Service Summary' sidebar rendered by the quote flow (no buttons of its own at this step). */
  summary?: ReactNode;
}

export function CheckoutView({ summary }: CheckoutViewProps) {
  return (
    <section aria-label="Check out">
      <h2>Check out</h2>
      {summary}
    </section>
  );
}
