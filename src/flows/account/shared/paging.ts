// Paging of the account's server-paged lists whose page lives in the URL (Invoices, Proposals: spec 3
// §9 15 per page). The URL's page is 1-based and absent on the first page; the reads take 0-based.

/** The URL's page (1-based, absent = first) as the reads' 0-based page. */
export const pageIndex = (page: number | undefined) => Math.max(0, (page ?? 1) - 1);

/** Pages of a list of `count` rows, at least 1. */
export const pageCount = (count: number, pageSize: number) => Math.max(1, Math.ceil(count / pageSize));

/**
 * The URL's page for a 1-based page: absent for the first (so /account?tab=5 and page 1 are one
 * place), else the number.
 */
export const pageParam = (page: number): number | undefined => (page > 1 ? page : undefined);

/**
 * A page past the end (a bookmark from when the list was longer) while the list has rows: the last
 * page to show instead; null when the page is fine.
 */
export function pageToFix(page: number, count: number, pageSize: number): number | null {
  const pages = pageCount(count, pageSize);
  return count > 0 && page > pages ? pages : null;
}
