// The address search of the app's forms (the service and community addresses, the account's invoice and
// sample addresses): Google Places when VITE_GOOGLE_MAPS_API_KEY is set, otherwise manual entry only
// (src/adapters/address). Loaded once per form; null while it loads (the forms show manual entry meanwhile).
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { loadAddressLookup } from '../../adapters/address/address-lookup';
import type { AddressLookup } from '../../adapters/address/address-lookup';
import type { Address } from '../../../machines/shared/address.schema';
import { messages } from '../../domain/messages';
import { toast } from '../../ui/toast-queue';

export function useAddressLookup(): AddressLookup | null {
  const [lookup, setLookup] = useState<AddressLookup | null>(null);
  useEffect(() => {
    let cancelled = false;
    void loadAddressLookup().then((l) => {
      if (!cancelled) setLookup(l);
    });
    return () => {
      cancelled = true;
    };
  }, []);
  return lookup;
}

/**
 * Mounts the search box into the returned ref while `active`; a picked place missing a part shows
 * 'Please enter valid address' (spec 3 §5), a complete one goes to `onPick`.
 */
export function useAddressSearch(
  lookup: AddressLookup | null,
  active: boolean,
  label: string,
  onPick: (address: Address) => void,
) {
  const ref = useRef<HTMLDivElement>(null);
  const pick = useEffectEvent(onPick);
  useEffect(() => {
    if (!active || !lookup || !ref.current) return;
    return lookup.mountSearch(ref.current, {
      label,
      onPick: (picked, error) => {
        if (!picked) toast.error(error ?? messages.pleaseEnterValidAddress);
        else pick(picked);
      },
    });
  }, [active, lookup, label]);
  return ref;
}
