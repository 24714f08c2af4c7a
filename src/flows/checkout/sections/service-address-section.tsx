// 'Service address' (spec 2 §2): picked from address search when the search is available, or entered
// by hand; the zip code is fixed to the chosen service area either way.
import { useEffect } from 'react';
import type { Address } from '../../../../machines/shared/address.schema';
import { messages } from '../../../domain/messages';
import { toast } from '../../../ui/toast-queue';
import { AddressSearch, isAddressSearching } from '../../shared/address-search';
import { useAddressLookup } from '../../shared/use-address-lookup';
import { useCheckoutSelector, useCheckoutUpdate } from '../checkout-context';
import { AddressFields } from './address-fields';
import { FormSection } from '../../../ui/form-section';

export function ServiceAddressSection() {
  const zipcode = useCheckoutSelector((s) => s.context.area.zipcode);
  const address = useCheckoutSelector((s) => s.context.form.service_address);
  const manualAddress = useCheckoutSelector((s) => s.context.form.manualAddress);
  const errors = useCheckoutSelector((s) => s.context.fieldErrors);
  const update = useCheckoutUpdate();
  const lookup = useAddressLookup();
  // Without address search the only way in is manual entry: never block the flow on a missing key.
  const manualOnly = lookup?.kind === 'manual';
  useEffect(() => {
    if (manualOnly && !manualAddress) update({ manualAddress: true });
  }, [manualOnly, manualAddress, update]);
  const searching = isAddressSearching(lookup, manualAddress);
  const pick = (picked: Address) => {
    // The zip code is fixed to the chosen service area (spec 2 §2).
    if (picked.zip_code !== zipcode) toast.error(messages.pleaseEnterValidAddress);
    else update({ service_address: { ...picked, zip_code: zipcode }, addressPicked: true });
  };

  return (
    <FormSection title="Service address">
      <AddressSearch
        lookup={lookup}
        manual={manualAddress}
        onManualChange={(manual) => update({ manualAddress: manual, addressPicked: false })}
        label="Search your service address"
        onPick={pick}
        className="checkout__search"
      />
      <AddressFields
        prefix="service_address"
        value={{ ...address, zip_code: zipcode }}
        errors={errors}
        zipLocked
        readOnly={searching}
        onChange={(service_address) => update({ service_address: { ...service_address, zip_code: zipcode } })}
      />
    </FormSection>
  );
}
