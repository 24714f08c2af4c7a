// The expiry month (MM) and year (YYYY) every card form asks for beside the hosted number and CVV
// (checkout, the account's card modal, /pay): digits only, typed or pasted, at most 2 and 4. One
// component so the three forms cannot drift in labels, lengths or autocomplete; each keeps its own row.
import type { ReactNode } from 'react';
import { NumberlessDigitsField } from '../../ui/digits-field';

type Part = 'month' | 'year';

export interface CardExpiryFieldsProps {
  month: string;
  year: string;
  onChange: (part: Part, value: string) => void;
  /** The row's class (the form's grid). */
  className: string;
  /** Field names for a form's validationErrors (checkout and /pay key their errors by name). */
  names?: Record<Part, string>;
  /** Errors shown at the fields directly (the account's card form). */
  errors?: Partial<Record<Part, string | null | undefined>>;
  /** 'MM' and 'YYYY' inside the empty fields. */
  placeholders?: boolean;
  isReadOnly?: boolean;
}

const FIELDS: { part: Part; label: string; maxLength: number; placeholder: string; autoComplete: string }[] = [
  { part: 'month', label: 'Expiry month (MM)', maxLength: 2, placeholder: 'MM', autoComplete: 'cc-exp-month' },
  { part: 'year', label: 'Expiry year (YYYY)', maxLength: 4, placeholder: 'YYYY', autoComplete: 'cc-exp-year' },
];

export function CardExpiryFields(props: CardExpiryFieldsProps): ReactNode {
  const { names, errors, placeholders, isReadOnly } = props;
  return (
    <div className={props.className}>
      {FIELDS.map((f) => (
        <NumberlessDigitsField
          key={f.part}
          label={f.label}
          name={names?.[f.part]}
          maxLength={f.maxLength}
          placeholder={placeholders ? f.placeholder : undefined}
          autoComplete={f.autoComplete}
          value={props[f.part]}
          onChange={(value) => props.onChange(f.part, value)}
          isReadOnly={isReadOnly}
          {...(errors
            ? { validationBehavior: 'aria' as const, isInvalid: Boolean(errors[f.part]), errorMessage: errors[f.part] }
            : {})}
        />
      ))}
    </div>
  );
}
