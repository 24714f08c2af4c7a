/**
 * zip-check: the home screen (/ and checkzip/{id}/{scorpion_id}), spec doc 1 §2, §4, §5.
 *
 * States: starting (deep-link decision) → step1 (ZIP entry) → checking → served (final: area
 * stored, order in progress, next screen) | step2 (not served: enquiry email) → enquiring →
 * step1 (inputs cleared) ; redirecting (final: bad deep link → /).
 *
 * The ZIP check resolves to a tagged result: served (with the area), notServed, or invalid
 * (errors keep step 1); only unexpected failures reject. A signed-in user's ZIP must be in
 * their own zip_codes list, otherwise it is treated as not served.
 */
import { assign, fromPromise, setup } from 'xstate';
import * as v from 'valibot';
import { channelFromFragment, firstVisitMessages as messages } from '../shared/domain';
import type { Area, Errors, NotifyErrorsParams } from '../shared/types';
import { notProvided } from '../shared/types';
import { deepLinkSchema, enquiryEmailSchema, sanitizeZip, zipSchema } from './zip-check.schema';

export type ZipCheckResult =
  { kind: 'served'; area: Area } | { kind: 'notServed' } | { kind: 'invalid'; errors: Errors };
export type EnquiryResult = { kind: 'sent' } | { kind: 'invalid'; errors: Errors };

export interface ZipCheckInput {
  /** Query parameters of a deep link (zipcode + scorpion_id; '' when one is missing), when the screen was opened with them. */
  deepLink?: { zipcode: string; scorpionId: string } | null;
  /** The URL fragment ('&s=N' sets the channel). */
  fragment?: string;
  /** The signed-in user's zip_codes, or null for a visitor. */
  userZipCodes?: readonly string[] | null;
}

export interface ZipCheckContext {
  zip: string;
  email: string;
  scorpionId: string | null;
  channel: number;
  userZipCodes: readonly string[] | null;
  area: Area | null;
  errors: Errors;
}

export type ZipCheckEvent =
  | { type: 'zip.change'; value: string }
  | { type: 'zip.submit' }
  | { type: 'enquiry.email.change'; value: string }
  | { type: 'enquiry.submit' }
  | { type: 'enquiry.back' };

