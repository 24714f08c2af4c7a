// Build-time prerender: renders the screens that need no data to HTML with react-dom's
// static renderer, so their heading and fields are in the served page before any script runs.
// scripts/prerender.mjs bundles this file for Node with the *browser* export conditions, so the
// router and every library render exactly what the browser's first render produces, and
// src/main.tsx can hydrate it (hydrateRoot) without a mismatch.
// Nothing here may call the API or read storage: the prerendered page is the same for everyone.
import { prerender } from 'react-dom/static';
import { createMemoryHistory } from '@tanstack/react-router';
import { App } from './app';
import { createApiClient } from './api/client';
import { PageFrame } from './frame/page-frame';
import { FIRST_PAINT } from './routes/first-paint';
import { documentTitle } from './routes/root-layout';
import { createAppRouter } from './routes/router';

const noApi = createApiClient({
  baseUrl: 'http://prerender.invalid/api/v1/',
  fetch: () => Promise.reject(new Error('the prerender makes no API calls')),
  getToken: () => null,
  onUnauthorized: () => undefined,
});

async function toHtml(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerender(element, {
    // React outlines a Suspense boundary whose HTML passes this many bytes (default about 12 KB) and completes it
    // with an inline script, which the Content-Security-Policy (script-src 'self') blocks: the screen would stay
    // hidden and hydration would fail. A prerendered page is one piece, so never outline.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    onError(error) {
      throw error instanceof Error ? error : new Error(String(error));
    },
  });
  const html = await new Response(prelude).text();
  if (html.includes('<!--$?-->')) throw new Error('prerender: a Suspense boundary was left pending (outlined)');
  return html;
}

/** A screen's HTML (the contents of #root) and its document title. */
export async function renderScreen(path: string): Promise<{ html: string; title: string }> {
  const router = createAppRouter({
    api: noApi,
    history: createMemoryHistory({ initialEntries: [path] }),
    origin: 'http://localhost',
    scrollRestoration: false,
  });
  await router.load();
  const location = router.state.location.pathname;
  if (location !== path) throw new Error(`prerender: ${path} redirected to ${location}`);
  const title = [...router.state.matches].reverse().find((m) => m.staticData.title)?.staticData.title;
  const html = await toHtml(<App router={router} api={noApi} />);
  return { html, title: documentTitle(title) };
}

/**
 * The frame (header, main, footer): the first paint of every other path. Its main is empty, or for a
 * lazy screen's `path` holds what src/routes/first-paint.tsx paints there.
 */
export async function renderShell(path?: string): Promise<{ html: string; title: string }> {
  const main = (path !== undefined && FIRST_PAINT[path]) || null;
  const html = await toHtml(<PageFrame navigate={() => undefined}>{main}</PageFrame>);
  return { html, title: 'Yardwise' };
}
