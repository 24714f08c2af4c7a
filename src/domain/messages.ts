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

export const messages = {
  // ── Generic (spec 1 §8, spec 2 §8) ──
  somethingWentWrong: 'Something went wrong',
  /** Proposal item creation failure (spec 2 §8) uses the variant with a full stop. */
  somethingWentWrongDot: 'Something went wrong.',
  proposalItemFailed: 'Something went wrong.',
  invalidRequest: 'Invalid Request',

  // ── Sign-in, passwords (spec 1 §2, §5; spec 2 §5) ──
  emailRequired: 'Email is required',
  emailInvalid: 'Your Email is invalid.',
  passwordRequired: 'Password is required',
  passwordTooShort: 'Passwords must be 8 or more characters in length',
  passwordsMustMatch: 'Passwords must match',
  passwordsNeedToMatch: 'Your passwords need to match',
  passwordResetThankYou: 'Thank you!',
  passwordResetSent: 'Your password reset information has been sent to your email.',
  /** Original: 'Password Change successfully'. */
  passwordChanged: 'Password changed successfully',

  // ── ZIP and start screens (spec 1 §5, §8) ──
  zipInvalid: 'Your ZIP code is invalid.',
  enterEmailAddress: 'Enter Email address',
  invalidEmailAddress: 'Invalid Email Address',
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
  /** Original: 'Error occur while loading stax. please contact to admin.' */
  staxLoadError: 'We could not load the secure card form. Please contact us.',

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
  /** The footer's line under the logo (the spec gives none); wording ours. */
  footerTagline: 'Dog waste cleanup by local, vetted technicians.',

  // ── Success toasts and confirmations (spec 2 §2, §8; spec 3 §8) ──
  dataSaved: 'Data was saved successfully',
  registeredSuccessfully: 'Registered Successfully',
  /** Original: 'Link copy successfully'. */
  linkCopied: 'Link copied successfully',
  paymentThankYou: 'Thank you for your payment',

  // ── Account area shell (issue 14) ──
  /** A card's read failed (the spec: 'shown via a common error display'); wording ours. */
  loadFailed: 'We could not load this. Please check your connection and try again.',
  addNewService: 'Add New Service',

  // ── Account overview (issue 14; tab 0) ──
  /** The overdue banner's first word (spec 3 §2.1), beside overdueDaysText. */
  suspended: 'SUSPENDED',
  // Wording ours from here to the end of the section: the spec names these parts without their copy.
  // '{name}' and '{time}' are filled by the overview (src/flows/account/overview/overview-model.ts).
  /** Under the banner's words: what to do. */
  overviewOverdueHint: 'Please pay the overdue balance to keep your service running.',
  overviewViewInvoices: 'View invoices',
  /** The map's overlay, 2 tracker steps: a technician is assigned. */
  overviewTechAssigned: "{name} is your technician for today's visit.",
  /** 3 steps, visit technician_en_route. */
  overviewTechOnTheWay: '{name} is on the way. Your visit is scheduled for {time}.',
  /** 3 steps, visit in_progress. */
  overviewTechInYard: '{name} is in your yard now (scheduled for {time}).',
  /** 4 steps. */
  overviewServiceComplete: "Today's service is complete. Thank you!",
  /** The tracker's words for screen readers beside each step. */
  overviewStepCompleted: 'completed',
  overviewStepCurrent: 'current step',
  overviewStepUpcoming: 'not yet',
  overviewNoServices: 'You have no services yet.',
  overviewNoPayments: 'You have no payments yet.',
  overviewNoInvoices: 'You have no invoices or credit memos yet.',
  overviewBagsIntro: 'Running low on poop bags? We bring them with your next visit and add the price to your bill.',
  overviewBagsConfirmTitle: 'Add doggie bags?',
  overviewBagsChooseService: "Which service's next visit should bring them?",
  /** The server's answer had no `detail` to show. */
  overviewBagsAdded: 'Doggie bags added to your next visit.',
  overviewReferralTitle: 'Refer a friend',
  /** Spec 3 §1: one free visit after a friend's first completed service. */
  overviewReferralText:
    'Share your link: when a friend signs up with it and their first service is completed, you get a free visit.',
  overviewReferralLinkLabel: 'Your referral link',
  overviewCopyLink: 'Copy link',
  /** The clipboard refused the copy: the link is selected for the customer to copy. */
  overviewCopyBlocked:
    'Your browser did not let us copy. The link is selected: press Ctrl+C (Cmd+C on a Mac) to copy it.',
  overviewReviewTitle: 'Win a year of free service',
  /** Spec 3 §1: the review prize is a year of free service. */
  overviewReviewText:
    'Rate your visits in My Services: every review enters you in our draw for a year of free service.',
  overviewRateVisits: 'Rate your visits',
  /** Spec 3 §2.3's button of a commercial service. */
  overviewViewService: 'View Service',
  overviewRequestExtra: 'Request one-time extra service',
  overviewRequestExtraText: 'Need us sooner than your next visit? Ask for a one-time extra service.',

  // ── Account information (issue 14; tab 1) ──
  accountInfoTitle: 'Account Info',
  authorizedUsers: 'Authorized Users',
  guestUsers: 'Guest Users',
  addAuthorizedUsers: 'Add Authorized Users',
  /** The commercial label of the same button (the list is 'Guest Users'); wording ours. */
  addGuestUsers: 'Add Guest Users',
  updateContactDetails: 'Update Contact Details',
  editAccountInformation: 'Edit Account Information',
  editAuthorizedUsers: 'Edit Authorized Users',
  /** The commercial title of the same modal (spec 3 §2.2 names the list 'Guest Users'); wording ours. */
  editGuestUsers: 'Edit Guest Users',
  editCommunityInformation: 'Edit Community Information',
  communityInfoTitle: 'Community Info',
  updateMap: 'Update Map',
  updateCommunityDetails: 'Update Community Details',
  notificationPreferencesTitle: 'Notification Preferences',
  /** The guest preferences' heading (spec 3 §2.2 describes them without a title); wording ours. */
  guestNotificationPreferencesTitle: 'Guest Notification Preferences',
  saveChangesPreferences: 'Save changes',
  saveChangesAccount: 'Save Changes',
  printAndMailInvoice: 'Print and Mail Invoice',
  /** The invoice address card's title (spec 3 §2.2 'Invoice address section'); wording ours. */
  invoiceAddressTitle: 'Invoice Address',
  /** A typed new password that breaks the account rule (spec 3 §5 gives none); wording ours. */
  accountPasswordRule: 'Use more than 7 characters with an uppercase letter, a lowercase letter and a number.',
  /** The fourth guideline line of the account's new password (spec 3 §5); wording ours. */
  passwordLowercaseLine: 'At least 1 lowercase letter',
  /** The text-message consent beside a mobile number (spec 3 §4 Phone type); wording ours. */
  smsConsent: 'Send me text messages at this number',
  /** Under a disabled Save Changes of the account edit; wording ours. */
  accountSaveHint: 'Save Changes becomes available once every field above is filled in correctly.',
  /** Under a disabled Save of the community edit (spec 3 §5 rule); wording ours. */
  communitySaveHint: 'Choose at least one house type and enter the full sample address to save.',
  /** Empty lists of the Account Info card; wording ours. */
  noAuthorizedUsers: 'None added yet.',
  noPhones: 'No phone number saved.',
  /** The Edit Authorized Users modal's first line; wording ours. */
  authorizedUsersIntro: 'Authorized users are people who may contact us about your account.',
  /** The Edit Guest Users modal's first line; wording ours. */
  guestUsersIntro: 'Guests are people of your community who may contact us about your service.',
  /** The authorized-users list is full (the contract allows 20 names); wording ours. */
  authorizedUsersLimit: 'You can add up to 20 names.',
  /** Two entries with the same name in the authorized-users list; wording ours. */
  authorizedUserDuplicate: 'This name is already in the list.',
  /** The saved boundary map: a download (held as data) or a link (a web address); wording ours. */
  downloadBoundaryMap: 'Download boundary map (PDF)',
  viewBoundaryMap: 'View boundary map (PDF)',
  /** A commercial account without a community record; wording ours. */
  noCommunities: 'No community is linked to your account yet.',
  /** Beside the boundary map upload (spec 3 §5, design.md §8: PDF only, 5 MB); wording ours. */
  boundaryMapRule: 'A PDF file of up to 5 MB.',
  /** A picked file the browser could not read; wording ours. */
  fileUnreadable: 'We could not read that file.',
  /** The community has no boundary map yet; wording ours. */
  noBoundaryMap: 'No boundary map uploaded.',
  /** Community Info without a house type, home count or sample address; wording ours. */
  notProvided: 'Not provided',

  // ── My Services (issue 14; tab 2) ──
  viewOrChangeService: 'View or Change Service',
  viewService: 'View Service',
  requestNewProposal: 'Request New Proposal',
  editService: 'Edit Service',
  pauseService: 'Pause Service',
  requestOneTimeService: 'Request one-time service',
  needExtraService: 'Need an extra service',
  viewServiceHistory: 'View Service History',
  /** The request form's titles: the reasons' labels (spec 3 §4 Ticket entry flags). */
  requestOneTimeServiceTitle: 'Request One-Time Service',
  editExistingServiceTitle: 'Edit Existing Service',
  /** The blank card's line (spec 3 §2.3 gives only the buttons); wording ours. */
  addServiceCardText: 'Have another yard that needs cleaning? Add a service at another address.',
  /** The commercial blank card's line; wording ours. */
  newProposalCardText: 'Another community or more locations? Ask us for a new proposal.',
  /** The 'Need an extra service' card's line; wording ours. */
  extraServiceText: 'Hosting a party or expecting guests? Ask for a one-time cleanup besides your regular visits.',
  /** The customer has no service yet; wording ours. */
  noServices: 'You have no services yet.',
  /** ?service= names a service this account does not have; wording ours. */
  serviceNotFound: 'We could not find that service.',
  /** The history has no visits yet; wording ours. */
  noServiceHistory: 'No visits yet. Your service history will show here after your first visit.',
  /** A history row never rated; wording ours. */
  notRated: 'Not rated',
  /** The pause list's end when suspended until manual (wording ours). */
  untilYouResume: 'Until you resume',
  /** No upcoming pause; wording ours. */
  noUpcomingPauses: 'No upcoming pauses.',
  /** The required pause checkbox (spec 3 §5 says what it says, not its words); wording ours. */
  pauseUnderstand:
    'I understand that my dogs will not use the yard while the service is paused, and that an extra fee may apply if waste accumulates.',
  /** The suspend-until-manual checkbox; wording ours. */
  pauseSuspendUntilManual: 'Pause until I resume it (no end date)',
  /** A typed From on or before today (the calendar disables those days); wording ours. */
  pauseFromAfterToday: 'Choose a start date after today.',
  /** A typed To on or before From; wording ours. */
  pauseToAfterFrom: 'Choose an end date after the start date.',
  /** Pause saved (the spec's success has no toast text); wording ours. */
  pauseSaved: 'Your service is paused for those dates.',
  /** Pause deleted; wording ours. */
  pauseDeleted: 'The pause was deleted.',
  /** The delete confirmation (spec 3 §4: deleting a pause asks for confirmation); wording ours. */
  pauseDeleteTitle: 'Delete this pause?',
  pauseDeleteText: 'Your service will go ahead on these dates as usual.',
  /** Feedback saved; wording ours. */
  feedbackSaved: 'Thank you for your feedback!',
  /** One-time or edit request sent; wording ours. */
  serviceRequestSent: 'Your request was sent. We will get back to you soon.',

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
/** Set-password failure: a token error shows as 'TOKEN:{message}' (spec 1 §8). */
export const tokenError = (message: string) => `TOKEN:${message}`;
/** Set-password failure: a uid error shows as 'UID:{message}' (spec 1 §8). */
export const uidError = (message: string) => `UID:${message}`;
/** Review errors: a toast per entry 'key::message' (spec 3 §8). */
export const reviewError = (key: string, message: string) => `${key}::${message}`;
/** Ticket creation errors: 'field:::message' (spec 3 §8). */
export const ticketError = (field: string, message: string) => `${field}:::${message}`;
/** Signed-in header greeting (spec 1 §2); the default name is ours (the spec does not give it). */
/** The default name when the stored first name is missing or blank (wording ours). */
export const DEFAULT_FIRST_NAME = 'Customer';
export const welcomeMessage = (firstName: string | null | undefined) =>
  `Welcome, ${firstName?.trim() || DEFAULT_FIRST_NAME}`;

// ── Home: the trust points beside the ZIP step (issue 13 item 3) ─────────────────────────────────
// Wording ours, not the spec's: the spec's ZIP screen has no such copy. Each point is a short title and one line.

/** The heading of the trust points list (ours, not the spec's). */
export const HOME_TRUST_HEADING = 'Why neighbors choose Yardwise';
/** The three trust points of the home screen, in order (ours, not the spec's). */
export const HOME_TRUST_POINTS = [
  {
    id: 'vetted',
    title: 'Vetted technicians',
    text: 'Background-checked, trained pros who close every gate behind them.',
  },
  {
    id: 'no-contract',
    title: 'No contracts',
    text: 'Pause, change or cancel your service whenever you like.',
  },
  {
    id: 'guarantee',
    title: 'Satisfaction guaranteed',
    text: 'Not happy with a cleanup? We come back and make it right, free.',
  },
] as const;

/** The overdue banner's days (design.md §8: real days, not the spec's fixed '24 days over due'). */
export const overdueDaysText = (days: number) => `${days} day${days === 1 ? '' : 's'} overdue`;
