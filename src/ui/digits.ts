// Digits-only input rules shared by the react-aria field (digits-field.tsx) and the plain field of the
// first screen (plain-controls.tsx): spec 1 §5 "only digits typed or pasted".
import type { ClipboardEvent, KeyboardEvent } from 'react';

/** Keys that edit or move but never insert a character; everything else must be a digit. */
const isControlKey = (e: KeyboardEvent) => e.key.length !== 1 || e.ctrlKey || e.metaKey || e.altKey;

/**
 * The digits of pasted text: '27601 ', ' 27601 ', '27 601' → '27601'; '(919) 555-0100' → '9195550100'.
 * A leading '+1' (the North American country code of a copied phone number) is not part of the number.
 */
export function pastedDigits(text: string): string {
  return text
    .trim()
    .replace(/^\+1(?=\D|\d{10}$)/, '')
    .replace(/\D/g, '');
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

/** Keydown: a printable key that is not a digit inserts nothing. */
export function digitsOnlyKeyDown(e: KeyboardEvent) {
  if (!isControlKey(e) && !/^[0-9]$/.test(e.key)) e.preventDefault();
}

/**
 * Paste: keeps the digits of what was pasted ('27601 ', '27 601', '919-555-0100'), never the rest,
 * and never empties the field. Only digits: the browser's own paste.
 */
export function digitsOnlyPaste(maxLength: number) {
  return (e: ClipboardEvent<HTMLInputElement>) => {
    const text = e.clipboardData.getData('text');
    if (/^[0-9]*$/.test(text)) return;
    e.preventDefault();
    const input = e.currentTarget;
    if (input.readOnly || input.disabled) return;
    insertDigits(input, pastedDigits(text), maxLength);
  };
}
