/**
 * Every user-facing message of the spec's validation tables, error catalogues and success toasts
 * (spec 1 §5, §8; spec 2 §5, §8; spec 3 §5, §8), keyed in camelCase.
 *
 * Copy fixes of design.md §8 are applied here; the spec's original wording of each corrected
 * message is kept in `originalMessages` under the same key (API names never change, only copy).
 * Messages differing only in case or punctuation are distinct on purpose: each screen of the spec
 * uses its own ('Invalid Email Address' vs 'Your Email is invalid.', 'address is required' in the
 * commercial wizard vs 'address is required.' for the invoice address).
 */
import { firstVisitMessages } from './first-visit-messages';

// The first page's greeting and trust points live beside its messages; importers of this catalogue keep them.
export { DEFAULT_FIRST_NAME, HOME_TRUST_HEADING, HOME_TRUST_POINTS, welcomeMessage } from './first-visit-messages';

export const messages = {
  // The first page's own (the ZIP step, the footer, a failed download or request): first-visit-messages.ts.
  ...firstVisitMessages,
  // ── Generic (spec 1 §8, spec 2 §8) ──
  /** Proposal item creation failure (spec 2 §8) uses the variant with a full stop. */
  somethingWentWrongDot: 'Something went wrong.',
  proposalItemFailed: 'Something went wrong.',
  invalidRequest: 'Invalid Request',

  // ── Sign-in, passwords (spec 1 §2, §5; spec 2 §5) ──
  emailRequired: 'Email is required',
  emailInvalid: 'Your Email is invalid.',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Passwords must be 8 or more characters in length',
  /** The guideline lines say it on screen; the server's refusal says it in words (ours). */
  passwordNeedsUppercaseAndDigit: 'Password must contain at least one uppercase letter and one number.',
  /** The account edit form's new-password rule (spec 3 §5); kept here beside the sign-in rules it extends. */
  accountPasswordRule: 'Use more than 7 characters with an uppercase letter, a lowercase letter and a number.',
  passwordsMustMatch: 'Passwords must match',
  passwordsNeedToMatch: 'Your passwords need to match',
  passwordResetThankYou: 'Thank you!',
  passwordResetSent: 'Your password reset information has been sent to your email.',
  /** Original: 'Password Change successfully'. */
  passwordChanged: 'Password changed successfully',

  // ── ZIP and start screens (spec 1 §5, §8) ──
  enterEmailAddress: 'Enter Email address',
  selectOption: 'Please select an option',
  serviceTypeRequired: 'Please select the service type that you require',
  emailAlreadyRegistered: 'This email is already registered',

  // ── Quote (spec 1 §5) ──
  frequencyRequired: 'Frequency is required',
  propertyTypeRequired: 'Property type is required',
  petCountRequired: 'Pet count is required',
  /** Original: 'Last cleaned  is required' (double space). */
  lastCleanedRequired: 'Last cleaned is required',
  /** Ours: the reference server's answer to 4+ without the exact number. */
  extraPetCountRequired: 'Enter the exact number of dogs (more than 3).',
  /** Ours (spec 1 §4 'Other' without text disables continuing; the spec gives no message). */
  otherAreaRequired: 'Describe the other area',
  /** The price request failed, with a way to retry; wording ours. */
  priceFailedRetry: 'We could not calculate a price. Check your connection, then try again.',
  /** Ours: prepay on needs its period. */
  prepayMonthsRequired: 'Choose 6 or 12 months to prepay.',

  // ── Checkout, payment page, card forms (spec 2 §5, spec 3 §5) ──
  addressRequired: 'Address is required',
  stateRequired: 'State is required',
  cityRequired: 'City is required',
  zipcodeRequired: 'Zipcode is required',
  authorizeChargeRequired: 'Authorize charge each month is required',
  preferredStartDateRequired: 'Preferred start date is required',
  /** Server answer: the date is not one of the office's first cleaning days. */
  preferredStartDateNotOffered: 'Choose one of the offered start dates.',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  preferredContactMethodsRequired: 'Preferred contact methods is required',
  cardNumberRequired: 'Card Number is required',
  /** Original: 'Card Number is required', also for a number entered but invalid. */
  cardNumberInvalid: 'Card Number is invalid',
  expireMonthRequired: 'Expire Month is required',
  expireYearRequired: 'Expire Year is required',
  expireYearInvalid: 'Card expire year is invalid.',
  cvvRequired: 'CVV is required',
  phoneRequired: 'Phone is required',
  numberNotValid: 'Number is not valid',
  typeRequired: 'Type is required',
  termsRequired: 'Please acknowledge the terms and conditions',
  cardHolderNameRequired: 'Card holder name is required',
  billingAddressRequired: 'Billing address is required',

  // ── Addresses (all documents) ──
  pleaseEnterValidAddress: 'Please enter valid address',
  geocodeFailed: 'Something went wrong while getting address',
  /** Original names the vendor: 'Sorry, we could not find that address in OptimoRoute. ...'. */
  addressNotFound:
    'Sorry, we could not find that address. Please check the address and try again, or enter latitude/longitude coordinates.',
  invalidInvoiceAddress: 'Please enter valid invoice address',
  invoiceAddressRequired: 'address is required.',
  invoiceCityRequired: 'city is required.',
  invoiceStateRequired: 'state is required.',
  invoiceZipRequired: 'zip code is required.',

  // ── Card provider (spec 1 §8, spec 2 §8, spec 3 §8) ──
  /** The spec's words, its typos corrected. Original: 'Error occur while loading stax. please contact to admin.' */
  staxLoadError: 'Error occurred while loading Stax. Please contact the admin.',

  // ── Dogs (spec 2 §5, spec 3 §5) ──
  invalidDate: 'Invalid date',
  /** A dog photo that is not a JPEG, PNG, WebP or HEIC image; wording ours. */
  photoNotImage: 'Please choose a photo in JPEG, PNG, WebP or HEIC format.',
  /** A dog photo over 5 MB; wording ours. */
  photoTooLarge: 'The photo is too large: please choose one of 5 MB or less.',
  /** A chosen photo could not be read; wording ours. */
  photoUnreadable: 'We could not read that photo.',
  /** A photo this browser cannot preview, such as HEIC; wording ours. */
  photoNoPreview: 'Photo added (no preview in this browser)',
  /** The dog page opens by saying the order went through; wording ours. */
  orderPlacedTitle: 'Your order is placed',
  /** What comes next after the order; wording ours. */
  orderPlacedNext:
    'Thank you! Next, tell us about your dogs below so your technician knows who to expect. After that you can manage your service from your account.',

  // ── Commercial wizard (spec 2 §5, §8) ──
  communityNameRequiredWizard: 'Community Name is required',
  emailInUse: 'Email address is already in use',
  fileTooLarge: 'File too large',
  unsupportedFormat: 'Unsupported Format',
  /** Original: 'Uploaded file is not a valid' (cut short). */
  uploadNotPdf: 'Uploaded file is not a valid PDF',
  imageSizeTooLarge: 'Image size should be less than 5MB',
  wizardAddressRequired: 'address is required',
  wizardCityRequired: 'city is required',
  wizardStateRequired: 'state is required',
  wizardZipRequired: 'zip code is required.',
  quoteIdNotFound: 'Quote id not found',
  /** The spec gives the rule but no message for it (doc 2 §5); the wizard's and the server's words. */
  proposalDueAfterToday: 'Proposal due date must be after today',

  // ── Account edit (spec 3 §5) ──
  /** Original: 'Time field is required' (the community name's message). */
  communityNameRequired: 'Community name is required',
  managementCompanyRequired: 'Management company is required',

  // ── Tickets (spec 3 §5) ──
  messageRequired: 'Message Is Required',
  titleRequired: 'Title Is Required',
  reasonRequired: 'Reason Is Required',

  // ── Empty and status states (spec 3 §2) ──
  noRecentMessages: 'You have no recent messages.',
  noScheduledServices: 'You have no scheduled services.',
  assigningTechnician: 'We are just assigning your technician...',
  /** The spec describes it ('under construction, coming soon') without exact text; wording ours. */
  underConstruction: 'This screen is under construction, coming soon.',
  /** Beside underConstruction: the way forward meanwhile; wording ours. */
  helpByPhone: 'Until then we are glad to help by phone.',
  /** The checkout's start days could not be read (the spec gives no message); wording ours. */
  startDaysFailed: 'We could not load the available start dates.',
  /** The signed-in customer's account could not be read at checkout (its names and phones); wording ours. */
  accountPrefillFailed: 'We could not load your account details (name and phone numbers).',

  // ── Success toasts and confirmations (spec 2 §2, §8; spec 3 §8) ──
  dataSaved: 'Data was saved successfully',
  registeredSuccessfully: 'Registered Successfully',
  /** Original: 'Link copy successfully'. */
  linkCopied: 'Link copied successfully',
  paymentThankYou: 'Thank you for your payment',

  // ── Exit-quote modal (spec 1 §2) ──
  exitQuoteTitle: 'Are you sure?',
  /** The spec says the modal 'warns that exiting loses progress'; wording ours. */
  exitQuoteWarning: 'If you exit now, you will lose your progress on this quote.',

  // ── The reference server's answers shown as toasts or field errors (design §6) ──
  couponExpired: 'This coupon has expired.',
  couponInvalid: 'Invalid coupon code.',
  cardDeclined: 'Your card was declined.',
  loginFailed: 'Unable to log in with provided credentials.',
  /** Login answered 429 (throttled after repeated failures, design.md §8); wording ours. */
  loginThrottled: 'Too many failed attempts. Please wait a moment and try again, or reset your password.',
  /** Password reset answered 429 (more than 5 reset emails for one address in an hour); wording ours. */
  resetThrottled: 'Too many reset emails were requested for this address. Please check your inbox or try again later.',

  // ── Mailed links and returning visitors (design.md §8: the mailbox is the proof); wording ours ──
  /** A signed-in password change without the current password (only a mailed link sets one without it). */
  currentPasswordRequired: 'Enter your current password to choose a new one.',
  currentPasswordWrong: 'Your current password was entered incorrectly. Please enter it again.',
  /** accounts/check-email/ or user-email-lead/ answered 429 (per client address and per email). */
  lookupThrottled: 'Too many email checks. Please wait a moment and try again.',
  /** An address added to the account's emails that is another account's. */
  emailOfAnotherAccount: 'This email belongs to another account.',
  /** The email step, registration or a resume request met an address with records: the link went to it. */
  continueLinkSent: "We've emailed you a link to continue where you left off.",
  /** The quote's 'Email me this quote' and its answer. */
  emailThisQuote: 'Email me this quote',
  quoteEmailed: "We've emailed you this quote with a link to continue on any device.",
  /** /resume/{token}: opening a mailed link. */
  resumeTitle: 'Continue where you left off',
  resumeOpening: 'Opening your link…',
  resumeContinuing: 'Taking you back to where you left off…',
  resumeExpired: 'This link has expired: links work for 7 days.',
  resumeUsed: 'This link was already opened on another device. Each link opens on one device only.',
  resumeInvalid: 'This link is not valid. Please check that you copied all of it, or start a new quote.',
  resumeFailed: 'We could not check your link. Check your connection, then try again.',
  resumeSendNew: 'Send me a new link',
  resumeNewLinkSent: 'A new link is on its way to the address this one was sent to.',
  resumeStartOver: 'Start a new quote',
  resumePriceUnavailable: 'Your quote could not be priced as it was today: please check your choices.',
} as const;

