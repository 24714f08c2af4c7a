// A star rating in half steps (spec 3 §5 'star rating allows half steps'): react-aria's RadioGroup of
// the values 0.5, 1, … 5, each radio drawn as half a star, so arrow keys move half a star at a time,
// Tab enters and leaves the group, and every value has a spoken name ('3.5 stars'). Pointing previews
// the value under the pointer. StarRatingView shows a rating read-only, as an image named by its value.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Radio, RadioGroup } from 'react-aria-components';
import { FieldDescription, FieldLabel } from './field-parts';
import { StarHalfIcon } from './icons/star-half';
import '../styles/star-rating.css';

/** '1 star', '3.5 stars'. */
export function starsLabel(value: number): string {
  return `${value} ${value === 1 ? 'star' : 'stars'}`;
}

/** The values of a rating out of `max` stars in half steps: 0.5, 1, … max. */
export function halfSteps(max: number): number[] {
  return Array.from({ length: max * 2 }, (_, i) => (i + 1) / 2);
}

export interface StarRatingProps {
  label: ReactNode;
  /** The chosen rating; null while none is chosen. */
  value: number | null;
  onChange: (value: number) => void;
  /** Number of stars (default 5). */
  max?: number;
  description?: ReactNode;
  isDisabled?: boolean;
  isRequired?: boolean;
  /** What the value line says while nothing is chosen. */
  emptyText?: string;
  className?: string;
}

export function StarRating({
  label,
  value,
  onChange,
  max = 5,
  description,
  isDisabled = false,
  isRequired = false,
  emptyText = 'No rating yet',
  className,
}: StarRatingProps) {
  const [hovered, setHovered] = useState<number | null>(null);
  const shown = hovered ?? value ?? 0;
  return (
    <RadioGroup
      className={['field', 'star-rating', className].filter(Boolean).join(' ')}
      orientation="horizontal"
      value={value === null ? null : String(value)}
      onChange={(v) => onChange(Number(v))}
      isDisabled={isDisabled}
      isRequired={isRequired}
    >
      <FieldLabel>{label}</FieldLabel>
      <div className="star-rating__row">
        <div className="star-rating__stars">
          {halfSteps(max).map((v) => (
            <Radio
              key={v}
              value={String(v)}
              className="star-rating__half"
              onHoverStart={() => setHovered(v)}
              onHoverEnd={() => setHovered((h) => (h === v ? null : h))}
            >
              <StarHalfIcon side={Number.isInteger(v) ? 'right' : 'left'} filled={v <= shown} />
              <span className="visually-hidden">{starsLabel(v)}</span>
            </Radio>
          ))}
        </div>
        {/* The value in words for sighted users; screen readers hear the checked radio's name. */}
        <span className="star-rating__value" aria-hidden="true">
          {value === null ? emptyText : starsLabel(value)}
        </span>
      </div>
      <FieldDescription>{description}</FieldDescription>
    </RadioGroup>
  );
}

export interface StarRatingViewProps {
  value: number | null;
  max?: number;
  /** The image's name when there is no rating. */
  emptyLabel?: string;
  className?: string;
}

/** A rating shown, not chosen: an image named '4.5 stars' drawn in half stars; without one, emptyLabel in words. */
export function StarRatingView({ value, max = 5, emptyLabel = 'Not rated', className }: StarRatingViewProps) {
  if (value === null)
    return (
      <span className={['star-rating-view', 'star-rating-view--empty', className].filter(Boolean).join(' ')}>
        {emptyLabel}
      </span>
    );
  const name = starsLabel(value);
  return (
    <span role="img" aria-label={name} className={['star-rating-view', className].filter(Boolean).join(' ')}>
      {halfSteps(max).map((v) => (
        <StarHalfIcon key={v} side={Number.isInteger(v) ? 'right' : 'left'} filled={v <= value} />
      ))}
    </span>
  );
}
