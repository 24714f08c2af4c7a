/**
 * dog-info: the dog and safety details page /doginfo (spec doc 2 §2, §4 'Dog page', §5).
 *
 * States: starting (no saved order → redirected to /) → editing (one pet per pet_count) →
 *   saving (PATCH the order or enquiry) → checkingEmail (is the email an account?) → done:
 *   /account (email in use, signed in) | /login with the email (in use, signed out) |
 *   /registration with allowRegistration (otherwise). Back goes to /.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { CalendarDate } from '@internationalized/date';
import { messages } from '../shared/domain';
import type { Errors, NotifyErrorsParams } from '../shared/types';
import { notProvided } from '../shared/types';
import type { Pet, PropertySafety } from './dog-info.schema';
import { dogInfoErrors, emptySafety, petsFor } from './dog-info.schema';

export interface SavedOrder {
  id: string;
  /** The order was placed by a visitor: PATCH /service-order-enquiry/{id}/ instead of /service-order/{id}/. */
  is_enquiry: boolean;
  pet_count: number;
  email: string;
}

export interface DogInfoInput {
  order: SavedOrder | null;
  signedIn: boolean;
  today: CalendarDate;
  /** The how-heard answer given earlier (email screen, checkout): prefilled, never asked twice. */
  hearAboutUs?: string[];
}

export interface DogInfoContext {
  order: SavedOrder | null;
  signedIn: boolean;
  today: CalendarDate;
  pets: Pet[];
  safety: PropertySafety;
  hearAboutUs: string[];
  fieldErrors: Record<string, string>;
  errors: Errors;
}

export type DogInfoEvent =
  | { type: 'dogInfo.pet.change'; index: number; values: Partial<Pet> }
  | { type: 'dogInfo.safety.change'; values: Partial<PropertySafety> }
  | { type: 'dogInfo.howHeard.change'; values: string[] }
  | { type: 'dogInfo.submit' }
  | { type: 'dogInfo.back' };

export type UpdateResult = { kind: 'updated' } | { kind: 'invalid'; errors: Errors };
/** GET accounts/check-email: already_exists. Any failure counts as 'exists' (spec doc 1 §7). */
export type EmailExistsResult = { exists: boolean };

/** An empty how-heard list is left out, so the answer given at checkout is never wiped by `[]`. */
export function dogInfoPayload(c: DogInfoContext) {
  return {
    ...c.safety,
    pets: c.pets,
    ...(c.hearAboutUs.length > 0 ? { hear_about_us: c.hearAboutUs } : {}),
    outreach: 'website' as const,
  };
}