export type MessageKey = keyof typeof messages;

/** The keys whose copy design.md §8 corrects. */
export const CORRECTED_MESSAGE_KEYS = [
  'lastCleanedRequired',
  'passwordChanged',
  'linkCopied',
  'uploadNotPdf',
  'communityNameRequired',
  'staxLoadError',
  'addressNotFound',
  'cardNumberInvalid',
] as const satisfies readonly MessageKey[];
export type CorrectedMessageKey = (typeof CORRECTED_MESSAGE_KEYS)[number];

/** The spec's original wording of every corrected message, typos and all. */
export const originalMessages: { readonly [K in CorrectedMessageKey]: string } = {
  lastCleanedRequired: 'Last cleaned  is required',
  passwordChanged: 'Password Change successfully',
  linkCopied: 'Link copy successfully',
  uploadNotPdf: 'Uploaded file is not a valid',
  communityNameRequired: 'Time field is required',
  staxLoadError: 'Error occur while loading stax. please contact to admin.',
  addressNotFound:
    'Sorry, we could not find that address in OptimoRoute. Please check the address and try again, or enter latitude/longitude coordinates.',
  cardNumberInvalid: 'Card Number is required',
};

// ── Messages built from server errors (spec 1 §8, spec 3 §8) ─────────────────────────────────────

