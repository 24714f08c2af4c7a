// One titled section of the GET A QUOTE form, and the section whose question is answered by one card.
import type { ReactNode } from 'react';
import { RadioCard, RadioCardGroup } from '../../../ui/choice';
import { messageProps } from '../quote-field-errors';
import type { Field, FieldMessages } from '../quote-field-errors';

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="quote__section">
      <h2 className="quote__section-title">{title}</h2>
      {children}
    </section>
  );
}

export interface CardChoiceSectionProps<T extends string> extends FieldMessages {
  title: string;
  /** The card group's name. */
  label: string;
  field: Field;
  value: T | null;
  options: readonly T[];
  labels: Record<T, string>;
  /** A card was picked (the field counts as touched first). */
  onSelect: (value: T) => void;
}

/** A question answered by picking one card (the frequency, the property type). */
export function CardChoiceSection<T extends string>({
  title,
  label,
  field,
  value,
  options,
  labels,
  onSelect,
  errorOf,
  touch,
}: CardChoiceSectionProps<T>) {
  return (
    <Section title={title}>
      <RadioCardGroup
        label={label}
        value={value}
        onChange={(v) => {
          touch(field);
          onSelect(v as T);
        }}
        {...messageProps(errorOf(field))}
      >
        {options.map((o) => (
          <RadioCard key={o} value={o} title={labels[o]} />
        ))}
      </RadioCardGroup>
    </Section>
  );
}
