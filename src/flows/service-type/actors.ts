// The service-type machine's actors and effects bound to the API client and the flow's storage
// (spec 1 §4 'Email screen', §7). Expected outcomes resolve as tagged results (a 400 is 'invalid'
// with the toast lines); a request that gets no answer rejects.
import { fromPromise } from 'xstate';
import type {
  CommercialQuotePayload,
  CreatedResult,
  EmailCheckResult,
  LeadPayload,
  LinkRequest,
  ProposalResult,
  ServiceTypeContext,
} from '../../../machines/service-type/service-type.machine';
import type { ServiceType } from '../../../machines/service-type/service-type.schema';
import type { ApiClient } from '../../api-context';
import type { components } from '../../api/schema.gen';
import { ApiError, dataOrThrow, toastLines } from '../../api/errors';
import { sessionStore } from '../../session-store';
import { acquisitionStore } from '../shared/acquisition-store';
import type { Navigate } from '../shared/flow-transitions';
import { notifyErrors } from '../shared/notify-errors';

type HearAboutUs = components['schemas']['HearAboutUs'];
type Role = components['schemas']['Role'];

/** Roles that are still leads: their own lead or quote may continue here. */
const LEAD_ROLES: readonly Role[] = ['lead', 'commercial_lead'];

/**
 * The user-email-lead answer → the machine's result. Ids come only for this browser's own lead or quote;
 * any other known address (another browser's lead, an account) continues through a mailed link.
 */
export function emailCheckResult(answer: components['schemas']['UserEmailLeadResponse']): EmailCheckResult {
  if (answer.role === null || answer.type === 'new') return { kind: 'new' };
  if (LEAD_ROLES.includes(answer.role) && answer.type === 'residential' && answer.user_uuid)
    return { kind: 'residentialLead', leadId: answer.user_uuid };
  if (LEAD_ROLES.includes(answer.role) && answer.type === 'commercial' && answer.commercial_quote_uuid)
    return { kind: 'commercialLead', commercialQuoteUuid: answer.commercial_quote_uuid };
  return { kind: 'known' };
}

const created = (data: { uuid: string } | undefined, error: unknown): CreatedResult =>
  data ? { kind: 'created', uuid: data.uuid } : { kind: 'invalid', errors: toastLines(error) };

export function createServiceTypeImplementations(api: ApiClient, navigate: Navigate) {
  return {
    actors: {
      checkEmail: fromPromise<EmailCheckResult, { email: string }>(async ({ input, signal }) => {
        const answer = await api.GET('/accounts/user-email-lead/', {
          params: { query: { email: input.email } },
          signal,
        });
        return emailCheckResult(dataOrThrow(answer));
      }),
      requestLink: fromPromise<void, LinkRequest>(async ({ input, signal }) => {
        const body = { ...input, hear_about_us: input.hear_about_us as HearAboutUs[] };
        dataOrThrow(await api.POST('/resume/request/', { body, signal }));
      }),
      loadCommercialProposal: fromPromise<ProposalResult, { commercialQuoteUuid: string }>(
        async ({ input, signal }) => {
          const { data, error, response } = await api.GET('/commercial-proposal/', {
            params: { query: { commercial_quote__uuid: input.commercialQuoteUuid } },
            signal,
          });
          if (response.status === 401 || response.status === 403) return { kind: 'unauthorized' };
          const proposal = data?.results[0];
          if (!proposal) throw new ApiError(response.status, error);
          return {
            kind: 'loaded',
            proposalUuid: proposal.uuid,
            commercialQuoteUuid: proposal.commercial_quote_uuid,
            innerProposalUuid: proposal.inner_proposals[0]?.uuid ?? null,
          };
        },
      ),
      createResidentialLead: fromPromise<CreatedResult, LeadPayload>(async ({ input, signal }) => {
        const body = { ...input, hear_about_us: input.hear_about_us as HearAboutUs[] };
        const { data, error } = await api.POST('/crm/lead-user/', { body, signal });
        return created(data, error);
      }),
      createCommercialQuote: fromPromise<CreatedResult, CommercialQuotePayload>(async ({ input, signal }) => {
        const body = { ...input, hear_about_us: input.hear_about_us as HearAboutUs[] };
        const { data, error } = await api.POST('/commercial-quote/', { body, signal });
        return created(data, error);
      }),
      createProposal: fromPromise<
        CreatedResult,
        { proposal_status: 'enquiry'; commercial_quote_uuid: string; proposal_date: null }
      >(async ({ input, signal }) => {
        const { data, error } = await api.POST('/commercial-proposal/', { body: input, signal });
        return created(data, error);
      }),
      createInnerProposal: fromPromise<CreatedResult, { proposal_uuid: string; line_items: [] }>(
        async ({ input, signal }) => {
          const { data, error } = await api.POST('/inner-proposal/', { body: input, signal });
          return created(data, error);
        },
      ),
    },
    actions: {
      notifyErrors,
      /** The lead and the property type the screen redirects on later (residential → /subscription). */
      storeLead: (
        { context }: { context: ServiceTypeContext },
        params: { leadId: string | null; propertyType: ServiceType },
      ) =>
        acquisitionStore.setLead({
          leadId: params.leadId,
          email: context.email.trim(),
          propertyType: params.propertyType,
          howHeard: context.howHeard,
        }),
      /** The commercial ids for /commercial, and 'commercial' as the stored property type (→ /commercial on return). */
      storeCommercial: (
        { context }: { context: ServiceTypeContext },
        params: { commercialQuoteUuid: string | null; proposalUuid: string | null },
      ) => {
        acquisitionStore.setCommercial(params);
        acquisitionStore.setLead({
          leadId: null,
          email: context.email.trim(),
          propertyType: 'commercial',
          howHeard: context.howHeard,
        });
      },
      /** 401/403 on the proposal fetch: local and session storage wiped (spec 1 §4). */
      clearStorage: () => sessionStore.clear(),
      navigateSubscription: () => navigate('/subscription', { replace: true }),
      navigateCommercial: () => navigate('/commercial', { replace: true }),
      navigateHome: () => navigate('/', { replace: true }),
      navigateBack: () => navigate('/'),
    },
  };
}
