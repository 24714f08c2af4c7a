/**
 * registration: /registration after ordering (spec doc 2 §2, §4 'Registration', §5, §8).
 *
 * States: starting (signed in → /account; no allowRegistration flag → /) → editing (password and
 * confirmation; Register disabled until valid and matching) → registering → done (final:
 * 'Registered Successfully', then /login) | emailed (final: the address has an account this visitor may
 * not claim, so a link to set its password was mailed to it; design.md §8). The role is commercial_lead for commercial and
 * customer for residential; a failure shows the first email, password1 or password2 error,
 * else 'Invalid Request'.
 */
import { assign, fromPromise, setup } from 'xstate';
import { messages } from '../shared/domain';
import { notProvided } from '../shared/types';
import type { RegistrationForm } from './registration.schema';
import { isRegistrationValid, registrationErrorMessage } from './registration.schema';

export type RegistrationRole = 'customer' | 'commercial_lead';

export interface RegistrationInput {
  allowRegistration: boolean;
  signedIn: boolean;
  email: string;
  serviceType: 'residential' | 'commercial';
}

export interface RegistrationContext extends RegistrationForm {
  allowRegistration: boolean;
  signedIn: boolean;
  email: string;
  role: RegistrationRole;
  error: string | null;
}

export type RegistrationEvent =
  | { type: 'registration.password.change'; value: string }
  | { type: 'registration.confirmation.change'; value: string }
  | { type: 'registration.submit' };

export type RegisterResult =
  | { kind: 'registered' }
  /** The address has an account this visitor may not claim: a set-password link went to it instead. */
  | { kind: 'emailed' }
  | { kind: 'invalid'; errors: Record<string, unknown> };

export interface RegisterRequest {
  email: string;
  password1: string;
  password2: string;
  role: RegistrationRole;
}

export const registrationMachine = setup({
  types: {
    context: {} as RegistrationContext,
    events: {} as RegistrationEvent,
    input: {} as RegistrationInput,
  },
  actors: {
    /** Commercial: the registration call; residential: auth/password/change/ with the stored order user's token. */
    register: fromPromise<RegisterResult, RegisterRequest>(() => notProvided('register')),
  },
  guards: {
    isSignedIn: ({ context }) => context.signedIn,
    isAllowed: ({ context }) => context.allowRegistration,
    isPasswordValid: ({ context }) => isRegistrationValid(context),
    isRegistered: (_, r: RegisterResult) => r.kind === 'registered',
    isEmailed: (_, r: RegisterResult) => r.kind === 'emailed',
  },
  actions: {
    assignPassword: assign({ password: (_, value: string) => value, error: null }),
    assignConfirmation: assign({ confirmation: (_, value: string) => value, error: null }),
    assignError: assign({ error: (_, errors: Record<string, unknown>) => registrationErrorMessage(errors) }),
    assignUnexpectedError: assign({ error: messages.somethingWentWrong }),
    /** Effects the view provides. */
    notifyRegistered: () => notProvided('notifyRegistered'),
    navigateLogin: (_, _email: string) => notProvided('navigateLogin'),
    navigateAccount: () => notProvided('navigateAccount'),
    navigateHome: () => notProvided('navigateHome'),
  },
}).createMachine({
  id: 'registration',
  description: 'Registration page: set a password after ordering, then sign in.',
  context: ({ input }) => ({
    password: '',
    confirmation: '',
    allowRegistration: input.allowRegistration,
    signedIn: input.signedIn,
    email: input.email,
    role: input.serviceType === 'commercial' ? 'commercial_lead' : 'customer',
    error: null,
  }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Signed in → /account; without the allowRegistration flag → /.',
      always: [
        { guard: 'isSignedIn', target: 'redirected', actions: 'navigateAccount' },
        { guard: 'isAllowed', target: 'editing' },
        { target: 'redirected', actions: 'navigateHome' },
      ],
    },
    editing: {
      description:
        'Password and confirmation; the Register button is disabled until the password is valid and matches.',
      on: {
        'registration.password.change': { actions: { type: 'assignPassword', params: ({ event }) => event.value } },
        'registration.confirmation.change': {
          actions: { type: 'assignConfirmation', params: ({ event }) => event.value },
        },
        'registration.submit': { guard: 'isPasswordValid', target: 'registering' },
      },
    },
    registering: {
      description: 'Registering (email, password1, password2, role).',
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => ({
          email: context.email,
          password1: context.password,
          password2: context.confirmation,
          role: context.role,
        }),
        onDone: [
          {
            guard: { type: 'isRegistered', params: ({ event }) => event.output },
            target: 'done',
            actions: ['notifyRegistered', { type: 'navigateLogin', params: ({ context }) => context.email }],
          },
          { guard: { type: 'isEmailed', params: ({ event }) => event.output }, target: 'emailed' },
          {
            target: 'editing',
            actions: {
              type: 'assignError',
              params: ({ event }) => (event.output.kind === 'invalid' ? event.output.errors : {}),
            },
          },
        ],
        onError: { target: 'editing', actions: 'assignUnexpectedError' },
      },
    },
    done: {
      description: "Registered: 'Registered Successfully', then /login.",
      type: 'final',
    },
    emailed: {
      description:
        "The address has an account this visitor may not claim: 'We've emailed you a link to continue where you left off.'",
      type: 'final',
    },
    redirected: {
      description: 'Signed in (→ /account) or not allowed (→ /).',
      type: 'final',
    },
  },
});
