// After Next or Submit the machine may refuse (at once, or after the email check answers): once the
// messages show, the first invalid field is focused and scrolled into view. Only a refusal that follows
// a press moves focus: an upload refused while the user works elsewhere leaves focus where it is.
import { useCallback, useEffect, useRef } from 'react';
import type { RefObject } from 'react';
import { focusFirstInvalid } from '../../../ui/first-invalid-field';

export function useFocusAfterSubmit(formRef: RefObject<HTMLElement | null>, errors: Record<string, string>) {
  const pressed = useRef(false);
  useEffect(() => {
    if (!pressed.current || Object.keys(errors).length === 0) return;
    pressed.current = false;
    focusFirstInvalid(formRef.current);
  }, [formRef, errors]);
  return useCallback(() => {
    pressed.current = true;
  }, []);
}
