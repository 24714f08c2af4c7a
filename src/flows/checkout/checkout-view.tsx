// Step 2 'CHECK OUT' of the /getquote wizard (spec 2 §2 'Checkout step 2 content', §3, §5, §8), driven
// by machines/checkout: this view creates the actor (restored from checkoutPersistence) and composes the
// sections in sections/, which read their slices of it through CheckoutActor. The machine owns
// validation, the submission chain, its failure branches and their toasts (notifyErrors in ./actors).
// Card number and CVV stay inside the CardFields adapter; the persisted form never holds them.
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import {
  selectCanSubmit,
  selectFieldErrors,
  selectIsPersistable,
  selectIsSubmitting,
} from '../../../machines/checkout/checkout.selectors';
import type { CardFieldsController } from '../../adapters/card-fields/card-fields';
import { Button } from '../../ui/button';
import { ErrorsForm } from '../../ui/form';
import { LoadingOverlay } from '../../ui/spinner';
import { ErrorState } from '../../ui/states';
import { CheckoutActor, useCheckoutSelector, useCheckoutUpdate } from './checkout-context';
import { checkoutPersistence } from './checkout-persistence';
import { useFocusFirstInvalid } from '../../ui/first-invalid-field';
import { AgreementsSection, HowHeardField } from './sections/agreements-section';
import { BillingAddressSection } from './sections/billing-address-section';
import { ContactSection } from './sections/contact-section';
import { PaymentSection } from './sections/payment-section';
import { ServiceAddressSection } from './sections/service-address-section';
import { StartDateSection } from './sections/start-date-section';
import { useAccountPrefill } from './use-account-prefill';
import { messages } from '../../domain/messages';
import { useStepEntry } from '../shared/step-history';
import { useCheckoutMachine } from './use-checkout-machine';
import type { CheckoutMachineProps } from './use-checkout-machine';
import '../../styles/checkout.css';
import { useApi } from '../../api-context';

/** Area, accepted quote, subscription edit and where success goes (tests pass their own navigate). */
export interface CheckoutViewProps extends CheckoutMachineProps {
  /** Back to step 1 (GET A QUOTE). */
  onBack: () => void;
  /** The 'Service Summary' sidebar rendered by the quote flow (no buttons of its own at this step). */
  summary?: ReactNode;
}

export function CheckoutView({ onBack, summary, ...machineProps }: CheckoutViewProps) {
  const { machine, options, cardRef, signedIn } = useCheckoutMachine(machineProps);
  return (
    <CheckoutActor.Provider logic={machine} options={options}>
      <CheckoutStep onBack={onBack} summary={summary} cardRef={cardRef} signedIn={signedIn} />
    </CheckoutActor.Provider>
  );
}

function CheckoutStep({
  onBack,
  summary,
  cardRef,
  signedIn,
}: Pick<CheckoutViewProps, 'onBack' | 'summary'> & {
  cardRef: { current: CardFieldsController | null };
  signedIn: boolean;
}) {
  const actor = CheckoutActor.useActorRef();
  const update = useCheckoutUpdate();
  const fieldErrors = useCheckoutSelector(selectFieldErrors);
  const submitting = useCheckoutSelector(selectIsSubmitting);
  const canSubmit = useCheckoutSelector(selectCanSubmit);
  // Step 2 is a history entry of its own: the browser's Back lands on step 1, as the in-page Back does.
  const back = useStepEntry('checkoutStep', true, { onBrowserBack: onBack });
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, fieldErrors);
  const prefill = useAccountPrefill(signedIn, update);
  // Every entry survives a reload (design §3.6); only the editable state is kept. The entries also go
  // to the server's copy of the flow (src/flows/shared/flow-drafts.ts: never the card), loaded with the first change.
  const api = useApi();
  useEffect(() => {
    const sub = actor.subscribe((s) => {
      if (!selectIsPersistable(s)) return;
      checkoutPersistence.save(actor.getPersistedSnapshot());
      void import('../shared/flow-drafts').then((m) => m.scheduleDraftSave(api, 'quote'));
    });
    return () => sub.unsubscribe();
  }, [actor, api]);

  return (
    // The wizard's h1 says 'Check out'; this section is the form beside the summary.
    <section className="checkout" aria-label="Check out details">
      <div className="checkout__main">
        <LoadingOverlay isLoading={submitting} label="Placing your order">
          <ErrorsForm
            ref={formRef}
            className="checkout__form"
            validationErrors={fieldErrors}
            onSubmit={() => {
              if (canSubmit) actor.send({ type: 'checkout.submit' });
            }}
          >
            <ServiceAddressSection />
            <BillingAddressSection />
            <StartDateSection />
            {prefill.failed ? <ErrorState onRetry={prefill.retry}>{messages.accountPrefillFailed}</ErrorState> : null}
            <ContactSection />
            <PaymentSection controllerRef={cardRef} />
            <AgreementsSection />
            <HowHeardField />
            <div className="checkout__actions">
              <Button variant="secondary" onPress={back} isDisabled={submitting}>
                Back
              </Button>
              <Button type="submit" isDisabled={!canSubmit} aria-busy={submitting}>
                Checkout
              </Button>
            </div>
          </ErrorsForm>
        </LoadingOverlay>
      </div>
      {/* The summary is its own labelled region ('Service Summary'). Where it is sticky and taller than the
          window it scrolls inside (quote.css), so it takes focus: keyboard users scroll it too
          (axe scrollable-region-focusable). */}
      {summary ? (
        <div className="checkout__summary" tabIndex={0}>
          {summary}
        </div>
      ) : null}
    </section>
  );
}
