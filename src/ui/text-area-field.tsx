// A multi-line text field of the kit: react-aria's TextField with a TextArea, the shared field parts
// (label, description, error) wired by slots, so it reads and behaves like TextField.
import type { ReactNode } from 'react';
import { TextArea, TextField as AriaTextField } from 'react-aria-components';
import type { TextFieldProps as AriaTextFieldProps, ValidationResult } from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel } from './field-parts';

export interface TextAreaFieldProps extends Omit<AriaTextFieldProps, 'children' | 'className'> {
  label: ReactNode;
  description?: ReactNode;
  /** Shown when invalid; defaults to react-aria's validation errors. */
  errorMessage?: ReactNode | ((v: ValidationResult) => ReactNode);
  placeholder?: string;
  /** Visible lines before it scrolls. */
  rows?: number;
  className?: string;
}

export function TextAreaField({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 3,
  className,
  ...props
}: TextAreaFieldProps) {
  return (
    <AriaTextField {...props} className={['field', className].filter(Boolean).join(' ')}>
      <FieldLabel>{label}</FieldLabel>
      <TextArea className="field__input field__input--area" rows={rows} placeholder={placeholder} />
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
