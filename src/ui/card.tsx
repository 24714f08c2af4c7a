// The account area's card: a titled region with optional actions in its header. The one place for
// the card look (the Service Summary and the confirmation card keep their own, older classes).
import type { ReactNode } from 'react';
import { useId } from 'react';

export interface CardProps {
  title: ReactNode;
  /** Heading level of the title (default 2). */
  level?: 2 | 3;
  /** Links or buttons beside the title (Edit, Add ...). */
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A <section> named by its title, so screen readers list it as a region. */
export function Card({ title, level = 2, actions, children, className }: CardProps) {
  const id = useId();
  const H = level === 2 ? 'h2' : 'h3';
  return (
    <section className={['card', className].filter(Boolean).join(' ')} aria-labelledby={id}>
      <header className="split-row card__header">
        <H id={id} className="card__title">
          {title}
        </H>
        {actions ? <div className="card__actions">{actions}</div> : null}
      </header>
      <div className="card__body">{children}</div>
    </section>
  );
}

/** Label–value rows inside a card (a <dl>). */
export function Facts({ rows }: { rows: { label: ReactNode; value: ReactNode; key?: string }[] }) {
  return (
    <dl className="facts">
      {rows.map((r, i) => (
        <div className="facts__row" key={r.key ?? i}>
          <dt>{r.label}</dt>
          <dd>{r.value}</dd>
        </div>
      ))}
    </dl>
  );
}
