// A wizard's numbered steps (/commercial; /getquote writes its two with the same classes): buttons joined by a rule, the current one filled and
// marked aria-current="step", a step that cannot be opened yet muted (its text keeps its contrast).
import { Button } from './button';
import '../styles/wizard-steps.css';

export interface WizardStep {
  title: string;
  current: boolean;
  isDisabled: boolean;
  onPress: () => void;
}

export interface WizardStepsProps {
  /** The nav landmark's name. */
  label: string;
  steps: readonly WizardStep[];
  /** ≤ 500 px: one under the other (long titles). */
  stack?: boolean;
  /** Each button is named 'Step N: title' (the number itself is hidden); else 'N title'. */
  spoken?: boolean;
}

export function WizardSteps({ label, steps, stack, spoken }: WizardStepsProps) {
  return (
    <nav aria-label={label}>
      <ol className={stack ? 'wizard__steps wizard__steps--stack' : 'wizard__steps'}>
        {steps.map((step, i) => (
          <li key={step.title}>
            <Button
              variant="quiet"
              className={step.current ? 'wizard__step wizard__step--current' : 'wizard__step'}
              aria-current={step.current ? 'step' : undefined}
              isDisabled={step.isDisabled}
              onPress={step.onPress}
            >
              <span className="wizard__step-number" aria-hidden={spoken || undefined}>
                {i + 1}
              </span>
              <span className="wizard__step-label">
                {spoken ? <span className="visually-hidden">Step {i + 1}: </span> : ' '}
                {step.title}
              </span>
            </Button>
          </li>
        ))}
      </ol>
    </nav>
  );
}
