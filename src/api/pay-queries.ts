// GET /crm/payment/link-invoice/{uuid}/ as a TanStack Query option factory (the pattern of
// src/api/queries.ts), in its own module so it loads with /pay only: queries.ts is loaded by every
// acquisition screen and /getquote's own JavaScript is at its budget.
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '../api-context';
import { unwrap } from './queries';
import type { components } from './schema.gen';

/**
 * The invoice's own total, sales tax, balance due and paid/unpaid status (public), which /pay shows
 * instead of the link's amounts (design §8). A 404 throws ApiReadError.
 */
export function linkInvoiceQuery(api: ApiClient, uuid: string) {
  return queryOptions({
    queryKey: ['crm', 'payment', 'link-invoice', uuid] as const,
    // Read once per visit: a refetch after the payment (a reconnect, a focus) would swap the thank-you
    // card for the 'already paid' page.
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
    queryFn: async ({ signal }): Promise<components['schemas']['LinkInvoice']> =>
      unwrap(await api.GET('/crm/payment/link-invoice/{uuid}/', { params: { path: { uuid } }, signal })),
  });
}
