// The /getquote wizard (spec 2 §2): '1 GET A QUOTE' and '2 CHECK OUT'. The step is the quote
// machine's status: `done` (Continue accepted) is CHECK OUT, anything else is GET A QUOTE. So the
// persisted quote snapshot alone restores both the entries and the step after a reload. Step 2 is
// entered only through `quote.continue`, which the machine allows only when the quote can proceed.
// Back reopens the saved quote (a new actor from the `completed` snapshot reopened as `priced`).
// The checkout step is rendered by the caller (flows never import each other).
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useApi } from '../../api-context';
import { inspect } from '../../inspect';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import type { QuoteOutput } from '../../../machines/quote/quote.machine';
import { quoteMachine } from '../../../machines/quote/quote.machine';
import {
  canContinue as canContinueNow,
  isCheckoutNear,
  isDone,
  isFormComplete,
} from '../../../machines/quote/quote.selectors';
import type { QuoteSnapshot } from '../../../machines/quote/quote.selectors';
import type { Frequency } from '../../../machines/shared/domain';
import type { Area, PriceRange } from '../../../machines/shared/types';
import { createQuoteImplementations } from './actors';
import { QuoteActor, useQuoteSelector } from './quote-actor';
import { LargeLotModal } from './large-lot-modal';
import { QuoteForm } from './quote-form';
import { quotePersistence } from './quote-persistence';
import type { QuoteOrigin } from './quote-persistence';
import { ServiceSummary } from './service-summary';
import { MobilePriceBar } from './summary/mobile-price-bar';
import { useIsMobile } from './use-media-query';
// The step indicator's look is the kit's (styles/wizard-steps.css, as /commercial's ui/wizard-steps.tsx);
// the two buttons stay written here: /getquote's own JS is at its 60 KB budget, and the kit component
// would be one more shared chunk (measured: +0.2 KB).
import '../../styles/wizard-steps.css';
import '../../styles/quote.css';

/** The server's copy of the flow (src/flows/flow-drafts.ts), loaded on the first change. */
const syncDraft = (api: ReturnType<typeof useApi>) =>
  void import('../flow-drafts').then((m) => m.scheduleDraftSave(api, 'quote'));

export interface CheckoutStepProps {
  area: Area;
  quote: QuoteOutput;
  onBack: () => void;
  /** The Service Summary without its button. */
  summary: ReactNode;
}

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

type QuoteStepsProps = Pick<
  QuoteSessionProps,
  'area' | 'priceRange' | 'origin' | 'onBack' | 'renderCheckout' | 'onCheckoutNear'
>;

/** The steps of one quote actor: GET A QUOTE (form and summary) or CHECK OUT (rendered by the caller). */
function QuoteSteps({ area, priceRange, origin, onBack, renderCheckout, onCheckoutNear }: QuoteStepsProps) {
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

  // A step change starts the new step at the top (spec 2 §9 scrolls to the top), with keyboard and
  // screen-reader focus on its heading, so nobody is left at the bottom of the previous step.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const previousDone = useRef(done);
  useEffect(() => {
    if (previousDone.current === done) return;
    previousDone.current = done;
    globalThis.scrollTo?.({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [done]);

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
              <Modal isOpen={sheetOpen} onOpenChange={setSheetOpen} title="Review your quote" className="modal--sheet">
                <ServiceSummary
                  headingLevel={3}
                  priceRange={priceRange}
                  continueTries={continueTries}
                  action={continueButton}
                />
                <Button variant="quiet" onPress={() => setSheetOpen(false)}>
                  Keep editing
                </Button>
              </Modal>
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

/** The step's Continue: announced and styled as unavailable until the quote can continue, yet pressable. */
function ContinueButton({ available, onPress }: { available: boolean; onPress: () => void }) {
  return (
    <Button
      aria-disabled={available ? undefined : true}
      className={available ? undefined : 'btn--unavailable'}
      onPress={onPress}
    >
      Continue
    </Button>
  );
}

interface StepButtonProps {
  number: number;
  label: string;
  current: boolean;
  isDisabled: boolean;
  onPress: () => void;
  /** ≤ 500 px: only the number shows; the label stays for assistive technology. */
  compact: boolean;
}

function StepButton({ number, label, current, isDisabled, onPress, compact }: StepButtonProps) {
  return (
    <Button
      variant="quiet"
      className={current ? 'wizard__step wizard__step--current' : 'wizard__step'}
      aria-current={current ? 'step' : undefined}
      isDisabled={isDisabled}
      onPress={onPress}
    >
      <span className="wizard__step-number">{number}</span>
      <span className={compact ? 'visually-hidden' : 'wizard__step-label'}> {label}</span>
    </Button>
  );
}
