/**
 * auth: the sign-in screens (spec doc 1 §2 Login, Forgot-password, Set-new-password; §4; §5; §8).
 *
 * States: start (mode choice) → login.editing ⇄ login.submitting → signedIn (final)
 *         login.editing ⇄ forgot.editing ⇄ forgot.sending → forgot.sent
 *         reset.editing ⇄ reset.submitting → reset.changed → (1500 ms) redirecting (final)
 *
 * Remember me stores only the email, never the password (design.md §8): the view's
 * `persistRememberedEmail` receives the email, or null to remove it (box unchecked, login error).
 * Expected API outcomes are tagged results; only unexpected failures reject.
 */
import { assign, fromPromise, setup } from 'xstate';
import * as v from 'valibot';
import { messages, PASSWORD_REDIRECT_MS } from '../shared/domain';
import type { NotifyErrorsParams } from '../shared/types';
import { notProvided } from '../shared/types';
import { forgotSchema, loginSchema, mapResetErrors, newPasswordSchema } from './auth.schema';
import type { FieldErrors } from './auth.schema';

/** The stored login session (spec doc 1 §3): the whole `auth/login/` response. */
export interface LoginSession {
  key: string;
  user: { first_name: string; last_name: string; email: string; uuid: string; zip_codes: string[]; roles: string[] };
  email?: string;
}

export type LoginResult = { kind: 'ok'; session: LoginSession } | { kind: 'invalid'; errors: string[] };
export type ResetRequestResult = { kind: 'sent' } | { kind: 'invalid'; errors: string[] };
export type ResetConfirmResult = { kind: 'ok' } | { kind: 'invalid'; errors: FieldErrors };

export interface AuthInput {
  /** 'login' for /login, 'reset' for /reset-password/{token}?uid=... */
  mode: 'login' | 'reset';
  /** The email kept by Remember me, if any. */
  rememberedEmail?: string | null;
  /**
   * An email handed over to /login (after registration, or by the dog page when the email has an
   * account): prefilled in the login and forgot-password views, so nobody types it again.
   * Remember me is left as stored; no password is ever handed over.
   */
  email?: string | null;
  token?: string;
  uid?: string;
}

export interface AuthContext {
  mode: 'login' | 'reset';
  email: string;
  password: string;
  remember: boolean;
  forgotEmail: string;
  /** Set when the reset email was sent (the spec's sent flag). */
  sent: boolean;
  newPassword: string;
  confirmPassword: string;
  token: string;
  uid: string;
  /** Messages shown above the form (login non_field_errors, forgot email error, TOKEN:/UID: lines). */
  errors: string[];
  session: LoginSession | null;
}

export type AuthEvent =
  | { type: 'login.email.change'; value: string }
  | { type: 'login.password.change'; value: string }
  | { type: 'login.remember.change'; checked: boolean }
  | { type: 'login.submit' }
  | { type: 'forgot.open' }
  | { type: 'forgot.email.change'; value: string }
  | { type: 'forgot.submit' }
  | { type: 'forgot.back' }
  | { type: 'reset.password.change'; value: string }
  | { type: 'reset.confirm.change'; value: string }
  | { type: 'reset.submit' };

