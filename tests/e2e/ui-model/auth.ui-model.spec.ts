// The auth machine's paths through the real /login (login and forgot-password views) and
// /reset-password/{token} screens, docs/decisions/006. A customer of the suite's own signs in (the
// demo customer's throttle counters stay untouched); the reset link is a real one from the outbox.
import { authMachine } from '../../../machines/auth/auth.machine';
import { messages } from '../../../src/domain/messages';
import { authFixtures, resetLinkInput } from '../../model/auth.fixtures';
import { defineUiModelSuite } from '../../support/ui-model-harness';
import { NETWORK, injected, server } from '../../support/ui-model-types';
import type { Executors, StateAssertion, StateAssertions, UiContext } from '../../support/ui-model-types';
import { serverWithBody } from './answers';
import { expect } from '../support';

type M = typeof authMachine;

// Each test its own accounts: registering an address that has one mails it a link, and those mails are
// limited per address and hour, so a fixed address would be refused after a few runs on one server.
const LOGIN_EMAIL = 'uim-login-UNIQ@example.com';
const FORGOT_EMAIL = 'uim-forgot-UNIQ@example.com';
const RESET_EMAIL = 'uim-reset-UNIQ@example.com';
const PASSWORD = 'Password1';
/** The webServer's OUTBOX_KEY (playwright.config.ts). */
const OUTBOX_KEY = 'e2e-outbox-key';

const heading = ({ page }: UiContext) => page.getByRole('heading', { level: 1 });
const field = ({ page }: UiContext, label: string) => page.getByLabel(label, { exact: true });
const button = ({ page }: UiContext, name: string) => page.getByRole('button', { name, exact: true });

async function register(ui: UiContext, email: string) {
  const r = await ui.request.post('/api/v1/auth/registration/', {
    data: { email, password1: PASSWORD, password2: PASSWORD, role: 'customer' },
  });
  expect([201, 202, 400]).toContain(r.status());
}

/** A real reset link: a fresh account, the reset request, the link from the demo outbox. */
async function openResetLink(ui: UiContext) {
  const email = ui.vary(RESET_EMAIL);
  await register(ui, email);
  const sent = await ui.request.post('/api/v1/auth/password/reset-custom/', { data: { email, is_crm: false } });
  expect(sent.status()).toBe(200);
  const outbox = (await (await ui.request.get(`/api/v1/dev/outbox/?key=${OUTBOX_KEY}`)).json()) as {
    results: { to: string; link: string | null }[];
  };
  const link = new URL(outbox.results.find((m) => m.to === email)?.link ?? '');
  await ui.page.goto(link.pathname + link.search);
}

async function expectErrors(ui: UiContext, errors: readonly string[]) {
  for (const line of errors) await expect(ui.page.getByRole('alert').getByText(line, { exact: true })).toBeVisible();
}

const enabledIff = async (locator: ReturnType<typeof button>, enabled: boolean) =>
  enabled ? expect(locator).toBeEnabled() : expect(locator).toBeDisabled();

const executors = {
  'login.email.change': async (ui, event) => field(ui, 'Email').fill(ui.vary(event.value)),
  'login.password.change': async (ui, event) => field(ui, 'Password').fill(event.value),
  'login.remember.change': async ({ page }) => page.getByText('Remember me').click(),
  'login.submit': async (ui) => button(ui, 'Login').click(),
  'forgot.open': async (ui) => button(ui, 'Forgot Password').click(),
  'forgot.email.change': async (ui, event) => field(ui, 'Email').fill(ui.vary(event.value)),
  'forgot.submit': async (ui) => button(ui, 'Recover Password').click(),
  'forgot.back': async (ui) => button(ui, 'Back to Sign In').click(),
  'reset.password.change': async (ui, event) => field(ui, 'Choose Password').fill(event.value),
  'reset.confirm.change': async (ui, event) => field(ui, 'Confirm Password').fill(event.value),
  'reset.submit': async (ui) => button(ui, 'Confirm new password').click(),
  'xstate.done.actor.login': (output) =>
    output.kind === 'ok' ? server() : serverWithBody('a wrong password is refused', { password: 'WrongPassword1' }),
  'xstate.error.actor.login': () => injected.abort(NETWORK),
  'xstate.done.actor.requestPasswordReset': (output) =>
    output.kind === 'sent'
      ? server()
      : serverWithBody('a malformed email is refused (the form only sends valid ones)', { email: 'nope' }),
  'xstate.error.actor.requestPasswordReset': () => injected.abort(NETWORK),
  'xstate.done.actor.confirmPasswordReset': (output) =>
    output.kind === 'ok'
      ? server()
      : 'token' in output.errors
        ? serverWithBody('an unknown token is refused', { token: 'not-a-token' })
        : injected.fulfill(400, output.errors, 'the server answers only token, uid and new_password2 errors'),
  'xstate.error.actor.confirmPasswordReset': () => injected.abort(NETWORK),
  // 'Password changed successfully' stays 1.5 s, then /login: short enough to let it run in real
  // time (the next state's assertion waits for it). Playwright's clock was tried: under a paused
  // clock axe-core's own timers never fire, so the state could not be scanned.
  'xstate.after.passwordRedirect': async () => {},
} satisfies Executors<M>;