/** Login throttled (429): when the server's Retry-After says how long, the message says so (wording ours). */
export const loginThrottledFor = (seconds: number | null) =>
  seconds === null || !Number.isFinite(seconds) || seconds <= 0
    ? messages.loginThrottled
    : `Too many failed attempts. Please try again in ${seconds < 60 ? `${Math.ceil(seconds)} second${Math.ceil(seconds) === 1 ? '' : 's'}` : `${Math.ceil(seconds / 60)} minute${Math.ceil(seconds / 60) === 1 ? '' : 's'}`}, or reset your password.`;
/** A restored quote whose price changed since it was saved: both prices, plainly (wording ours). */
export const resumePriceChanged = (
  then: { perVisit: string; firstVisit: string },
  now: { perVisit: string; firstVisit: string },
) =>
  `Prices have changed since you saved this quote: it was ${then.perVisit} a visit (${then.firstVisit} for the first visit); today it is ${now.perVisit} a visit (${now.firstVisit} for the first visit).`;
/** Set-password failure: a token error shows as 'TOKEN:{message}' (spec 1 §8). */
export const tokenError = (message: string) => `TOKEN:${message}`;
/** Set-password failure: a uid error shows as 'UID:{message}' (spec 1 §8). */
export const uidError = (message: string) => `UID:${message}`;
/** Review errors: a toast per entry 'key::message' (spec 3 §8). */
export const reviewError = (key: string, message: string) => `${key}::${message}`;
/** Ticket creation errors: 'field:::message' (spec 3 §8). */
export const ticketError = (field: string, message: string) => `${field}:::${message}`;
