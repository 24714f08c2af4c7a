import { describe, expect, it } from 'vitest';
import { chooseMapMode } from '../../../src/adapters/map/service-map';
import { boundsOf, placed } from '../../../src/adapters/map/google-map';
import { multipointLocations, parseMultiPoint } from '../../../src/adapters/map/wkt';

describe('WKT multipoint (commercial_detail.multiple_locations)', () => {
  it('reads the PostGIS form, longitude first', () => {
    expect(parseMultiPoint('MULTIPOINT ((-97.7431 30.2672), (-97.7450 30.2690))')).toEqual([
      { latitude: 30.2672, longitude: -97.7431 },
      { latitude: 30.269, longitude: -97.745 },
    ]);
  });
  it('reads the bare-pair form, a POINT, lower case, extra spaces and an SRID prefix', () => {
    expect(parseMultiPoint('MULTIPOINT (-97.7431 30.2672, -97.745 30.269)')).toHaveLength(2);
    expect(parseMultiPoint('point(-78.6382 35.7796)')).toEqual([{ latitude: 35.7796, longitude: -78.6382 }]);
    expect(parseMultiPoint('SRID=4326;MULTIPOINT(( -97.7431   30.2672 ),(-97.745 30.269))')).toHaveLength(2);
  });
  it('gives nothing for empty, null, malformed or out-of-range text (never a wrong pin)', () => {
    for (const bad of [
      null,
      undefined,
      '',
      'MULTIPOINT EMPTY',
      'MULTIPOINT ()',
      'LINESTRING (0 0, 1 1)',
      'MULTIPOINT ((-97.7 30.2), (abc 30.2))',
      'MULTIPOINT ((-97.7 30.2 5))',
      'MULTIPOINT ((30.2 -97.7), (200 10))',
      'MULTIPOINT ((10 95))',
    ])
      expect(parseMultiPoint(bad), String(bad)).toEqual([]);
  });
  it("names the points by their place and number ('500 Congress Ave — location 1'), never by coordinates", () => {
    const locations = multipointLocations('MULTIPOINT ((-97.7431 30.2672), (-97.745 30.269))', '500 Congress Ave');
    expect(locations).toEqual([
      { label: '500 Congress Ave — location 1', latitude: 30.2672, longitude: -97.7431 },
      { label: '500 Congress Ave — location 2', latitude: 30.269, longitude: -97.745 },
    ]);
    expect(JSON.stringify(locations.map((l) => [l.label, l.note]))).not.toMatch(/\d+\.\d+/);
  });
});

describe("the map adapter's choice", () => {
  const located = { label: '100 Main St', latitude: 35.7796, longitude: -78.6382 };
  const unlocated = { label: 'Somewhere', latitude: null, longitude: null };
  it('no key → the list, whatever the locations', () => {
    expect(chooseMapMode(null, [located])).toBe('list');
    expect(chooseMapMode('', [located])).toBe('list');
  });
  it('a key and at least one located point → Google; no located point → the list', () => {
    expect(chooseMapMode('key', [unlocated, located])).toBe('google');
    expect(chooseMapMode('key', [unlocated])).toBe('list');
    expect(chooseMapMode('key', [])).toBe('list');
  });
  it('Google gets only the located points and fits their box', () => {
    const other = { label: 'Location 2', latitude: 30.269, longitude: -97.745 };
    expect(placed([unlocated, located, other])).toEqual([located, other]);
    expect(boundsOf([located, other])).toEqual({ north: 35.7796, south: 30.269, east: -78.6382, west: -97.745 });
  });
});
