/**
 * The browser suites' test, with the shared helpers as Playwright fixtures (epic-stack's
 * tests/playwright-utils.ts): a spec imports `test` and `expect` from here and asks for what it needs,
 *
 *   test('…', async ({ page, seedArea, expectNoAxeViolations }) => { await seedArea(); … })
 *
 * Each fixture is bound to the test's own page and request context, so a spec never threads them
 * through. Helpers that need neither (tick, uniqueEmail) stay plain functions.
 */
import { test as base, expect } from '@playwright/test';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';

export { expect };

/** react-aria keeps the native input visually hidden inside its label: choose by clicking the label, as a user does. */
/**
 * A test that opens a PDF in the browser's own viewer: the headless shell the suite runs has none (it
 * aborts the navigation), so these run in the `pdf-viewer` project, on the full chromium.
 */
export const PDF_VIEWER = { tag: '@pdf-viewer' };

export const tick = (control: Locator) => control.locator('xpath=ancestor::label[1]').click();

/** Presses Tab (at most `max` times) until `target` has the focus, as a keyboard user moves through the page; fails if it never does. */
export async function tabTo(target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max && !(await target.evaluate((el) => el === document.activeElement)); i++)
    await target.page().keyboard.press('Tab');
  await expect(target).toBeFocused();
}

/**
 * Runs `check` (an axe scan) at 1280 px and at a 390 px phone, then back at 1280 px; `atPhone` adds
 * checks at the phone's width.
 */
export async function axeAtBothWidths(page: Page, check: () => Promise<void>, atPhone?: () => Promise<void>) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await check();
  await page.setViewportSize({ width: 390, height: 900 });
  await check();
  await atPhone?.();
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * From a priced quote (step 1 of /getquote) to step 2 'CHECK OUT': on a phone through the price bar's
 * Continue and the final summary's, on a wider screen through the Service Summary's (the caller waits for
 * the heading 'Check out', each with its own patience).
 */
export async function continueToCheckout(page: Page, mobile: boolean): Promise<void> {
  if (mobile) {
    await page.getByRole('button', { name: 'Continue' }).first().click();
    await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
  } else {
    await page.getByRole('region', { name: 'Service Summary' }).getByRole('button', { name: 'Continue' }).click();
  }
}

/** A phone's viewport in the browser suites: 390 × 844 CSS px. */
export const PHONE_VIEWPORT = { width: 390, height: 844 };

/** A describe block whose tests open at `viewport` (Playwright's test.use), for what a screen's size changes. */
export function describeAt(title: string, viewport: { width: number; height: number }, body: () => void): void {
  test.describe(title, () => {
    test.use({ viewport });
    body();
  });
}

