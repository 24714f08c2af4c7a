// The one-line US address the order's address check accepts (server README: parseAddress).
import { STATE_NAME_BY_ABBREVIATION } from '../../../src/domain/us-states';

/** Words that end a street's name ("Main St"): where a one-line address without commas splits street from city. */
export const STREET_SUFFIXES = new Set(
  (
    'st street ave av avenue rd road ln lane dr drive blvd boulevard ct court way pl place cir circle ter terrace ' +
    'pkwy parkway hwy highway trl trail sq square loop run pike aly alley row xing crossing cv cove pt point ' +
    'path walk pass plz plaza expy expressway fwy freeway cres crescent grn green hl hill rdg ridge bnd bend'
  ).split(' '),
);

/** A unit after the street ("Apt 4", "Suite 200", "#4") stays with the street. */
export const UNIT_WORD = /^(?:apt|apartment|unit|suite|ste|bldg|building|fl|floor|rm|room)\.?$/i;

/**
 * A one-line US address → its parts, or null when it is not well formed: a number and street, a city, one of the
 * 59 state abbreviations (src/domain/us-states.ts), a 5-digit ZIP with an optional -4, and an optional country
 * (", USA"). Commas are optional: "200 Park Ave, Durham, NC 27701" and "100 Main Street Raleigh NC 27601" both
 * parse; without a comma the street ends at its last street word (St, Ave, Rd …) or, failing that, its first word.
 */
export function parseAddress(text: string): { street: string; city: string; state: string; zip: string } | null {
  const line = text.trim().replace(/\s+/g, ' ');
  const m =
    /^(.*?)[\s,]+([A-Za-z]{2})[\s,]+(\d{5})(?:-\d{4})?(?:[\s,]+(?:USA|US|United States(?: of America)?))?\.?$/i.exec(
      line,
    );
  if (!m) return null;
  const state = (m[2] as string).toUpperCase();
  if (!(state in STATE_NAME_BY_ABBREVIATION)) return null;
  const head = (m[1] as string).replace(/[\s,]+$/, '');
  let street: string;
  let city: string;
  const comma = head.lastIndexOf(',');
  if (comma >= 0) {
    street = head.slice(0, comma).replace(/[\s,]+$/, '');
    city = head.slice(comma + 1).trim();
  } else {
    const words = head.split(' ');
    const isSuffix = (w: string | undefined) =>
      w !== undefined && STREET_SUFFIXES.has(w.toLowerCase().replace(/\.$/, ''));
    let end = 0;
    for (let i = words.length - 2; i >= 1 && end === 0; i--) if (isSuffix(words[i])) end = i;
    // "12 Oak St NC 27603": the street ends the line, there is no city.
    if (end === 0 && isSuffix(words[words.length - 1])) return null;
    end ||= 1;
    const unit = words[end + 1];
    if (unit !== undefined && /^#\w+$/.test(unit)) end += 1;
    else if (unit !== undefined && UNIT_WORD.test(unit) && end + 2 < words.length - 1) end += 2;
    street = words.slice(0, end + 1).join(' ');
    city = words.slice(end + 1).join(' ');
  }
  // A number (12, 12B, 12-14) then a word with a letter; a city of letters.
  if (!/^\d+[A-Za-z]?(?:-\d+[A-Za-z]?)? .*[A-Za-z]/.test(street)) return null;
  if (!/^[A-Za-z][A-Za-z .'-]*$/.test(city)) return null;
  return { street, city, state, zip: m[3] as string };
}
