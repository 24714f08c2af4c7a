/**
 * The domain values the acquisition machines use, behind one seam.
 *
 * STAND-IN: src/domain (branch wip/domain, names in _notes/domain-api.md) had not been committed
 * when these machines were written, so the few values they need are defined here with the
 * spec's wording and the names of domain-api.md. When src/domain lands, this file becomes
 * re-exports (`export { messages } from '../../src/domain/messages'`, ...) — or a small mapping
 * if a key is spelled differently — and no machine changes. Machines import only this module
 * for domain values.
 */
import { CalendarDate } from '@internationalized/date';

// Enums (spec doc 1 §3, domain-api.md src/domain/enums.ts)
export const FREQUENCIES = ['twice_weekly', 'weekly', 'bi_monthly', 'monthly', 'once'] as const;
export type Frequency = (typeof FREQUENCIES)[number];
export const PROPERTY_TYPES = ['townhouse', 'single_family_small', 'single_family_large'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
export const PET_COUNT_OPTIONS = ['1', '2', '3', '4+'] as const;
export const MIN_EXTRA_PET_COUNT = 4;
export const LAST_CLEANED = ['less_than_2_weeks', '2-3_weeks', '1-2_months', '2_months_or_more', '3_months_or_more'] as const;
export type LastCleaned = (typeof LAST_CLEANED)[number];
export const LAST_CLEANED_QUOTE_OPTIONS = ['less_than_2_weeks', '1-2_months', '2_months_or_more'] as const;
export const AREAS_TO_CLEAN = ['Front Yard', 'Back Yard', 'Right Side', 'Left Side', 'Dog Run', 'Fenced Area', 'Other'] as const;
export const OTHER_AREA_DEFAULT = 'Other';
export const HOW_HEARD_OPTIONS = [
  'Social Media/facebook ad',
  'Referral - Business',
  'Referral - Family/Friend',
  'Yard Sign',
  'Search Engine',
  'Truck',
  'Direct Mail',
  'Trade Show or Event',
  'Billboard',
  'Video Advertisement',
  'Door Hanger',
  'Other',
] as const;
export const SERVICE_TYPES = ['residential', 'commercial'] as const;

// Constants (spec doc 1 §9, doc 2 §9; domain-api.md src/domain/constants.ts)
export const PRICE_DEBOUNCE_MS = 400;
export const COUPON_DEBOUNCE_MS = 500;
export const CHECKOUT_VALIDATE_DELAYS_MS = [300, 100] as const;
export const ZIP_LENGTH = 5;
export const PHONE_LENGTH = 10;
export const MIN_PASSWORD_LENGTH = 8;
export const CHANNEL_DEFAULT = 9;

// Messages: the spec's wording, with design §8's corrections (originals noted).
export const messages = {
  zipInvalid: 'Your ZIP code is invalid.',
  somethingWentWrong: 'Something went wrong',
  enterEmailAddress: 'Enter Email address',
  invalidEmailAddress: 'Invalid Email Address',
  selectOption: 'Please select an option',
  serviceTypeRequired: 'Please select the service type that you require',
  emailAlreadyRegistered: 'This email is already registered',
  frequencyRequired: 'Frequency is required',
  propertyTypeRequired: 'Property type is required',
  petCountRequired: 'Pet count is required',
  /** Original: 'Last cleaned  is required' (double space). */
  lastCleanedRequired: 'Last cleaned is required',
  addressRequired: 'Address is required',
  stateRequired: 'State is required',
  cityRequired: 'City is required',
  zipcodeRequired: 'Zipcode is required',
  authorizeChargeRequired: 'Authorize charge each month is required',
  preferredStartDateRequired: 'Preferred start date is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Your Email is invalid.',
  preferredContactMethodsRequired: 'Preferred contact methods is required',
  cardNumberRequired: 'Card Number is required',
  expireMonthRequired: 'Expire Month is required',
  expireYearRequired: 'Expire Year is required',
  expireYearInvalid: 'Card expire year is invalid.',
  cvvRequired: 'CVV is required',
  phoneRequired: 'Phone is required',
  numberNotValid: 'Number is not valid',
  typeRequired: 'Type is required',
  termsRequired: 'Please acknowledge the terms and conditions',
  /** Original names the vendor: '... find that address in OptimoRoute. ...'. */
  addressNotFound: 'Sorry, we could not find that address. Please check the address and try again, or enter latitude/longitude coordinates.',
  invalidDate: 'Invalid date',
  passwordsNeedToMatch: 'Your passwords need to match',
  /** Original: 'Error occur while loading stax. please contact to admin.' */
  staxLoadError: 'We could not load the secure card form. Please contact us.',
  invalidRequest: 'Invalid Request',
} as const;

/** '&s=N' in the URL fragment: 1..8 as given, anything else 9 (spec doc 1 §2, §9). */
export function channelFromFragment(text: string): number {
  const match = /&s=(\d+)/.exec(text);
  const n = match ? Number(match[1]) : NaN;
  return Number.isInteger(n) && n >= 1 && n <= 8 ? n : CHANNEL_DEFAULT;
}

/** A typed MM/DD/YYYY birthday must be a real date and not in the future, else 'Invalid date'. */
export function birthdayError(text: string, today: CalendarDate): 'Invalid date' | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return messages.invalidDate;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1) return messages.invalidDate;
  const date = new CalendarDate(year, month, 1);
  if (day > date.calendar.getDaysInMonth(date)) return messages.invalidDate;
  return new CalendarDate(year, month, day).compare(today) > 0 ? messages.invalidDate : null;
}
