// The card machine bound to the card provider, the API client and the query cache (design §3.2, §5).
// The tokenizer's refusals resolve as the machine's 'invalid' result (each message a 10 s toast, spec 3
// §8); a 400 of a save resolves the same way; anything else rejects to the machine's onError.
import { fromPromise } from 'xstate';
import type { RefObject } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type {
  AddCardRequest,
  SaveCardResult,
  TokenizeRequest,
  TokenizeResult,
  UpdateCardRequest,
} from '../../../../machines/card/card.types';
import { CardRefusedError } from '../../../adapters/card-fields/card-fields';
import type { CardFieldsController } from '../../../adapters/card-fields/card-fields';
import type { ApiClient } from '../../../api-context';
import { accountQueryKeys } from '../../../api/account-queries';
import { ApiError, fieldErrors, isClientError, isRecord, throwUnlessOk, toastLines } from '../../../api/errors';
import { accountMessages } from '../../../domain/account-messages';
import { toast } from '../../../ui/toast-queue';
import { notifyErrors } from '../../shared/notify-errors';
import { toSavedCard, tokenDetails } from './billing-model';

export interface CardDeps {
  api: ApiClient;
  queryClient: QueryClient;
  userUuid: string;
  /** The hosted fields' controller, set by the card form while it is open. */
  card: RefObject<CardFieldsController | null>;
  /** What the tokenizer takes of the account (spec 3 §7: email, customer_id). */
  account: { email: string; stax_customer: string | null };
}

/** The provider's field messages, without the field names (the spec toasts "each message"). */
export function refusalMessages(details: unknown): string[] {
  // A provider's answer is a plain object of messages; a thrown Error (a network failure) names no field.
  const lines = isRecord(details) && !(details instanceof Error) ? Object.values(fieldErrors(details)).flat() : [];
  return lines.length > 0 ? lines : [accountMessages.cardTokenizeFailed];
}

export function createCardImplementations(deps: CardDeps) {
  const { api } = deps;
  const tokenize = async (input: TokenizeRequest): Promise<TokenizeResult> => {
    const controller = deps.card.current;
    if (!controller) return { kind: 'invalid', errors: [accountMessages.cardTokenizeFailed] };
    try {
      const token = await controller.tokenize(tokenDetails(input.form, deps.account));
      return token
        ? { kind: 'token', token: token.id }
        : { kind: 'invalid', errors: [accountMessages.cardTokenizeFailed] };
    } catch (error) {
      // Stax.js rejects with its own answer; the sandbox with CardRefusedError around the server's.
      console.error('Card tokenization failed', error);
      return { kind: 'invalid', errors: refusalMessages(error instanceof CardRefusedError ? error.details : error) };
    }
  };
  const saved = (answer: {
    data?: Parameters<typeof toSavedCard>[0];
    error?: unknown;
    response: Response;
  }): SaveCardResult => {
    if (answer.data) return { kind: 'saved', card: toSavedCard(answer.data) };
    if (isClientError(answer.response.status)) return { kind: 'invalid', errors: toastLines(answer.error) };
    throw new ApiError(answer.response.status, answer.error);
  };
  return {
    actors: {
      tokenizeCard: fromPromise<TokenizeResult, TokenizeRequest>(({ input }) => tokenize(input)),
      addCard: fromPromise<SaveCardResult, AddCardRequest>(async ({ input, signal }) =>
        saved(await api.POST('/user-billing-info/', { body: input, signal })),
      ),
      updateCard: fromPromise<SaveCardResult, UpdateCardRequest>(async ({ input, signal }) =>
        saved(
          await api.PATCH('/user-billing-info/{uuid}/', {
            params: { path: { uuid: input.uuid } },
            body: input,
            signal,
          }),
        ),
      ),
      deleteCard: fromPromise<void, { uuid: string }>(async ({ input, signal }) =>
        // The server's refusal (the only card of an active service) is the toast's message.
        throwUnlessOk(
          await api.DELETE('/user-billing-info/{uuid}/', { params: { path: { uuid: input.uuid } }, signal }),
        ),
      ),
    },
    actions: {
      notifyErrors,
      notifyAdded: () => void toast.success(accountMessages.cardAdded),
      notifyUpdated: () => void toast.success(accountMessages.cardUpdated),
      notifyDeleted: () => void toast.success(accountMessages.cardDeleted),
      reloadCards: () =>
        void deps.queryClient.invalidateQueries({ queryKey: accountQueryKeys.billingTab(deps.userUuid) }),
      /** Spec 3 §8: update errors are logged; the machine also shows a toast (see notifyErrors). */
      logError: (_: unknown, params: { error: unknown }) => console.error('Card update failed', params.error),
    },
  };
}
