// What a restored flow leaves in this device's session (design.md §8): the entries the first device kept
// (the area, the lead, the machines' snapshots), re-priced at today's prices. The quote's snapshot takes
// today's price from the server (the same request priced now); when the quote can no longer be priced as
// it was (a coupon gone), it reopens for editing and prices itself again, showing why.
// Invariant: only the flow's own keys are written, after the previous acquisition entries are cleared.
import type { RestoredFlow, ResumeStep } from '../../../machines/resume/resume.types';
import { acquisitionStore } from '../shared/acquisition-store';
import { writeJson } from '../shared/session-storage';

/** The screen each step opens on. */
export const STEP_PATHS: Readonly<Record<ResumeStep, string>> = {
  subscription: '/subscription',
  quote: '/getquote',
  checkout: '/getquote',
  step1: '/commercial',
  step2: '/commercial',
};

const ENTRY_KEY = /^(acq|flow)\.[a-z_.]+$/;

type Snapshot = Record<string, unknown> & { status?: string; value?: unknown; context?: Record<string, unknown> };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The quote's snapshot at today's price (or reopened to price itself again). */
export function repriced(quote: unknown, calculatedPrice: unknown): unknown {
  if (!isObject(quote) || !isObject(quote.context)) return quote;
  const s = quote as Snapshot;
  if (isObject(calculatedPrice)) {
    const output = isObject(s.output) ? { ...s.output, price: calculatedPrice } : s.output;
    return { ...s, context: { ...s.context, price: calculatedPrice }, ...(output === undefined ? {} : { output }) };
  }
  // No price today: back to editing, waiting to price (the quote's persistence turns 'debouncing' into a
  // price request on load), so the customer sees the quote as it is now.
  const { output: _output, ...rest } = s;
  void _output;
  return {
    ...rest,
    status: 'active',
    value: { editing: { pricing: 'debouncing', warning: 'closed' } },
    context: { ...s.context, price: null },
    children: {},
  };
}

/** The entries to write for a restored flow, keyed as the acquisition store keeps them. */
export function restoredEntries(flow: RestoredFlow): Record<string, unknown> {
  const entries: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(flow.answers)) if (ENTRY_KEY.test(key)) entries[key] = value;
  if (flow.flow === 'quote' && entries['flow.quote'] !== undefined) {
    entries['flow.quote'] = repriced(entries['flow.quote'], flow.calculatedPrice);
    // A quote that must price itself again opens at its step 1, not at a checkout priced otherwise.
    if (!isObject(flow.calculatedPrice)) delete entries['flow.checkout'];
  }
  return entries;
}

/** Replaces this device's acquisition entries with the restored flow's. */
export function storeRestored(flow: RestoredFlow): void {
  acquisitionStore.clear();
  for (const [key, value] of Object.entries(restoredEntries(flow))) writeJson(key, value);
}
