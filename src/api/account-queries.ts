// The account area's reads (spec 3 §7) as TanStack Query option factories, apart from queries.ts
// (which every lazy screen loads with the query client) so the acquisition screens never download
// them; the account's route loader and tabs import this file. Same rules as queries.ts.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client';
import type { components } from './schema.gen';
import { unwrap } from './queries';
import {
  DASHBOARD_MESSAGES,
  DASHBOARD_PAYMENTS,
  PAGE_SIZE_HISTORY,
  PAGE_SIZE_INVOICES,
  PAGE_SIZE_PROPOSALS,
} from '../domain/constants';
import type { HistoryOrdering } from '../domain/account-enums';

type Schemas = components['schemas'];

/**
 * Query keys of the account's reads. Each starts with the kind of record, so a write invalidates a
 * whole family (e.g. ['service'] after a review, a pause or bags) with one call.
 */
export const accountQueryKeys = {
  account: (userUuid: string) => ['account', userUuid] as const,
  notificationPreferences: (userUuid: string) => ['notification-preference', userUuid] as const,
  communities: (userUuid: string) => ['community', userUuid] as const,
  serviceOrders: (userUuid: string) => ['service-order', userUuid] as const,
  serviceStats: (serviceOrderUuid: string | null) => ['service', 'stats', serviceOrderUuid] as const,
  serviceHistory: (serviceOrderUuid: string, ordering: HistoryOrdering, offset: number) =>
    ['service', 'history', serviceOrderUuid, ordering, offset] as const,
  pauses: (serviceOrderUuid: string) => ['service-pause', serviceOrderUuid] as const,
  payments: (userUuid: string) => ['payment', userUuid, 'latest'] as const,
  invoicesAndMemos: (userUuid: string, limit: number, offset: number) =>
    ['invoice', 'with-credit-memos', userUuid, limit, offset] as const,
  latestMessages: ['message', 'latest'] as const,
  unreadCount: ['message', 'unread-count'] as const,
  // Tabs 3–7: Dogs, Billing Information, Invoices, Messages and Proposals.
  pets: ['pet'] as const,
  billingTab: (userUuid: string) => ['billing', userUuid] as const,
  messages: (ordering: MessageOrdering | null, status: MessageStatus | null) =>
    ['message', 'list', ordering, status] as const,
  message: (uuid: string) => ['message', 'one', uuid] as const,
  reasons: ['disposition-dropdown'] as const,
  proposals: (offset: number) => ['proposal', offset] as const,
};

export type MessageOrdering = 'created_at' | '-created_at';
export type MessageStatus = Schemas['MessageStatus'];
/** The Messages tab shows every ticket on one list (the spec gives it no pages). */
const MESSAGE_LIST_LIMIT = 100;

/** The signed-in user as the account area needs them: the session's id and whether the roles are commercial. */
export interface AccountUser {
  uuid: string;
  commercial: boolean;
}

/**
 * Account info (spec 3 §7): residential GET user/me/; commercial GET /crm/commerical-customer/{id}/
 * (the API's spelling). Both answer AccountInfo.
 */
export function accountQuery(api: ApiClient, user: AccountUser) {
  return queryOptions({
    queryKey: accountQueryKeys.account(user.uuid),
    queryFn: async ({ signal }): Promise<Schemas['AccountInfo']> =>
      unwrap(
        user.commercial
          ? await api.GET('/crm/commerical-customer/{id}/', { params: { path: { id: user.uuid } }, signal })
          : await api.GET('/user/me/', { signal }),
      ),
  });
}

/** GET notification-preference/ (user__uuid): one row per notification type. */
export function notificationPreferencesQuery(api: ApiClient, userUuid: string) {
  return queryOptions({
    queryKey: accountQueryKeys.notificationPreferences(userUuid),
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/notification-preference/', { params: { query: { user__uuid: userUuid } }, signal }))
        .results,
  });
}

/** GET /crm/commercial-community/ (user__uuid): a commercial customer's communities. */
export function communitiesQuery(api: ApiClient, userUuid: string) {
  return queryOptions({
    queryKey: accountQueryKeys.communities(userUuid),
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/crm/commercial-community/', { params: { query: { user__uuid: userUuid } }, signal }))
        .results,
  });
}

/** GET /service-order/ (user__uuid): the user's services, one per address. */
export function serviceOrdersQuery(api: ApiClient, userUuid: string) {
  return queryOptions({
    queryKey: accountQueryKeys.serviceOrders(userUuid),
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/service-order/', { params: { query: { user__uuid: userUuid, limit: 100 } }, signal }))
        .results,
  });
}

/** GET /service/latest_service_stats/: the tracker of today's visit (of one service, or of any). */
export function serviceStatsQuery(api: ApiClient, serviceOrderUuid: string | null) {
  return queryOptions({
    queryKey: accountQueryKeys.serviceStats(serviceOrderUuid),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/service/latest_service_stats/', {
          params: { query: serviceOrderUuid ? { service_order__uuid: serviceOrderUuid } : {} },
          signal,
        }),
      ),
  });
}

