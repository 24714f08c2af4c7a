// The add-address view of the card modal (spec 3 §2.5, §5 Billing address add): the address picked
// from the search (Google Places with a key) or entered by hand; address, city, state and zip code are
// required with the spec's messages, and 'Add Address' is enabled only when all are valid. A part's
// message shows once the customer has changed it and left the field (not while typing a ZIP code),
// so an empty view opens without a wall of errors.
import { useState } from 'react';
import { billingAddressErrors } from '../../../../machines/card/card.schema';
import type { Address } from '../../../../machines/shared/address.schema';
import type { AddressLookup } from '../../../adapters/address/address-lookup';
import { accountMessages } from '../../../domain/account-messages';
import { Button } from '../../../ui/button';
import { AddressFields } from '../info/address-fields';
import type { AddressErrors } from '../info/address-fields';
import { AddressSearch, isAddressSearching } from '../../shared/address-search';
import { CardActor } from './card-context';
import { submitWith } from '../../../ui/event-handlers';

const PARTS = ['address', 'city', 'state', 'zip_code'] as const;

/** The parts whose value differs (the ones the customer has been in). */
const changedParts = (before: Address, after: Address) => PARTS.filter((p) => before[p] !== after[p]);

export function AddressView({ lookup }: { lookup: AddressLookup | null }) {
  const actor = CardActor.useActorRef();
  const address = CardActor.useSelector((s) => s.context.newAddress);
  const canAdd = CardActor.useSelector((s) => s.can({ type: 'card.address.submit' }));
  const [manual, setManual] = useState(lookup?.kind !== 'google');
  const [changed, setChanged] = useState<ReadonlySet<string>>(new Set());
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const searching = isAddressSearching(lookup, manual);
  const change = (next: Address) => {
    setChanged((t) => new Set([...t, ...changedParts(address, next)]));
    actor.send({ type: 'card.address.change', address: next });
  };
  const pick = (picked: Address) => {
    setChanged(new Set(PARTS));
    setTouched(new Set(PARTS));
    actor.send({ type: 'card.address.change', address: picked });
  };
  const all = billingAddressErrors(address);
  const errors: AddressErrors = {};
  for (const part of PARTS) if (touched.has(part) && all[part]) errors[part] = all[part];
  const onSubmit = submitWith(() => actor.send({ type: 'card.address.submit' }));
  return (
    <form className="billing-form" noValidate onSubmit={onSubmit}>
      <p className="billing-form__hint">{accountMessages.addAddressIntro}</p>
      <AddressSearch
        lookup={lookup}
        manual={manual}
        onManualChange={setManual}
        label="Search the billing address"
        onPick={pick}
        className="info-search"
      />
      {/* Leaving any field shows the messages of the parts changed so far. */}
      <div onBlur={() => setTouched(changed)}>
        <AddressFields
          streetLabel="Street address"
          value={address}
          onChange={change}
          readOnly={searching}
          errors={errors}
          autoCompleteSection="billing"
          autoFocus
        />
      </div>
      {canAdd ? null : <p className="billing-form__hint">{accountMessages.addAddressHint}</p>}
      <div className="dialog__actions">
        <Button variant="secondary" onPress={() => actor.send({ type: 'card.address.back' })}>
          {accountMessages.backToCard}
        </Button>
        <Button type="submit" isDisabled={!canAdd}>
          {accountMessages.addAddress}
        </Button>
      </div>
    </form>
  );
}
