// Every server read of the app, as TanStack Query option factories (TanStack Router's kitchen-sink
// `queryOptions.ts`): one key and one fetcher per read, so a route loader that prefetches
// (`queryClient.ensureQueryData`), a view that displays (`useSuspenseQuery`) and a machine actor that
// needs the answer as a state of its own (`queryClient.fetchQuery`) share one cache entry and never
// send the same request twice. Writes are not here: they stay machine actors (src/flows/<flow>/actors.ts).
// A read that fails throws ApiReadError, so a query's error state is a real error and is not cached as data.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client';
import type { components } from './schema.gen';
import { DASHBOARD_MESSAGES, DASHBOARD_PAYMENTS, PAGE_SIZE_HISTORY } from '../domain/constants';
import type { HistoryOrdering } from '../domain/enums';

type Schemas = components['schemas'];

/** A read answered with an error status: the parsed body is kept for the spec's toasts (errors.ts). */
export class ApiReadError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`API read failed with ${status}`);
    this.name = 'ApiReadError';
  }
}

function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data === undefined) throw new ApiReadError(result.response.status, result.error);
  return result.data;
}

/** Query keys, in one place so an invalidation names exactly what a write changed. */
export const queryKeys = {
  currentUser: ['user', 'me'] as const,
  initialCleaningDays: (zipcode: string, franchiseUuid: string) =>
    ['field-office', 'initial-cleaning-days', zipcode, franchiseUuid] as const,
  priceRanges: (fieldOfficeUuid: string) => ['field-office', fieldOfficeUuid, 'frequency-pricing-range'] as const,
  // The account area (spec 3 §7). Each key starts with the kind of record, so a write invalidates a
  // whole family (e.g. ['service'] after a review, a pause or bags) with one call.
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
};

/** GET user/me/ (spec 1 §7): the signed-in user's account; the checkout prefills names and phones from it. */
export function currentUserQuery(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.currentUser,
    queryFn: async ({ signal }): Promise<Schemas['AccountInfo']> => unwrap(await api.GET('/user/me/', { signal })),
  });
}

/**
 * GET field-office/initial_cleanning_days/ (spec 2 §7, the API's spelling): the dates a first visit
 * can start on in the area, 'YYYY-MM-DD' strings (the checkout skips the first ones, design.md §6).
 */
export function initialCleaningDaysQuery(api: ApiClient, area: { zipcode: string; uuid: string }) {
  return queryOptions({
    queryKey: queryKeys.initialCleaningDays(area.zipcode, area.uuid),
    queryFn: async ({ signal }): Promise<string[]> =>
      unwrap(
        await api.GET('/field-office/initial_cleanning_days/', {
          params: { query: { zip_code: area.zipcode, franchises_uuid: area.uuid } },
          signal,
        }),
      ),
  });
}

/** GET field-office/{id}/frequency-pricing-range/ (spec 1 §7): the office's 'starting at' price per frequency. */
export function priceRangesQuery(api: ApiClient, fieldOfficeUuid: string) {
  return queryOptions({
    queryKey: queryKeys.priceRanges(fieldOfficeUuid),
    queryFn: async ({ signal }) =>
      unwrap(
        await api.GET('/field-office/{id}/frequency-pricing-range/', {
          params: { path: { id: fieldOfficeUuid } },
          signal,
        }),
      ),
  });
}

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
    queryKey: queryKeys.account(user.uuid),
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
    queryKey: queryKeys.notificationPreferences(userUuid),
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/notification-preference/', { params: { query: { user__uuid: userUuid } }, signal }))
        .results,
  });
}

/** GET /crm/commercial-community/ (user__uuid): a commercial customer's communities. */
export function communitiesQuery(api: ApiClient, userUuid: string) {
  return queryOptions({
    queryKey: queryKeys.communities(userUuid),
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/crm/commercial-community/', { params: { query: { user__uuid: userUuid } }, signal }))
        .results,
  });
}

/** GET /service-order/ (user__uuid): the user's services, one per address. */
export function serviceOrdersQuery(api: ApiClient, userUuid: string) {
  return queryOptions({
    queryKey: queryKeys.serviceOrders(userUuid),
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/service-order/', { params: { query: { user__uuid: userUuid, limit: 100 } }, signal }))
        .results,
  });
}

/** GET /service/latest_service_stats/: the tracker of today's visit (of one service, or of any). */
export function serviceStatsQuery(api: ApiClient, serviceOrderUuid: string | null) {
  return queryOptions({
    queryKey: queryKeys.serviceStats(serviceOrderUuid),
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
    queryKey: queryKeys.serviceHistory(serviceOrderUuid, ordering, offset),
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
    queryKey: queryKeys.pauses(serviceOrderUuid),
    queryFn: async ({ signal }) =>
      unwrap(await api.GET('/service-pause/', { params: { query: { service_order__uuid: serviceOrderUuid } }, signal }))
        .upcoming,
  });
}

/** GET /crm/payment/ (limit 3, user__uuid, ordering -created_at): the overview's latest payments. */
export function latestPaymentsQuery(api: ApiClient, userUuid: string) {
  return queryOptions({
    queryKey: queryKeys.payments(userUuid),
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
    queryKey: queryKeys.invoicesAndMemos(userUuid, limit, offset),
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
    queryKey: queryKeys.latestMessages,
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
    queryKey: queryKeys.unreadCount,
    queryFn: async ({ signal }) => unwrap(await api.GET('/message/unread-count/', { signal })).count,
  });
}