export const dogInfoMachine = setup({
  types: {
    context: {} as DogInfoContext,
    events: {} as DogInfoEvent,
    input: {} as DogInfoInput,
  },
  actors: {
    updateOrder: fromPromise<UpdateResult, { id: string; isEnquiry: boolean; body: ReturnType<typeof dogInfoPayload> }>(
      () => notProvided('updateOrder'),
    ),
    checkEmailExists: fromPromise<EmailExistsResult, { email: string }>(() => notProvided('checkEmailExists')),
  },
  guards: {
    hasOrder: ({ context }) => context.order !== null,
    isFormValid: ({ context }) => Object.keys(dogInfoErrors(context.pets, context.today)).length === 0,
    isUpdated: (_, r: UpdateResult) => r.kind === 'updated',
    isAccountSignedIn: ({ context }, r: EmailExistsResult) => r.exists && context.signedIn,
    isAccountSignedOut: (_, r: EmailExistsResult) => r.exists,
    isSignedIn: ({ context }) => context.signedIn,
  },
  actions: {
    assignPet: assign({
      pets: ({ context }, p: { index: number; values: Partial<Pet> }) =>
        context.pets.map((pet, i) => (i === p.index ? { ...pet, ...p.values } : pet)),
    }),
    assignSafety: assign({
      safety: ({ context }, values: Partial<PropertySafety>) => ({ ...context.safety, ...values }),
    }),
    assignHowHeard: assign({ hearAboutUs: (_, values: string[]) => values }),
    assignFieldErrors: assign({ fieldErrors: ({ context }) => dogInfoErrors(context.pets, context.today) }),
    clearErrors: assign({ fieldErrors: {}, errors: [] }),
    assignErrors: assign({ errors: (_, errors: Errors) => errors }),
    assignUnexpectedError: assign({ errors: [messages.somethingWentWrong] }),
    /** Effects the view provides. */
    /** A failed save's errors as 10-second toasts (spec 2 §8 'Toast of the detail'). */
    notifyErrors: (_, _params: NotifyErrorsParams) => notProvided('notifyErrors'),
    navigateHome: () => notProvided('navigateHome'),
    navigateAccount: () => notProvided('navigateAccount'),
    navigateLogin: (_, _email: string) => notProvided('navigateLogin'),
    navigateRegistration: () => notProvided('navigateRegistration'),
  },
}).createMachine({
  id: 'dogInfo',
  description: 'Dog and safety details page /doginfo: one form per dog plus the property safety answers.',
  context: ({ input }) => ({
    order: input.order,
    signedIn: input.signedIn,
    today: input.today,
    pets: petsFor(input.order?.pet_count ?? 0),
    safety: emptySafety,
    hearAboutUs: input.hearAboutUs ?? [],
    fieldErrors: {},
    errors: [],
  }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Without saved order data, redirect to /.',
      always: [
        { guard: 'hasOrder', target: 'editing' },
        { target: 'redirected', actions: 'navigateHome' },
      ],
    },
    editing: {
      description:
        'Per dog: name, breed, birthday (MM/DD/YYYY, not in the future), friendly, treats, info, photo; the property: dogs outside, doggy door, clean if dogs out; how heard.',
      on: {
        'dogInfo.pet.change': {
          actions: { type: 'assignPet', params: ({ event }) => ({ index: event.index, values: event.values }) },
        },
        'dogInfo.safety.change': { actions: { type: 'assignSafety', params: ({ event }) => event.values } },
        'dogInfo.howHeard.change': { actions: { type: 'assignHowHeard', params: ({ event }) => event.values } },
        'dogInfo.submit': [
          { guard: 'isFormValid', target: 'saving', actions: 'clearErrors' },
          { actions: 'assignFieldErrors' },
        ],
        'dogInfo.back': { target: 'redirected', actions: 'navigateHome' },
      },
    },
    saving: {
      description: 'PATCH /service-order/{id}/ (or /service-order-enquiry/{id}/) with the dog and safety payload.',
      invoke: {
        id: 'updateOrder',
        src: 'updateOrder',
        input: ({ context }) => ({
          id: context.order?.id ?? '',
          isEnquiry: context.order?.is_enquiry ?? true,
          body: dogInfoPayload(context),
        }),
        onDone: [
          { guard: { type: 'isUpdated', params: ({ event }) => event.output }, target: 'checkingEmail' },
          {
            target: 'editing',
            actions: [
              {
                type: 'assignErrors',
                params: ({ event }) => (event.output.kind === 'invalid' ? event.output.errors : []),
              },
              { type: 'notifyErrors', params: ({ context }) => ({ errors: context.errors }) },
            ],
          },
        ],
        onError: {
          target: 'editing',
          actions: [
            'assignUnexpectedError',
            { type: 'notifyErrors', params: ({ context }) => ({ errors: context.errors }) },
          ],
        },
      },
    },
    checkingEmail: {
      description: 'Does the order email already belong to an account? (a failed check counts as yes)',
      invoke: {
        id: 'checkEmailExists',
        src: 'checkEmailExists',
        input: ({ context }) => ({ email: context.order?.email ?? '' }),
        onDone: [
          {
            guard: { type: 'isAccountSignedIn', params: ({ event }) => event.output },
            target: 'done',
            actions: 'navigateAccount',
          },
          {
            guard: { type: 'isAccountSignedOut', params: ({ event }) => event.output },
            target: 'done',
            actions: { type: 'navigateLogin', params: ({ context }) => context.order?.email ?? '' },
          },
          { target: 'done', actions: 'navigateRegistration' },
        ],
        onError: [
          { guard: 'isSignedIn', target: 'done', actions: 'navigateAccount' },
          { target: 'done', actions: { type: 'navigateLogin', params: ({ context }) => context.order?.email ?? '' } },
        ],
      },
    },
    done: {
      description:
        'Saved: /account (email in use, signed in), /login with the email (in use, signed out), else /registration with allowRegistration.',
      type: 'final',
    },
    redirected: {
      description: 'No saved order, or Back: redirected to /.',
      type: 'final',
    },
  },
});
