// A multi-step screen whose steps share one page: a step change starts the new step at the top (spec 2
// §9 scrolls to the top), with keyboard and screen-reader focus on its heading, so nobody is left at the
// bottom of the previous step. The first render keeps the page where it is.
import { useEffect, useRef } from 'react';

/** The ref of the step's heading (an h1 with tabIndex -1); `step` is whatever tells the steps apart. */
export function useStepHeading(step: unknown) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    globalThis.scrollTo?.({ top: 0 });
    headingRef.current?.focus({ preventScroll: true });
  }, [step]);
  return headingRef;
}
