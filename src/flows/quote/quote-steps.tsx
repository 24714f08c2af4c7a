// One quote actor's steps (spec 2 §2): GET A QUOTE (the form with its summary, or on a phone the
// price bar and the summary sheet) or CHECK OUT (rendered by the caller). Each change is saved for a
// reload and for the server's copy of the flow; a step change starts the new step at its heading.
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useApi } from '../../api-context';
import { Button } from '../../ui/button';
import { LazyModal } from '../../ui/lazy-modal';
import type { QuoteOutput } from '../../../machines/quote/quote.machine';
import {
  canContinue as canContinueNow,
  isCheckoutNear,
  isDone,
  isFormComplete,
} from '../../../machines/quote/quote.selectors';
import type { Area, PriceRange } from '../../../machines/shared/types';
import { LargeLotModal } from './large-lot-modal';
import { QuoteActor, useQuoteSelector } from './quote-context';
import { QuoteForm } from './quote-form';
import { quotePersistence } from './quote-persistence';
import type { QuoteOrigin } from './quote-persistence';
import { ServiceSummary } from './service-summary';
import { MobilePriceBar } from './summary/mobile-price-bar';
import { useIsMobile } from './use-media-query';
import { ContinueButton, StepButton } from './wizard-buttons';
import { useStepHeading } from '../shared/use-step-heading';

/** The server's copy of the flow (src/flows/shared/flow-drafts.ts), loaded on the first change. */
const syncDraft = (api: ReturnType<typeof useApi>) =>
  void import('../shared/flow-drafts').then((m) => m.scheduleDraftSave(api, 'quote'));

export interface CheckoutStepProps {
  area: Area;
  quote: QuoteOutput;
  onBack: () => void;
  /** The Service Summary without its button. */
  summary: ReactNode;
}

interface QuoteStepsProps {
  area: Area;
  priceRange?: PriceRange | null;
  origin: QuoteOrigin;
  onBack: () => void;
  renderCheckout: (props: CheckoutStepProps) => ReactNode;
  onCheckoutNear?: () => void;
}

/** The steps of one quote actor: GET A QUOTE (form and summary) or CHECK OUT (rendered by the caller). */
export function QuoteSteps({ area, priceRange, origin, onBack, renderCheckout, onCheckoutNear }: QuoteStepsProps) {
  const actorRef = QuoteActor.useActorRef();
  const send = actorRef.send;
  const done = useQuoteSelector(isDone);
  const output = useQuoteSelector((s) => s.output);
  const canContinue = useQuoteSelector(canContinueNow);
  const checkoutNear = useQuoteSelector(isCheckoutNear);
  const formComplete = useQuoteSelector(isFormComplete);
  const isMobile = useIsMobile();
  const [sheetOpen, setSheetOpen] = useState(false);

  // Every change is saved, so a reload resumes at the same entries and step; changes also go to the
  // server's copy of the flow (a mailed link restores it anywhere), loaded with the first change.
  const { areaUuid, frequency } = origin;
  const api = useApi();
  useEffect(() => {
    const save = () => quotePersistence.save(actorRef.getPersistedSnapshot(), { areaUuid, frequency });
    save();
    const sub = actorRef.subscribe(() => {
      save();
      syncDraft(api);
    });
    return () => sub.unsubscribe();
  }, [actorRef, areaUuid, frequency, api]);

  // Back online: a price that failed is asked for again (the machine takes the event only in `failed`).
  useEffect(() => {
    const retry = () => actorRef.send({ type: 'quote.price.retry' });
    globalThis.addEventListener?.('online', retry);
    return () => globalThis.removeEventListener?.('online', retry);
  }, [actorRef]);

  // The page's two steps: Customize your quote, then Check out.
  const headingRef = useStepHeading(done);

  // The checkout is near once the quote could continue (or already has): let the caller prepare it.
  const onCheckoutNearRef = useRef(onCheckoutNear);
  useEffect(() => {
    if (checkoutNear) onCheckoutNearRef.current?.();
  }, [checkoutNear]);
  const next = () => send({ type: 'quote.continue' });
  // Continue stays pressable while the quote cannot continue (aria-disabled, not disabled): pressing it
  // then shows every message and focuses the first, instead of doing nothing silently.
  const [continueTries, setContinueTries] = useState(0);
  const tryContinue = () => (canContinue ? next() : setContinueTries((n) => n + 1));
  const continueButton = <ContinueButton available={canContinue} onPress={tryContinue} />;
  // Mobile: the form's Continue opens the final summary once the form itself is complete (formComplete).

  return (
    <div className="quote">
      <h1 className="quote__title" ref={headingRef} tabIndex={-1}>
        {done ? 'Check out' : 'Customize your quote'}
      </h1>
      <nav aria-label="Quote steps">
        <ol className="wizard__steps">
          <li>
            <StepButton
              number={1}
              label="GET A QUOTE"
              current={!done}
              isDisabled={!done}
              onPress={onBack}
              compact={isMobile}
            />
          </li>
          <li>
            <StepButton
              number={2}
              label="CHECK OUT"
              current={done}
              isDisabled={done || !canContinue}
              onPress={next}
              compact={isMobile}
            />
          </li>
        </ol>
      </nav>

      {done && output ? (
        renderCheckout({
          area,
          quote: output,
          onBack,
          summary: <ServiceSummary readOnly headingLevel={2} />,
        })
      ) : (
        <div className="quote__layout">
          <QuoteForm
            continueTries={continueTries}
            footer={
              isMobile ? (
                <Button onPress={() => (formComplete ? setSheetOpen(true) : setContinueTries((n) => n + 1))}>
                  Continue
                </Button>
              ) : null
            }
          />
          {isMobile ? (
            <>
              <MobilePriceBar priceRange={priceRange} />
              <LazyModal
                isOpen={sheetOpen}
                onOpenChange={setSheetOpen}
                title="Review your quote"
                className="modal--sheet"
              >
                <ServiceSummary
                  headingLevel={3}
                  priceRange={priceRange}
                  continueTries={continueTries}
                  action={continueButton}
                />
                <Button variant="quiet" onPress={() => setSheetOpen(false)}>
                  Keep editing
                </Button>
              </LazyModal>
            </>
          ) : (
            <div className="quote__sidebar">
              <ServiceSummary priceRange={priceRange} continueTries={continueTries} action={continueButton} />
            </div>
          )}
          <LargeLotModal />
        </div>
      )}
    </div>
  );
}
