import { useState } from 'react';
import type { FocusEventHandler, ReactNode } from 'react';
import { Checkbox, CheckboxGroup } from './choice';
import type { CheckboxGroupProps } from './choice';
import { NativeField, splitFieldProps } from './native-field';

export interface Option {
  id: string;
  label: string;
}

export interface SelectProps {
  label: ReactNode;
  options: readonly Option[];
  /** The chosen option's id; null or '' while nothing is chosen (the placeholder shows). Omit for an uncontrolled select. */
  value?: string | null;
  defaultValue?: string | null;
  /** Called with the chosen option's id. */
  onChange?: (key: string) => void;
  /** Shown as a first, disabled option while nothing is chosen. */
  placeholder?: string;
  description?: ReactNode;
  /** Shown (and referenced by aria-describedby) while isInvalid. */
  errorMessage?: ReactNode;
  isInvalid?: boolean;
  isDisabled?: boolean;
  isRequired?: boolean;
  name?: string;
  autoComplete?: string;
  autoFocus?: boolean;
  onBlur?: FocusEventHandler<HTMLSelectElement>;
  onFocus?: FocusEventHandler<HTMLSelectElement>;
  /** Accepted for the kit's other fields' sake: errors show while isInvalid, whatever the behaviour. */
  validationBehavior?: 'aria' | 'native';
  className?: string;
}

/**
 * Single choice from a list: a native <select>. react-aria's Select (ListBox, Popover and
 * overlay code) was ~29 KB of a route's JavaScript; the native element costs none, is a real dropdown
 * with the platform's typeahead and arrow keys, and gives phones their own picker. It renders the
 * classes of the other fields (`field`, `field__input`), ids from React's useId (the server and the
 * client render the same markup), and its error only while isInvalid: it does not read a react-aria
 * Form's validationErrors, so a caller inside one passes isInvalid and errorMessage itself.
 */
export function Select({
  options,
  value,
  defaultValue,
  onChange,
  placeholder,
  isDisabled = false,
  isRequired = false,
  validationBehavior: _behavior,
  ...props
}: SelectProps) {
  const [field, select] = splitFieldProps(props);
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const current = value === undefined ? uncontrolled : (value ?? '');
  return (
    <NativeField {...field}>
      {(control) => (
        <select
          {...select}
          {...control}
          className="field__input select"
          value={current}
          disabled={isDisabled}
          required={isRequired}
          data-placeholder={current === '' || undefined}
          onChange={(e) => {
            if (value === undefined) setUncontrolled(e.target.value);
            onChange?.(e.target.value);
          }}
        >
          {current === '' ? (
            <option value="" disabled>
              {placeholder ?? ''}
            </option>
          ) : null}
          {options.map((o) => (
            <option key={o.id} value={o.id}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </NativeField>
  );
}

export interface MultiSelectProps {
  label: ReactNode;
  options: readonly Option[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  description?: ReactNode;
  errorMessage?: CheckboxGroupProps['errorMessage'];
  isInvalid?: boolean;
  isRequired?: boolean;
  name?: string;
  className?: string;
  /** 'chips' lays the options out as compact pills in a wrapping grid (long lists such as how-heard). */
  variant?: CheckboxGroupProps['variant'];
}

/**
 * Several choices ('How did you hear about us?'): a labelled checkbox group. Chosen over a listbox in a
 * popover because every option stays visible, each is a native-feeling checkbox (Tab/Space), and it needs
 * no overlay on small screens.
 */
export function MultiSelect({ label, options, value, onChange, ...rest }: MultiSelectProps) {
  return (
    <CheckboxGroup
      label={label}
      value={[...value]}
      onChange={onChange}
      {...rest}
      className={['multi-select', rest.className].filter(Boolean).join(' ')}
    >
      {options.map((o) => (
        <Checkbox key={o.id} value={o.id}>
          {o.label}
        </Checkbox>
      ))}
    </CheckboxGroup>
  );
}
