// The four address fields of the service and billing sections. The zip code can be fixed (the
// service address belongs to the chosen area) and the whole address read-only (picked from search).
import type { Address } from '../../../../machines/shared/address.schema';
import { US_STATES } from '../../../domain/us-states';
import { NumberlessDigitsField } from '../../../ui/digits-field';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { choiceError } from '../checkout-context';
import type { FieldErrors } from '../checkout-context';

const STATE_OPTIONS = US_STATES.map((s) => ({ id: s.abbreviation, label: s.name }));

export function AddressFields({
  prefix,
  value,
  onChange,
  errors,
  zipLocked,
  readOnly,
}: {
  prefix: 'service_address' | 'billing_address';
  value: Address;
  onChange: (a: Address) => void;
  errors: FieldErrors;
  zipLocked?: boolean;
  readOnly?: boolean;
}) {
  const set = (values: Partial<Address>) => onChange({ ...value, ...values });
  const stateError = choiceError(errors, `${prefix}.state`, value.state);
  const billing = prefix === 'billing_address' ? 'billing ' : '';
  return (
    <div className="checkout__address">
      <TextField
        label="Address"
        name={`${prefix}.address`}
        value={value.address}
        onChange={(address) => set({ address })}
        isReadOnly={readOnly}
        autoComplete={`${billing}street-address`}
      />
      <div className="checkout__row">
        <TextField
          label="City"
          name={`${prefix}.city`}
          value={value.city}
          onChange={(city) => set({ city })}
          isReadOnly={readOnly}
          autoComplete={`${billing}address-level2`}
        />
        <Select
          label="State"
          name={`${prefix}.state`}
          options={STATE_OPTIONS}
          placeholder="Select a state"
          autoComplete={`${billing}address-level1`}
          value={value.state}
          onChange={(state) => set({ state })}
          isDisabled={readOnly}
          isInvalid={Boolean(stateError)}
          errorMessage={stateError}
        />
        <NumberlessDigitsField
          label="Zip code"
          name={`${prefix}.zip_code`}
          maxLength={5}
          value={value.zip_code}
          onChange={(zip_code) => set({ zip_code })}
          isReadOnly={zipLocked || readOnly}
          description={zipLocked ? 'Fixed to your service area' : undefined}
        />
      </div>
    </div>
  );
}
