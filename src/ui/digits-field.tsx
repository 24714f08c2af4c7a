import type { ReactNode } from 'react';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import type { TextFieldProps as AriaTextFieldProps, ValidationResult } from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel } from './field-parts';
import { digitsOnlyKeyDown, digitsOnlyPaste } from './digits';

export interface NumberlessDigitsFieldProps extends Omit<
  AriaTextFieldProps,
  'children' | 'className' | 'maxLength' | 'inputMode'
> {
  label: ReactNode;
  /** Maximum number of digits (ZIP 5, phone 10, month 2, year 4). */
  maxLength: number;
  description?: ReactNode;
  errorMessage?: ReactNode | ((v: ValidationResult) => ReactNode);
  placeholder?: string;
  className?: string;
}

/**
 * A text input that holds only digits (spec 1 §5: "only digits typed or pasted"). Not a number field:
 * ZIP codes and phone numbers keep leading zeros and are not quantities.
 * Invariant: the value passed to onChange contains only [0-9] and is at most maxLength long.
 */
export function NumberlessDigitsField({
  label,
  maxLength,
  description,
  errorMessage,
  placeholder,
  className,
  onChange,
  ...props
}: NumberlessDigitsFieldProps) {
  return (
    <AriaTextField
      {...props}
      className={['field', className].filter(Boolean).join(' ')}
      maxLength={maxLength}
      inputMode="numeric"
      // Last line of defence (autofill, drop, IME): strip anything that is not a digit.
      onChange={(v) => onChange?.(v.replace(/\D/g, '').slice(0, maxLength))}
    >
      <FieldLabel>{label}</FieldLabel>
      <Input
        className="field__input"
        placeholder={placeholder}
        pattern="[0-9]*"
        onKeyDown={digitsOnlyKeyDown}
        onPaste={digitsOnlyPaste(maxLength)}
      />
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
