/**
 * resume: /resume/{token}, a link mailed to the address (design.md §8: Email me this quote, the email
 * step meeting an address with records, the abandoned-flow reminder).
 *
 * States: validating (POST resume/open/) → continuing (final: the flow's entries stored on this device,
 *   on to its screen) | priceChanged (today's price differs: said plainly, then Continue → continuing)
 *   | expired | used | invalid | failed (the request got no answer: Try again → validating);
 *   expired | used → 'Send me a new link' → sending → sent | back with a toast.
 * Invariants: nothing of the flow is stored before the server restored it; an invalid link offers no new
 * link (it tells nothing about any address).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { NotifyErrorsParams } from '../shared/types';
import { notProvided } from '../shared/types';
import type { OpenResult, RestoredFlow, ResumeEvent } from './resume.types';

export interface ResumeInput {
  token: string;
}

export interface ResumeContext {
  token: string;
  restored: RestoredFlow | null;
  /** Why the link cannot restore (where 'Send me a new link' came from). */
  reason: 'expired' | 'used' | null;
}

const restoredOf = (r: OpenResult): RestoredFlow | null => {
  if (r.kind !== 'restored') return null;
  const { kind: _kind, ...flow } = r;
  return flow;
};

export const resumeMachine = setup({
  types: {
    context: {} as ResumeContext,
    events: {} as ResumeEvent,
    input: {} as ResumeInput,
  },
  actors: {
    /** POST resume/open/: restored (this device gets a fresh visitor key) or why not. */
    openLink: fromPromise<OpenResult, { token: string }>(() => notProvided('openLink')),
    /** POST resume/resend/: a new link to the address this one went to. */
    resendLink: fromPromise<void, { token: string }>(() => notProvided('resendLink')),
  },
  guards: {
    isRestoredWithNewPrice: (_, r: OpenResult) => r.kind === 'restored' && r.price !== null && r.price.changed,
    isRestored: (_, r: OpenResult) => r.kind === 'restored',
    isExpired: (_, r: OpenResult) => r.kind === 'expired',
    isUsed: (_, r: OpenResult) => r.kind === 'used',
    wasExpired: ({ context }) => context.reason === 'expired',
  },
  actions: {
    assignRestored: assign({ restored: (_, r: OpenResult) => restoredOf(r) }),
    assignReason: assign({ reason: (_, reason: 'expired' | 'used') => reason }),
    /** Effects the view provides. */
    /** The restored entries into this device's session (the flow's own keys), re-priced at today's prices. */
    storeFlow: (_, _flow: RestoredFlow) => notProvided('storeFlow'),
    /** On to the restored step's screen (/subscription, /getquote, /commercial). */
    navigateToFlow: (_, _flow: RestoredFlow) => notProvided('navigateToFlow'),
    notifyErrors: (_, _params: NotifyErrorsParams) => notProvided('notifyErrors'),
  },
}).createMachine({
  id: 'resume',
  description: 'A mailed link to continue a quote, its checkout or the community wizard on this device.',
  context: ({ input }) => ({ token: input.token, restored: null, reason: null }),
  initial: 'validating',
  states: {
    validating: {
      description: 'Opening the link (POST resume/open/): signed, once per device, 7 days.',
      invoke: {
        id: 'openLink',
        src: 'openLink',
        input: ({ context }) => ({ token: context.token }),
        onDone: [
          {
            guard: { type: 'isRestoredWithNewPrice', params: ({ event }) => event.output },
            target: 'priceChanged',
            actions: [
              { type: 'assignRestored', params: ({ event }) => event.output },
              { type: 'storeFlow', params: ({ event }) => restoredOf(event.output) as RestoredFlow },
            ],
          },
          {
            guard: { type: 'isRestored', params: ({ event }) => event.output },
            target: 'continuing',
            actions: [
              { type: 'assignRestored', params: ({ event }) => event.output },
              { type: 'storeFlow', params: ({ event }) => restoredOf(event.output) as RestoredFlow },
              { type: 'navigateToFlow', params: ({ event }) => restoredOf(event.output) as RestoredFlow },
            ],
          },
          {
            guard: { type: 'isExpired', params: ({ event }) => event.output },
            target: 'expired',
            actions: { type: 'assignReason', params: 'expired' },
          },
          {
            guard: { type: 'isUsed', params: ({ event }) => event.output },
            target: 'used',
            actions: { type: 'assignReason', params: 'used' },
          },
          { target: 'invalid' },
        ],
        onError: { target: 'failed' },
      },
    },
    priceChanged: {
      description: "Restored, and today's price differs from the one last shown: both are said plainly; Continue.",
      on: {
        'resume.continue': {
          target: 'continuing',
          actions: { type: 'navigateToFlow', params: ({ context }) => context.restored as RestoredFlow },
        },
      },
    },
    continuing: {
      description: "Restored on this device at its step, with every answer, at today's prices.",
      type: 'final',
    },
    expired: {
      description: "The link is older than 7 days: said so, with 'Send me a new link'.",
      on: { 'resume.resend': 'sending' },
    },
    used: {
      description:
        "The link was opened on another device (or its order was placed): said so, with 'Send me a new link'.",
      on: { 'resume.resend': 'sending' },
    },
    invalid: {
      description: 'Not a link of ours: said so, with the way to start a new quote.',
      type: 'final',
    },
    failed: {
      description: 'The link could not be checked (no answer): Try again.',
      on: { 'resume.retry': 'validating' },
    },
    sending: {
      description: 'Sending a new link to the address this one went to (POST resume/resend/).',
      invoke: {
        id: 'resendLink',
        src: 'resendLink',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'sent' },
        onError: [
          {
            guard: 'wasExpired',
            target: 'expired',
            actions: { type: 'notifyErrors', params: ({ event }) => ({ error: event.error }) },
          },
          { target: 'used', actions: { type: 'notifyErrors', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    sent: {
      description: 'A new link is on its way to the same address.',
      type: 'final',
    },
  },
});
