// The community enquiry wizard /commercial (spec 2 §2 '/commercial', §3, §4 'Commercial wizard', §5, §8),
// driven by machines/commercial-enquiry: this view creates the actor (restored from ./persistence), saves
// every entry while a step is being edited, and composes the step header, the two steps and the
// 'Need help?' panel. The machine owns validation, the checks, the submit chain and its toasts.
import { useEffect } from 'react';
import { lazyWithRetry } from '../../ui/lazy';
import { LoadBoundary } from '../../ui/retry-boundary';
import { LoadingOverlay, Spinner } from '../../ui/spinner';
import {
  CommercialActor,
  selectIsLeavingStep1,
  selectIsSubmitting,
  selectStep,
  useCommercialSelector,
} from './commercial-context';
import { commercialPersistence } from './persistence';
import { HelpPanel } from './sections/help-panel';
import { CommercialSection } from './commercial-section';
import { StepHeader } from './sections/step-header';
import { Step1Form } from './sections/step1-form';
import { useStepEntry } from '../shared/step-history';
import { useStepHeading } from '../shared/use-step-heading';
import { useCommercialMachine } from './use-commercial-machine';
import type { CommercialVisit } from './use-commercial-machine';
import '../../styles/commercial.css';
import { useApi } from '../../api-context';

export type CommercialViewProps = CommercialVisit;

// Step 2 (with the calendar, a third of the wizard's JavaScript) is its own chunk: fetched while step 1
// is being checked, so it is there when the step changes 500 ms later; a reload on step 2 waits for it;
// offline, its place says so with Try again (step 1's entries stay).
const Step2Form = lazyWithRetry(() => import('./sections/step2-form').then((m) => m.Step2Form));

export function CommercialView(props: CommercialViewProps) {
  const { machine, options } = useCommercialMachine(props);
  return (
    <CommercialActor.Provider logic={machine} options={options}>
      <Wizard />
    </CommercialActor.Provider>
  );
}

function Wizard() {
  const actor = CommercialActor.useActorRef();
  const step = useCommercialSelector(selectStep);
  const submitting = useCommercialSelector(selectIsSubmitting);
  const leavingStep1 = useCommercialSelector(selectIsLeavingStep1);
  useEffect(() => {
    if (leavingStep1) void Step2Form.preload();
  }, [leavingStep1]);
  // Step 2 is a history entry of its own: the browser's Back returns to step 1 (every entry kept), as
  // the in-page Back does, and Forward to step 2 again when step 1 is still the one validated.
  useStepEntry('commercialStep', step === 2, {
    onBrowserBack: () => actor.send({ type: 'step2.back' }),
    onBrowserForward: () => actor.send({ type: 'wizard.step2.open' }),
  });
  // Every entry survives a reload (design §3.6); only the editing states are kept. The entries also go to
  // the server's copy of the flow (src/flows/shared/flow-drafts.ts), loaded with the first change.
  const api = useApi();
  useEffect(() => {
    commercialPersistence.save(actor.getPersistedSnapshot());
    const sub = actor.subscribe(() => {
      commercialPersistence.save(actor.getPersistedSnapshot());
      void import('../shared/flow-drafts').then((m) => m.scheduleDraftSave(api, 'commercial'));
    });
    return () => sub.unsubscribe();
  }, [actor, api]);
  const headingRef = useStepHeading(step);

  return (
    <CommercialSection step={step} headingRef={headingRef}>
      <StepHeader />
      <div className="commercial__layout">
        <div className="commercial__main">
          <LoadingOverlay isLoading={submitting} label="Sending your enquiry">
            {step === 1 ? (
              <Step1Form />
            ) : (
              <LoadBoundary fallback={<Spinner label="Loading step 2" showLabel />}>
                <Step2Form />
              </LoadBoundary>
            )}
          </LoadingOverlay>
        </div>
        <HelpPanel />
      </div>
    </CommercialSection>
  );
}
