// The community's address (spec 2 §2, §5): picked from the address search (checked by the server on
// Next) or entered by hand, which switches the search off. Without a search key: by hand only. Once any
// part is entered every part is required; the parts' messages are summed up as 'Please enter valid address'.
import { useEffect, useRef, useState } from 'react';
import { emptyAddress } from '../../../../machines/shared/address.schema';
import type { Address } from '../../../../machines/shared/address.schema';
import { loadAddressLookup } from '../../../adapters/address/address-lookup';
import type { AddressLookup } from '../../../adapters/address/address-lookup';
import { ZIP_LENGTH } from '../../../domain/constants';
import { messages } from '../../../domain/messages';
import { US_STATES } from '../../../domain/us-states';
import { Switch } from '../../../ui/choice';
import { NumberlessDigitsField } from '../../../ui/digits-field';
import { FieldErrorText } from '../../../ui/field-parts';
import { Select } from '../../../ui/select';
import { TextField } from '../../../ui/text-field';
import { toast } from '../../../ui/toast-queue';
import { useCommercialSelector, useStep1Change } from '../commercial-context';

const STATE_OPTIONS = US_STATES.map((s) => ({ id: s.abbreviation, label: s.name }));
const isBlank = (a: Address) => [a.address, a.city, a.state, a.zip_code].every((p) => p.trim() === '');

export function AddressSection({ isDisabled }: { isDisabled: boolean }) {
  const address = useCommercialSelector((s) => s.context.step1.address) ?? emptyAddress;
  const fromSearch = useCommercialSelector((s) => s.context.step1.address_from_search);
  const errors = useCommercialSelector((s) => s.context.errors);
  const change = useStep1Change();
  const [lookup, setLookup] = useState<AddressLookup | null>(null);
  const [manual, setManual] = useState(!fromSearch);
  const searchRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let cancelled = false;
    void loadAddressLookup().then((l) => !cancelled && setLookup(l));
    return () => {
      cancelled = true;
    };
  }, []);
  const searching = lookup?.kind === 'google' && !manual;
  useEffect(() => {
    if (!searching || !lookup || !searchRef.current) return;
    return lookup.mountSearch(searchRef.current, {
      label: 'Search your community address',
      onPick: (picked, error) => {
        if (!picked) toast.error(error ?? messages.pleaseEnterValidAddress);
        else change({ address: picked, address_from_search: true });
      },
    });
  }, [searching, lookup, change]);
  const set = (values: Partial<Address>) => {
    const next = { ...address, ...values };
    change({ address: isBlank(next) ? null : next, address_from_search: false });
  };
  const invalid = Object.keys(errors).some((k) => k.startsWith('address.'));
  const stateError = errors['address.state'];
  return (
    <div className="commercial__address" role="group" aria-labelledby="commercial-address-title">
      <p className="commercial__upload-label" id="commercial-address-title">
        Community address
      </p>
      {lookup?.kind === 'google' ? (
        <Switch isSelected={manual} isDisabled={isDisabled} onChange={setManual}>
          Enter address manually
        </Switch>
      ) : null}
      {searching ? <div ref={searchRef} className="commercial__search" /> : null}
      <TextField
        label="Address"
        name="address.address"
        autoComplete="street-address"
        value={address.address}
        isReadOnly={searching || isDisabled}
        onChange={(a) => set({ address: a })}
      />
      <div className="commercial__row commercial__row--three">
        <TextField
          label="City"
          name="address.city"
          autoComplete="address-level2"
          value={address.city}
          isReadOnly={searching || isDisabled}
          onChange={(city) => set({ city })}
        />
        <Select
          label="State"
          name="address.state"
          options={STATE_OPTIONS}
          placeholder="Select a state"
          autoComplete="address-level1"
          value={address.state}
          isDisabled={searching || isDisabled}
          isInvalid={Boolean(stateError)}
          errorMessage={stateError}
          onChange={(state) => set({ state })}
        />
        <NumberlessDigitsField
          label="Zip code"
          name="address.zip_code"
          autoComplete="postal-code"
          maxLength={ZIP_LENGTH}
          value={address.zip_code}
          isReadOnly={searching || isDisabled}
          onChange={(zip_code) => set({ zip_code })}
        />
      </div>
      <FieldErrorText>{invalid ? messages.pleaseEnterValidAddress : null}</FieldErrorText>
    </div>
  );
}
