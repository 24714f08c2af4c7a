// The checkout machine's actors and effects bound to the API client, the card adapter and storage
// (design §3.2, §5, §7). Expected outcomes resolve as the machine's tagged results; only unexpected
// failures (network, 5xx) reject to the machine's onError.
import { fromPromise } from 'xstate';
import type { RefObject } from 'react';
import type { LeadUpdateInput, LeadUpdatePayload, OrderPayload } from '../../../machines/checkout/checkout.payload';
import type {
  AddressCheckInput,
  AddressCheckResult,
  LeadUpdateResult,
  OrderResult,
  TokenizeInput,
  TokenizeResult,
} from '../../../machines/checkout/checkout.types';
import type { QuoteOutput } from '../../../machines/quote/quote.machine';
import type { ApiClient } from '../../api-context';
import { ApiError, isRecord, toastLines } from '../../api/errors';
import { postOnce } from '../../api/idempotent';
import type { components, paths } from '../../api/schema.gen';
import { HOW_HEARD_OPTIONS } from '../../domain/enums';
import type { CardFieldsController } from '../../adapters/card-fields/card-fields';
import { sessionStore } from '../../session-store';
import { acquisitionStore } from '../shared/acquisition-store';
import { buildConfirmation } from './confirmation';
import { notifyErrors } from '../shared/notify-errors';

type EnquiryBody = paths['/service-order-enquiry/']['post']['requestBody']['content']['application/json'];
type OrderBody = paths['/service-order/']['post']['requestBody']['content']['application/json'];
type LeadBody = NonNullable<paths['/crm/lead-user/{id}/']['patch']['requestBody']>['content']['application/json'];
type Schemas = components['schemas'];

/**
 * The machine's bodies typed as the API's. The machine sends them only after checkoutSchema passed, so
 * every phone has a type, both consents are ticked and the how-heard answers are the form's options;
 * these guards state that instead of casting (a phone without a type or an unknown answer is never sent).
 */
const wirePhones = (phones: OrderPayload['phone_numbers']): Schemas['PhoneNumber'][] =>
  phones.flatMap((p) => (p.type === '' ? [] : [{ ...p, type: p.type }]));
const isHowHeard = (v: string): v is Schemas['HearAboutUs'] => (HOW_HEARD_OPTIONS as readonly string[]).includes(v);

function orderBody(input: OrderPayload): OrderBody {
  if (!input.is_authorize_charge_each_month || !input.is_ternm_accepted)
    throw new Error('An order is sent only with both consents ticked');
  return {
    ...input,
    phone_numbers: wirePhones(input.phone_numbers),
    hear_about_us: input.hear_about_us.filter(isHowHeard),
    is_authorize_charge_each_month: true,
    is_ternm_accepted: true,
  };
}

const leadBody = (input: LeadUpdatePayload): LeadBody => ({ ...input, phone_numbers: wirePhones(input.phone_numbers) });

/** What the placing actor learnt from the server, for the order kept for the next pages. */
export interface PlacedOrder {
  id: string;
  is_enquiry: boolean;
  pet_count: number;
  user_key: string | null;
  card_last_four: string | null;
  calculated_price: Record<string, unknown> | null;
}

export interface CheckoutDeps {
  api: ApiClient;
  card: RefObject<CardFieldsController | null>;
  quote: QuoteOutput;
  leadId: string | null;
  channel: number | null;
  navigate: (to: '/doginfo' | '/account') => void;
  /** One key per submission attempt; tests pass a deterministic one. */
  newIdempotencyKey?: () => string;
}

/**
 * Order errors (spec 1 §8, spec 2 §8): a `detail` → its text; an email error → its message; an
 * array → each; otherwise the generic toast lines.
 */
export function orderErrorLines(body: unknown): string[] {
  if (isRecord(body)) {
    if (typeof body.detail === 'string' && body.detail.trim() !== '') return [body.detail];
    const email = body.email;
    if (Array.isArray(email) && typeof email[0] === 'string') return [email[0]];
    if (typeof email === 'string') return [email];
  }
  return toastLines(body);
}

/** Lead update errors: the first error as a toast (spec 2 §8 'Account update errors'). */
export function leadErrorLines(body: unknown): string[] {
  return orderErrorLines(body).slice(0, 1);
}

function cardLastFour(billingInfo: unknown): string | null {
  if (!isRecord(billingInfo) || typeof billingInfo.stax_payment_object !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(billingInfo.stax_payment_object);
    return isRecord(parsed) && typeof parsed.card_last_four === 'string' ? parsed.card_last_four : null;
  } catch {
    return null;
  }
}

