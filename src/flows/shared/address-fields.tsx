// The four parts of a US address as every form of the app asks for them: street, city, one of the 59
// states and territories (sent as the two-letter abbreviation) and a 5-digit zip code. The forms differ
// only in data (labels, names, autocomplete section, which parts share a row, what is read-only), so one
// component renders them all and each form passes its own.
import type { ReactNode } from 'react';
import { ZIP_LENGTH } from '../../domain/constants';
import { US_STATES } from '../../domain/us-states';
import { NumberlessDigitsField } from '../../ui/digits-field';
import { Select } from '../../ui/select';
import { TextField } from '../../ui/text-field';

const STATE_OPTIONS = US_STATES.map((s) => ({ id: s.abbreviation, label: s.name }));

export type AddressPart = 'address' | 'city' | 'state' | 'zip_code';
export type AddressParts = Record<AddressPart, string>;
export type AddressErrors = Partial<Record<AddressPart, string>>;

export interface UsAddressFieldsProps {
  value: AddressParts;
  /** Called with the one part that changed. */
  onChange: (part: Partial<AddressParts>) => void;
  /** The street field's label: 'Address', 'Billing address', 'Invoice address'... */
  streetLabel?: string;
  /** Form field names `${namePrefix}.${part}` (the paths of a surrounding Form's errors); none without. */
  namePrefix?: string;
  /** The autocomplete section of the fields ('billing', or none). */
  autoCompleteSection?: 'billing';
  /** The parts shown side by side under the street, in their order. */
  rowParts?: readonly Exclude<AddressPart, 'address'>[];
  rowClassName: string;
  /** A wrapper around the fields; without it they stand in the caller's container. */
  className?: string;
  readOnly?: boolean;
  /** The zip code is fixed (read-only), with this note under it. */
  zipNote?: string;
  /** false: the zip code is left out of the browser's autofill. */
  zipAutoFill?: boolean;
  /**
   * Every part's message, shown by the fields themselves. Without it the text parts show the errors of a
   * surrounding Form, and the state (a native select, which reads none) shows stateError.
   */
  errors?: AddressErrors;
  stateError?: string;
  /** Focus the street field on mount (a view that opens on these fields). */
  autoFocus?: boolean;
}

export function UsAddressFields({
  value,
  onChange,
  streetLabel = 'Address',
  namePrefix,
  autoCompleteSection,
  rowParts = ['city', 'state', 'zip_code'],
  rowClassName,
  className,
  readOnly = false,
  zipNote,
  zipAutoFill = true,
  errors,
  stateError = errors?.state,
  autoFocus = false,
}: UsAddressFieldsProps) {
  const partProps = (part: AddressPart, autoComplete: string | undefined) => ({
    name: namePrefix ? `${namePrefix}.${part}` : undefined,
    autoComplete: autoComplete && autoCompleteSection ? `${autoCompleteSection} ${autoComplete}` : autoComplete,
    value: value[part],
    onChange: (text: string) => onChange({ [part]: text }),
    validationBehavior: 'aria' as const,
    ...(errors ? { isInvalid: Boolean(errors[part]), errorMessage: errors[part] } : {}),
  });
  const row: Record<(typeof rowParts)[number], ReactNode> = {
    city: <TextField key="city" label="City" isReadOnly={readOnly} {...partProps('city', 'address-level2')} />,
    state: (
      <Select
        key="state"
        {...partProps('state', 'address-level1')}
        label="State"
        options={STATE_OPTIONS}
        placeholder="Select a state"
        isDisabled={readOnly}
        isInvalid={Boolean(stateError)}
        errorMessage={stateError}
      />
    ),
    zip_code: (
      <NumberlessDigitsField
        key="zip_code"
        label="Zip code"
        maxLength={ZIP_LENGTH}
        isReadOnly={readOnly || zipNote !== undefined}
        description={zipNote}
        {...partProps('zip_code', zipAutoFill ? 'postal-code' : undefined)}
      />
    ),
  };
  const fields = (
    <>
      <TextField
        label={streetLabel}
        autoFocus={autoFocus}
        isReadOnly={readOnly}
        {...partProps('address', 'street-address')}
      />
      <div className={rowClassName}>{rowParts.map((part) => row[part])}</div>
    </>
  );
  return className ? <div className={className}>{fields}</div> : fields;
}
