// Registration's actor bound to the API client (spec 2 §2, §3, §7). Residential ('customer'): the
// order made the account, so its first password is set with POST auth/password/change/, authorised
// with the stored order user's token. Commercial ('commercial_lead'), or an order whose address had an
// account already (no token): POST auth/registration/, which answers 202 when it mailed a link instead.
import { fromPromise } from 'xstate';
import type { ApiClient } from '../../api-context';
import type { RegisterRequest, RegisterResult } from '../../../machines/registration/registration.machine';
import { isRecord } from '../../api/errors';

export interface RegistrationNavigation {
  home: () => void;
  account: () => void;
  login: (email: string) => void;
}

/** The change-password answer names new_password1/2; the machine's message picks password1/2. */
export function asRegistrationErrors(body: unknown): Record<string, unknown> {
  if (!isRecord(body)) return {};
  const { new_password1, new_password2, ...rest } = body;
  return {
    ...rest,
    ...(new_password1 === undefined ? {} : { password1: new_password1 }),
    ...(new_password2 === undefined ? {} : { password2: new_password2 }),
  };
}

export function createRegistrationImplementations(
  api: ApiClient,
  userKey: string | null,
  nav: RegistrationNavigation,
  notify: { registered: () => void },
) {
  return {
    actors: {
      register: fromPromise<RegisterResult, RegisterRequest>(async ({ input, signal }) => {
        // Without the order's token (the address had an account already) the registration call decides:
        // it mails the address a set-password link (202) unless this visitor may claim the account.
        if (input.role === 'customer' && userKey) {
          const { data, error, response } = await api.POST('/auth/password/change/', {
            body: { new_password1: input.password1, new_password2: input.password2, role: input.role },
            headers: { Authorization: `token ${userKey}` },
            signal,
          });
          if (data) return { kind: 'registered' };
          if (response.status === 400) return { kind: 'invalid', errors: asRegistrationErrors(error) };
          throw new Error(`password change failed with ${response.status}`);
        }
        const { data, error, response } = await api.POST('/auth/registration/', { body: input, signal });
        if (data) return response.status === 202 ? { kind: 'emailed' } : { kind: 'registered' };
        if (response.status === 400) return { kind: 'invalid', errors: asRegistrationErrors(error) };
        throw new Error(`registration failed with ${response.status}`);
      }),
    },
    actions: {
      notifyRegistered: () => notify.registered(),
      navigateLogin: (_: unknown, email: string) => nav.login(email),
      navigateAccount: () => nav.account(),
      navigateHome: () => nav.home(),
    },
  };
}
