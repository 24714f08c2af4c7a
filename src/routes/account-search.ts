// /account's search parameters (?tab=&service=&request=&ticket=&page=), checked before the guard reads them.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const REQUESTS = ['request_one_time_service', 'edit_existing_service'] as const;

/** /account's search (?tab=&service=&request=): anything malformed is dropped, never an error page. */
export function accountSearch(search: Record<string, unknown>): AccountSearchParams {
  const { tab, service, request, ticket, page } = search;
  return {
    tab: typeof tab === 'number' && Number.isInteger(tab) && tab >= 0 && tab <= 7 ? tab : undefined,
    service: typeof service === 'string' && UUID.test(service) ? service : undefined,
    request: REQUESTS.find((r) => r === request),
    ticket: typeof ticket === 'string' && UUID.test(ticket) ? ticket : undefined,
    page: typeof page === 'number' && Number.isInteger(page) && page > 1 && page <= 10_000 ? page : undefined,
  };
}
export interface AccountSearchParams {
  tab?: number | undefined;
  service?: string | undefined;
  request?: (typeof REQUESTS)[number] | undefined;
  ticket?: string | undefined;
  page?: number | undefined;
}