/** The service history ('ViewService', spec 3 §7): GET /service/ is_history, 10 per page, server paging. */
export function serviceHistoryQuery(
  api: ApiClient,
  serviceOrderUuid: string,
  ordering: HistoryOrdering,
  offset: number,
) {
  return queryOptions({
    queryKey: accountQueryKeys.serviceHistory(serviceOrderUuid, ordering, offset),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/service/', {
          params: {
            query: {
              service_order__uuid: serviceOrderUuid,
              ordering,
              is_history: true,
              limit: PAGE_SIZE_HISTORY,
              offset,
            },
          },
          signal,
        }),
      ),
  });
}

/** GET /service-pause/ (service_order__uuid): the upcoming pauses. */
export function pausesQuery(api: ApiClient, serviceOrderUuid: string) {
  return queryOptions({
    queryKey: accountQueryKeys.pauses(serviceOrderUuid),
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/service-pause/', { params: { query: { service_order__uuid: serviceOrderUuid } }, signal }))
        .upcoming,
  });
}

/** GET /crm/payment/ (limit 3, user__uuid, ordering -created_at): the overview's latest payments. */
export function latestPaymentsQuery(api: ApiClient, userUuid: string) {
  return queryOptions({
    queryKey: accountQueryKeys.payments(userUuid),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/crm/payment/', {
          params: { query: { user__uuid: userUuid, limit: DASHBOARD_PAYMENTS, ordering: '-created_at' } },
          signal,
        }),
      ).results,
  });
}

/** GET /credit-memo/get_credit_memo_and_invoice/ (limit, offset, user__uuid): invoices and credit memos together. */
export function invoicesAndMemosQuery(api: ApiClient, userUuid: string, limit: number, offset: number) {
  return queryOptions({
    queryKey: accountQueryKeys.invoicesAndMemos(userUuid, limit, offset),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/credit-memo/get_credit_memo_and_invoice/', {
          params: { query: { user__uuid: userUuid, limit, offset } },
          signal,
        }),
      ),
  });
}

/** GET /message/ (limit 4, newest first): the overview's latest messages. */
export function latestMessagesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: accountQueryKeys.latestMessages,
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/message/', {
          params: { query: { limit: DASHBOARD_MESSAGES, ordering: '-created_at' } },
          signal,
          parseAs: 'json',
        }),
      ) as Schemas['PaginatedMessageList'],
  });
}

/** GET /message/unread-count/: the Messages tab's badge. */
export function unreadCountQuery(api: ApiClient) {
  return queryOptions({
    queryKey: accountQueryKeys.unreadCount,
    queryFn: async ({ signal }) => unwrap(await api.GET('/message/unread-count/', { signal })).count,
  });
}

// ── Tabs 3–7: Dogs, Billing Information, Invoices, Messages and Proposals ──

/** GET pet/: the customer's dogs (every service's). */
export function petsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: accountQueryKeys.pets,
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/pet/', { params: { query: { limit: 100 } }, signal })).results,
  });
}

/** GET /user-billing-info/get_user_billing_tab/ (user__uuid): cards, billing addresses and service orders. */
export function billingTabQuery(api: ApiClient, userUuid: string) {
  return queryOptions({
    queryKey: accountQueryKeys.billingTab(userUuid),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/user-billing-info/get_user_billing_tab/', {
          params: { query: { user__uuid: userUuid } },
          signal,
        }),
      ),
  });
}

/** The Invoices tab's page (0-based): 15 rows of invoices and credit memos, server paging. */
export function invoicesPageQuery(api: ApiClient, userUuid: string, page: number) {
  return invoicesAndMemosQuery(api, userUuid, PAGE_SIZE_INVOICES, page * PAGE_SIZE_INVOICES);
}

/** GET /message/ (ordering, status): the Messages tab's tickets with their replies. */
export function messagesQuery(api: ApiClient, ordering: MessageOrdering | null, status: MessageStatus | null) {
  return queryOptions({
    queryKey: accountQueryKeys.messages(ordering, status),
    queryFn: async ({ signal }) =>
      (
        unwrap(
          await api.GET('/message/', {
            params: {
              query: {
                limit: MESSAGE_LIST_LIMIT,
                ...(ordering ? { ordering } : {}),
                ...(status ? { status } : {}),
              },
            },
            signal,
            parseAs: 'json',
          }),
        ) as Schemas['PaginatedMessageList']
      ).results,
  });
}

/** GET /message/{uuid}/: one ticket with its replies (404 for another user's). */
export function messageQuery(api: ApiClient, uuid: string) {
  return queryOptions({
    queryKey: accountQueryKeys.message(uuid),
    queryFn: async ({ signal }) => unwrap(await api.GET('/message/{uuid}/', { params: { path: { uuid } }, signal })),
  });
}

/** GET /disposition-dropdown/: the ticket reasons (reason label, dis_name key). */
export function reasonsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: accountQueryKeys.reasons,
    staleTime: Infinity,
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/disposition-dropdown/', { params: { query: { limit: 100 } }, signal })).results,
  });
}

/** GET /crm/commerical-crm/ (the API's spelling; limit 15, offset): the Proposals tab's page (0-based). */
export function proposalsQuery(api: ApiClient, page: number) {
  return queryOptions({
    queryKey: accountQueryKeys.proposals(page),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/crm/commerical-crm/', {
          params: { query: { limit: PAGE_SIZE_PROPOSALS, offset: page * PAGE_SIZE_PROPOSALS } },
          signal,
        }),
      ),
  });
}
