// One titled section of the GET A QUOTE form.
import type { ReactNode } from 'react';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="quote__section">
      <h2 className="quote__section-title">{title}</h2>
      {children}
    </section>
  );
}
