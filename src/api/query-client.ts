// The app's one QueryClient, created with the first screen that reads through TanStack Query rather
// than with the page: the first visit (the ZIP screen) carries none of TanStack Query's code.
// Reads are tried once (no automatic retries: a failed read shows its error or its fallback at once,
// as every read did before it went through the cache) and stay fresh for a minute; a write that
// changes a read invalidates its key (queries.ts `queryKeys`). Invariant: the cache never outlives
// the session it was read in — signing in, out or idle logout empties it.
import type { QueryClient } from '@tanstack/react-query';
import { sessionStore } from '../session-store';

const FRESH_MS = 60_000;

let loading: Promise<QueryClient> | null = null;

export function loadQueryClient(): Promise<QueryClient> {
  loading ??= import('@tanstack/react-query')
    .then(({ QueryClient }) => {
      const client = new QueryClient({
        defaultOptions: { queries: { retry: false, staleTime: FRESH_MS, refetchOnWindowFocus: false } },
      });
      let key = sessionStore.read()?.key ?? null;
      sessionStore.subscribe(() => {
        const next = sessionStore.read()?.key ?? null;
        if (next !== key) client.clear();
        key = next;
      });
      return client;
    })
    .catch((error: unknown) => {
      loading = null; // offline while the chunk loads: the next screen tries again
      throw error;
    });
  return loading;
}

/**
 * The query client with the read factories of queries.ts, for route loaders. Both arrive with the
 * first lazy screen: nothing in the entry chunk may import TanStack Query statically, because the
 * entry awaits the first route's load at its top level, and a lazy chunk that imported back into
 * the entry would wait for it forever.
 */
export async function loadQueries() {
  const [client, factories] = await Promise.all([loadQueryClient(), import('./queries')]);
  return { client, ...factories };
}
export type LoadedQueries = Awaited<ReturnType<typeof loadQueries>>;