export const uniqueEmail = (tag: string) => `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** API sign-in tokens by password and email, kept for the worker's life (a worker is one process). */
const apiTokens = new Map<string, string>();

/**
 * A session token of `email` for the helpers that read or write through the API around a test (the
 * page's own session is signInAs's, never this one: a test that signs out must not revoke it). A
 * login costs the server a scrypt hash, and some helpers log in several times per test, so the token
 * is kept for the worker and reused while the server still accepts it: GET auth/user/ answers 200.
 * A 401 there (signed out everywhere, the password changed, idle past the server's 15 minutes, or a
 * token of another server, e.g. a spec's private one) logs in again.
 */
export async function apiToken(request: APIRequestContext, email: string, password = 'Password1'): Promise<string> {
  const kept = await keptApiToken(request, email, password);
  if (kept) return kept;
  const res = await request.post('/api/v1/auth/login/', { data: { email, password } });
  expect(res.status(), `API sign-in of ${email}`).toBe(200);
  const { key } = (await res.json()) as { key: string };
  apiTokens.set(`${password}\n${email}`, key);
  return key;
}

/** The kept token of `email` while the server accepts it (see apiToken), else null: nothing kept yet, or a 401. */
export async function keptApiToken(
  request: APIRequestContext,
  email: string,
  password = 'Password1',
): Promise<string | null> {
  const cacheKey = `${password}\n${email}`;
  const kept = apiTokens.get(cacheKey);
  if (!kept) return null;
  const check = await request.get('/api/v1/auth/user/', { headers: { Authorization: `token ${kept}` } });
  if (check.status() === 200) return kept;
  expect(check.status(), 'GET auth/user/ with a kept token: 200, or 401 once it is no longer valid').toBe(401);
  apiTokens.delete(cacheKey);
  return null;
}

/** axe-core's browser build, read once per worker. */
let axeSource: string | undefined;
type AxeViolation = { id: string; nodes: { target: string[]; html: string }[] };

/**
 * axe-core's violations on the page as it stands: every rule axe runs by default, over the whole
 * document (react-aria's live announcer included). AxeBuilder's analyze() evaluates axe's 500 KB source
 * again on every call and finishes each run in a new blank page: about 1.5 s a scan, of which the rules
 * take 0.1–0.3 s. Here axe is put into a document once, on its first scan, and later scans of that
 * document (a single-page app keeps it across its screens) only run the rules. The app has no iframes;
 * a page that has one gets AxeBuilder, which scans inside frames too.
 */
async function axeViolations(page: Page): Promise<AxeViolation[]> {
  if (page.frames().length > 1) return (await new AxeBuilder({ page }).analyze()).violations as AxeViolation[];
  const present = await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function');
  if (!present) {
    axeSource ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
    await page.evaluate(axeSource);
  }
  return page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: { run: (context: Document, options: object) => Promise<{ violations: AxeViolation[] }> };
    };
    // Only violations are asked for: axe then skips building selectors for every passing node.
    const { violations } = await axe.run(document, { resultTypes: ['violations'] });
    return violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => ({ target: n.target, html: n.html })) }));
  });
}

export interface Office {
  uuid: string;
  city: string;
  state: string;
  annual_prepay_discount: string;
  stax_public_apikey: string | null;
  additional_cleaning_area_price: string;
  add_on: { uuid: string; name: string; cost_per_visit: string; priority: number; is_active: boolean }[];
}

async function raleigh(request: APIRequestContext): Promise<Office> {
  const res = await request.get('/api/v1/field-office/?addressable_zip_codes__contains=27601&close=false');
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { results: Office[] };
  const office = body.results[0];
  if (!office) throw new Error('no office for 27601');
  return office;
}

async function seedArea(page: Page, request: APIRequestContext, frequency: string): Promise<Office> {
  const office = await raleigh(request);
  const area = {
    zipcode: '27601',
    uuid: office.uuid,
    annual_prepay_discount: office.annual_prepay_discount,
    state: office.state,
    city: office.city,
    stax_public_apikey: office.stax_public_apikey,
    additional_cleaning_area_price: office.additional_cleaning_area_price,
    add_on: office.add_on,
  };
  const range = { frequency, min_price: '15.00', max_price: '28.00' };
  await page.addInitScript(
    ([a, r]) => {
      // Only the first load: a reload must find what the app itself saved.
      if (!sessionStorage.getItem('acq.area')) {
        sessionStorage.setItem('acq.area', a);
        sessionStorage.setItem('acq.price_range', r);
      }
    },
    [JSON.stringify(area), JSON.stringify(range)] as const,
  );
  return office;
}

export interface Fixtures {
  /** axe-core over the whole page, nothing excluded (react-aria's live announcer included): 0 violations. */
  expectNoAxeViolations: () => Promise<void>;
  /** A sessionStorage value the app stored as JSON (null when absent). */
  stored: (key: string) => Promise<unknown>;
  /**
   * Seeds the area (machines' Area type) of the Raleigh office and a price range as the ZIP and
   * subscription screens store them, once per tab; returns the office.
   */
  seedArea: (frequency?: string) => Promise<Office>;
  /**
   * Reaches step 2 'CHECK OUT' of /getquote for ZIP 27601 through step 1 (weekly, town house, 2 dogs,
   * front yard). The ZIP and subscription screens are skipped: their stored area and price range are
   * seeded under the acquisition store's keys, once (a reload must find what the app saved).
   */
  reachCheckout: (mobile?: boolean) => Promise<void>;
  /**
   * Signs in through the API (POST auth/login/, password Password1) and stores the session as the
   * sign-in screen does, then opens `path` (default /account). For the account area's tests; the
   * sign-in screen itself is tested in auth.spec.ts.
   */
  signInAs: (email: string, path?: string) => Promise<void>;
}

/** A same-origin page without the app, where signInAs stores the session. */
const SIGN_IN_PAGE = '/favicon.svg';

/** Resolves once the app owns the page the browser now shows (its ready mark; API and sign-in pages at once). */
export async function appOwnsPage(page: Page): Promise<void> {
  const { pathname } = new URL(page.url());
  if (!pathname.startsWith('/api/') && pathname !== SIGN_IN_PAGE)
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
}

/** The reference server of the worker in this parallel slot (scripts/e2e-servers.mjs: port + index). */
const serverUrl = (parallelIndex: number) => `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 4873) + parallelIndex}`;

export const test = base.extend<Fixtures, { serverAnswers: void }>({
  // The servers boot while Playwright reads the test files (scripts/e2e-servers.mjs says they are
  // started, not that they answer), so each worker waits for its own server's home page first.
  serverAnswers: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
    async ({}, use, workerInfo) => {
      const url = serverUrl(workerInfo.parallelIndex);
      for (;;) {
        const ok = await fetch(`${url}/`).then(
          (res) => res.ok,
          () => false,
        );
        if (ok) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await use();
    },
    // A boot takes a few seconds on a quiet machine; this leaves room for a loaded one, and a server that
    // never answers (it failed: e2e-servers.mjs has printed its error) fails the worker's first test.
    { scope: 'worker', auto: true, timeout: 240_000 },
  ],
  // Each worker has its own reference server and database (playwright.config.ts: port + worker index).
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's needs from this pattern
  baseURL: async ({}, use, testInfo) => {
    await use(serverUrl(testInfo.parallelIndex));
  },
  // A page load (goto, reload) returns once the app owns the page: typing into the prerendered /
  // or /login before hydration would race React taking over the fields (this once made the idle logout test flaky).
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const ready = async <T>(response: T) => {
        await appOwnsPage(page);
        return response;
      };
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => ready(await goto(url, options));
      page.reload = async (options) => ready(await reload(options));
    }
    await use(page);
  },
  expectNoAxeViolations: async ({ page }, use) => {
    await use(async () => {
      const violations = await axeViolations(page);
      expect(
        violations.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`).join(', ')}`),
      ).toEqual([]);
    });
  },
  stored: async ({ page }, use) => {
    await use((key) => page.evaluate((k) => JSON.parse(sessionStorage.getItem(k) ?? 'null') as unknown, key));
  },
  seedArea: async ({ page, request }, use) => {
    await use((frequency = 'weekly') => seedArea(page, request, frequency));
  },
  signInAs: async ({ page, request }, use) => {
    await use(async (email, path = '/account') => {
      const res = await request.post('/api/v1/auth/login/', { data: { email, password: 'Password1' } });
      expect(res.status()).toBe(200);
      const body = (await res.json()) as { key: string; user: unknown };
      // The session is stored from a same-origin file that runs no app: on an app page (a test that
      // switches users) the previous user's screen would read with the new key, answer 403 and send
      // the page to /login under the next navigation.
      await page.goto(SIGN_IN_PAGE);
      await page.evaluate((session) => localStorage.setItem('session', JSON.stringify(session)), {
        key: body.key,
        user: body.user,
        email,
      });
      await page.goto(path);
    });
  },
  reachCheckout: async ({ page, request }, use) => {
    await use(async (mobile = false) => {
      await seedArea(page, request, 'weekly');
      await page.goto('/getquote');
      await tick(page.getByRole('radio', { name: 'Town House' }));
      await tick(page.getByRole('radio', { name: '2', exact: true }));
      await tick(page.getByRole('radio', { name: '2 to 6 weeks' }));
      await tick(page.getByRole('checkbox', { name: 'Front Yard' }));
      await continueToCheckout(page, mobile);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check out');
      await expect(page.getByRole('button', { name: 'Checkout' })).toBeVisible();
    });
  },
});
