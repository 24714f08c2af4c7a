// The community's address (spec 2 §2, §5): picked from the address search (checked by the server on
// Next) or entered by hand, which switches the search off. Without a search key: by hand only. Once any
// part is entered every part is required; the parts' messages are summed up as 'Please enter valid address'.
import { useState } from 'react';
import { emptyAddress } from '../../../../machines/shared/address.schema';
import type { Address } from '../../../../machines/shared/address.schema';
import { messages } from '../../../domain/messages';
import { FieldErrorText } from '../../../ui/field-parts';
import { UsAddressFields } from '../../shared/address-fields';
import { AddressSearch, isAddressSearching } from '../../shared/address-search';
import { useAddressLookup } from '../../shared/use-address-lookup';
import { useCommercialSelector, useStep1Change } from '../commercial-context';

const isBlank = (a: Address) => [a.address, a.city, a.state, a.zip_code].every((p) => p.trim() === '');

export function AddressSection({ isDisabled }: { isDisabled: boolean }) {
  const address = useCommercialSelector((s) => s.context.step1.address) ?? emptyAddress;
  const fromSearch = useCommercialSelector((s) => s.context.step1.address_from_search);
  const errors = useCommercialSelector((s) => s.context.errors);
  const change = useStep1Change();
  const lookup = useAddressLookup();
  const [manual, setManual] = useState(!fromSearch);
  const searching = isAddressSearching(lookup, manual);
  const set = (values: Partial<Address>) => {
    const next = { ...address, ...values };
    change({ address: isBlank(next) ? null : next, address_from_search: false });
  };
  const invalid = Object.keys(errors).some((k) => k.startsWith('address.'));
  return (
    <div className="commercial__address" role="group" aria-labelledby="commercial-address-title">
      <p className="commercial__upload-label" id="commercial-address-title">
        Community address
      </p>
      <AddressSearch
        lookup={lookup}
        manual={manual}
        onManualChange={setManual}
        label="Search your community address"
        onPick={(picked) => change({ address: picked, address_from_search: true })}
        className="commercial__search"
        isDisabled={isDisabled}
      />
      <UsAddressFields
        rowClassName="commercial__row commercial__row--three"
        namePrefix="address"
        value={address}
        onChange={set}
        readOnly={searching || isDisabled}
        stateError={errors['address.state']}
      />
      <FieldErrorText>{invalid ? messages.pleaseEnterValidAddress : null}</FieldErrorText>
    </div>
  );
}
