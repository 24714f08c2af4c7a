// The wizard's two steps (spec 2 §2): 1 'Tell us about your community', 2 'Tell us how we can help you'.
// Step 1 is reachable from step 2 (Back); step 2 only once step 1 was validated and not changed since
// (the machine's wizard.step2.open, refused otherwise).
import { Button } from '../../../ui/button';
import { CommercialActor, selectIsSubmitting, selectStep, useCommercialSelector } from '../commercial-actor';

export const STEP_TITLES = ['Tell us about your community', 'Tell us how we can help you'] as const;

export function StepHeader() {
  const actor = CommercialActor.useActorRef();
  const step = useCommercialSelector(selectStep);
  const validated = useCommercialSelector((s) => s.context.step1Validated && s.matches({ step1: 'editing' }));
  const backable = useCommercialSelector((s) => s.matches({ step2: 'editing' }));
  const submitting = useCommercialSelector(selectIsSubmitting);
  return (
    <nav aria-label="Enquiry steps">
      <ol className="commercial__steps">
        <li>
          <StepButton
            number={1}
            current={step === 1}
            isDisabled={step === 1 || !backable || submitting}
            onPress={() => actor.send({ type: 'step2.back' })}
          />
        </li>
        <li>
          <StepButton
            number={2}
            current={step === 2}
            isDisabled={step === 2 || !validated}
            onPress={() => actor.send({ type: 'wizard.step2.open' })}
          />
        </li>
      </ol>
    </nav>
  );
}

function StepButton(props: { number: 1 | 2; current: boolean; isDisabled: boolean; onPress: () => void }) {
  const { number, current, isDisabled, onPress } = props;
  return (
    <Button
      variant="quiet"
      className={current ? 'commercial__step commercial__step--current' : 'commercial__step'}
      aria-current={current ? 'step' : undefined}
      isDisabled={isDisabled}
      onPress={onPress}
    >
      <span className="commercial__step-number" aria-hidden="true">
        {number}
      </span>
      <span className="commercial__step-label">
        <span className="visually-hidden">Step {number}: </span>
        {STEP_TITLES[number - 1]}
      </span>
    </Button>
  );
}