export const zipCheckMachine = setup({
  types: {
    context: {} as ZipCheckContext,
    events: {} as ZipCheckEvent,
    input: {} as ZipCheckInput,
  },
  actors: {
    checkZip: fromPromise<ZipCheckResult, { zipcode: string }>(() => notProvided('checkZip')),
    sendEnquiry: fromPromise<EnquiryResult, { email: string; zip_code: string; scorpion_id: string | null }>(() =>
      notProvided('sendEnquiry'),
    ),
  },
  guards: {
    hasValidDeepLink: ({ context }) =>
      context.scorpionId !== null && v.is(deepLinkSchema, { zipcode: context.zip, scorpionId: context.scorpionId }),
    /** Checked after hasValidDeepLink: any other deep link is invalid. */
    hasDeepLink: ({ context }) => context.scorpionId !== null,
    isZipComplete: ({ context }) => v.is(zipSchema, context.zip),
    isServed: ({ context }, result: ZipCheckResult) =>
      result.kind === 'served' && (context.userZipCodes === null || context.userZipCodes.includes(context.zip)),
    isNotServed: ({ context }, result: ZipCheckResult) =>
      result.kind === 'notServed' ||
      (result.kind === 'served' && context.userZipCodes !== null && !context.userZipCodes.includes(context.zip)),
    isEnquiryEmailValid: ({ context }) => v.is(enquiryEmailSchema, context.email),
    isEnquirySent: (_, result: EnquiryResult) => result.kind === 'sent',
  },
  actions: {
    assignZip: assign({ zip: (_, value: string) => sanitizeZip(value), errors: [] }),
    assignEmail: assign({ email: (_, value: string) => value, errors: [] }),
    assignArea: assign({ area: (_, result: ZipCheckResult) => (result.kind === 'served' ? result.area : null) }),
    clearArea: assign({ area: null }),
    assignErrors: assign({
      errors: (_, result: { kind: string; errors?: Errors }) => result.errors ?? [messages.somethingWentWrong],
    }),
    assignUnexpectedError: assign({ errors: [messages.somethingWentWrong] }),
    resetInputs: assign({ zip: '', email: '', errors: [], area: null }),
    /** The view shows a failure's errors as toasts (spec 1 §8); every failed call ends with it. */
    notifyErrors: (_, _params: NotifyErrorsParams) => notProvided('notifyErrors'),
    /** Effects the view provides: keep the area for the session and mark the order in progress. */
    storeArea: (_, _params: { area: Area | null; channel: number }) => notProvided('storeArea'),
    clearStoredArea: () => notProvided('clearStoredArea'),
    navigateNext: () => notProvided('navigateNext'),
    navigateHome: () => notProvided('navigateHome'),
  },
}).createMachine({
  id: 'zipCheck',
  description: 'Home screen: ZIP availability check (step 1) and the not-served enquiry (step 2).',
  context: ({ input }) => ({
    // Only a valid deep link's ZIP enters the digits-only field; any other is dropped (and redirects).
    zip: input.deepLink && v.is(deepLinkSchema, input.deepLink) ? input.deepLink.zipcode : '',
    email: '',
    scorpionId: input.deepLink ? input.deepLink.scorpionId : null,
    channel: channelFromFragment(input.fragment ?? ''),
    userZipCodes: input.userZipCodes ?? null,
    area: null,
    errors: [],
  }),
  initial: 'starting',
  states: {
    starting: {
      description:
        'Opening the screen: with a valid zipcode (5 digits) and scorpion_id in the link, the ZIP is checked at once; a link with anything else redirects to / (no request).',
      always: [
        { guard: 'hasValidDeepLink', target: 'checking' },
        { guard: 'hasDeepLink', target: 'redirecting' },
        { target: 'step1' },
      ],
    },
    step1: {
      description: "Step 1 'Take back your backyard!': a 5-digit ZIP; 'Check Availability' is disabled until 5 digits.",
      on: {
        'zip.change': { actions: { type: 'assignZip', params: ({ event }) => event.value } },
        'zip.submit': { guard: 'isZipComplete', target: 'checking' },
      },
    },
    checking: {
      description: 'Checking whether a field office serves the ZIP.',
      invoke: {
        id: 'checkZip',
        src: 'checkZip',
        input: ({ context }) => ({ zipcode: context.zip }),
        onDone: [
          {
            guard: { type: 'isServed', params: ({ event }) => event.output },
            target: 'served',
            actions: { type: 'assignArea', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'isNotServed', params: ({ event }) => event.output },
            target: 'step2',
            actions: ['clearArea', 'clearStoredArea'],
          },
          {
            target: 'step1',
            actions: [
              { type: 'assignErrors', params: ({ event }) => event.output },
              { type: 'notifyErrors', params: ({ context }) => ({ errors: context.errors }) },
            ],
          },
        ],
        onError: {
          target: 'step1',
          actions: [
            'assignUnexpectedError',
            { type: 'notifyErrors', params: ({ context }) => ({ errors: context.errors }) },
          ],
        },
      },
    },
    served: {
      description:
        'Served: the area is stored for the session, the order is marked in progress and the flow proceeds to the email and service-type screen.',
      type: 'final',
      entry: [
        { type: 'storeArea', params: ({ context }) => ({ area: context.area, channel: context.channel }) },
        'navigateNext',
      ],
    },
    step2: {
      description:
        "Step 2 'Doggone it!': the ZIP is not served; 'Keep Me Updated!' is disabled until the email is valid.",
      on: {
        'enquiry.email.change': { actions: { type: 'assignEmail', params: ({ event }) => event.value } },
        'enquiry.submit': { guard: 'isEnquiryEmailValid', target: 'enquiring' },
        'enquiry.back': { target: 'step1' },
      },
    },
    enquiring: {
      description: 'Sending the non-serviceable enquiry (email, zip_code, scorpion_id).',
      invoke: {
        id: 'sendEnquiry',
        src: 'sendEnquiry',
        input: ({ context }) => ({
          email: context.email.trim(),
          zip_code: context.zip,
          scorpion_id: context.scorpionId,
        }),
        onDone: [
          {
            guard: { type: 'isEnquirySent', params: ({ event }) => event.output },
            target: 'step1',
            actions: 'resetInputs',
          },
          {
            target: 'step2',
            actions: [
              { type: 'assignErrors', params: ({ event }) => event.output },
              { type: 'notifyErrors', params: ({ context }) => ({ errors: context.errors }) },
            ],
          },
        ],
        onError: {
          target: 'step2',
          actions: [
            'assignUnexpectedError',
            { type: 'notifyErrors', params: ({ context }) => ({ errors: context.errors }) },
          ],
        },
      },
    },
    redirecting: {
      description: 'The deep link had no valid 5-digit ZIP or no scorpion_id: redirect to / (no request, no toast).',
      type: 'final',
      entry: 'navigateHome',
    },
  },
});
