/**
 * The account area's enumerations (spec 3), apart from enums.ts so the acquisition screens do not
 * download them (a module shared by two screens is one chunk with everything either uses). Same
 * rules as enums.ts: wire values exactly as the spec spells them, label maps typed to the union.
 */

// ── Account area (spec 3) ───────────────────────────────────────────────────────────────────────

/** Account tabs by number (spec 3 §2). */
export const ACCOUNT_TABS = {
  overview: 0,
  accountInformation: 1,
  services: 2,
  dogs: 3,
  billing: 4,
  invoices: 5,
  messages: 6,
  proposals: 7,
} as const;
export type AccountTab = (typeof ACCOUNT_TABS)[keyof typeof ACCOUNT_TABS];
export const ACCOUNT_TAB_LABELS: Record<AccountTab, string> = {
  0: 'Account Overview',
  1: 'Account Information',
  2: 'My Services',
  3: 'Dogs',
  4: 'Billing Information',
  5: 'Invoices',
  6: 'Messages',
  7: 'Proposals',
};

export const VISIT_STATUSES = [
  'forecast',
  'tentative',
  'paused',
  'scheduled',
  'technician_assigned',
  'technician_en_route',
  'in_progress',
  'complete',
  'cancelled',
] as const;
export type VisitStatus = (typeof VISIT_STATUSES)[number];
/** Spec 3 §4 gives 'Technician Assigned' and 'Technician En Route'; the rest are title-cased wire values. */
export const VISIT_STATUS_LABELS: Record<VisitStatus, string> = {
  forecast: 'Forecast',
  tentative: 'Tentative',
  paused: 'Paused',
  scheduled: 'Scheduled',
  technician_assigned: 'Technician Assigned',
  technician_en_route: 'Technician En Route',
  in_progress: 'In Progress',
  complete: 'Complete',
  cancelled: 'Cancelled',
};
/** The dashboard's service tracker steps, in order (spec 3 §2.1; the contract's TrackerStep). */
export const SERVICE_TRACKER_STEPS = [
  'scheduled',
  'technician_assigned',
  'technician_en_route',
  'service_complete',
] as const;
export type TrackerStep = (typeof SERVICE_TRACKER_STEPS)[number];
export const SERVICE_TRACKER_LABELS: Record<TrackerStep, string> = {
  scheduled: 'Scheduled',
  technician_assigned: 'Technician Assigned',
  technician_en_route: 'Technician En Route',
  service_complete: 'Service Complete',
};

export const SATISFACTION = ['happy', 'neutral', 'sad'] as const;
export type Satisfaction = (typeof SATISFACTION)[number];

export const TICKET_STATUSES = ['open', 'closed'] as const;
export type TicketStatus = (typeof TICKET_STATUSES)[number];
export const TICKET_STATUS_LABELS: Record<TicketStatus, string> = { open: 'Open', closed: 'Closed' };
/** Ticket list sort (spec 3 §2.7): All (no ordering), created_at ascending or descending. */
export const TICKET_ORDERINGS = ['created_at', '-created_at'] as const;
export type TicketOrdering = (typeof TICKET_ORDERINGS)[number];
/** Reason keys (dis_name) the spec names; the full list comes from GET /disposition-dropdown/. */
export const TICKET_REASON_KEYS = ['cancel_my_services', 'edit_existing_service', 'request_one_time_service'] as const;
export type TicketReasonKey = (typeof TICKET_REASON_KEYS)[number];
/** What choosing cancel_my_services pre-fills (spec 3 §4, §9). */
export const CANCEL_SERVICES_TICKET = {
  title: 'Cancel My Services',
  priority: 3,
  followUpDays: 1,
  status: 'open',
} as const;

export const NOTIFICATION_TYPES = [
  'technician_assigned',
  'technician_enroute',
  'service_complete',
  'service_issues',
  'billing_notifications',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];
export const NOTIFICATION_TYPE_LABELS: Record<NotificationType, string> = {
  technician_assigned: 'Technician Assigned',
  technician_enroute: 'Technician En Route',
  service_complete: 'Service Complete',
  service_issues: 'Service Issues',
  billing_notifications: 'Billing Notifications',
};

export const HISTORY_ORDERINGS = ['-scheduled_time', 'scheduled_time'] as const;
export type HistoryOrdering = (typeof HISTORY_ORDERINGS)[number];
export const HISTORY_ORDERING_LABELS: Record<HistoryOrdering, string> = {
  '-scheduled_time': 'Latest First',
  scheduled_time: 'Oldest First',
};
/** Spec 3 §9: the default ordering is scheduled_time. */
export const DEFAULT_HISTORY_ORDERING: HistoryOrdering = 'scheduled_time';

/**
 * A dog's five yes/no facts (spec 3 §3 Dog), in the order and words of spec 3 §9 ('friendly, clean with
 * dog in yard, treats allowed, doggy door, left outside when no one is home'): the Add/Edit Dog modal's
 * checkboxes and the dog card's rows.
 */
export const DOG_FLAGS = [
  'is_friendly',
  'can_clean_if_in_yard',
  'can_treat',
  'has_doggy_door',
  'is_dogs_outside',
] as const;
export type DogFlag = (typeof DOG_FLAGS)[number];
export const DOG_FLAG_LABELS: Record<DogFlag, string> = {
  is_friendly: 'Friendly',
  can_clean_if_in_yard: 'Clean with dog in yard',
  can_treat: 'Treats allowed',
  has_doggy_door: 'Doggy door',
  is_dogs_outside: 'Left outside when no one is home',
};

/** The Proposals table's seven columns in the spec's order (spec 3 §2.8); the proposal PDF's lines say the same. */
export const PROPOSAL_COLUMNS = [
  'Created Date',
  'Type',
  'Community Name',
  'Proposal Due',
  'Interested Products',
  'Interested Services',
  'Status',
] as const;
/** Proposals table (spec 3 §4): only open is displayed; type by is_looking_for_proposal. */
export const PROPOSAL_STATUS_LABELS = { open: 'Open' } as const;
export const PROPOSAL_TYPE_LABELS = { proposal: 'Proposal', enquiry: 'Enquiry' } as const;

/** Invoice statuses the spec styles (spec 3 §4); others are shown as given. */
export const INVOICE_STATUS_STYLES = { overdue: 'danger', 'open-emailed': 'success' } as const;
