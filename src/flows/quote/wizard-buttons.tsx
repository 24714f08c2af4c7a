// The wizard's own buttons: the step's Continue and the two step buttons of the step indicator.
import { Button } from '../../ui/button';

/** The step's Continue: announced and styled as unavailable until the quote can continue, yet pressable. */
export function ContinueButton({ available, onPress }: { available: boolean; onPress: () => void }) {
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

export function StepButton({ number, label, current, isDisabled, onPress, compact }: StepButtonProps) {
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
