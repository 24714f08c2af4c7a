// Manual-entry implementation of the AddressLookup port: there is no search box; the form's own
// address fields are the only input (spec 2 §2 'entered manually').
import type { AddressLookup } from './address-lookup';

export const manualAddressLookup: AddressLookup = {
  kind: 'manual',
  mountSearch: () => () => undefined,
};
