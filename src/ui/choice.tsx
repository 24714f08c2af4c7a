import type { ReactNode } from 'react';
import {
  Checkbox as AriaCheckbox,
  CheckboxGroup as AriaCheckboxGroup,
  Radio as AriaRadio,
  RadioGroup as AriaRadioGroup,
  Switch as AriaSwitch,
} from 'react-aria-components';
import type {
  CheckboxGroupProps as AriaCheckboxGroupProps,
  CheckboxProps as AriaCheckboxProps,
  RadioGroupProps as AriaRadioGroupProps,
  RadioProps as AriaRadioProps,
  SwitchProps as AriaSwitchProps,
  ValidationResult,
} from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel } from './field-parts';
import { CheckIcon } from './icons/check';

type ErrorMessage = ReactNode | ((v: ValidationResult) => ReactNode);
const cx = (...c: (string | false | undefined)[]) => c.filter(Boolean).join(' ');

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children' | 'className'> {
  children: ReactNode;
  className?: string;
}

export function Checkbox({ children, className, ...props }: CheckboxProps) {
  return (
    <AriaCheckbox {...props} className={cx('check', className)}>
      <span className="check__box" aria-hidden="true">
        <CheckIcon className="check__mark" />
      </span>
      <span className="check__label">{children}</span>
    </AriaCheckbox>
  );
}

export interface CheckboxGroupProps extends Omit<AriaCheckboxGroupProps, 'children' | 'className'> {
  label: ReactNode;
  /** 'list' (default): one checkbox a line; 'chips': compact pills in a wrapping grid, for long multi-selects. */
  variant?: 'list' | 'chips';
  description?: ReactNode;
  errorMessage?: ErrorMessage;
  children: ReactNode;
  className?: string;
}

export function CheckboxGroup({
  label,
  description,
  errorMessage,
  children,
  className,
  variant = 'list',
  ...props
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup {...props} className={cx('group', variant === 'chips' && 'group--chips', className)}>
      <FieldLabel>{label}</FieldLabel>
      <div className="group__items">{children}</div>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </AriaCheckboxGroup>
  );
}

/** The options of a choice list and the label each shows: a domain's values and their labels. */
interface ChoiceOptions<T extends string> {
  options: readonly T[];
  labels: Record<T, ReactNode>;
}

/** One item an option, each labelled from the table. */
const choiceItems = <T extends string>(Item: typeof Checkbox | typeof Radio, { options, labels }: ChoiceOptions<T>) =>
  options.map((o) => (
    <Item key={o} value={o}>
      {labels[o]}
    </Item>
  ));

/** A checkbox group with one checkbox an option. */
export function CheckboxChoices<T extends string>({
  options,
  labels,
  ...group
}: Omit<CheckboxGroupProps, 'children'> & ChoiceOptions<T>) {
  return <CheckboxGroup {...group}>{choiceItems(Checkbox, { options, labels })}</CheckboxGroup>;
}

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children' | 'className'> {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: ErrorMessage;
  children: ReactNode;
  className?: string;
}

export function RadioGroup({ label, description, errorMessage, children, className, ...props }: RadioGroupProps) {
  return (
    <AriaRadioGroup {...props} className={cx('group', className)}>
      <FieldLabel>{label}</FieldLabel>
      <div className="group__items">{children}</div>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </AriaRadioGroup>
  );
}

/** A radio group with one radio an option. */
export function RadioChoices<T extends string>({
  options,
  labels,
  ...group
}: Omit<RadioGroupProps, 'children'> & ChoiceOptions<T>) {
  return <RadioGroup {...group}>{choiceItems(Radio, { options, labels })}</RadioGroup>;
}

export interface RadioProps extends Omit<AriaRadioProps, 'children' | 'className'> {
  children: ReactNode;
  className?: string;
}

export function Radio({ children, className, ...props }: RadioProps) {
  return (
    <AriaRadio {...props} className={cx('radio', className)}>
      <span className="radio__dot" aria-hidden="true" />
      <span className="radio__label">{children}</span>
    </AriaRadio>
  );
}

/**
 * Selectable cards: a radio group underneath, so arrow keys move between cards and Space selects
 * (the WAI-ARIA radio pattern), and a screen reader announces "n of m, selected".
 */
export function RadioCardGroup({ className, ...props }: RadioGroupProps) {
  return <RadioGroup {...props} className={cx('card-group', className)} />;
}

export interface RadioCardProps extends Omit<AriaRadioProps, 'children' | 'className'> {
  title: ReactNode;
  children?: ReactNode;
  badge?: ReactNode;
  className?: string;
}

export function RadioCard({ title, children, badge, className, ...props }: RadioCardProps) {
  return (
    <AriaRadio {...props} className={cx('radio-card', className)}>
      {/* The selected mark: decorative, the radio's checked state says it to assistive technology. */}
      <span className="radio-card__check" aria-hidden="true">
        <CheckIcon />
      </span>
      {badge ? <span className="radio-card__badge">{badge}</span> : null}
      <span className="radio-card__title">{title}</span>
      {children ? <span className="radio-card__body">{children}</span> : null}
    </AriaRadio>
  );
}

export interface SwitchProps extends Omit<AriaSwitchProps, 'children' | 'className'> {
  children: ReactNode;
  className?: string;
}

export function Switch({ children, className, ...props }: SwitchProps) {
  return (
    <AriaSwitch {...props} className={cx('switch', className)}>
      <span className="switch__track" aria-hidden="true">
        <span className="switch__thumb" />
      </span>
      <span className="switch__label">{children}</span>
    </AriaSwitch>
  );
}
