// 'Service address' (spec 2 §2): picked from address search when the search is available, or entered
// by hand; the zip code is fixed to the chosen service area either way.
import { useEffect, useRef, useState } from 'react';
import { loadAddressLookup } from '../../../adapters/address/address-lookup';
import type { AddressLookup } from '../../../adapters/address/address-lookup';
import type { Address } from '../../../../machines/shared/address.schema';
import { messages } from '../../../domain/messages';
import { Switch } from '../../../ui/choice';
import { toast } from '../../../ui/toast-queue';
import { useCheckoutSelector, useCheckoutUpdate } from '../checkout-context';
import { AddressFields } from './address-fields';

export function ServiceAddressSection() {
  const zipcode = useCheckoutSelector((s) => s.context.area.zipcode);
  const address = useCheckoutSelector((s) => s.context.form.service_address);
  const manualAddress = useCheckoutSelector((s) => s.context.form.manualAddress);
  const errors = useCheckoutSelector((s) => s.context.fieldErrors);
  const update = useCheckoutUpdate();
  const [lookup, setLookup] = useState<AddressLookup | null>(null);
  const searchRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let cancelled = false;
    void loadAddressLookup().then((l) => {
      if (!cancelled) setLookup(l);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  // Without address search the only way in is manual entry: never block the flow on a missing key.
  const manualOnly = lookup?.kind === 'manual';
  useEffect(() => {
    if (manualOnly && !manualAddress) update({ manualAddress: true });
  }, [manualOnly, manualAddress, update]);
  const searching = lookup?.kind === 'google' && !manualAddress;
  useEffect(() => {
    if (!searching || !lookup || !searchRef.current) return;
    return lookup.mountSearch(searchRef.current, {
      label: 'Search your service address',
      onPick: (picked: Address | null, error?: string) => {
        if (!picked) {
          toast.error(error ?? messages.pleaseEnterValidAddress);
          return;
        }
        // The zip code is fixed to the chosen service area (spec 2 §2).
        if (picked.zip_code !== zipcode) {
          toast.error(messages.pleaseEnterValidAddress);
          return;
        }
        update({ service_address: { ...picked, zip_code: zipcode }, addressPicked: true });
      },
    });
  }, [searching, lookup, zipcode, update]);

  return (
    <fieldset className="form-section">
      <legend className="form-section__legend">Service address</legend>
      {lookup?.kind === 'google' ? (
        <Switch
          isSelected={manualAddress}
          onChange={(manual) => update({ manualAddress: manual, addressPicked: false })}
        >
          Enter address manually
        </Switch>
      ) : null}
      {searching ? <div ref={searchRef} className="checkout__search" /> : null}
      <AddressFields
        prefix="service_address"
        value={{ ...address, zip_code: zipcode }}
        errors={errors}
        zipLocked
        readOnly={searching}
        onChange={(service_address) => update({ service_address: { ...service_address, zip_code: zipcode } })}
      />
    </fieldset>
  );
}
