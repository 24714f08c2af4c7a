// /getquote: the two-step wizard (spec 2 §2). The quote flow owns the wizard and step 1; the
// checkout flow's view is step 2. Only a route may bring both flows together.
// Step 2 is its own chunk (the card fields, the date picker, the address form: issue 11 keeps the
// route's first load ≤ 60 KB): it is fetched as soon as the quote can continue, so it is there, or
// nearly, when Continue is pressed; a reload on step 2 shows a spinner while it arrives.
import { lazy, Suspense, useState } from 'react';
import { Navigate } from '@tanstack/react-router';
import { acquisitionStore } from '../../flows/acquisition-store';
import { QuoteWizard } from '../../flows/quote/quote-wizard';
import { Spinner } from '../../ui/spinner';

const loadCheckout = () => import('../../flows/checkout/checkout-view');
const CheckoutView = lazy(() => loadCheckout().then((m) => ({ default: m.CheckoutView })));

export function GetQuoteScreen() {
  // Read once: the route's guard has checked the area; the price range carries the frequency chosen on /subscription.
  const [area] = useState(() => acquisitionStore.area());
  const [range] = useState(() => acquisitionStore.priceRange());
  if (!area) return <Navigate to="/" replace />;
  return (
    <section className="screen">
      <QuoteWizard
        area={area}
        initialFrequency={range?.frequency ?? null}
        priceRange={range}
        onCheckoutNear={() => void loadCheckout().catch(() => undefined)}
        renderCheckout={(props) => (
          <Suspense fallback={<p className="quote__loading"><Spinner label="Loading the checkout" /> Loading the checkout…</p>}>
            <CheckoutView {...props} />
          </Suspense>
        )}
      />
    </section>
  );
}
