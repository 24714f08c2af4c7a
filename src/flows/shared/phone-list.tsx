// The phone numbers of a contact form (checkout, /commercial): one list item a number, each with its
// number field (digits only, ten at most) and what the form adds around it (type, flags, Remove).
import type { ReactNode } from 'react';
import { PHONE_LENGTH } from '../../domain/constants';
import { NumberlessDigitsField } from '../../ui/digits-field';

interface PhoneListProps<T> {
  phones: readonly T[];
  /** One number's fields, by its place in the list. */
  children: (phone: T, i: number) => ReactNode;
}

export function PhoneList<T>({ phones, children }: PhoneListProps<T>) {
  return (
    <ul className="phone-list" aria-label="Phone numbers">
      {phones.map((phone, i) => (
        <li key={i} className="phone-list__item">
          {children(phone, i)}
        </li>
      ))}
    </ul>
  );
}

interface PhoneNumberFieldProps {
  /** The number's place in the list, from 0: it names the field and its label. */
  index: number;
  value: string;
  onChange: (value: string) => void;
  isReadOnly: boolean;
  description?: string;
}

export function PhoneNumberField({ index, ...props }: PhoneNumberFieldProps) {
  return (
    <NumberlessDigitsField
      {...props}
      label={`Phone number ${index + 1}`}
      name={`phone_numbers.${index}.phone`}
      maxLength={PHONE_LENGTH}
      autoComplete="tel-national"
    />
  );
}