export const authMachine = setup({
  types: {
    context: {} as AuthContext,
    events: {} as AuthEvent,
    input: {} as AuthInput,
  },
  actors: {
    login: fromPromise<LoginResult, { email: string; password: string }>(() => notProvided('login')),
    requestPasswordReset: fromPromise<ResetRequestResult, { email: string }>(() => notProvided('requestPasswordReset')),
    confirmPasswordReset: fromPromise<
      ResetConfirmResult,
      { new_password1: string; new_password2: string; token: string; uid: string }
    >(() => notProvided('confirmPasswordReset')),
  },
  delays: {
    /** 'Password changed successfully' stays 1.5 s before /login (spec doc 1 §9). */
    passwordRedirect: PASSWORD_REDIRECT_MS,
  },
  guards: {
    isResetMode: ({ context }) => context.mode === 'reset',
    isChecked: (_, checked: boolean) => checked,
    /** Login enabled when the email is valid and the password is filled in. */
    canLogin: ({ context }) => v.is(loginSchema, { email: context.email, password: context.password }),
    isLoggedIn: (_, result: LoginResult) => result.kind === 'ok',
    /** Recover enabled only when the email matches an email pattern. */
    canRecover: ({ context }) => v.is(forgotSchema, { email: context.forgotEmail }),
    isResetSent: (_, result: ResetRequestResult) => result.kind === 'sent',
    /** Set-password enabled only when the password meets every guideline and both entries match. */
    canSetPassword: ({ context }) =>
      v.is(newPasswordSchema, { password: context.newPassword, confirm: context.confirmPassword }),
    isPasswordChanged: (_, result: ResetConfirmResult) => result.kind === 'ok',
    /** Every error of a failed confirm has an inline form (token, uid, new_password2): no toast. */
    hasOnlyInlineResetErrors: (_, result: ResetConfirmResult) =>
      result.kind === 'invalid' && Object.keys(mapResetErrors(result.errors).rest).length === 0,
  },
  actions: {
    assignEmail: assign({ email: (_, value: string) => value }),
    assignPassword: assign({ password: (_, value: string) => value }),
    assignRemember: assign({ remember: (_, checked: boolean) => checked }),
    assignForgotEmail: assign({ forgotEmail: (_, value: string) => value, errors: [] }),
    assignNewPassword: assign({ newPassword: (_, value: string) => value }),
    assignConfirmPassword: assign({ confirmPassword: (_, value: string) => value }),
    clearErrors: assign({ errors: [] }),
    assignErrors: assign({ errors: (_, errors: readonly string[]) => [...errors] }),
    assignSession: assign({ session: (_, session: LoginSession) => session }),
    markSent: assign({ sent: true }),
    assignResetErrors: assign({ errors: (_, errors: FieldErrors) => mapResetErrors(errors).inline }),
    /** Effects the view provides. */
    storeSession: (_, _session: LoginSession | null) => notProvided('storeSession'),
    persistRememberedEmail: (_, _email: string | null) => notProvided('persistRememberedEmail'),
    /** The generic toast (spec doc 1 §8), one per line (see NotifyErrorsParams). */
    notifyErrors: (_, _params: NotifyErrorsParams) => notProvided('notifyErrors'),
    navigateToAccount: () => notProvided('navigateToAccount'),
    navigateToLogin: () => notProvided('navigateToLogin'),
  },
}).createMachine({
  id: 'auth',
  description:
    'Sign in (/login) with Remember me and the forgot-password view, and the set-new-password screen (/reset-password/{token}).',
  context: ({ input }) => ({
    mode: input.mode,
    email: input.email || (input.rememberedEmail ?? ''),
    password: '',
    remember: Boolean(input.rememberedEmail),
    forgotEmail: input.email ?? '',
    sent: false,
    newPassword: '',
    confirmPassword: '',
    token: input.token ?? '',
    uid: input.uid ?? '',
    errors: [],
    session: null,
  }),
  initial: 'start',
  states: {
    start: {
      description: 'Opening a screen: /reset-password/{token} shows the set-new-password form, /login the login form.',
      always: [{ guard: 'isResetMode', target: 'reset' }, { target: 'login' }],
    },
    login: {
      description: 'Login: Welcome heading, email, password, Remember me, Forgot Password link and the Login button.',
      initial: 'editing',
      states: {
        editing: {
          description:
            'Editing the credentials; Login is enabled when the email is valid and the password is filled in.',
          on: {
            'login.email.change': { actions: { type: 'assignEmail', params: ({ event }) => event.value } },
            'login.password.change': { actions: { type: 'assignPassword', params: ({ event }) => event.value } },
            'login.remember.change': [
              {
                guard: { type: 'isChecked', params: ({ event }) => event.checked },
                actions: { type: 'assignRemember', params: true },
              },
              // Unchecking Remember me removes the stored email at once.
              {
                actions: [
                  { type: 'assignRemember', params: false },
                  { type: 'persistRememberedEmail', params: null },
                ],
              },
            ],
            'login.submit': { guard: 'canLogin', target: 'submitting' },
            'forgot.open': { target: '#auth.forgot' },
          },
        },
        submitting: {
          description: 'POST auth/login/ (email, password, is_crm false); the loading flag is on.',
          entry: 'clearErrors',
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ context }) => ({ email: context.email.trim(), password: context.password }),
            onDone: [
              {
                guard: { type: 'isLoggedIn', params: ({ event }) => event.output },
                target: '#auth.signedIn',
                actions: {
                  type: 'assignSession',
                  params: ({ event }) => (event.output.kind === 'ok' ? event.output.session : (null as never)),
                },
              },
              {
                // Login failure: non_field_errors in red above the form; Remember me is cleared.
                target: 'editing',
                actions: [
                  {
                    type: 'assignErrors',
                    params: ({ event }) => (event.output.kind === 'invalid' ? event.output.errors : []),
                  },
                  { type: 'persistRememberedEmail', params: null },
                ],
              },
            ],
            onError: { target: 'editing', actions: [{ type: 'assignErrors', params: [messages.somethingWentWrong] }] },
          },
        },
      },
    },
    forgot: {
      description: 'Forgot-password view on the same screen: email and Recover Password.',
      initial: 'editing',
      states: {
        editing: {
          description: 'Editing the email; Recover Password is enabled only when the email matches an email pattern.',
          on: {
            'forgot.email.change': { actions: { type: 'assignForgotEmail', params: ({ event }) => event.value } },
            'forgot.submit': { guard: 'canRecover', target: 'sending' },
            'forgot.back': { target: '#auth.login' },
          },
        },
        sending: {
          description: 'POST /auth/password/reset-custom/ (email, is_crm false).',
          entry: 'clearErrors',
          invoke: {
            id: 'requestPasswordReset',
            src: 'requestPasswordReset',
            input: ({ context }) => ({ email: context.forgotEmail.trim() }),
            onDone: [
              {
                guard: { type: 'isResetSent', params: ({ event }) => event.output },
                target: 'sent',
                actions: 'markSent',
              },
              {
                target: 'editing',
                actions: {
                  type: 'assignErrors',
                  params: ({ event }) => (event.output.kind === 'invalid' ? event.output.errors : []),
                },
              },
            ],
            onError: { target: 'editing', actions: { type: 'assignErrors', params: [messages.somethingWentWrong] } },
          },
        },
        sent: {
          description:
            "'Thank you!' 'Your password reset information has been sent to your email.' with a Back to Sign In link.",
          on: { 'forgot.back': { target: '#auth.login' } },
        },
      },
    },
    reset: {
      description:
        'Set-new-password screen: Choose Password, Confirm Password, three guideline lines, Confirm new password.',
      initial: 'editing',
      states: {
        editing: {
          description:
            'Editing; the button is enabled only when the password is non-empty, meets every guideline and both entries match.',
          on: {
            'reset.password.change': { actions: { type: 'assignNewPassword', params: ({ event }) => event.value } },
            'reset.confirm.change': { actions: { type: 'assignConfirmPassword', params: ({ event }) => event.value } },
            'reset.submit': { guard: 'canSetPassword', target: 'submitting' },
          },
        },
        submitting: {
          description: 'POST /auth/password/reset/confirm/ (new_password1, new_password2, token, uid).',
          entry: 'clearErrors',
          invoke: {
            id: 'confirmPasswordReset',
            src: 'confirmPasswordReset',
            input: ({ context }) => ({
              new_password1: context.newPassword,
              new_password2: context.confirmPassword,
              token: context.token,
              uid: context.uid,
            }),
            onDone: [
              { guard: { type: 'isPasswordChanged', params: ({ event }) => event.output }, target: 'changed' },
              {
                guard: { type: 'hasOnlyInlineResetErrors', params: ({ event }) => event.output },
                target: 'editing',
                actions: {
                  type: 'assignResetErrors',
                  params: ({ event }) => (event.output.kind === 'invalid' ? event.output.errors : {}),
                },
              },
              {
                // Errors of other keys go to the generic toast.
                target: 'editing',
                actions: [
                  {
                    type: 'assignResetErrors',
                    params: ({ event }) => (event.output.kind === 'invalid' ? event.output.errors : {}),
                  },
                  {
                    type: 'notifyErrors',
                    params: ({ event }) => ({
                      error: event.output.kind === 'invalid' ? mapResetErrors(event.output.errors).rest : {},
                    }),
                  },
                ],
              },
            ],
            onError: {
              target: 'editing',
              actions: { type: 'notifyErrors', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        changed: {
          description:
            "'Password changed successfully' (originally 'Password Change successfully'), then /login after 1500 ms.",
          after: { passwordRedirect: { target: '#auth.redirecting' } },
        },
      },
    },
    signedIn: {
      description:
        'Signed in: the whole login response is stored as the session, Remember me keeps only the email, and the user goes to /account.',
      type: 'final',
      entry: [
        { type: 'storeSession', params: ({ context }) => context.session },
        { type: 'persistRememberedEmail', params: ({ context }) => (context.remember ? context.email.trim() : null) },
        'navigateToAccount',
      ],
    },
    redirecting: {
      description: 'Password changed: going to /login.',
      type: 'final',
      entry: 'navigateToLogin',
    },
  },
});
