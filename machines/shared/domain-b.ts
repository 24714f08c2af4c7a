/**
 * The domain values machines-b's machines use (auth, session, commercial-enquiry, payment-link,
 * pause-service, ticket and the account editors), behind one seam.
 *
 * STAND-IN, like machines/shared/domain.ts of the acquisition machines: src/domain (wip/domain)
 * had not been committed when these machines were written, so the values are defined here with
 * the spec's wording (design.md §8 corrections, originals noted) and the names of
 * _notes/domain-api.md. When src/domain lands this file becomes re-exports (or a small mapping
 * where a key is spelled differently) and no machine changes.
 */

// Constants (spec doc 1 §9, doc 2 §9, doc 3 §9)
export const IDLE_LOGOUT_MS = 900000;
export const TOAST_MS = 10000;
export const PASSWORD_REDIRECT_MS = 1500;
export const WIZARD_STEP_MS = 500;
export const WIZARD_SUBMIT_DELAYS_MS = [500, 1000] as const;
export const PAYMENT_VALIDATE_MS = 500;
export const ACCOUNT_MODAL_CLOSE_MS = 1000;
export const MAX_UPLOAD_BYTES = 5242880;
export const ZIP_LENGTH = 5;
export const PHONE_LENGTH = 10;
export const MIN_PASSWORD_LENGTH = 8;

// Enums (doc 3 §3, §9)
export const SATISFACTION = ['happy', 'neutral', 'sad'] as const;
export type Satisfaction = (typeof SATISFACTION)[number];

/** Password guideline lines (doc 1 §5; lowercase is the account area's extra rule, doc 3 §5). */
export function passwordGuidelines(pw: string) {
  return { length: pw.length >= MIN_PASSWORD_LENGTH, uppercase: /[A-Z]/.test(pw), digit: /\d/.test(pw), lowercase: /[a-z]/.test(pw) };
}

// Messages
export const messages = {
  somethingWentWrong: 'Something went wrong',
  somethingWentWrongDot: 'Something went wrong.',
  emailRequired: 'Email is required',
  emailInvalid: 'Your Email is invalid.',
  invalidEmailAddress: 'Invalid Email Address',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Passwords must be 8 or more characters in length',
  passwordsMustMatch: 'Passwords must match',
  passwordChanged: 'Password changed successfully',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  communityNameRequiredWizard: 'Community Name is required',
  /** Account edit; original: 'Time field is required' */
  communityNameRequired: 'Community name is required',
  managementCompanyRequired: 'Management company is required',
  emailInUse: 'Email address is already in use',
  fileTooLarge: 'File too large',
  unsupportedFormat: 'Unsupported Format',
  /** Original: 'Uploaded file is not a valid' */
  uploadNotPdf: 'Uploaded file is not a valid PDF',
  imageSizeTooLarge: 'Image size should be less than 5MB',
  pleaseEnterValidAddress: 'Please enter valid address',
  quoteIdNotFound: 'Quote id not found',
  addressRequired: 'Address is required',
  stateRequired: 'State is required',
  cityRequired: 'City is required',
  zipcodeRequired: 'Zipcode is required',
  zipInvalid: 'Your ZIP code is invalid.',
  cardNumberRequired: 'Card Number is required',
  cvvRequired: 'CVV is required',
  expireMonthRequired: 'Expire Month is required',
  expireYearRequired: 'Expire Year is required',
  expireYearInvalid: 'Card expire year is invalid.',
  cardHolderNameRequired: 'Card holder name is required',
  billingAddressRequired: 'Billing address is required',
  /** Original: 'Error occur while loading stax. please contact to admin.' */
  staxLoadError: 'We could not load the secure card form. Please contact us.',
  /** Original names the vendor: '... find that address in OptimoRoute. ...' */
  addressNotFound: 'Sorry, we could not find that address. Please check the address and try again, or enter latitude/longitude coordinates.',
  invalidInvoiceAddress: 'Please enter valid invoice address',
  invoiceAddressRequired: 'address is required.',
  invoiceCityRequired: 'city is required.',
  invoiceStateRequired: 'state is required.',
  invoiceZipRequired: 'zip code is required.',
  dataSaved: 'Data was saved successfully',
  invalidDate: 'Invalid date',
  messageRequired: 'Message Is Required',
  titleRequired: 'Title Is Required',
  reasonRequired: 'Reason Is Required',

  wizardAddressRequired: 'address is required',
  wizardCityRequired: 'city is required',
  wizardStateRequired: 'state is required',
  wizardZipRequired: 'zip code is required.',
  proposalItemFailed: 'Something went wrong.',
} as const;
