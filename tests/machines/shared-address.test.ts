// The address shape and its helpers, which every form and summary shares (machines/shared/address.schema.ts).
import { describe, expect, it } from 'vitest';
import * as v from 'valibot';
import { addressSchema, formatAddressLine, isAddressComplete } from '../../machines/shared/address.schema';
import { addressFixture as address } from '../support/fixtures';

describe('address helpers', () => {
  it('isAddressComplete: every one of the four parts, blank space not counting', () => {
    expect(isAddressComplete(address)).toBe(true);
    expect(isAddressComplete(null)).toBe(false);
    expect(isAddressComplete(undefined)).toBe(false);
    for (const part of ['address', 'city', 'state', 'zip_code'] as const)
      expect(isAddressComplete({ ...address, [part]: '  ' })).toBe(false);
  });

  it('formatAddressLine: one line for summaries', () => {
    expect(formatAddressLine(address)).toBe('1 Main St, Raleigh, NC 27601');
  });

  it('addressSchema: the map point, when given, has both coordinates as numbers', () => {
    expect(v.is(addressSchema, { ...address, geo_location: { latitude: 35.7, longitude: -78.6 } })).toBe(true);
    expect(v.is(addressSchema, { ...address, geo_location: null })).toBe(true);
    expect(v.is(addressSchema, { ...address, geo_location: { latitude: 35.7 } })).toBe(false);
  });
});
