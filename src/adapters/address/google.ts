/// <reference types="google.maps" />
// Google Places (New) implementation of the AddressLookup port (design §7): @googlemaps/js-api-loader v2
// (setOptions + importLibrary('places')) and a PlaceAutocompleteElement restricted to the US. Imported
// only when VITE_GOOGLE_MAPS_API_KEY is set (see address-lookup.ts).
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import { stateAbbreviation } from '../../domain/us-states';
import { messages } from '../../domain/messages';
import type { Address } from '../../../machines/shared/address.schema';
import type { AddressLookup } from './address-lookup';

let configured = false;

function component(place: google.maps.places.Place, type: string, short = false): string {
  const c = place.addressComponents?.find((x) => x.types.includes(type));
  return (short ? c?.shortText : c?.longText) ?? '';
}

/** Street, city, state and zip must all be present, else 'Please enter valid address' (spec 1 §5). */
export function toPickedAddress(place: google.maps.places.Place): Address | null {
  const route = component(place, 'route');
  // A street needs its name: a bare house number is not an address.
  const street = route ? [component(place, 'street_number'), route].filter(Boolean).join(' ') : '';
  const city = component(place, 'locality') || component(place, 'sublocality') || component(place, 'postal_town');
  const state =
    stateAbbreviation(component(place, 'administrative_area_level_1', true)) ??
    component(place, 'administrative_area_level_1', true);
  const zip = component(place, 'postal_code');
  if (!street || !city || !state || !zip) return null;
  const location = place.location;
  return {
    address: street,
    city,
    state,
    zip_code: zip,
    geo_location: location ? { latitude: location.lat(), longitude: location.lng() } : null,
  };
}

export async function createGoogleAddressLookup(key: string): Promise<AddressLookup> {
  if (!configured) {
    setOptions({ key, v: 'weekly' });
    configured = true;
  }
  const { PlaceAutocompleteElement } = await importLibrary('places');
  return {
    kind: 'google',
    mountSearch(container, { label, onPick }) {
      const element = new PlaceAutocompleteElement({ includedRegionCodes: ['us'] });
      element.setAttribute('aria-label', label);
      const onSelect = (event: Event) => {
        const { placePrediction } = event as google.maps.places.PlacePredictionSelectEvent;
        const place = placePrediction.toPlace();
        place
          .fetchFields({ fields: ['addressComponents', 'location', 'formattedAddress'] })
          .then(() => {
            const picked = toPickedAddress(place);
            onPick(picked, picked ? undefined : messages.pleaseEnterValidAddress);
          })
          .catch(() => onPick(null, messages.geocodeFailed));
      };
      element.addEventListener('gmp-select', onSelect);
      container.appendChild(element);
      return () => {
        element.removeEventListener('gmp-select', onSelect);
        element.remove();
      };
    },
  };
}
