// A refused form brings its first invalid field into view and focuses it (checkout: spec 2 §9 only
// scrolls to the top; the account's modals): its message is linked by aria-describedby, so a screen
// reader reads label and error together, and at 390 px the error is on screen instead of above the fold.
import { useEffect } from 'react';
import type { RefObject } from 'react';
import { FOCUSABLE } from './constants';

/**
 * The first invalid field of the form, in reading order: its wrapper carries `data-invalid` (react-aria's
 * text fields, date picker, checkbox groups and consents; the kit's native Select) or the control its
 * own `aria-invalid`. Returns the wrapper to scroll to and the control to focus.
 */
export function firstInvalidField(form: HTMLElement): { field: HTMLElement; control: HTMLElement } | null {
  for (const el of form.querySelectorAll<HTMLElement>('[data-invalid], [aria-invalid="true"]')) {
    const candidates = [el, ...el.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const control = candidates.find((c) => c.matches(FOCUSABLE) && !c.closest('[aria-hidden="true"]'));
    if (control) return { field: el, control };
  }
  return null;
}

/** Scrolls the first invalid field into view and focuses its control (nothing when none is invalid). */
export function focusFirstInvalid(form: HTMLElement | null): void {
  const invalid = form ? firstInvalidField(form) : null;
  if (!invalid) return;
  invalid.field.scrollIntoView?.({ block: 'center' });
  invalid.control.focus({ preventScroll: true });
}

/** `fieldErrors` is a new non-empty object only when a submission failed validation. */
export function useFocusFirstInvalid(formRef: RefObject<HTMLElement | null>, fieldErrors: Record<string, string>) {
  useEffect(() => {
    if (Object.keys(fieldErrors).length > 0) focusFirstInvalid(formRef.current);
  }, [formRef, fieldErrors]);
}

/**
 * After a submit the machine may have refused: once React has shown the messages, the first invalid
 * field gets the focus. (For forms whose errors also follow typing, where an effect would steal focus.)
 */
export function focusFirstInvalidSoon(form: HTMLElement | null): void {
  requestAnimationFrame(() => focusFirstInvalid(form));
}