const loginForm: StateAssertion<M> = async (ui, snapshot) => {
  const c = snapshot.context;
  await expect(heading(ui)).toHaveText('Welcome');
  await expect(field(ui, 'Email')).toHaveValue(ui.vary(c.email));
  await expect(field(ui, 'Password')).toHaveValue(c.password);
  const remember = ui.page.getByRole('checkbox', { name: 'Remember me' });
  await (c.remember ? expect(remember).toBeChecked() : expect(remember).not.toBeChecked());
  await expectErrors(ui, c.errors);
};

const states = {
  start: 'transient',
  'login.editing': async (ui, snapshot) => {
    await loginForm(ui, snapshot);
    await enabledIff(button(ui, 'Login'), snapshot.can({ type: 'login.submit' }));
  },
  'login.submitting': async (ui, snapshot) => {
    await loginForm(ui, snapshot);
    await expect(ui.page.getByRole('status').filter({ hasText: 'Signing in' })).toBeAttached();
  },
  'forgot.editing': async (ui, snapshot) => {
    await expect(heading(ui)).toHaveText('Forgot Password');
    await expect(field(ui, 'Email')).toHaveValue(ui.vary(snapshot.context.forgotEmail));
    await enabledIff(button(ui, 'Recover Password'), snapshot.can({ type: 'forgot.submit' }));
    await expectErrors(ui, snapshot.context.errors);
  },
  'forgot.sending': async (ui, { context }) => {
    await expect(heading(ui)).toHaveText('Forgot Password');
    await expect(field(ui, 'Email')).toHaveValue(ui.vary(context.forgotEmail));
    await expect(ui.page.getByRole('status').filter({ hasText: 'Sending' })).toBeAttached();
  },
  'forgot.sent': async (ui) => {
    await expect(heading(ui)).toHaveText(messages.passwordResetThankYou);
    await expect(ui.page.getByRole('status').filter({ hasText: messages.passwordResetSent })).toBeVisible();
  },
  'reset.editing': async (ui, snapshot) => {
    await expect(heading(ui)).toHaveText('Set a new password');
    await expect(field(ui, 'Choose Password')).toHaveValue(snapshot.context.newPassword);
    await expect(field(ui, 'Confirm Password')).toHaveValue(snapshot.context.confirmPassword);
    await enabledIff(button(ui, 'Confirm new password'), snapshot.can({ type: 'reset.submit' }));
    await expectErrors(ui, snapshot.context.errors);
  },
  'reset.submitting': async (ui) => {
    await expect(heading(ui)).toHaveText('Set a new password');
    await expect(ui.page.getByRole('status').filter({ hasText: 'Saving' })).toBeAttached();
  },
  'reset.changed': async (ui) => {
    await expect(ui.page.getByRole('status').filter({ hasText: messages.passwordChanged })).toBeVisible();
    await expect(ui.page).toHaveURL(/\/reset-password\//);
  },
  signedIn: async (ui, { context }) => {
    const { page } = ui;
    await expect(page).toHaveURL(/\/account/);
    const session = await page.evaluate(() => JSON.parse(localStorage.getItem('session') ?? 'null'));
    expect(session?.user?.email).toBe(ui.vary(LOGIN_EMAIL));
    const cookies = (await page.context().cookies()).map((k) => `${k.name}=${decodeURIComponent(k.value)}`);
    expect(cookies.includes(`remember_email=${ui.vary(LOGIN_EMAIL)}`)).toBe(context.remember);
  },
  redirecting: async (ui) => {
    await expect(ui.page).toHaveURL(/\/login$/);
    await expect(heading(ui)).toHaveText('Welcome');
  },
} satisfies StateAssertions<M>;

defineUiModelSuite('auth', authMachine, {
  inputs: [
    {
      name: 'login',
      input: { mode: 'login' },
      open: async (ui) => {
        await register(ui, ui.vary(LOGIN_EMAIL));
        await ui.page.goto('/login');
      },
    },
    { name: 'reset link', input: resetLinkInput, open: openResetLink },
  ],
  // The flow's fixtures, with what a user types into each empty field (a click toggles the box).
  fixtures: {
    ...authFixtures,
    'login.email.change': (s) =>
      s.context.email === '' ? [{ type: 'login.email.change' as const, value: LOGIN_EMAIL }] : [],
    'login.password.change': (s) =>
      s.context.password === '' ? [{ type: 'login.password.change' as const, value: PASSWORD }] : [],
    'login.remember.change': (s) => [{ type: 'login.remember.change' as const, checked: !s.context.remember }],
    'forgot.email.change': (s) =>
      s.context.forgotEmail === '' ? [{ type: 'forgot.email.change' as const, value: FORGOT_EMAIL }] : [],
    'reset.password.change': (s) =>
      s.context.newPassword === '' ? [{ type: 'reset.password.change' as const, value: PASSWORD }] : [],
    'reset.confirm.change': (s) =>
      s.context.confirmPassword === '' ? [{ type: 'reset.confirm.change' as const, value: PASSWORD }] : [],
  },
  // The session the model holds is a fixture; the stored one is the server's.
  project: ({ context }) => ({ ...context, session: context.session !== null }),
  calls: {
    login: { method: 'POST', path: /^\/auth\/login\/$/ },
    requestPasswordReset: { method: 'POST', path: /^\/auth\/password\/reset-custom\/$/ },
    confirmPasswordReset: { method: 'POST', path: /^\/auth\/password\/reset\/confirm\/$/ },
  },
  executors,
  states,
  axeVariant: ({ context }) => (context.errors.length > 0 ? 'errors' : ''),
});
