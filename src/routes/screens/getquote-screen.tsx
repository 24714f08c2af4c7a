// /getquote: the two-step wizard (spec 2 §2). The quote flow owns the wizard and step 1; the
// checkout flow's view is step 2. Only a route may bring both flows together.
import { useState } from 'react';
import { Navigate } from '@tanstack/react-router';
import { acquisitionStore } from '../../flows/acquisition-store';
import { CheckoutView } from '../../flows/checkout/checkout-view';
import { QuoteWizard } from '../../flows/quote/quote-wizard';

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
        renderCheckout={(props) => <CheckoutView {...props} />}
      />
    </section>
  );
}
