// A form's section as a light card, its legend the section's heading (checkout, /commercial, /pay; the
// look is `.form-section` in ui.css). A fieldset, so the legend names the group of fields inside.
import type { ReactNode } from 'react';

export function FormSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="form-section">
      <legend className="form-section__legend">{title}</legend>
      {children}
    </fieldset>
  );
}
