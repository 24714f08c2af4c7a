// The /getquote wizard (spec 2 §2): '1 GET A QUOTE' and '2 CHECK OUT'. The step is the quote
// machine's status: `done` (Continue accepted) is CHECK OUT, anything else is GET A QUOTE. So the
// persisted quote snapshot alone restores both the entries and the step after a reload. Step 2 is
// entered only through `quote.continue`, which the machine allows only when the quote can proceed.
// Back reopens the saved quote (a new actor from the `completed` snapshot reopened as `priced`).
// The checkout step is rendered by the caller (flows never import each other); the steps of one
// quote actor are in quote-steps.tsx.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useApi } from '../../api-context';
import { inspect } from '../../inspect';
import { quoteMachine } from '../../../machines/quote/quote.machine';
import type { QuoteSnapshot } from '../../../machines/quote/quote.selectors';
import type { Frequency } from '../../../machines/shared/domain';
import type { Area, PriceRange } from '../../../machines/shared/types';
import { createQuoteImplementations } from './actors';
import { QuoteActor } from './quote-context';
import { quotePersistence } from './quote-persistence';
import type { QuoteOrigin } from './quote-persistence';
import { QuoteSteps } from './quote-steps';
import type { CheckoutStepProps } from './quote-steps';
// The step indicator's look is the kit's (styles/wizard-steps.css, as /commercial's ui/wizard-steps.tsx);
// the two buttons stay written in this flow (wizard-buttons.tsx): /getquote's own JS is at its 60 KB
// budget, and the kit component would be one more shared chunk (measured: +0.2 KB).
import '../../styles/wizard-steps.css';
import '../../styles/quote.css';

export interface QuoteWizardProps {
  area: Area;
  /** The frequency chosen on /subscription (null when none was). */
  initialFrequency: Frequency | null;
  /** That frequency's price range from /subscription (every other week: 12 to 47), shown until priced. */
  priceRange?: PriceRange | null;
  renderCheckout: (props: CheckoutStepProps) => ReactNode;
  /** Called once the quote can continue: the caller may start loading the checkout step. */
  onCheckoutNear?: () => void;
}

export function QuoteWizard({
  area,
  initialFrequency,
  priceRange = null,
  renderCheckout,
  onCheckoutNear,
}: QuoteWizardProps) {
  const origin: QuoteOrigin = { areaUuid: area.uuid, frequency: initialFrequency };
  // `key` makes Back mount a fresh actor from the reopened snapshot.
  const [session, setSession] = useState(() => ({ key: 0, snapshot: quotePersistence.load(origin) }));
  const onBack = () => setSession((s) => ({ key: s.key + 1, snapshot: quotePersistence.reopen() }));
  return (
    <QuoteSession
      key={session.key}
      area={area}
      initialFrequency={initialFrequency}
      priceRange={priceRange}
      origin={origin}
      initialSnapshot={session.snapshot}
      onBack={onBack}
      renderCheckout={renderCheckout}
      onCheckoutNear={onCheckoutNear}
    />
  );
}

interface QuoteSessionProps extends QuoteWizardProps {
  origin: QuoteOrigin;
  initialSnapshot: ReturnType<typeof quotePersistence.load>;
  onBack: () => void;
}

function QuoteSession({
  area,
  initialFrequency,
  priceRange,
  origin,
  initialSnapshot,
  onBack,
  renderCheckout,
  onCheckoutNear,
}: QuoteSessionProps) {
  const api = useApi();
  const [logic] = useState(() => quoteMachine.provide(createQuoteImplementations(api)));
  return (
    <QuoteActor.Provider
      logic={logic}
      options={{
        input: { area, initialFrequency },
        // The persisted JSON is the machine's own snapshot shape (see quote-persistence.ts).
        snapshot: (initialSnapshot ?? undefined) as QuoteSnapshot | undefined,
        inspect,
      }}
    >
      <QuoteSteps
        area={area}
        priceRange={priceRange}
        origin={origin}
        onBack={onBack}
        renderCheckout={renderCheckout}
        onCheckoutNear={onCheckoutNear}
      />
    </QuoteActor.Provider>
  );
}
