// The session machine's paths through the real header and account page (docs/decisions/006), with
// Playwright's clock installed (never paused: axe-core's own timers must run) so that the 15-minute
// idle logout is a fast-forward. Each path has an account of its own (UNIQ), so a revoked token or an
// idle logout touches nobody else.
//
// How the app runs the machine (src/flows/session/use-session-lifetime.tsx): the session actor exists
// only while a login is stored, so `signedOut` is the page without one (the header's Sign In) and
// `session.signIn` is a real sign-in through /login, which starts the actor. A 401 on a signed-in call
// is handled by the API client (src/api/client.ts: both storages cleared, then /login), which stops the
// actor; the path's 401 is the server's own: the page's token revoked through the API, then a read.
import { sessionMachine } from '../../../machines/session/session.machine';
import { welcomeMessage } from '../../../src/domain/messages';
import { sessionFixtures } from '../../model/session.fixtures';
import { defineUiModelSuite } from '../../support/ui-model-harness';
import type { Executors, StateAssertion, StateAssertions, UiContext } from '../../support/ui-model-types';
import { expect } from '../support';
import { serverAnswered } from './answers';

type M = typeof sessionMachine;

const EMAIL = 'uim-session-UNIQ@example.com';
const PASSWORD = 'Password1';

const signOutButton = ({ page }: UiContext) => page.getByRole('button', { name: 'Sign Out', exact: true });
const signInLink = ({ page }: UiContext) => page.getByRole('link', { name: 'Sign In', exact: true });
const storedSession = ({ page }: UiContext) => page.evaluate(() => localStorage.getItem('session'));

/** The email of each page's own account (registered by `open`). */
const EMAIL_OF = new WeakMap<UiContext['page'], string>();

async function register(ui: UiContext): Promise<string> {
  const email = ui.vary(EMAIL);
  const r = await ui.request.post('/api/v1/auth/registration/', {
    data: { email, password1: PASSWORD, password2: PASSWORD, role: 'customer' },
  });
  expect(r.status()).toBe(201);
  return email;
}

/**
 * The session actor runs: its code (the lazy use-session-lifetime chunk, root-layout.tsx) has loaded and
 * its effect has started the machine, which marks <html data-session="running">. The header says
 * 'Welcome' before that (it reads the stored login), so without this wait a quick Sign Out takes the
 * no-actor fallback (sign-out-now.ts) and a fast-forward can pass before the idle timer exists.
 */
async function actorStarted({ page }: UiContext): Promise<void> {
  await page.locator('html[data-session="running"]').waitFor({ state: 'attached' });
}

/** Installs the clock before any page load: the idle timer is the page's, moved by the test. */
async function prepare({ page }: UiContext): Promise<void> {
  await page.clock.install();
}

/** The account page's header, signed in: 'Welcome, {first name}', My Account and Sign Out. */
const signedInHeader: StateAssertion<M> = async (ui) => {
  await expect(ui.page).toHaveURL(/\/account(\?tab=\d)?$/);
  await expect(ui.page.getByText(welcomeMessage(null), { exact: true })).toBeVisible();
  await expect(ui.page.getByRole('link', { name: 'My Account', exact: true })).toBeVisible();
  await expect(signOutButton(ui)).toBeVisible();
  await expect(signInLink(ui)).toHaveCount(0);
  expect(await storedSession(ui)).not.toBeNull();
};

async function signIn({ page }: UiContext): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(EMAIL_OF.get(page) ?? '');
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

const executors = {
  'session.signIn': async (ui) => signIn(ui),
  // Activity restarts the count: 14 minutes, a key press, 14 more minutes (28 since the last activity
  // before it). Without the key reaching the machine, the 15-minute logout would have come.
  'session.activity': async ({ page }) => {
    await page.clock.fastForward('14:00');
    await page.keyboard.press('Shift');
    await page.clock.fastForward('14:00');
  },
  'session.signOut': async (ui) => signOutButton(ui).click(),
  'session.unauthorized': async (ui, event) => {
    if (event.redirectTo !== '/login')
      throw new Error("'/' is the API client's target for other calls: not among this suite's fixtures");
    // The server's own 401: once the account page's own reads are done, the page's token is revoked,
    // then the Dogs tab makes the next read.
    await ui.page.waitForLoadState('networkidle');
    const key = await ui.page.evaluate(
      () => (JSON.parse(localStorage.getItem('session') ?? '{}') as { key?: string }).key,
    );
    const revoked = await ui.request.post('/api/v1/auth/logout/', { headers: { Authorization: `token ${key ?? ''}` } });
    expect(revoked.ok()).toBe(true);
    // The Dogs tab makes the read that meets the 401. A read of the page's own may meet it first and
    // send the page to /login while the click is under way: the tab is then gone for good (the click
    // would wait for it to the test's end), and the 401 has been met all the same.
    await ui.page
      .getByRole('tab', { name: 'Dogs' })
      .click({ timeout: 15_000 })
      .catch((error: unknown) => {
        if (!/\/login(\?.*)?$/.test(ui.page.url())) throw error;
      });
  },
  // The logout is the router's navigation, not a reload: the account's reads that answer 401 after it
  // must not reload /login (a reload once destroyed the page under the next assertion).
  'xstate.after.idleLogout': async ({ page }) => {
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.clock.fastForward('15:01');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => 'sameDocument' in window), 'the same document: no reload').toBe(true);
  },
  ...serverAnswered('revokeSession'),
} satisfies Executors<M>;

const states = {
  start: 'transient',
  signedOut: async (ui) => {
    await expect(ui.page).toHaveURL(/\/login(\?.*)?$/);
    await expect(ui.page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(signInLink(ui)).toBeVisible();
    await expect(signOutButton(ui)).toHaveCount(0);
    // Local and session storage cleared (spec 1 §4): no login is left.
    expect(await storedSession(ui)).toBeNull();
  },
  'signedIn.active': async (ui, snapshot) => {
    await signedInHeader(ui, snapshot);
    await actorStarted(ui);
  },
  // Sign Out pressed, the token's revocation held: the customer is still signed in until it answers.
  'signedIn.signingOut': signedInHeader,
} satisfies StateAssertions<M>;

defineUiModelSuite('session', sessionMachine, {
  inputs: [
    {
      name: 'signed out',
      input: { signedIn: false },
      open: async (ui) => {
        await prepare(ui);
        EMAIL_OF.set(ui.page, await register(ui));
        await ui.page.goto('/login');
      },
    },
    {
      name: 'signed in',
      input: { signedIn: true },
      // Signed in through /login as in the other input (a stored login opened by a full page load made
      // the idle and Sign Out paths flaky: see the report).
      open: async (ui) => {
        await prepare(ui);
        const email = await register(ui);
        EMAIL_OF.set(ui.page, email);
        await ui.page.goto('/login');
        await signIn(ui);
        await expect(ui.page).toHaveURL(/\/account(\?tab=\d)?$/);
      },
    },
  ],
  // The flow's fixtures, except: a 401/403 only for a signed-in page (a visitor's call
  // carries no session to lose: the API client leaves it alone), and only the '/login' target (the '/'
  // target is the same transition; which calls take it is the API client's table, unit-tested there).
  fixtures: {
    ...sessionFixtures,
    'session.unauthorized': (s) =>
      s.matches({ signedIn: 'active' }) ? [{ type: 'session.unauthorized', redirectTo: '/login' } as const] : [],
  },
  calls: { revokeSession: { method: 'POST', path: /^\/auth\/logout\/$/ } },
  executors,
  states,
});
