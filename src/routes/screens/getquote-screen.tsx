// /getquote: the two-step wizard (spec 2 §2). The quote flow owns the wizard and step 1; the
// checkout flow's view is step 2. Only a route may bring both flows together.
// Step 2 is its own chunk (the card fields, the date picker, the address form: the route's first
// load stays within its byte budget): it is fetched as soon as the quote can continue, so it is there
// when Continue is pressed and renders in the same commit as the step's heading (so the step's history
// entry is pushed at once); a reload on step 2 shows a spinner while it arrives. If it cannot be
// downloaded (offline), step 2's place says so with Try again; step 1 and its entries stay.
import { getRouteApi } from '@tanstack/react-router';
import { QuoteWizard } from '../../flows/quote/quote-wizard';
import { lazyWithRetry } from '../../ui/lazy';
import { LoadBoundary } from '../../ui/retry-boundary';
import { Spinner } from '../../ui/spinner';

/** One component type for step 2 from its first render on (another type later would remount the checkout). */
const CheckoutView = lazyWithRetry(() => import('../../flows/checkout/checkout-view').then((m) => m.CheckoutView));

const route = getRouteApi('/getquote');

export function GetQuoteScreen() {
  // The route's guard put the area in the context; the price range carries the frequency chosen on /subscription.
  const { area, priceRange: range, session, lead, channel, scorpionId } = route.useRouteContext();
  return (
    <section className="screen">
      <QuoteWizard
        area={area}
        initialFrequency={range?.frequency ?? null}
        priceRange={range}
        onCheckoutNear={() => void CheckoutView.preload()}
        renderCheckout={(props) => (
          <LoadBoundary
            fallback={
              <p className="quote__loading">
                <Spinner label="Loading the checkout…" showLabel />
              </p>
            }
          >
            <CheckoutView {...props} visitor={{ session, lead, channel, scorpionId }} />
          </LoadBoundary>
        )}
      />
    </section>
  );
}
