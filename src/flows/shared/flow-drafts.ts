// A lead's flow kept on the server as it goes (design.md §8: a mailed link restores it on any device, an
// abandoned one gets its reminder): the flow's session entries, its step and the price it shows, sent
// with PUT resume/draft/ a moment after the last change, and "Email me this quote" (POST resume/email/).
// Loaded on demand by the quote, its checkout and the community wizard (their first change), so a screen's
// first load carries none of it. Only a visitor's flow with a lead or quote of its own is kept (a signed-in
// customer's is their account's); card data never leaves the device.
import type { components } from '../../api/schema.gen';
import type { ApiClient } from '../../api-context';
import { toastLines } from '../../api/errors';
import { priceRequest } from '../../../machines/quote/quote.schema';
import type { QuoteContext } from '../../../machines/quote/quote.machine';
import { sessionStore } from '../../session-store';
import { readJson } from './session-storage';
import { DRAFT_ANSWER_KEYS } from '../../domain/draft-answers';

export type DraftFlow = 'quote' | 'commercial';
type DraftRequest = components['schemas']['FlowDraftRequest'];

/** A quiet moment after the last change before the draft is sent. */
const SAVE_AFTER_MS = 1500;

type Snapshot = { status?: string; value?: unknown; context?: Record<string, unknown> };

/** The checkout's entries without the card: month and year, the hosted fields' state, a token. */
function withoutCard(checkout: Snapshot): Snapshot {
  const form = checkout.context?.form as Record<string, unknown> | undefined;
  if (!checkout.context || !form) return checkout;
  const { cardFieldsState: _state, ...rest } = form;
  void _state;
  return {
    ...checkout,
    context: {
      ...checkout.context,
      form: { ...rest, card: { month: '', year: '' }, cardFieldsComplete: false },
      cardToken: null,
    },
  };
}

/** The quote's price request and the price it shows, or null before a price. */
function priceOf(quote: Snapshot | undefined): DraftRequest['price'] {
  const c = quote?.context as (QuoteContext & { price?: Record<string, unknown> | null }) | undefined;
  if (!c?.price || !c.area) return null;
  return {
    request: priceRequest(c, c.area, c.couponCode) as components['schemas']['DraftPrice']['request'],
    shown: {
      total_price_per_service: String(c.price.total_price_per_service),
      total_price_for_first_visit: String(c.price.total_price_for_first_visit),
    },
  };
}

/** The draft of this visit's flow as it stands in the session, or null when it is not a visitor's own. */
export function draftRequest(flow: DraftFlow): DraftRequest | null {
  if (sessionStore.read()) return null;
  const answers: Record<string, unknown> = {};
  for (const key of DRAFT_ANSWER_KEYS) {
    const value = readJson<unknown>(key);
    if (value !== null) answers[key] = key === 'flow.checkout' ? withoutCard(value as Snapshot) : value;
  }
  if (flow === 'quote') {
    const record = (answers['acq.lead'] as { leadId?: string | null } | undefined)?.leadId;
    if (!record) return null;
    const quote = answers['flow.quote'] as Snapshot | undefined;
    const step = quote?.status === 'done' ? 'checkout' : quote ? 'quote' : 'subscription';
    return { flow, record_uuid: record, step, answers, price: priceOf(quote) };
  }
  const record = (answers['acq.commercial'] as { commercialQuoteUuid?: string | null } | undefined)
    ?.commercialQuoteUuid;
  if (!record) return null;
  const value = (answers['flow.commercial'] as Snapshot | undefined)?.value;
  const step = typeof value === 'object' && value !== null && 'step2' in value ? 'step2' : 'step1';
  return { flow, record_uuid: record, step, answers };
}

let timer: ReturnType<typeof setTimeout> | undefined;

/** Sends the flow's draft a moment after the last change (a failure is left for the next change). */
export function scheduleDraftSave(api: ApiClient, flow: DraftFlow): void {
  clearTimeout(timer);
  timer = setTimeout(() => {
    const body = draftRequest(flow);
    if (body) void api.PUT('/resume/draft/', { body }).catch(() => undefined);
  }, SAVE_AFTER_MS);
}

/** "Email me this quote": the flow as it stands now, mailed with today's price. The toast lines of a refusal. */
export async function emailDraft(
  api: ApiClient,
  flow: DraftFlow,
): Promise<{ ok: true } | { ok: false; errors: string[] }> {
  const body = draftRequest(flow);
  if (!body) return { ok: false, errors: toastLines(undefined) };
  clearTimeout(timer);
  try {
    const { data, error } = await api.POST('/resume/email/', { body });
    return data ? { ok: true } : { ok: false, errors: toastLines(error) };
  } catch (error) {
    return { ok: false, errors: toastLines(error) };
  }
}

/** Whether this visit may email its quote (a visitor's own lead). */
export const canEmailDraft = (flow: DraftFlow): boolean => draftRequest(flow) !== null;
