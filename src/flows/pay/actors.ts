// The payment-link machine's actors and effects bound to the API client and the CardFields adapter
// (design §3.2, §5, §7). Expected answers resolve as the machine's tagged results; only unexpected
// failures (network after the retry, 5xx) reject to the machine's onError.
import { fromPromise } from 'xstate';
import type { RefObject } from 'react';
import type {
  PaymentLinkContext,
  PaymentPayload,
  PaymentResult,
  TokenizeResult,
} from '../../../machines/payment-link/payment-link.machine';
import type { NotifyErrorsParams } from '../../../machines/shared/types';
import type { ApiClient } from '../../api-context';
import { ApiError, fieldErrors } from '../../api/errors';
import { postOnce } from '../../api/idempotent';
import { CardRefusedError } from '../../adapters/card-fields/card-fields';
import type { CardFieldsController } from '../../adapters/card-fields/card-fields';
import { payMessages } from '../../domain/pay-messages';
import { toast } from '../../ui/toast-queue';
import { notifyErrors } from '../shared/notify-errors';

export interface PayDeps {
  api: ApiClient;
  card: RefObject<CardFieldsController | null>;
  /** One key per payment attempt; tests pass a deterministic one. */
  newIdempotencyKey?: () => string;
}

/** The provider's field names (sandbox tokenizer) → the form's credit_card_info.* keys. */
const CARD_FIELDS: Record<string, string> = {
  card_number: 'credit_card_info.card_number',
  card_cvv: 'credit_card_info.card_cvv',
  card_exp_month: 'credit_card_info.card_expiry_month',
  card_exp_year: 'credit_card_info.card_expiry_year',
};

/** A refusal's messages at the card fields; one naming no field goes under the card number. */
export function refusedCardErrors(details: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, texts] of Object.entries(fieldErrors(details))) {
    const key = CARD_FIELDS[path] ?? 'credit_card_info.card_number';
    if (texts[0]) out[key] ??= texts[0];
  }
  return out;
}

/**
 * The server's field errors that belong to a field of the form (spec 2 §5: 'server errors under the
 * same keys are also displayed'): address.* and credit_card_info.*, first message each.
 */
export function paymentFieldErrors(body: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, texts] of Object.entries(fieldErrors(body)))
    if ((path.startsWith('address.') || path.startsWith('credit_card_info.')) && texts[0]) out[path] = texts[0];
  return out;
}

/** 401/403 from the payment call: the API client clears storage and goes to / (spec 2 §6); no toast. */
const isSentAway = (params: NotifyErrorsParams) =>
  'error' in params && params.error instanceof ApiError && (params.error.status === 401 || params.error.status === 403);

export function createPayImplementations(deps: PayDeps) {
  const { api } = deps;
  const newKey = deps.newIdempotencyKey ?? (() => globalThis.crypto.randomUUID());

  return {
    actors: {
      tokenizeCard: fromPromise<TokenizeResult, { form: PaymentLinkContext['form']; customerId: string | null }>(
        async ({ input }) => {
          const controller = deps.card.current;
          if (!controller) return { kind: 'none' };
          const f = input.form;
          try {
            const token = await controller.tokenize({
              firstname: f.first_name.trim(),
              lastname: f.last_name.trim(),
              person_name: `${f.first_name.trim()} ${f.last_name.trim()}`,
              month: f.card_expiry_month,
              year: f.card_expiry_year,
              address_1: f.address,
              address_city: f.city,
              address_state: f.state,
              address_zip: f.zip_code,
              customer_id: input.customerId,
            });
            return token ? { kind: 'token', token: token.id } : { kind: 'none' };
          } catch (error) {
            // A refusal names the fields to fix; an answer without field messages (a 5xx of the provider)
            // is a failure of the provider, not of the card (it must not stop in silence).
            const errors = error instanceof CardRefusedError ? refusedCardErrors(error.details) : {};
            if (Object.keys(errors).length > 0) return { kind: 'refused', errors };
            throw error;
          }
        },
      ),
      /**
       * POST /crm/payment/link-payment/ with an Idempotency-Key: one key per attempt; a retry after a
       * network failure reuses it, so the server replays its first answer instead of charging twice.
       */
      submitPayment: fromPromise<PaymentResult, PaymentPayload>(async ({ input, signal }) => {
        const key = newKey();
        const a = input.address;
        // openapi-fetch's body type cannot hold the contract's `address2: null` (its Writable<> turns a null
        // type into undefined): the body is type-checked without it, and the payload the spec gives
        // (address2 null included) is what is sent.
        const body = {
          ...input,
          address: {
            address: a.address,
            city: a.city,
            state: a.state,
            zip_code: a.zip_code,
            formatted_address: a.formatted_address,
          },
        };
        const answer = await postOnce(
          (k) =>
            api.POST('/crm/payment/link-payment/', {
              params: { header: { 'Idempotency-Key': k } },
              body,
              bodySerializer: () => JSON.stringify(input),
              signal,
            }),
          key,
        );
        const { data, error, response } = answer;
        if (data) return { kind: 'paid', message: data.message };
        if (response.status >= 500) throw new ApiError(response.status, error);
        return { kind: 'failed', errors: paymentFieldErrors(error), error: new ApiError(response.status, error) };
      }),
    },
    actions: {
      /** The server's error as 10-second toasts (spec 2 §8), except when the client is leaving for /. */
      notifyErrors: (args: unknown, params: NotifyErrorsParams) => {
        if (!isSentAway(params)) notifyErrors(args, params);
      },
      /** Spec 2 §8: the success toast carries the server's message. */
      notifySuccess: (_: unknown, message: string) => {
        if (message) toast.success(message);
      },
      /**
       * Spec 2 §8: a tokenization failure goes to the console. The payer is told too (a failure
       * the customer cannot see is a button that does nothing): the card could not be checked, try again.
       */
      logError: (_: unknown, params: { error: unknown }) => {
        console.error('Card tokenization failed', params.error);
        toast.error(payMessages.payCardCheckFailed);
      },
    },
  };
}
