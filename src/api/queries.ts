// The server reads of the acquisition and sign-in screens, as TanStack Query option factories (the account
// area's are in account-queries.ts) (TanStack Router's kitchen-sink `queryOptions.ts`): one key and one fetcher per read, so a route loader that prefetches
// (`queryClient.ensureQueryData`), a view that displays (`useSuspenseQuery`) and a machine actor that
// needs the answer as a state of its own (`queryClient.fetchQuery`) share one cache entry and never
// send the same request twice. Writes are not here: they stay machine actors (src/flows/<flow>/actors.ts).
// A read that fails throws ApiReadError, so a query's error state is a real error and is not cached as data.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './client';
import type { components } from './schema.gen';

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

export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.data === undefined) throw new ApiReadError(result.response.status, result.error);
  return result.data;
}

/** Query keys, in one place so an invalidation names exactly what a write changed. */
export const queryKeys = {
  currentUser: ['user', 'me'] as const,
  initialCleaningDays: (zipcode: string, franchiseUuid: string) =>
    ['field-office', 'initial-cleaning-days', zipcode, franchiseUuid] as const,
  priceRanges: (fieldOfficeUuid: string) => ['field-office', fieldOfficeUuid, 'frequency-pricing-range'] as const,
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
