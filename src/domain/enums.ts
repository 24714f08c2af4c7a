/**
 * Every enumeration of the three spec documents: a readonly tuple of wire values (API names
 * exactly as the spec spells them), a union type, and where the product shows text, a label map.
 * Label maps are typed `Record<Union, string>` so a new wire value without a label fails to compile.
 */

// ── Quote (spec 1 §2, §3; spec 3 §9) ────────────────────────────────────────────────────────────

export const FREQUENCIES = ['twice_weekly', 'weekly', 'bi_monthly', 'monthly', 'once'] as const;
export type Frequency = (typeof FREQUENCIES)[number];
export const FREQUENCY_LABELS: Record<Frequency, string> = {
  twice_weekly: 'Twice Weekly',
  weekly: 'Weekly',
  bi_monthly: 'Every Other Week',
  monthly: 'Monthly',
  once: 'Just Once',
};
/** The /subscription card shown highlighted with the special-offer badge (spec 1 §2). */
export const HIGHLIGHTED_FREQUENCY: Frequency = 'weekly';

export const PROPERTY_TYPES = ['townhouse', 'single_family_small', 'single_family_large'] as const;
export type PropertyType = (typeof PROPERTY_TYPES)[number];
/**
 * Quote-form reading (spec 1 §2). The product has two readings of the detached-lot threshold
 * (0.5 acre here, 0.75 acre in the account area; spec 2 §9 even mixes them) and the spec keeps
 * both, so both maps exist and each screen uses its own.
 */
export const PROPERTY_TYPE_LABELS: Record<PropertyType, string> = {
  townhouse: 'Town House',
  single_family_small: 'Detached less than 0.5 acres',
  single_family_large: 'Detached more than 0.5 acres',
};
/** Property types the account area shows: the three above plus commercial (spec 3 §9). */
export const ACCOUNT_PROPERTY_TYPES = [...PROPERTY_TYPES, 'commercial'] as const;
export type AccountPropertyType = (typeof ACCOUNT_PROPERTY_TYPES)[number];
/** Account-area reading (spec 3 §9): the 0.75 acre threshold. */
export const PROPERTY_TYPE_LABELS_ACCOUNT: Record<AccountPropertyType, string> = {
  townhouse: 'Town House',
  single_family_small: 'Detached (Less than 0.75 acre)',
  single_family_large: 'Detached (More than 0.75 acre)',
  commercial: 'Commercial',
};
/** Choosing this lot size opens the 'Just a heads up!' modal (spec 1 §2, §4). */
export const LARGE_LOT_PROPERTY_TYPE: PropertyType = 'single_family_large';

/** Dog count choices; '4+' asks for an exact number above 3 (spec 1 §2, §9). */
export const PET_COUNT_OPTIONS = ['1', '2', '3', '4+'] as const;
export type PetCountOption = (typeof PET_COUNT_OPTIONS)[number];
export const MIN_EXTRA_PET_COUNT = 4;

export const LAST_CLEANED = [
  'less_than_2_weeks',
  '2-3_weeks',
  '1-2_months',
  '2_months_or_more',
  '3_months_or_more',
] as const;
export type LastCleaned = (typeof LAST_CLEANED)[number];
/**
 * Spec 1 §2 gives the texts of the three quote options ('1-2_months' shows as 2 to 6 weeks,
 * '2_months_or_more' as more than 6 weeks) and says labels for the other two exist without the text;
 * these match the reference server's one-time item names (server/services/pricing.ts).
 */
export const LAST_CLEANED_LABELS: Record<LastCleaned, string> = {
  less_than_2_weeks: 'Less than 2 weeks',
  '2-3_weeks': '2-3 weeks',
  '1-2_months': '2 to 6 weeks',
  '2_months_or_more': 'More than 6 weeks',
  '3_months_or_more': '3 months or more',
};
/** The options the quote form offers (spec 1 §2). */
export const LAST_CLEANED_QUOTE_OPTIONS = ['less_than_2_weeks', '1-2_months', '2_months_or_more'] as const;

export const AREAS_TO_CLEAN = [
  'Front Yard',
  'Back Yard',
  'Right Side',
  'Left Side',
  'Dog Run',
  'Fenced Area',
  'Other',
] as const;
export type AreaToClean = (typeof AREAS_TO_CLEAN)[number];
/** 'Other' with no text is sent as this value (spec 1 §2). */
export const OTHER_AREA_DEFAULT = 'Other';
/** Longest area text, 'Other' included; the API's maxLength of every area item. */
export const AREA_TEXT_MAX_LENGTH = 100;
/** The add-on whose choice hides the disposal location (spec 1 §2, §9). */
export const TAKE_WASTE_AWAY_ADD_ON = 'Take waste away';

/** Prepay options in months (spec 1 §9). */
export const PREPAY_MONTHS = [6, 12] as const;
export type PrepayMonths = (typeof PREPAY_MONTHS)[number];

// ── Acquisition (spec 1 §3) ─────────────────────────────────────────────────────────────────────

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
export type HowHeard = (typeof HOW_HEARD_OPTIONS)[number];

export const SERVICE_TYPES = ['residential', 'commercial'] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
/** Commercial is labelled COMMUNITY on the start screen (spec 1 §6). */
export const SERVICE_TYPE_LABELS: Record<ServiceType, string> = { residential: 'Residential', commercial: 'COMMUNITY' };
export const SERVICE_TYPE_DESCRIPTIONS: Record<ServiceType, string> = {
  residential: 'I need you to clean up after my dog in my own yard.',
  commercial: 'We need help managing pet waste in our community.',
};

export const ROLES = ['lead', 'customer', 'commercial_customer', 'commercial_lead'] as const;
export type Role = (typeof ROLES)[number];
/** The `type` of the email check result (spec 1 §3). */
export const LEAD_TYPES = ['new', 'residential', 'commercial'] as const;
export type LeadType = (typeof LEAD_TYPES)[number];

/** Fixed values of acquisition payloads (spec 1 §3, spec 2 §3). */
export const OUTREACH = 'website';
export const LEAD_STAGE = 'new';
export const PROPOSAL_STATUS_ENQUIRY = 'enquiry';

// ── Contact (spec 1 §3, spec 2 §3, spec 3 §3) ──────────────────────────────────────────────────

/** office appears only in the commercial wizard (spec 2 §9) and a commercial account's phones. */
export const PHONE_TYPES = ['home_phone', 'mobile', 'office'] as const;
export type PhoneType = (typeof PHONE_TYPES)[number];
export const RESIDENTIAL_PHONE_TYPES = ['home_phone', 'mobile'] as const;
/** The phone types an account may give its numbers: home phone or mobile (spec 3 §9); a commercial account also office. */
export const phoneTypesFor = (commercial: boolean): readonly PhoneType[] =>
  commercial ? PHONE_TYPES : RESIDENTIAL_PHONE_TYPES;
export const PHONE_TYPE_LABELS: Record<PhoneType, string> = {
  home_phone: 'Home Phone',
  mobile: 'Mobile',
  office: 'Office',
};

export const PREFERRED_CONTACT_METHODS = ['text', 'home_phone', 'mobile', 'email'] as const;
export type PreferredContactMethod = (typeof PREFERRED_CONTACT_METHODS)[number];
export const PREFERRED_CONTACT_METHOD_LABELS: Record<PreferredContactMethod, string> = {
  text: 'Text',
  home_phone: 'Home Phone',
  mobile: 'Mobile',
  email: 'Email',
};
