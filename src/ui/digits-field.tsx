import type { ClipboardEvent, KeyboardEvent, ReactNode } from 'react';
import { FieldError, Input, Label, Text, TextField as AriaTextField } from 'react-aria-components';
import type { TextFieldProps as AriaTextFieldProps, ValidationResult } from 'react-aria-components';

export interface NumberlessDigitsFieldProps extends Omit<AriaTextFieldProps, 'children' | 'className' | 'maxLength' | 'inputMode'> {
  label: ReactNode;
  /** Maximum number of digits (ZIP 5, phone 10, month 2, year 4). */
  maxLength: number;
  description?: ReactNode;
  errorMessage?: ReactNode | ((v: ValidationResult) => ReactNode);
  placeholder?: string;
  className?: string;
}

/** Keys that edit or move but never insert a character; everything else must be a digit. */
const isControlKey = (e: KeyboardEvent) => e.key.length !== 1 || e.ctrlKey || e.metaKey || e.altKey;

/**
 * The digits of pasted text: '27601 ', ' 27601 ', '27 601' → '27601'; '(919) 555-0100' → '9195550100'.
 * A leading '+1' (the North American country code of a copied phone number) is not part of the number.
 */
export function pastedDigits(text: string): string {
  return text.trim().replace(/^\+1(?=\D|\d{10}$)/, '').replace(/\D/g, '');
}

/**
 * Puts `digits` in place of the input's selection (at most what still fits in maxLength) the way
 * typing would: through the native value setter and an 'input' event, so React and react-aria see an
 * ordinary change (controlled or not), then puts the caret after the inserted digits.
 */
function insertDigits(input: HTMLInputElement, digits: string, maxLength: number) {
  const start = input.selectionStart ?? input.value.length;
  const end = input.selectionEnd ?? start;
  const before = input.value.slice(0, start);
  const after = input.value.slice(end);
  const inserted = digits.slice(0, Math.max(0, maxLength - before.length - after.length));
  const next = before + inserted + after;
  if (next === input.value) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, next);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  const caret = before.length + inserted.length;
  input.setSelectionRange(caret, caret);
}

/**
 * A text input that holds only digits (spec 1 §5: "only digits typed or pasted"). Not a number field:
 * ZIP codes and phone numbers keep leading zeros and are not quantities.
 * Invariant: the value passed to onChange contains only [0-9] and is at most maxLength long.
 */
export function NumberlessDigitsField({ label, maxLength, description, errorMessage, placeholder, className, onChange, ...props }: NumberlessDigitsFieldProps) {
  const onKeyDown = (e: KeyboardEvent) => {
    if (!isControlKey(e) && !/^[0-9]$/.test(e.key)) e.preventDefault();
  };
  // Spec 1 §5 "only digits typed or pasted": a paste keeps the digits of what was pasted ('27601 ',
  // '27 601', '919-555-0100'), never the rest, and never empties the field. Only digits: the browser's paste.
  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    const text = e.clipboardData.getData('text');
    if (/^[0-9]*$/.test(text)) return;
    e.preventDefault();
    const input = e.currentTarget;
    if (input.readOnly || input.disabled) return;
    insertDigits(input, pastedDigits(text), maxLength);
  };
  return (
    <AriaTextField
      {...props}
      className={['field', className].filter(Boolean).join(' ')}
      maxLength={maxLength}
      inputMode="numeric"
      // Last line of defence (autofill, drop, IME): strip anything that is not a digit.
      onChange={(v) => onChange?.(v.replace(/\D/g, '').slice(0, maxLength))}
    >
      <Label className="field__label">{label}</Label>
      <Input className="field__input" placeholder={placeholder} pattern="[0-9]*" onKeyDown={onKeyDown} onPaste={onPaste} />
      {description ? <Text slot="description" className="field__description">{description}</Text> : null}
      <FieldError className="field__error">{errorMessage}</FieldError>
    </AriaTextField>
  );
}
