// The wizard's two steps (spec 2 §2): 1 'Tell us about your community', 2 'Tell us how we can help you'.
// Step 1 is reachable from step 2 (Back); step 2 only once step 1 was validated and not changed since
// (the machine's wizard.step2.open, refused otherwise).
import { WizardSteps } from '../../../ui/wizard-steps';
import { CommercialActor, selectIsSubmitting, selectStep, useCommercialSelector } from '../commercial-context';
import { STEP_TITLES } from '../commercial-section';

export function StepHeader() {
  const actor = CommercialActor.useActorRef();
  const step = useCommercialSelector(selectStep);
  const validated = useCommercialSelector((s) => s.context.step1Validated && s.matches({ step1: 'editing' }));
  const backable = useCommercialSelector((s) => s.matches({ step2: 'editing' }));
  const submitting = useCommercialSelector(selectIsSubmitting);
  return (
    <WizardSteps
      label="Enquiry steps"
      spoken
      stack
      steps={[
        {
          title: STEP_TITLES[0],
          current: step === 1,
          isDisabled: step === 1 || !backable || submitting,
          onPress: () => actor.send({ type: 'step2.back' }),
        },
        {
          title: STEP_TITLES[1],
          current: step === 2,
          isDisabled: step === 2 || !validated,
          onPress: () => actor.send({ type: 'wizard.step2.open' }),
        },
      ]}
    />
  );
}
