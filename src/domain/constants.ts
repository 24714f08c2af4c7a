/**
 * Business constants and limits of the three spec documents (spec 1 §9, spec 2 §9, spec 3 §9).
 * Timings are milliseconds; machines use them as named delays (design.md §3.4).
 */

// ── Session and HTTP (spec 1 §4, §7, §9) ───────────────────────────────────────────────────────
export const IDLE_LOGOUT_MS = 900000;
export const HTTP_TIMEOUT_MS = 60000;
/** Error toasts stay 10 s (spec 1 §8, spec 2 §8, spec 3 §9). */
export const TOAST_MS = 10000;
export const PASSWORD_REDIRECT_MS = 1500;

// ── Quote and checkout (spec 1 §9, spec 2 §4, §9) ───────────────────────────────────────────────
export const PRICE_DEBOUNCE_MS = 400;
export const COUPON_DEBOUNCE_MS = 500;
/** 300 ms and 100 ms around checkout step 2 validation. */
export const CHECKOUT_VALIDATE_DELAYS_MS = [300, 100] as const;
/** Preferred start date: the first three entries of the preferred-days list are skipped (spec 2 §2). */
export const PREFERRED_DAYS_SKIP = 3;
/** The quote flow offers only the first three initial cleaning days (spec 1 §7). */
export const INITIAL_CLEANING_DAYS_OFFERED = 3;
/** Selecting every other week shows this range until the real one arrives (spec 1 §2). */
export const DEFAULT_BI_MONTHLY_RANGE = { min_price: 12, max_price: 47 } as const;
/** Shown savings of the 6-month prepay; the 12-month percentage comes from the area (spec 1 §9). */
export const SIX_MONTH_PREPAY_SAVINGS_PCT = 5;
export const DEFAULT_ANNUAL_PREPAY_DISCOUNT_PCT = 10;
/** Areas included in the base price; each further one costs additional_cleaning_area_price. */
export const INCLUDED_CLEANING_AREAS = 1;

// ── Commercial wizard and payment page (spec 2 §4, §9) ──────────────────────────────────────────
export const WIZARD_STEP_MS = 500;
/** Submit: 500 ms then 1 s. */
export const WIZARD_SUBMIT_DELAYS_MS = [500, 1000] as const;
export const PAYMENT_VALIDATE_MS = 500;
export const SCROLL_TOP_MS = 300;
/** 5 MB, PDF only (spec 2 §5). */
export const MAX_UPLOAD_BYTES = 5242880;
export const PDF_MIME_TYPE = 'application/pdf';
/** Every PDF starts with these bytes; uploads are checked by signature, not only by name (design §8). */
export const PDF_SIGNATURE = '%PDF-';
export const COMMERCIAL_FOLLOW_UP_HOURS = 24;

// ── Account area (spec 3 §9) ────────────────────────────────────────────────────────────────────
export const ACCOUNT_MODAL_CLOSE_MS = 1000;
export const CARD_ADD_LOADER_MS = 3500;
export const PROPOSAL_LOADER_MS = 9000;
export const PAGE_SIZE_HISTORY = 10;
export const PAGE_SIZE_INVOICES = 15;
export const PAGE_SIZE_PROPOSALS = 15;
export const DASHBOARD_MESSAGES = 4;
export const DASHBOARD_PAYMENTS = 3;
export const DASHBOARD_INVOICES = 2;
/** Doggie bags: 200 bags for $8.99 (the add_bags amount). */
export const BAGS_PRICE = '8.99';
export const BAGS_COUNT = 200;
/** The overdue banner's fixed text (spec 3 §2.1: shown regardless of data). */
export const OVERDUE_BANNER = { status: 'SUSPENDED', daysOverdue: '24 days over due' } as const;

// ── Field limits (all documents) ────────────────────────────────────────────────────────────────
export const ZIP_LENGTH = 5;
export const PHONE_LENGTH = 10;
export const EXPIRY_MONTH_LENGTH = 2;
export const EXPIRY_YEAR_LENGTH = 4;
export const MIN_PASSWORD_LENGTH = 8;
export const MOBILE_BREAKPOINT_PX = 500;

// ── Channel attribution (spec 1 §2, §9) ─────────────────────────────────────────────────────────
export const CHANNEL_MIN = 1;
export const CHANNEL_MAX = 8;
export const CHANNEL_DEFAULT = 9;

// ── Support copy: the spec gives two readings and keeps both (spec 1 §1, spec 3 §1) ─────────────
export const SUPPORT_HOURS_FRAME = ['Mon-Fri 8AM-9PM EST', 'Sat/Sun 12PM-5PM EST'] as const;
export const SUPPORT_HOURS_ACCOUNT = [
  'Mon-Fri 8:30am-9:00pm ET',
  'Sat 9:00am-5:00pm ET',
  'Sun 10:00am-4:00pm ET',
] as const;
/** Billing notes (spec 1 §9). */
export const BILLED_ONCE = 'Billed Just Once';
export const BILLED_MONTHLY = 'Billed Monthly';
