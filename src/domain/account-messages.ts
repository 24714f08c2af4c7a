// The account area's words (spec 3), apart from messages.ts: those load with every page
// (the first visit's JavaScript budget); these only with the account's tabs. Same rules as
// messages.ts: the spec's exact words where it gives them, else ours and marked so.

import { messages } from './messages';

export const accountMessages = {
  // ── Account area shell ──
  /** A card's read failed (the spec: 'shown via a common error display'); wording ours. */
  loadFailed: 'We could not load this. Please check your connection and try again.',
  addNewService: 'Add New Service',

  // ── Account overview (tab 0) ──
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
  /** No visit today but a next one: instead of the spec's 'You have no scheduled services.' (README). */
  overviewNoVisitToday: 'No visit today. Your next service is on {date}.',
  /** 4 steps. */
  overviewServiceComplete: "Today's service is complete. Thank you!",
  /** The tracker's words for screen readers beside each step. */
  overviewStepCompleted: 'completed',
  overviewStepCurrent: 'current step',
  /** The step being worked towards (the technician is in the yard: the service is under way). */
  overviewStepUnderway: 'in progress',
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
  overviewReviewTitle: 'Review prize',
  /** Spec 3 §1: 'Review prize: a year of free service.' (nothing more is said of how it is won). */
  overviewReviewText: 'Rate your visits in My Services. Our review prize is a year of free service.',
  overviewRateVisits: 'Rate your visits',
  /** Spec 3 §2.3's button of a commercial service. */
  overviewViewService: 'View Service',
  overviewRequestExtra: 'Request one-time extra service',
  overviewRequestExtraText: 'Need us sooner than your next visit? Ask for a one-time extra service.',

  // ── Account information (tab 1) ──
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
  accountPasswordRule: messages.accountPasswordRule,
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

  // ── My Services (tab 2) ──
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
  /** The request form's hints and buttons; wording ours. */
  serviceRequestMessageHint: 'Tell us what you need and when.',
  serviceRequestVisitDateHint: 'If this is about a past visit: its date, today at the latest.',
  serviceRequestSend: 'Send request',
  serviceRequestSending: 'Sending your request…',

  // ── Dogs (tab 3) ──
  // The spec names the tab, its cards and the Add/Edit dog modal (spec 3 §2.4, §4) and the birthday's
  // 'Invalid date' (messages.invalidDate); the rest of the wording is ours.
  dogsTitle: 'My Dogs',
  addDog: 'Add Dog',
  editDog: 'Edit Dog',
  dogSaveChanges: 'Save Changes',
  /** A residential customer without a service yet: a dog belongs to a service address. */
  dogNeedsService: 'Dogs belong to a service address. Once you have a service, you can add its dogs here.',
  noDogs: 'You have not told us about any dogs yet. Add your dogs so your technician knows who to expect.',
  /** On add, name and service_order_uuid are required (spec 3 §5; no words given). */
  dogNameRequired: 'Name is required',
  dogServiceRequired: 'Service is required',
  /** The service field's label and hint: the service address the dog lives at. */
  dogService: 'Service address',
  dogServiceHint: 'The service address where this dog lives.',
  /** A picked photo whose first bytes are not a PNG, JPEG, GIF or WebP image. */
  dogPhotoNotImage: 'That file is not an image. Please choose a photo in PNG, JPEG, GIF or WebP format.',
  dogPhotoRule: 'A PNG, JPEG, GIF or WebP image of up to 5 MB.',
  /** The photo will be removed when the dog is saved. */
  dogPhotoRemoved: 'No photo (saved when you save the dog).',
  dogDeleted: 'The dog was deleted.',
  dogDeleteText: 'This removes the dog and its details from your account.',
  /** The group of the five dog flags in the modal (their own words: DOG_FLAG_LABELS in account-enums.ts). */
  dogFlagsLabel: 'About this dog',

  // ── Billing Information (tab 4) ──
  /** The spec's words (spec 3 §2.5, §5). */
  addAnotherCreditCard: 'Add another credit card',
  addCreditCard: 'Add Credit Card',
  editCreditCard: 'Edit Credit Card',
  addAddress: 'Add Address',
  // Wording ours from here to the end of the section: the spec names these parts without their copy.
  savedCardsTitle: 'Saved Cards',
  billingAddressesTitle: 'Billing Addresses',
  noSavedCards: 'You have no saved cards yet.',
  noBillingAddresses: 'No billing address yet: add one with your card.',
  /** The add-address view's title and its way back to the card form. */
  addBillingAddressTitle: 'Add Billing Address',
  backToCard: 'Back to the card',
  addNewBillingAddress: 'Add a new billing address',
  addAddressIntro: 'Enter the address your card statements go to.',
  /** Under a disabled 'Add Address'. */
  addAddressHint: 'Fill in the street, city, state and a 5-digit zip code to add the address.',
  /** A month typed but not 01–12 (the spec asks only for presence). */
  expireMonthInvalid: 'Enter the month as MM, from 01 to 12.',
  /** Commercial: which service the card pays for (POST service_order_uuid). */
  cardServiceLabel: 'Service location this card pays for',
  cardServiceRequired: 'Choose the service location this card pays for.',
  /** The provider gave no token and no reason. */
  cardTokenizeFailed: 'We could not verify this card. Please check its details and try again.',
  cardAdded: 'Your card was added.',
  cardUpdated: 'Your card was updated.',
  cardDeleted: 'The card was deleted.',
  /** The delete confirmation; '{card}' is the brand and last four ('Visa ending in 1111'). */
  cardDeleteTitle: 'Delete this card?',
  cardDeleteText: '{card} will be removed from your account. You can add it again later.',
  cardDeleteConfirm: 'Delete card',
  cardDeleteCancel: 'Keep card',
  /** Beside the expiry fields of the edit modal: the number and CVV cannot change. */
  cardEditHint: 'To change the card number, add a new card and delete this one.',

  // ── Invoices (tab 5) ──
  // Wording ours unless marked: spec 3 §2.6 names the parts ('View Invoice', the fields) without copy.
  invoicesTitle: 'Invoices and Credit Memos',
  invoicesLoading: 'Loading your invoices…',
  invoicePages: 'Invoice pages',
  /** Spec 3 §2.6: the popup's name. */
  viewInvoice: 'View Invoice',
  invoiceType: 'Invoice',
  creditMemoType: 'Credit Memo',
  /** A field the document does not have (a credit memo's due date, no payment method). */
  invoiceNone: 'None',
  invoiceNotPaid: 'Not paid',
  invoiceNotes: 'Notes',
  invoiceLineItems: 'Line items',
  invoiceTotals: 'Totals',
  noLineItems: 'No line items.',
  /** 'Pay now' of an unpaid invoice (the contract's invoicePayLink; not in the spec). */
  payNow: 'Pay now',
  payNowLoading: 'Getting your payment link…',
  /** The link the server answered is not a page of this app (never followed). */
  payLinkInvalid: 'We could not open the payment page. Please try again or call us.',
  /** The PDF buttons (spec 3 §2.6 'PDF download opens in a new window'; §2.8 'the proposal PDF can be viewed'). */
  pdfButton: 'Download PDF',
  pdfLoading: 'Loading the PDF…',
  pdfFailed: 'We could not open the PDF. Please try again.',
  close: 'Close',

  // ── Messages (tab 6) ──
  /** The list's title and the detail's breadcrumb (spec 3 §2.7). */
  myTickets: 'My Tickets',
  addNewTicket: 'Add New Ticket',
  closeThisTicket: 'Close this ticket',
  // Wording ours from here to the end of the section: the spec names these parts without their copy.
  exportCsv: 'Export CSV',
  exportingCsv: 'Preparing messages.csv…',
  /** The list is empty under a status filter ('You have no recent messages.' is the unfiltered list's). */
  noTicketsMatch: 'No tickets match this filter.',
  ticketUnreadMark: 'Unread',
  /** ?ticket= names a ticket this account does not have (another user's answers 404). */
  ticketNotFound: 'We could not find that ticket.',
  backToMyTickets: 'Back to My Tickets',
  ticketDetailsTitle: 'Ticket details',
  conversationTitle: 'Conversation',
  notAssigned: 'Not assigned yet',
  noVisitDate: 'None',
  noPriority: 'None',
  yourReply: 'Your reply',
  sendReply: 'Send reply',
  sendingReply: 'Sending your reply…',
  /** A closed ticket: replies are allowed only while open (spec 3 §4 Ticket). */
  ticketClosedNote: 'This ticket is closed. If you need more help, add a new ticket.',
  /** The close modal (spec 3 §4: closing sends status closed plus satisfaction). */
  closeTicketQuestion: 'How satisfied are you with how we handled this ticket?',
  closeTicketConfirm: 'Close',
  closingTicket: 'Closing the ticket…',
  /** The new-ticket modal. */
  ticketReasonPlaceholder: 'Choose a reason',
  ticketVisitDateHint: 'If this is about a visit: its date, today at the latest.',
  /** Beside the read-only title of a cancel_my_services ticket. */
  ticketCancelTitleHint: 'Set for cancellation requests; we follow up the next day.',
  submitTicket: 'Add Ticket',
  submittingTicket: 'Sending your ticket…',
  /** Success toasts. */
  ticketCreated: 'Your ticket was sent. We will get back to you soon.',
  ticketReplied: 'Your reply was sent.',
  ticketClosed: 'The ticket is closed. Thank you for your feedback!',
  /** The support card (spec 3 §1: support hours shown in the messages area, plus a toll-free number). */
  supportTitle: 'Contact support',
  supportCallUs: 'Call us toll-free at',
  supportHours: 'Support hours',

  // ── Proposals (tab 7) ──
  // Wording ours unless marked: spec 3 §2.8 names the columns without copy.
  proposalsTitle: 'Proposals',
  proposalsLoading: 'Loading your proposals…',
  proposalPages: 'Proposal pages',
  viewProposalPdf: 'View PDF',
  noProposals: 'You have no proposals yet. To ask for one, use Request New Proposal in My Services.',
  /** A proposal without a due date or a community name. */
  proposalNotGiven: 'Not given',
} as const;

/** The overdue banner's days (design.md §8: real days, not the spec's fixed '24 days over due'). */
export const overdueDaysText = (days: number) => `${days} day${days === 1 ? '' : 's'} overdue`;
