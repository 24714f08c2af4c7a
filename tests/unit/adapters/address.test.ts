/// <reference types="google.maps" />
import { describe, expect, it } from 'vitest';
import { loadAddressLookup } from '../../../src/adapters/address/address-lookup';
import { toPickedAddress } from '../../../src/adapters/address/google';

const place = (
  components: { types: string[]; longText: string; shortText?: string }[],
  location: { lat: number; lng: number } | null = { lat: 35.77, lng: -78.64 },
) =>
  ({
    addressComponents: components.map((c) => ({ ...c, shortText: c.shortText ?? c.longText })),
    location: location ? { lat: () => location.lat, lng: () => location.lng } : null,
  }) as unknown as google.maps.places.Place;

const full = [
  { types: ['street_number'], longText: '100' },
  { types: ['route'], longText: 'Fayetteville St' },
  { types: ['locality', 'political'], longText: 'Raleigh' },
  { types: ['administrative_area_level_1'], longText: 'North Carolina', shortText: 'NC' },
  { types: ['postal_code'], longText: '27601' },
];

describe('AddressLookup port', () => {
  it('without a Google key: manual entry only, never blocked', async () => {
    expect((await loadAddressLookup(null)).kind).toBe('manual');
  });

  it('Google place → the form address (street, city, state abbreviation, zip, coordinates)', () => {
    expect(toPickedAddress(place(full))).toEqual({
      address: '100 Fayetteville St',
      city: 'Raleigh',
      state: 'NC',
      zip_code: '27601',
      geo_location: { latitude: 35.77, longitude: -78.64 },
    });
  });

  it('a place missing the street, city, state or zip is not accepted (Please enter valid address)', () => {
    for (const type of ['route', 'locality', 'administrative_area_level_1', 'postal_code']) {
      expect(toPickedAddress(place(full.filter((c) => !c.types.includes(type))))).toBeNull();
    }
  });
});
