// The address fields of the service and billing sections. The zip code can be fixed (the service
// address belongs to the chosen area) and the whole address read-only (picked from search).
import type { Address } from '../../../../machines/shared/address.schema';
import { UsAddressFields } from '../../shared/address-fields';
import { choiceError } from '../checkout-context';
import type { FieldErrors } from '../checkout-context';

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
  return (
    <UsAddressFields
      className="checkout__address"
      rowClassName="checkout__row"
      namePrefix={prefix}
      autoCompleteSection={prefix === 'billing_address' ? 'billing' : undefined}
      value={value}
      onChange={(part) => onChange({ ...value, ...part })}
      readOnly={readOnly}
      zipNote={zipLocked ? 'Fixed to your service area' : undefined}
      zipAutoFill={false}
      stateError={choiceError(errors, `${prefix}.state`, value.state)}
    />
  );
}
