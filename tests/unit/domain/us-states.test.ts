import { describe, expect, it } from 'vitest';
import {
  STATE_ABBREVIATION_BY_NAME,
  STATE_NAME_BY_ABBREVIATION,
  US_STATES,
  stateAbbreviation,
} from '../../../src/domain/us-states';

describe('US states and territories (spec 2 §3)', () => {
  it('has 59 entries with unique names and two-letter abbreviations', () => {
    expect(US_STATES).toHaveLength(59);
    expect(new Set(US_STATES.map((s) => s.name)).size).toBe(59);
    expect(new Set(US_STATES.map((s) => s.abbreviation)).size).toBe(59);
    for (const s of US_STATES) expect(s.abbreviation).toMatch(/^[A-Z]{2}$/);
  });
  it('holds DC and the 8 territories the spec names', () => {
    const territories = {
      'District of Columbia': 'DC',
      'American Samoa': 'AS',
      Guam: 'GU',
      'Puerto Rico': 'PR',
      'Virgin Islands': 'VI',
      Palau: 'PW',
      'Marshall Islands': 'MH',
      'Northern Mariana Islands': 'MP',
      'Federated States of Micronesia': 'FM',
    };
    for (const [name, abbr] of Object.entries(territories)) expect(STATE_ABBREVIATION_BY_NAME[name]).toBe(abbr);
    expect(US_STATES.length - Object.keys(territories).length).toBe(50);
  });
  it('maps names and abbreviations both ways', () => {
    expect(STATE_ABBREVIATION_BY_NAME['North Carolina']).toBe('NC');
    expect(STATE_ABBREVIATION_BY_NAME['Texas']).toBe('TX');
    expect(STATE_NAME_BY_ABBREVIATION['WY']).toBe('Wyoming');
    expect(stateAbbreviation('nc')).toBe('NC');
    expect(stateAbbreviation('  new york ')).toBe('NY');
    expect(stateAbbreviation('Narnia')).toBeNull();
    expect(stateAbbreviation(null)).toBeNull();
  });
  it('is sorted by name', () => {
    const names = US_STATES.map((s) => s.name);
    expect([...names].sort((a, b) => a.localeCompare(b))).toEqual(names);
  });
});
