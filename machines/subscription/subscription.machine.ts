/**
 * subscription: /subscription, 'How often do you need your yard cleaned?' (spec doc 1 §2).
 *
 * States: starting (no stored area → redirected to /) → loading (frequency price ranges of the
 * field office) → ready (five cards) | failed (retry) ; ready → chosen (final: /getquote with
 * the card's range; every other week carries the default range 12 to 47).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Frequency } from '../shared/domain';
import { messages } from '../shared/domain';
import type { Area, Errors, PriceRange } from '../shared/types';
import { notProvided } from '../shared/types';
import { EVERY_OTHER_WEEK_DEFAULT_RANGE } from './subscription.schema';

export type PriceRangesResult = { kind: 'loaded'; ranges: PriceRange[] } | { kind: 'invalid'; errors: Errors };

export interface SubscriptionInput {
  area: Area | null;
}

export interface SubscriptionContext {
  area: Area | null;
  ranges: PriceRange[];
  chosen: PriceRange | null;
  errors: Errors;
}

export type SubscriptionEvent = { type: 'subscription.select'; frequency: Frequency } | { type: 'subscription.retry' };

export function rangeFor(ranges: readonly PriceRange[], frequency: Frequency): PriceRange {
  if (frequency === 'bi_monthly') return EVERY_OTHER_WEEK_DEFAULT_RANGE;
  return ranges.find((r) => r.frequency === frequency) ?? { frequency, min_price: '0', max_price: '0' };
}

export const subscriptionMachine = setup({
  types: {
    context: {} as SubscriptionContext,
    events: {} as SubscriptionEvent,
    input: {} as SubscriptionInput,
  },
  actors: {
    loadPriceRanges: fromPromise<PriceRangesResult, { fieldOfficeUuid: string }>(() => notProvided('loadPriceRanges')),
  },
  guards: {
    hasArea: ({ context }) => context.area !== null,
    isLoaded: (_, r: PriceRangesResult) => r.kind === 'loaded',
  },
  actions: {
    assignRanges: assign({ ranges: (_, ranges: PriceRange[]) => ranges, errors: [] }),
    assignErrors: assign({ errors: (_, errors: Errors) => errors }),
    assignUnexpectedError: assign({ errors: [messages.somethingWentWrong] }),
    assignChosen: assign({ chosen: ({ context }, frequency: Frequency) => rangeFor(context.ranges, frequency) }),
    /** Effects the view provides: /getquote carrying the frequency price range, or / without an area. */
    navigateQuote: (_, _range: PriceRange | null) => notProvided('navigateQuote'),
    navigateHome: () => notProvided('navigateHome'),
  },
}).createMachine({
  id: 'subscription',
  description: "Subscription screen: five frequency cards, each 'starting at $min_price/visit'.",
  context: ({ input }) => ({ area: input.area, ranges: [], chosen: null, errors: [] }),
  initial: 'starting',
  states: {
    starting: {
      description: 'Without a stored area, redirect to /.',
      always: [
        { guard: 'hasArea', target: 'loading' },
        { target: 'redirected', actions: 'navigateHome' },
      ],
    },
    loading: {
      description:
        'Loading the frequency price ranges of the field office (GET field-office/{id}/frequency-pricing-range/).',
      invoke: {
        id: 'loadPriceRanges',
        src: 'loadPriceRanges',
        input: ({ context }) => ({ fieldOfficeUuid: context.area?.uuid ?? '' }),
        onDone: [
          {
            guard: { type: 'isLoaded', params: ({ event }) => event.output },
            target: 'ready',
            actions: {
              type: 'assignRanges',
              params: ({ event }) => (event.output.kind === 'loaded' ? event.output.ranges : []),
            },
          },
          {
            target: 'failed',
            actions: {
              type: 'assignErrors',
              params: ({ event }) => (event.output.kind === 'invalid' ? event.output.errors : []),
            },
          },
        ],
        onError: { target: 'failed', actions: 'assignUnexpectedError' },
      },
    },
    ready: {
      description:
        "The five cards (twice weekly, weekly with the special-offer badge, every other week, monthly, just once) with 'Get Started'.",
      on: {
        'subscription.select': {
          target: 'chosen',
          actions: [
            { type: 'assignChosen', params: ({ event }) => event.frequency },
            { type: 'navigateQuote', params: ({ context }) => context.chosen },
          ],
        },
      },
    },
    failed: {
      description: 'The price ranges could not be loaded (errors shown); the user may retry.',
      on: { 'subscription.retry': 'loading' },
    },
    chosen: {
      description: 'A card was chosen: /getquote with its frequency price range.',
      type: 'final',
    },
    redirected: {
      description: 'No stored area: redirected to /.',
      type: 'final',
    },
  },
});
