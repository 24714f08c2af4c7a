// The messages and copy the first page shows or can show before any screen loads (the ZIP step, the
// header's greeting, the footer, a failed download or request), apart from the catalogue of every
// screen (messages.ts), so the entry does not carry all the app's copy (~2.3 KB on the wire): it is in
// the app-core chunk, the catalogue downloads with the screens that use it. messages.ts spreads these
// into `messages`, so each message is written once and `messages.zipInvalid` works everywhere.

export const firstVisitMessages = {
  // ── Generic (spec 1 §8, spec 2 §8) ──
  somethingWentWrong: 'Something went wrong',
  /** Ours: a screen or a part of one whose code could not be downloaded (offline), with Try again. */
  loadFailed: 'We could not load this. Check your connection, then try again.',
  /** Ours: the bar shown while the next screen is on its way (its code or data still downloading). */
  loadingNextScreen: 'Loading the next page',
  // ── ZIP screen (spec 1 §5, §8) ──
  zipInvalid: 'Your ZIP code is invalid.',
  invalidEmailAddress: 'Invalid Email Address',
  /** The footer's line under the logo (the spec gives none); wording ours. */
  footerTagline: 'Dog waste cleanup by local, vetted technicians.',
} as const;

/** Signed-in header greeting (spec 1 §2); the default name is ours (the spec does not give it). */
/** The default name when the stored first name is missing or blank (wording ours). */
export const DEFAULT_FIRST_NAME = 'Customer';
export const welcomeMessage = (firstName: string | null | undefined) =>
  `Welcome, ${firstName?.trim() || DEFAULT_FIRST_NAME}`;

// ── Home: the trust points beside the ZIP step ───────────────────────────────────────────────────
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
