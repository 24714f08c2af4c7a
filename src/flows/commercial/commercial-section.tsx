// The wizard's screen and its heading, the step's title (spec 2 §2: 1 'Tell us about your community',
// 2 'Tell us how we can help you'). The heading is the largest text of the page's first screen: the
// page served for /commercial paints this section (step 1, without the form) before any script runs
// (src/routes/first-paint.tsx), and the view then renders the same heading in the same place.
import type { ReactNode, Ref } from 'react';

export const STEP_TITLES = ['Tell us about your community', 'Tell us how we can help you'] as const;

export function CommercialSection({
  step,
  headingRef,
  children,
}: {
  step: 1 | 2;
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
}) {
  return (
    <section className="screen commercial" aria-labelledby="commercial-title">
      <h1 id="commercial-title" ref={headingRef} tabIndex={-1}>
        {STEP_TITLES[step - 1]}
      </h1>
      {children}
    </section>
  );
}
