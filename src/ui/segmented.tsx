import type { ReactNode } from 'react';
import { Radio as AriaRadio, RadioGroup as AriaRadioGroup } from 'react-aria-components';
import type { RadioProps as AriaRadioProps } from 'react-aria-components';
import type { RadioGroupProps } from './choice';
import { FieldDescription, FieldError, FieldLabel } from './field-parts';

const cx = (...c: (string | false | undefined)[]) => c.filter(Boolean).join(' ');

/**
 * A segmented control: a row of joined segments for a short single choice (the number of dogs). A radio
 * group underneath, so the semantics, arrow keys and "n of m, selected" are those of radios.
 */
export function SegmentedControl({ label, description, errorMessage, children, className, ...props }: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} orientation="horizontal" className={cx('group segmented', className)}>
      <FieldLabel>{label}</FieldLabel>
      <div className="segmented__items">{children}</div>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}

export interface SegmentProps extends Omit<AriaRadioProps, 'children' | 'className'> {
  children: ReactNode;
  className?: string;
}

export function Segment({ children, className, ...props }: SegmentProps) {
  return (
    <AriaRadio {...props} className={cx('segmented__item', className)}>
      {children}
    </AriaRadio>
  );
}
