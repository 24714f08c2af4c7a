// @vitest-environment jsdom
// The build prerenders `/` and `/login` (src/prerender.tsx, bundled by
// scripts/prerender.mjs exactly as the build does, with its own React) and the browser hydrates them
// (src/main.tsx). Here the bundle's HTML is hydrated in jsdom by React's development build, which
// reports every text and attribute mismatch: none, and the server's nodes are kept.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import { hydrateRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import '../ui/jsdom-polyfills';
import { App } from '../../../src/app';
import { createApiClient } from '../../../src/api/client';
import { buildPrerenderer } from '../../../scripts/prerender.mjs';
import type { Prerenderer } from '../../../scripts/prerender.mjs';
import { canHydrate } from '../../../src/prerender-match';
import { createAppRouter } from '../../../src/routes/router';

const api = createApiClient({
  baseUrl: 'http://localhost/api/v1/',
  fetch: () => Promise.reject(new Error('no API calls in this test')),
  getToken: () => null,
  onUnauthorized: () => undefined,
});

const projectRoot = path.resolve(import.meta.dirname, '../../..');
// Inside the project: vitest's module runner loads the bundle (it does not resolve files outside the root).
mkdirSync(path.join(projectRoot, 'node_modules/.cache'), { recursive: true });
const dir = mkdtempSync(path.join(projectRoot, 'node_modules/.cache/prerender-test-'));
let prerenderer: Prerenderer;
const renderScreen = (p: string) => prerenderer.renderScreen(p);
const renderShell = (p?: string) => prerenderer.renderShell(p);
beforeAll(async () => {
  prerenderer = await buildPrerenderer({ root: projectRoot, dir });
  // The bundle set NODE_ENV for itself; this test's React stays the development build it imported.
  process.env.NODE_ENV = 'test';
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

/** Serves `html` as #root at `url`, hydrates it and returns what React reported. */
async function hydrate(html: string, url: string) {
  window.history.replaceState(null, '', url);
  const container = document.createElement('div');
  container.id = 'root';
  container.innerHTML = html;
  document.body.append(container);
  const heading = container.querySelector('h1');
  const consoleErrors: unknown[][] = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args);
  });
  const recoverable: unknown[] = [];
  const router = createAppRouter({ api });
  await router.load();
  await act(async () => {
    root = hydrateRoot(container, <App router={router} api={api} />, {
      onRecoverableError: (error) => {
        recoverable.push(error);
      },
    });
  });
  await act(async () => {
    await new Promise((r) => setTimeout(r, 50));
  });
  return { container, heading, consoleErrors, recoverable };
}

describe('prerendered screens hydrate without a mismatch', () => {
  it('/ : the ZIP heading and field are in the prerendered HTML; hydration keeps its nodes and logs nothing', async () => {
    const { html, title } = await renderScreen('/');
    expect(title).toBe('Free quote | Yardwise');
    expect(html).toContain('Take back your backyard!');
    expect(html).toMatch(/<input[^>]+name="zipcode"/);
    expect(html).toContain('Check Availability');
    const { container, heading, consoleErrors, recoverable } = await hydrate(html, '/');
    expect(recoverable).toEqual([]);
    expect(consoleErrors).toEqual([]);
    // Hydrated, not re-rendered: the server's nodes are the live ones.
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.querySelector('input[name="zipcode"]')).not.toBeNull();
  });

  it('/login : hydrates its prerendered form and logs nothing', async () => {
    const { html, title } = await renderScreen('/login');
    expect(title).toBe('Sign in | Yardwise');
    expect(html).toContain('type="password"');
    const { container, heading, consoleErrors, recoverable } = await hydrate(html, '/login');
    expect(recoverable).toEqual([]);
    expect(consoleErrors).toEqual([]);
    expect(container.querySelector('h1')).toBe(heading);
  });

  it('a page hydrated at the wrong URL is reported (the check above can fail)', async () => {
    const { html } = await renderScreen('/login');
    const { recoverable, consoleErrors } = await hydrate(html, '/');
    expect(recoverable.length + consoleErrors.length).toBeGreaterThan(0);
  });

  it('the shell is the frame with an empty main (every other path starts from it)', async () => {
    const { html } = await renderShell();
    expect(html).toContain('<main id="main"');
    expect(html).toMatch(/<main[^>]*><\/main>/);
    expect(html).toContain('Skip to content');
    expect((await renderShell('/pay')).html).toBe(html);
  });

  it("the shell of /commercial holds the wizard's step-1 heading in its main, and nothing else of the wizard", async () => {
    const { html } = await renderShell('/commercial');
    expect(html).toMatch(
      /<main[^>]*><section class="screen commercial" aria-labelledby="commercial-title"><h1 id="commercial-title" tabindex="-1">Tell us about your community<\/h1><\/section><\/main>/,
    );
  });
});

describe('when the served page may be hydrated', () => {
  const at = (pathname: string, searchStr = '') => ({ pathname, searchStr });
  it('only at its own path, without a query', () => {
    expect(canHydrate('/', at('/'), '')).toBe(true);
    expect(canHydrate('/login', at('/login/'), '')).toBe(true);
    expect(canHydrate('/', at('/', '?zip=27601'), '')).toBe(false);
    expect(canHydrate('/login', at('/login', '?email=a%40b.co'), '')).toBe(false);
    expect(canHydrate('/', at('/login'), '')).toBe(false);
  });
  it('not /login with a remembered email (its field is filled on the first render)', () => {
    expect(canHydrate('/login', at('/login'), 'remember_email=a%40b.co')).toBe(false);
    expect(canHydrate('/login', at('/login'), 'other=1; remember_email=')).toBe(true);
    expect(canHydrate('/', at('/'), 'remember_email=a%40b.co')).toBe(true);
  });
});
