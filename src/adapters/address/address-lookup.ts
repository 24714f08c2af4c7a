// The AddressLookup port (design §7). With VITE_GOOGLE_MAPS_API_KEY: Google Places (New) autocomplete
// restricted to the US (google.ts, imported lazily so it is not in the bundle otherwise). Without a
// key: manual entry only (manual.ts). A flow is never blocked on a missing key or a failed load:
// loadAddressLookup falls back to manual entry.

import type { Address } from '../../../machines/shared/address.schema';

export interface AddressSearchOptions {
  /** Accessible name of the search box. */
  label: string;
  /** A complete address was picked; `null` with the spec's message when the place lacks a part. */
  onPick: (address: Address | null, error?: string) => void;
}

export interface AddressLookup {
  /** 'manual': no search box exists; the form offers manual entry only. */
  readonly kind: 'google' | 'manual';
  /** Renders the search box into `container`; returns the cleanup. */
  mountSearch(container: HTMLElement, options: AddressSearchOptions): () => void;
}

export function googleMapsKey(): string | null {
  const key = import.meta.env.VITE_GOOGLE_MAPS_API_KEY as string | undefined;
  return key && key.trim() !== '' ? key : null;
}

export async function loadAddressLookup(key: string | null = googleMapsKey()): Promise<AddressLookup> {
  const { manualAddressLookup } = await import('./manual');
  if (!key) return manualAddressLookup;
  try {
    const { createGoogleAddressLookup } = await import('./google');
    return await createGoogleAddressLookup(key);
  } catch (error) {
    console.error('Address search unavailable, manual entry only', error);
    return manualAddressLookup;
  }
}
