// The address search of a form (the service and community addresses, the account's invoice, sample and
// billing addresses): where the search is available, the 'Enter address manually' switch and, while it is
// off, the search box above the address fields. Without the search (no Google key, or still loading) neither
// shows and the fields are the only way in.
import type { AddressLookup } from '../../adapters/address/address-lookup';
import type { Address } from '../../../machines/shared/address.schema';
import { Switch } from '../../ui/choice';
import { useAddressSearch } from './use-address-lookup';

/** The search box is showing: the form's address fields are read-only then (a picked place fills them). */
export const isAddressSearching = (lookup: AddressLookup | null, manual: boolean) =>
  lookup?.kind === 'google' && !manual;

export interface AddressSearchProps {
  lookup: AddressLookup | null;
  /** Manual entry is on: no search box. */
  manual: boolean;
  onManualChange: (manual: boolean) => void;
  /** The search box's name ('Search your service address'). */
  label: string;
  /** A complete picked place (one missing a part is refused with a toast). */
  onPick: (address: Address) => void;
  /** The search box's class in the form's layout. */
  className: string;
  isDisabled?: boolean;
}

export function AddressSearch({
  lookup,
  manual,
  onManualChange,
  label,
  onPick,
  className,
  isDisabled,
}: AddressSearchProps) {
  const searching = isAddressSearching(lookup, manual);
  const searchRef = useAddressSearch(lookup, searching, label, onPick);
  return (
    <>
      {lookup?.kind === 'google' ? (
        <Switch isSelected={manual} isDisabled={isDisabled} onChange={onManualChange}>
          Enter address manually
        </Switch>
      ) : null}
      {searching ? <div ref={searchRef} className={className} /> : null}
    </>
  );
}
