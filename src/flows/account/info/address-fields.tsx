// The four parts of an address (the invoice address, the community's sample address): street, city,
// one of the 59 states and territories, a 5-digit ZIP code. Read-only while an address picked from the
// search is shown.
import type { Address } from '../../../../machines/shared/address.schema';
import { ZIP_LENGTH } from '../../../domain/constants';
import { US_STATES } from '../../../domain/us-states';
import { NumberlessDigitsField } from '../../../ui/digits-field';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';

const STATE_OPTIONS = US_STATES.map((s) => ({ id: s.abbreviation, label: s.name }));

export type AddressErrors = Partial<Record<'address' | 'city' | 'state' | 'zip_code', string>>;

export interface AddressFieldsProps {
  /** Names the fields apart from other addresses: 'Invoice address', 'City'... */
  streetLabel: string;
  value: Address;
  onChange: (address: Address) => void;
  errors?: AddressErrors;
  readOnly?: boolean;
  /** The autocomplete section of the fields ('billing', or none). */
  autoCompleteSection?: 'billing';
  /** Focus the street field on mount (a view that opens on these fields). */
  autoFocus?: boolean;
}

export function AddressFields({
  streetLabel,
  value,
  onChange,
  errors = {},
  readOnly = false,
  autoCompleteSection,
  autoFocus = false,
}: AddressFieldsProps) {
  // A changed part drops the map point of a searched address: it no longer describes the place.
  const set = (values: Partial<Address>) =>
    onChange({ address: value.address, city: value.city, state: value.state, zip_code: value.zip_code, ...values });
  const ac = (token: string) => (autoCompleteSection ? `${autoCompleteSection} ${token}` : token);
  return (
    <div className="info-address">
      <TextField
        label={streetLabel}
        autoFocus={autoFocus}
        value={value.address}
        onChange={(address) => set({ address })}
        isReadOnly={readOnly}
        autoComplete={ac('street-address')}
        validationBehavior="aria"
        isInvalid={Boolean(errors.address)}
        errorMessage={errors.address}
      />
      <div className="info-address__row">
        <TextField
          label="City"
          value={value.city}
          onChange={(city) => set({ city })}
          isReadOnly={readOnly}
          autoComplete={ac('address-level2')}
          validationBehavior="aria"
          isInvalid={Boolean(errors.city)}
          errorMessage={errors.city}
        />
        <Select
          label="State"
          options={STATE_OPTIONS}
          placeholder="Select a state"
          value={value.state}
          onChange={(state) => set({ state })}
          isDisabled={readOnly}
          autoComplete={ac('address-level1')}
          isInvalid={Boolean(errors.state)}
          errorMessage={errors.state}
        />
        <NumberlessDigitsField
          label="Zip code"
          maxLength={ZIP_LENGTH}
          value={value.zip_code}
          onChange={(zip_code) => set({ zip_code })}
          isReadOnly={readOnly}
          autoComplete={ac('postal-code')}
          validationBehavior="aria"
          isInvalid={Boolean(errors.zip_code)}
          errorMessage={errors.zip_code}
        />
      </div>
    </div>
  );
}