export function createCheckoutImplementations(deps: CheckoutDeps) {
  const { api } = deps;
  const newKey = deps.newIdempotencyKey ?? (() => globalThis.crypto.randomUUID());
  // The last placed order's server answer, read by storeOrder right after (same submission).
  let placed: PlacedOrder | null = null;
  let tokenLastFour: string | null = null;

  /** Keeps the server's answer for storeOrder: the order (or enquiry), its price and the card it is charged to. */
  const keep = (
    data: {
      uuid: string;
      pet_count: number;
      user_billing_info?: unknown;
      calculated_price: PlacedOrder['calculated_price'];
    },
    is_enquiry: boolean,
    user_key: string | null,
  ): OrderResult => {
    placed = {
      id: data.uuid,
      is_enquiry,
      pet_count: data.pet_count,
      user_key,
      card_last_four: cardLastFour(data.user_billing_info) ?? tokenLastFour,
      calculated_price: data.calculated_price,
    };
    return { kind: 'placed', orderId: data.uuid };
  };

  const place = (isEnquiry: boolean) =>
    fromPromise<OrderResult, OrderPayload>(async ({ input, signal }) => {
      const key = newKey();
      if (isEnquiry) {
        const body: EnquiryBody = {
          ...orderBody(input),
          outreach: 'website',
          ...(deps.leadId ? { lead_uuid: deps.leadId } : {}),
          ...(deps.channel ? { channel_attribution_id: deps.channel } : {}),
        };
        const { data, error, response } = await postOnce(
          (k) => api.POST('/service-order-enquiry/', { params: { header: { 'Idempotency-Key': k } }, body, signal }),
          key,
        );
        if (data) return keep(data, true, data.user.key ?? null);
        if (response.status >= 500) throw new ApiError(response.status, error);
        return { kind: 'invalid', errors: orderErrorLines(error) };
      }
      const body = orderBody(input);
      const { data, error, response } = await postOnce(
        (k) => api.POST('/service-order/', { params: { header: { 'Idempotency-Key': k } }, body, signal }),
        key,
      );
      if (data) return keep({ ...data, calculated_price: data.calculated_price ?? null }, false, null);
      if (response.status >= 500) throw new ApiError(response.status, error);
      return { kind: 'invalid', errors: orderErrorLines(error) };
    });

  return {
    actors: {
      validateAddress: fromPromise<AddressCheckResult, AddressCheckInput>(async ({ input, signal }) => {
        const { data } = await api.POST('/service-order/validate_address/', { body: input, signal });
        // Any failure shows the same address toast (spec 2 §8): an error answer counts as invalid.
        return data?.is_valid ? { kind: 'valid' } : { kind: 'invalid' };
      }),
      updateLead: fromPromise<LeadUpdateResult, LeadUpdateInput>(async ({ input, signal }) => {
        const { data, error, response } = await api.PATCH('/crm/lead-user/{id}/', {
          params: { path: { id: input.leadId } },
          body: leadBody(input.body),
          signal,
        });
        if (data) return { kind: 'updated' };
        if (response.status >= 500) throw new ApiError(response.status, error);
        return { kind: 'invalid', errors: leadErrorLines(error) };
      }),
      tokenizeCard: fromPromise<TokenizeResult, TokenizeInput>(async ({ input }) => {
        const controller = deps.card.current;
        if (!controller) return { kind: 'failed' };
        const token = await controller.tokenize({
          firstname: input.firstname,
          lastname: input.lastname,
          person_name: `${input.firstname} ${input.lastname}`.trim(),
          month: input.month,
          year: input.year,
          address_1: input.address_1,
          address_city: input.address_city,
          address_state: input.address_state,
          address_zip: input.address_zip,
          email: input.email,
          phone: input.phone,
          customer_id: null,
        });
        if (!token) return { kind: 'failed' };
        tokenLastFour = token.card_last_four;
        return { kind: 'tokenized', token: token.id };
      }),
      placeOrder: place(false),
      placeEnquiry: place(true),
    },
    actions: {
      /** API errors as 10-second toasts, once per failure (spec 1 §8, spec 2 §8). */
      notifyErrors,
      /** Spec 2 §8: a tokenization failure is logged only; the loader stops. */
      logTokenizationFailure: ({ event }: { event: unknown }) => {
        console.error('Card tokenization failed', event);
      },
      storeOrder: (_: unknown, params: { orderId: string | null; payload: OrderPayload }) => {
        const p = params.payload;
        const answer = placed && placed.id === params.orderId ? placed : null;
        acquisitionStore.setOrder({
          id: params.orderId ?? '',
          is_enquiry: answer?.is_enquiry ?? p.is_enquiry,
          pet_count: answer?.pet_count ?? p.pet_count,
          email: p.email,
          user_key: answer?.user_key ?? null,
          first_name: p.first_name,
          hear_about_us: p.hear_about_us,
          confirmation: buildConfirmation({
            quote: deps.quote,
            price: answer?.calculated_price,
            billingAddress: p.billing_address,
            cardLastFour: answer?.card_last_four ?? null,
          }),
        });
        // The order is placed: neither the checkout form nor the quote may come back on a reload or a
        // later visit to /getquote, and leaving is no longer "exiting a quote".
        acquisitionStore.setSnapshot('checkout', null);
        acquisitionStore.setSnapshot('quote', null);
        acquisitionStore.setSnapshot('quote.origin', null);
        sessionStore.setQuoteInProgress(false);
      },
      navigateDogInfo: () => deps.navigate('/doginfo'),
      navigateAccount: () => deps.navigate('/account'),
    },
  };
}
