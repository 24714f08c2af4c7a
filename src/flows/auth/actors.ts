// The auth machine's actors and effects bound to the API client, the session store, the Remember-me
// cookie, the toast queue and the router (design §3.2). Expected answers (400 with field errors)
// resolve as tagged results; anything else rejects so the machine's onError takes it.
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api-context';
import { isRecord, toastLines } from '../../api/errors';
import { loginThrottledFor, messages } from '../../domain/messages';
import { sessionStore } from '../../session-store';
import type {
  LoginResult,
  LoginSession,
  ResetConfirmResult,
  ResetRequestResult,
} from '../../../machines/auth/auth.machine';
import type { FieldErrors } from '../../../machines/auth/auth.schema';
import { notifyErrors } from '../shared/notify-errors';
import { rememberedEmail } from './remembered-email';

export interface AuthNavigation {
  toAccount: () => void;
  toLogin: () => void;
}

/** DRF field errors as lists of strings (a bare string becomes a one-item list). */
export function asFieldErrors(body: unknown): FieldErrors {
  if (!isRecord(body)) return {};
  const out: Record<string, string[]> = {};
  for (const [key, value] of Object.entries(body)) {
    if (typeof value === 'string') out[key] = [value];
    else if (Array.isArray(value)) out[key] = value.filter((m): m is string => typeof m === 'string');
  }
  return out;
}

/** Login failure lines: non_field_errors first (spec 1 §8), else every field message. */
export function loginErrorLines(body: unknown): string[] {
  const errors = asFieldErrors(body);
  const nonField = errors.non_field_errors ?? [];
  return nonField.length > 0 ? [...nonField] : toastLines(body);
}

export function createAuthImplementations(api: ApiClient, nav: AuthNavigation) {
  return {
    actors: {
      login: fromPromise<LoginResult, { email: string; password: string }>(async ({ input, signal }) => {
        const { data, error, response } = await api.POST('/auth/login/', {
          body: { email: input.email, password: input.password, is_crm: false },
          signal,
        });
        if (data) return { kind: 'ok', session: { ...data, email: data.email ?? data.user.email } };
        if (response.status === 400) return { kind: 'invalid', errors: loginErrorLines(error) };
        // Throttled after repeated failures (design.md §8): shown above the form like a failure.
        if (response.status === 429)
          return { kind: 'invalid', errors: [loginThrottledFor(Number(response.headers.get('retry-after')))] };
        throw new Error(`login failed with ${response.status}`);
      }),
      requestPasswordReset: fromPromise<ResetRequestResult, { email: string }>(async ({ input, signal }) => {
        const { data, error, response } = await api.POST('/auth/password/reset-custom/', {
          body: { email: input.email, is_crm: false },
          signal,
        });
        if (data) return { kind: 'sent' };
        if (response.status === 400) {
          // Spec 1 §8: 'the email error text shown'.
          const email = asFieldErrors(error).email ?? [];
          return { kind: 'invalid', errors: email.length > 0 ? [...email] : toastLines(error) };
        }
        if (response.status === 429) return { kind: 'invalid', errors: [messages.resetThrottled] };
        throw new Error(`password reset request failed with ${response.status}`);
      }),
      confirmPasswordReset: fromPromise<
        ResetConfirmResult,
        { new_password1: string; new_password2: string; token: string; uid: string }
      >(async ({ input, signal }) => {
        const { data, error, response } = await api.POST('/auth/password/reset/confirm/', { body: input, signal });
        if (data) return { kind: 'ok' };
        if (response.status === 400) return { kind: 'invalid', errors: asFieldErrors(error) };
        throw new Error(`password reset confirm failed with ${response.status}`);
      }),
    },
    actions: {
      storeSession: (_: unknown, session: LoginSession | null) => {
        if (session) sessionStore.write({ ...session, email: session.email ?? session.user.email });
      },
      persistRememberedEmail: (_: unknown, email: string | null) => rememberedEmail.write(email),
      notifyErrors,
      navigateToAccount: () => nav.toAccount(),
      navigateToLogin: () => nav.toLogin(),
    },
  };
}
