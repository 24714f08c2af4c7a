// The address of the account area's forms (the invoice address, the community's sample address): the
// shared address fields, each part showing its own message, read-only while an address picked from the
// search is shown.
import type { Address } from '../../../../machines/shared/address.schema';
import { UsAddressFields } from '../../shared/address-fields';
import type { AddressErrors } from '../../shared/address-fields';

export type { AddressErrors };

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

export function AddressFields({ value, onChange, errors = {}, ...props }: AddressFieldsProps) {
  return (
    <UsAddressFields
      {...props}
      className="info-address"
      rowClassName="info-address__row"
      value={value}
      errors={errors}
      // A changed part drops the map point of a searched address: it no longer describes the place.
      onChange={(part) =>
        onChange({ address: value.address, city: value.city, state: value.state, zip_code: value.zip_code, ...part })
      }
    />
  );
}
