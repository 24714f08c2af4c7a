// /getquote: the two-step wizard (spec 2 §2). The quote flow owns the wizard and step 1; the
// checkout flow's view is step 2. Only a route may bring both flows together.
// Step 2 is its own chunk (the card fields, the date picker, the address form: the route's first
// load stays within its byte budget): it is fetched as soon as the quote can continue, so it is there
// when Continue is pressed and renders in the same commit as the step's heading (so the step's history
// entry is pushed at once); a reload on step 2 shows a spinner while it arrives.
import { lazy, Suspense } from 'react';
import type { ComponentType } from 'react';
import type { CheckoutView as CheckoutViewComponent, CheckoutViewProps } from '../../flows/checkout/checkout-view';
import { getRouteApi } from '@tanstack/react-router';
import { QuoteWizard } from '../../flows/quote/quote-wizard';
import { Spinner } from '../../ui/spinner';

/** The checkout view once its chunk has arrived: rendered directly, with no Suspense round. */
let loadedCheckout: typeof CheckoutViewComponent | null = null;
const loadCheckout = () =>
  import('../../flows/checkout/checkout-view').then((m) => {
    loadedCheckout = m.CheckoutView;
    return m;
  });
const LazyCheckoutView = lazy(() => loadCheckout().then((m) => ({ default: m.CheckoutView })));
/**
 * Chosen on step 2's first render and kept (a different component type later would remount the
 * checkout and lose its state): the loaded view when the chunk is there, else the lazy one, which
 * renders without suspending once it has resolved.
 */
let checkoutComponent: ComponentType<CheckoutViewProps> | null = null;

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
        onCheckoutNear={() => void loadCheckout().catch(() => undefined)}
        renderCheckout={(props) => {
          checkoutComponent ??= loadedCheckout ?? LazyCheckoutView;
          const CheckoutView = checkoutComponent;
          return (
            <Suspense
              fallback={
                <p className="quote__loading">
                  <Spinner label="Loading the checkout…" showLabel />
                </p>
              }
            >
              <CheckoutView {...props} visitor={{ session, lead, channel, scorpionId }} />
            </Suspense>
          );
        }}
      />
    </section>
  );
}
