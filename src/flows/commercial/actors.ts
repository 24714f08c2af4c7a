// The commercial-enquiry machine's actors and effects bound to the API client, storage and the router
// (spec 2 §4 'Commercial wizard', §7, §8). Expected refusals (4xx) resolve as the machine's 'invalid'
// results; a 5xx or no answer rejects (the machine's onError toasts it).
import { fromPromise } from 'xstate';
import type {
  EnquiryPayload,
  ProposalResult,
  SaveResult,
  VerifyResult,
} from '../../../machines/commercial-enquiry/commercial-enquiry.machine';
import type { LineItem, Step1Values } from '../../../machines/commercial-enquiry/commercial-enquiry.schema';
import { formatAddressLine } from '../../../machines/shared/address.schema';
import type { ApiClient } from '../../api-context';
import { ApiError } from '../../api/errors';
import { commercialMessages } from '../../domain/commercial-messages';
import { messages } from '../../domain/messages';
import { sessionStore } from '../../session-store';
import { toast } from '../../ui/toast-queue';
import { acquisitionStore } from '../shared/acquisition-store';
import { checkEmail } from '../shared/check-email';
import { notifyErrors } from '../shared/notify-errors';
import { enquiryBody, lineItemBody } from './enquiry-body';
import { commercialPersistence } from './persistence';

export interface CommercialDeps {
  api: ApiClient;
  fieldOfficeUuid: string;
  navigate: (to: '/account' | '/') => void;
}

type VerifyInput = Pick<Step1Values, 'email_address' | 'address' | 'address_from_search'> & { loggedIn: boolean };

/** A 4xx is the answer to show; a 5xx is a failure for the machine's onError. */
function refused<T>(response: Response, error: unknown): { kind: 'invalid'; errors: unknown } & T {
  if (response.status >= 500) throw new ApiError(response.status, error);
  return { kind: 'invalid', errors: error } as { kind: 'invalid'; errors: unknown } & T;
}

export function createCommercialImplementations({ api, fieldOfficeUuid, navigate }: CommercialDeps) {
  return {
    actors: {
      /** Visitors: is the email an account's? A searched address: can the office route it? */
      verifyStep1: fromPromise<VerifyResult, VerifyInput>(async ({ input, signal }) => {
        const errors: Record<string, string> = {};
        if (!input.loggedIn) {
          const answer = await checkEmail(api, input.email_address, signal);
          if (answer === 'refused') errors.email_address = messages.invalidEmailAddress;
          else if (answer === 'taken') errors.email_address = messages.emailInUse;
        }
        if (input.address_from_search && input.address) {
          // Spec 2 §8: a failed check (an error answer, or none at all) reads as an address not found.
          const valid = await api
            .POST('/service-order/validate_address/', {
              body: { field_office_uuid: fieldOfficeUuid, address: formatAddressLine(input.address) },
              signal,
            })
            .then(({ data }) => data?.is_valid === true)
            .catch(() => false);
          if (!valid) errors['address.address'] = messages.addressNotFound;
        }
        return Object.keys(errors).length > 0 ? { kind: 'invalid', errors } : { kind: 'ok' };
      }),
      updateQuote: fromPromise<SaveResult, { quoteUuid: string; payload: EnquiryPayload }>(
        async ({ input, signal }) => {
          const { data, error, response } = await api.PATCH('/commercial-quote/{id}/', {
            params: { path: { id: input.quoteUuid } },
            body: enquiryBody(input.payload),
            signal,
          });
          return data ? { kind: 'saved' } : refused(response, error);
        },
      ),
      saveProposal: fromPromise<
        ProposalResult,
        {
          proposalUuid: string | null;
          commercial_quote_uuid: string;
          proposal_status: 'enquiry';
          proposal_date: string | null;
        }
      >(async ({ input, signal }) => {
        const { proposalUuid, ...body } = input;
        const { data, error, response } = proposalUuid
          ? await api.PATCH('/commercial-proposal/{id}/', { params: { path: { id: proposalUuid } }, body, signal })
          : await api.POST('/commercial-proposal/', { body, signal });
        if (!data) return refused(response, error);
        return { kind: 'saved', proposalUuid: data.uuid, innerProposalUuid: data.inner_proposals[0]?.uuid ?? null };
      }),
      createLineItems: fromPromise<
        SaveResult,
        { proposal_uuid: string; inner_proposal_uuid: string | null; line_items: LineItem[] }
      >(async ({ input, signal }) => {
        let inner = input.inner_proposal_uuid;
        if (!inner) {
          const created = await api.POST('/inner-proposal/', {
            body: { proposal_uuid: input.proposal_uuid, line_items: [] },
            signal,
          });
          if (!created.data) return refused(created.response, created.error);
          inner = created.data.uuid;
        }
        const ids: string[] = [];
        for (const item of input.line_items) {
          const body = lineItemBody(item, inner);
          if (!body) continue;
          const { data, error, response } = await api.POST('/proposal-line-item/', { body, signal });
          if (!data) return refused(response, error);
          ids.push(data.uuid);
        }
        // The inner proposal keeps exactly this submission's items: a retry after a failure part-way
        // through does not leave the first attempt's items beside the second's.
        const { data, error, response } = await api.PATCH('/inner-proposal/{id}/', {
          params: { path: { id: inner } },
          body: { line_items: ids },
          signal,
        });
        return data ? { kind: 'saved' } : refused(response, error);
      }),
    },
    actions: {
      notifyErrors,
      /** Spec 2 §4: step 1 validated, then stored in the session (a reload keeps step 2 open). */
      persistStep1: (_: unknown, step1: Step1Values) => commercialPersistence.markStep1Validated(step1),
      /** Spec 2 §2: a visitor's session is cleared (the visitor key with it; see sessionStore.endVisit). */
      clearSession: () => sessionStore.endVisit(),
      /** The enquiry is sent: nothing of it comes back on a later visit; the thank-you shows on the next page. */
      navigate: (_: unknown, to: '/account' | '/') => {
        commercialPersistence.clear();
        acquisitionStore.setCommercial(null);
        toast.success(commercialMessages.enquiryThanks);
        navigate(to);
      },
    },
  };
}
