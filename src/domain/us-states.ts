/**
 * US states and territories of the /pay billing-address dropdown (spec 2 §3): 59 entries — the
 * 50 states, the District of Columbia and 8 territories (American Samoa, Guam, Puerto Rico,
 * Virgin Islands, Palau, Marshall Islands, Northern Mariana Islands, Federated States of
 * Micronesia) — with USPS two-letter abbreviations, sorted by name. The form sends the abbreviation.
 */

export interface UsState {
  readonly name: string;
  readonly abbreviation: string;
}

export const US_STATES: readonly UsState[] = [
  { name: 'Alabama', abbreviation: 'AL' },
  { name: 'Alaska', abbreviation: 'AK' },
  { name: 'American Samoa', abbreviation: 'AS' },
  { name: 'Arizona', abbreviation: 'AZ' },
  { name: 'Arkansas', abbreviation: 'AR' },
  { name: 'California', abbreviation: 'CA' },
  { name: 'Colorado', abbreviation: 'CO' },
  { name: 'Connecticut', abbreviation: 'CT' },
  { name: 'Delaware', abbreviation: 'DE' },
  { name: 'District of Columbia', abbreviation: 'DC' },
  { name: 'Federated States of Micronesia', abbreviation: 'FM' },
  { name: 'Florida', abbreviation: 'FL' },
  { name: 'Georgia', abbreviation: 'GA' },
  { name: 'Guam', abbreviation: 'GU' },
  { name: 'Hawaii', abbreviation: 'HI' },
  { name: 'Idaho', abbreviation: 'ID' },
  { name: 'Illinois', abbreviation: 'IL' },
  { name: 'Indiana', abbreviation: 'IN' },
  { name: 'Iowa', abbreviation: 'IA' },
  { name: 'Kansas', abbreviation: 'KS' },
  { name: 'Kentucky', abbreviation: 'KY' },
  { name: 'Louisiana', abbreviation: 'LA' },
  { name: 'Maine', abbreviation: 'ME' },
  { name: 'Marshall Islands', abbreviation: 'MH' },
  { name: 'Maryland', abbreviation: 'MD' },
  { name: 'Massachusetts', abbreviation: 'MA' },
  { name: 'Michigan', abbreviation: 'MI' },
  { name: 'Minnesota', abbreviation: 'MN' },
  { name: 'Mississippi', abbreviation: 'MS' },
  { name: 'Missouri', abbreviation: 'MO' },
  { name: 'Montana', abbreviation: 'MT' },
  { name: 'Nebraska', abbreviation: 'NE' },
  { name: 'Nevada', abbreviation: 'NV' },
  { name: 'New Hampshire', abbreviation: 'NH' },
  { name: 'New Jersey', abbreviation: 'NJ' },
  { name: 'New Mexico', abbreviation: 'NM' },
  { name: 'New York', abbreviation: 'NY' },
  { name: 'North Carolina', abbreviation: 'NC' },
  { name: 'North Dakota', abbreviation: 'ND' },
  { name: 'Northern Mariana Islands', abbreviation: 'MP' },
  { name: 'Ohio', abbreviation: 'OH' },
  { name: 'Oklahoma', abbreviation: 'OK' },
  { name: 'Oregon', abbreviation: 'OR' },
  { name: 'Palau', abbreviation: 'PW' },
  { name: 'Pennsylvania', abbreviation: 'PA' },
  { name: 'Puerto Rico', abbreviation: 'PR' },
  { name: 'Rhode Island', abbreviation: 'RI' },
  { name: 'South Carolina', abbreviation: 'SC' },
  { name: 'South Dakota', abbreviation: 'SD' },
  { name: 'Tennessee', abbreviation: 'TN' },
  { name: 'Texas', abbreviation: 'TX' },
  { name: 'Utah', abbreviation: 'UT' },
  { name: 'Vermont', abbreviation: 'VT' },
  { name: 'Virgin Islands', abbreviation: 'VI' },
  { name: 'Virginia', abbreviation: 'VA' },
  { name: 'Washington', abbreviation: 'WA' },
  { name: 'West Virginia', abbreviation: 'WV' },
  { name: 'Wisconsin', abbreviation: 'WI' },
  { name: 'Wyoming', abbreviation: 'WY' },
];

/** Name → abbreviation ('North Carolina' → 'NC'). */
export const STATE_ABBREVIATION_BY_NAME: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(US_STATES.map((s) => [s.name, s.abbreviation])),
);

/** Abbreviation → name ('NC' → 'North Carolina'). */
export const STATE_NAME_BY_ABBREVIATION: Readonly<Record<string, string>> = Object.freeze(
  Object.fromEntries(US_STATES.map((s) => [s.abbreviation, s.name])),
);

/**
 * The abbreviation for a state given either way ('nc', 'NC', 'North Carolina'; address lookups
 * return either), or null when it is not one of the 59.
 */
export function stateAbbreviation(value: string | null | undefined): string | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  const upper = text.toUpperCase();
  if (STATE_NAME_BY_ABBREVIATION[upper] !== undefined) return upper;
  const match = US_STATES.find((s) => s.name.toLowerCase() === text.toLowerCase());
  return match ? match.abbreviation : null;
}
