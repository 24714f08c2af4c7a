import type { ReactNode } from 'react';

/** A screen whose flow has not landed yet: its heading and a line saying what comes here. */
export function Placeholder({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section className="screen">
      <h1>{title}</h1>
      {children ?? <p>This screen is coming soon.</p>}
    </section>
  );
}
