import type { ReactNode } from 'react';
import {
  Button as AriaButton, FieldError, Label, ListBox, ListBoxItem, Popover, Select as AriaSelect, SelectValue, Text,
} from 'react-aria-components';
import type { Key, Selection, SelectProps as AriaSelectProps, ValidationResult } from 'react-aria-components';
import { Checkbox, CheckboxGroup } from './choice';

export interface Option { id: string; label: string }

export interface SelectProps extends Omit<AriaSelectProps<Option, 'single'>, 'children' | 'className'> {
  label: ReactNode;
  options: readonly Option[];
  description?: ReactNode;
  errorMessage?: ReactNode | ((v: ValidationResult) => ReactNode);
  className?: string;
}

/** Single choice from a list in a popover (react-aria Select: typeahead, arrows, Escape). */
export function Select({ label, options, description, errorMessage, className, ...props }: SelectProps) {
  return (
    <AriaSelect {...props} className={['field', className].filter(Boolean).join(' ')}>
      <Label className="field__label">{label}</Label>
      <AriaButton className="field__input select__button">
        <SelectValue />
        <span aria-hidden="true" className="select__chevron">▾</span>
      </AriaButton>
      {description ? <Text slot="description" className="field__description">{description}</Text> : null}
      <FieldError className="field__error">{errorMessage}</FieldError>
      <Popover className="popover">
        <ListBox className="listbox" items={options}>
          {(o) => <ListBoxItem id={o.id} className="listbox__item" textValue={o.label}>{o.label}</ListBoxItem>}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

export interface MultiSelectProps {
  label: ReactNode;
  options: readonly Option[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  description?: ReactNode;
  errorMessage?: ReactNode | ((v: ValidationResult) => ReactNode);
  isInvalid?: boolean;
  isRequired?: boolean;
  name?: string;
  className?: string;
}

/**
 * Several choices ('How did you hear about us?'): a labelled checkbox group. Chosen over a listbox in a
 * popover because every option stays visible, each is a native-feeling checkbox (Tab/Space), and it needs
 * no overlay on small screens.
 */
export function MultiSelect({ label, options, value, onChange, ...rest }: MultiSelectProps) {
  return (
    <CheckboxGroup label={label} value={[...value]} onChange={onChange} {...rest} className={['multi-select', rest.className].filter(Boolean).join(' ')}>
      {options.map((o) => <Checkbox key={o.id} value={o.id}>{o.label}</Checkbox>)}
    </CheckboxGroup>
  );
}

export type { Key, Selection };
