// The community enquiry wizard's own copy (the spec's messages stay in messages.ts, which the
// machines read). A module of its own because messages.ts is in the first load of every page and these
// words are needed only on /commercial (as account-messages.ts does for the account area).
export const commercialMessages = {
  /** A visitor's sent enquiry, shown on / (the spec promises the follow-up, not this wording). */
  enquiryThanks: 'Thank you! We have your enquiry and will get back to you within 24 business hours.',
  /** An upload picked before a reload that was too big to keep in the session (wording ours). */
  fileNotKept: 'Please choose the file again: it could not be kept across the reload.',
  /** Step 2 after a reload that could not keep the boundary map (picked on step 1; optional). */
  boundaryNotKept:
    'Your community boundary map could not be kept across the reload. Go back to step 1 to choose it again, or submit without it.',
  /** A signed-in customer's account could not be read: its phones are not offered (wording ours). */
  accountPhonesFailed: 'We could not load the phone numbers on your account, so only Email is offered for now.',
  accountPhonesLoading: 'Loading the phone numbers on your account…',
} as const;
