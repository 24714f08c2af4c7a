import { useState } from 'react';
import type { ReactNode } from 'react';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import type { TextFieldProps as AriaTextFieldProps, ValidationResult } from 'react-aria-components';
import { FieldDescription, FieldError, FieldLabel } from './field-parts';

export interface PasswordFieldProps extends Omit<AriaTextFieldProps, 'children' | 'className' | 'type'> {
  /** A plain string: it also names the show/hide toggle ('Show {label}'), so two fields stay distinct. */
  label: string;
  description?: ReactNode;
  errorMessage?: ReactNode | ((v: ValidationResult) => ReactNode);
  className?: string;
}

/**
 * A password input with a visibility toggle (spec 1 §2: login, set new password; spec 2: registration).
 * The toggle is a real button with aria-pressed, outside the input's tab stop order only by position
 * (Tab reaches it right after the input). Autocomplete hints let password managers help.
 */
export function PasswordField({
  label,
  description,
  errorMessage,
  className,
  autoComplete = 'current-password',
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <AriaTextField
      {...props}
      autoComplete={autoComplete}
      type={visible ? 'text' : 'password'}
      className={['field', 'password-field', className].filter(Boolean).join(' ')}
    >
      <FieldLabel>{label}</FieldLabel>
      <div className="password-field__row">
        <Input className="field__input password-field__input" />
        <button
          type="button"
          className="btn btn--quiet password-field__toggle"
          aria-pressed={visible}
          aria-label={`Show ${label.toLowerCase()}`}
          onClick={() => setVisible((v) => !v)}
        >
          {visible ? 'Hide' : 'Show'}
        </button>
      </div>
      <FieldDescription>{description}</FieldDescription>
      <FieldError>{errorMessage}</FieldError>
    </AriaTextField>
  );
}
