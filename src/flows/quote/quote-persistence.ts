// Quote progress that survives a reload (design §3.6): the machine's persisted snapshot in the
// acquisition store, plus two repairs XState's restore needs here.
//  1. Delayed events are not persisted: a snapshot saved while `debouncing` would restore into a
//     state whose 400/500 ms timer never fires. Such a snapshot is restored as `calculating` with
//     its price request, so the restored actor prices the selections at once (a persisted,
//     still-active promise actor is restarted on restore).
//     A snapshot saved in `failed` is restored the same way: a reload is a retry. It matters beyond a
//     customer's own retry: a reload while the price is calculating aborts the request, and the old page
//     can still take that abort as a failure and save it just before it goes, so the reloaded page
//     would otherwise open on 'We could not calculate a price' for selections it never tried.
//  2. Back from CHECK OUT: the snapshot is `completed` (final). It is reopened as `priced` with the
//     same context: the price still matches the selections, so nothing is recalculated.
// Invariant: whatever comes out of here is a snapshot the quote machine can resume from, or null.
import type { Snapshot } from 'xstate';
import { acquisitionStore } from '../shared/acquisition-store';
import type { QuoteContext } from '../../../machines/quote/quote.machine';
import { priceRequest } from '../../../machines/quote/quote.schema';

const FLOW = 'quote';
/** Where the saved quote started (area, frequency from /subscription): a new choice starts a new quote. */
const ORIGIN = 'quote.origin';

export interface QuoteOrigin {
  areaUuid: string;
  frequency: string | null;
}

const sameOrigin = (a: QuoteOrigin | null, b: QuoteOrigin) =>
  a !== null && a.areaUuid === b.areaUuid && a.frequency === b.frequency;

interface PersistedQuote {
  status: string;
  value: unknown;
  context: QuoteContext;
  output?: unknown;
  children?: Record<string, unknown>;
  [key: string]: unknown;
}

const isPersistedQuote = (s: unknown): s is PersistedQuote =>
  typeof s === 'object' &&
  s !== null &&
  'value' in s &&
  'context' in s &&
  typeof (s as { context: unknown }).context === 'object';

const pricingOf = (s: PersistedQuote): string | null => {
  const v = s.value as { editing?: { pricing?: unknown } } | string;
  return typeof v === 'object' && typeof v.editing?.pricing === 'string' ? v.editing.pricing : null;
};

/** Rewrites a saved snapshot into one that resumes correctly (see the header). */
export function resumable(saved: unknown): PersistedQuote | null {
  if (!isPersistedQuote(saved)) return null;
  const pricing = pricingOf(saved);
  if (pricing === 'debouncing' || pricing === 'debouncingCoupon' || pricing === 'failed') {
    const context = pricing === 'failed' ? { ...saved.context, errors: [] } : saved.context;
    return {
      ...saved,
      context,
      value: { editing: { ...(saved.value as { editing: object }).editing, pricing: 'calculating' } },
      children: {
        calculatePrice: {
          src: 'calculatePrice',
          syncSnapshot: false,
          snapshot: { status: 'active', input: priceRequest(context, context.area, context.couponCode) },
        },
      },
    };
  }
  return saved;
}

/** The saved quote reopened for editing (Back from CHECK OUT). */
export function reopened(saved: unknown): PersistedQuote | null {
  if (!isPersistedQuote(saved)) return null;
  if (saved.status !== 'done') return resumable(saved);
  const { output: _output, ...rest } = saved;
  void _output;
  return { ...rest, status: 'active', value: { editing: { pricing: 'priced', warning: 'closed' } }, children: {} };
}

export const quotePersistence = {
  /** The saved quote to resume, or null when there is none or it began from another area or frequency. */
  load(origin: QuoteOrigin): PersistedQuote | null {
    if (!sameOrigin(acquisitionStore.snapshot<QuoteOrigin>(ORIGIN), origin)) return null;
    return resumable(acquisitionStore.snapshot(FLOW));
  },
  save(snapshot: Snapshot<unknown>, origin: QuoteOrigin): void {
    acquisitionStore.setSnapshot(FLOW, snapshot);
    acquisitionStore.setSnapshot(ORIGIN, origin);
  },
  /** The saved quote reopened for editing (Back from CHECK OUT). */
  reopen: (): PersistedQuote | null => reopened(acquisitionStore.snapshot(FLOW)),
  clear(): void {
    acquisitionStore.setSnapshot(FLOW, null);
    acquisitionStore.setSnapshot(ORIGIN, null);
  },
};
