// The Invoices tab's calls besides its list (spec 3 §7 Invoices): the PDF of one document and the
// /pay link of an unpaid invoice. A refused call throws ApiError with the body, for the toast.
import type { ApiClient } from '../../../api-context';
import { dataOrThrow } from '../../../api/errors';

/** GET /invoice/print-invoices/?uuid= : one invoice's or credit memo's PDF, as base64. */
export async function loadInvoicePdf(api: ApiClient, uuid: string): Promise<string> {
  return dataOrThrow(await api.GET('/invoice/print-invoices/', { params: { query: { uuid } } })).data;
}

/** GET /invoice/{uuid}/pay-link/: '/pay?<base64>' (400 when nothing is left to pay). */
export async function loadPayLink(api: ApiClient, uuid: string): Promise<string> {
  return dataOrThrow(await api.GET('/invoice/{uuid}/pay-link/', { params: { path: { uuid } } })).link;
}

/**
 * Only a path of this app's payment page is followed: the link comes from the server, but a page
 * that sends the browser wherever an answer says is an open redirect waiting to happen.
 */
export const isPayPath = (link: string) => /^\/pay\?[A-Za-z0-9+/=%_-]+$/.test(link);
