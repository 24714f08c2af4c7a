/**
 * quote: step 1 'GET A QUOTE' of the /getquote wizard (spec doc 1 §2 'Quote form', §4, §5, §9).
 *
 * States: editing (parallel)
 *   pricing: incomplete → debouncing (400 ms of quiet) | debouncingCoupon (500 ms) → calculating
 *            → priced | failed. Every change that affects the price re-enters `debouncing`, so
 *            the delay restarts and a running `calculatePrice` is stopped (its signal aborts):
 *            the stale request is cancelled; `failed` is left by any change, 'Try again' or the
 *            browser coming back online (`quote.price.retry`). `debouncing` falls back to `incomplete` when
 *            frequency, property type, dogs or (for once) last-cleaned are missing.
 *   warning:  closed | largeLot ('Just a heads up!' for single_family_large; cancel clears the
 *            property type, Continue confirms it).
 * completed (final): Continue, only from `priced` with the warning closed, 'Other' filled and, with
 * prepay on, its period chosen (`snapshot.can({ type: 'quote.continue' })` is the button's enabled state). Output: the
 * selections, coupon and price for the checkout step.
 */
import { and, assign, fromPromise, setup, stateIn } from 'xstate';
import type { Frequency, LastCleaned, PropertyType } from '../shared/domain';
import { AREA_TEXT_MAX_LENGTH, COUPON_DEBOUNCE_MS, messages, PRICE_DEBOUNCE_MS } from '../shared/domain';
import type { Area, CalculatedPrice, Errors, NotifyErrorsParams } from '../shared/types';
import { notProvided } from '../shared/types';
import type { PetCountOption, PrepayMonths, PriceRequest, QuoteSelections, SelectedAddOn } from './quote.schema';
import {
  canPrice,
  emptySelections,
  isOtherAreaFilled,
  isPrepayPeriodChosen,
  normaliseExtraPetCount,
  priceRequest,
  toggleArea,
} from './quote.schema';

/** Expected outcomes of the price call; only unexpected failures reject. */
export type PriceResult =
  | { kind: 'priced'; price: CalculatedPrice }
  /** The server's coupon_code error text, shown under the coupon box. */
  | { kind: 'couponRejected'; message: string }
  /** Any other pricing error (shown as toasts). */
  | { kind: 'invalid'; errors: Errors };

export interface QuoteInput {
  area: Area;
  /** The frequency chosen on /subscription: 'once' is offered only when it was 'once'. */
  initialFrequency: Frequency | null;
  /** Selections to start from (editing an existing subscription, or a restored quote). */
  selections?: Partial<QuoteSelections>;
}

export interface QuoteContext extends QuoteSelections {
  area: Area;
  onceOffered: boolean;
  couponInput: string;
  /** The applied coupon code (sent with every price request). */
  couponCode: string | null;
  couponError: string | null;
  price: CalculatedPrice | null;
  errors: Errors;
}

export interface QuoteOutput {
  selections: QuoteSelections;
  couponCode: string | null;
  price: CalculatedPrice;
}

export type QuoteEvent =
  | { type: 'quote.frequency.select'; frequency: Frequency }
  | { type: 'quote.propertyType.select'; propertyType: PropertyType }
  | { type: 'quote.largeLot.confirm' }
  | { type: 'quote.largeLot.cancel' }
  | { type: 'quote.pets.select'; petCount: PetCountOption }
  | { type: 'quote.pets.extra.change'; count: number | null }
  | { type: 'quote.lastCleaned.select'; lastCleaned: LastCleaned }
  | { type: 'quote.area.toggle'; area: string }
  | { type: 'quote.area.other.change'; text: string }
  | { type: 'quote.addOn.toggle'; addOn: SelectedAddOn }
  | { type: 'quote.notes.change'; text: string }
  | { type: 'quote.disposal.change'; text: string }
  | { type: 'quote.prepay.toggle' }
  | { type: 'quote.prepay.months.select'; months: PrepayMonths }
  | { type: 'quote.coupon.change'; code: string }
  | { type: 'quote.coupon.apply' }
  | { type: 'quote.coupon.remove' }
  | { type: 'quote.clear' }
  /** 'Try again' after a failed price, or the browser back online. */
  | { type: 'quote.price.retry' }
  | { type: 'quote.continue' };

const selectionsOf = (c: QuoteContext): QuoteSelections => ({
  frequency: c.frequency,
  propertyType: c.propertyType,
  petCount: c.petCount,
  extraPetCount: c.extraPetCount,
  lastCleaned: c.lastCleaned,
  areas: c.areas,
  otherAreaText: c.otherAreaText,
  addOns: c.addOns,
  cleaningNotes: c.cleaningNotes,
  disposalLocation: c.disposalLocation,
  prepay: c.prepay,
  prepayMonths: c.prepayMonths,
});

export const quoteMachine = setup({
  types: {
    context: {} as QuoteContext,
    events: {} as QuoteEvent,
    input: {} as QuoteInput,
    output: {} as QuoteOutput,
  },
  actors: {
    calculatePrice: fromPromise<PriceResult, PriceRequest>(() => notProvided('calculatePrice')),
  },
  delays: {
    priceDebounce: PRICE_DEBOUNCE_MS,
    couponDebounce: COUPON_DEBOUNCE_MS,
  },
  guards: {
    isFrequencyOffered: ({ context }, frequency: Frequency) => frequency !== 'once' || context.onceOffered,
    cannotPrice: ({ context }) => !canPrice(context),
    isLargeLotWarningOpen: stateIn('#quote.editing.warning.largeLot'),
    isLargeLot: (_, propertyType: PropertyType) => propertyType === 'single_family_large',
    isPrepayAllowed: ({ context }) => context.frequency !== 'once',
    isPrepayOn: ({ context }) => context.prepay,
    hasCouponInput: ({ context }) => context.couponInput.trim() !== '' && canPrice(context),
    hasCoupon: ({ context }) => context.couponCode !== null,
    isPriced: (_, result: PriceResult) => result.kind === 'priced',
    isCouponRejected: ({ context }, result: PriceResult) =>
      result.kind === 'couponRejected' && context.couponCode !== null,
    canContinue: and([
      ({ context }) => canPrice(context),
      ({ context }) => isOtherAreaFilled(context),
      ({ context }) => isPrepayPeriodChosen(context),
      stateIn('#quote.editing.warning.closed'),
    ]),
  },
  actions: {
    assignFrequency: assign((_, frequency: Frequency) =>
      // Choosing 'once' turns prepay off.
      frequency === 'once' ? { frequency, prepay: false, prepayMonths: null } : { frequency },
    ),
    assignPropertyType: assign({ propertyType: (_, propertyType: PropertyType) => propertyType }),
    clearPropertyType: assign({ propertyType: null }),
    assignPetCount: assign((_, petCount: PetCountOption) => ({ petCount, extraPetCount: null })),
    assignExtraPetCount: assign({ extraPetCount: (_, count: number | null) => normaliseExtraPetCount(count) }),
    assignLastCleaned: assign({ lastCleaned: (_, lastCleaned: LastCleaned) => lastCleaned }),
    toggleArea: assign({ areas: ({ context }, area: string) => toggleArea(context.areas, area) }),
    // Never longer than the API takes: a paste or a restore is cut to the limit.
    assignOtherAreaText: assign({ otherAreaText: (_, text: string) => text.slice(0, AREA_TEXT_MAX_LENGTH) }),
    toggleAddOn: assign({
      addOns: ({ context }, addOn: SelectedAddOn) =>
        context.addOns.some((a) => a.uuid === addOn.uuid)
          ? context.addOns.filter((a) => a.uuid !== addOn.uuid)
          : [...context.addOns, addOn],
    }),
    assignNotes: assign({ cleaningNotes: (_, text: string) => text }),
    assignDisposal: assign({ disposalLocation: (_, text: string) => text }),
    // Prepay off clears the months.
    togglePrepay: assign(({ context }) => ({ prepay: !context.prepay, prepayMonths: null })),
    assignPrepayMonths: assign({ prepayMonths: (_, months: PrepayMonths) => months }),
    assignCouponInput: assign({ couponInput: (_, code: string) => code, couponError: null }),
    applyCoupon: assign(({ context }) => ({ couponCode: context.couponInput.trim(), couponError: null })),
    removeCoupon: assign({ couponCode: null, couponInput: '', couponError: null }),
    rejectCoupon: assign({ couponCode: null, couponError: (_, message: string) => message }),
    assignPrice: assign({ price: (_, price: CalculatedPrice) => price, errors: [] }),
    clearPrice: assign({ price: null }),
    assignErrors: assign({ price: null, errors: (_, errors: Errors) => errors }),
    assignUnexpectedError: assign({ price: null, errors: [messages.somethingWentWrong] }),
    clearQuote: assign(() => ({
      ...emptySelections,
      couponInput: '',
      couponCode: null,
      couponError: null,
      price: null,
      errors: [],
    })),
    /** Every failed call ends with its errors as toasts (spec 1 §8); the view provides it. */
    notifyErrors: (_, _params: NotifyErrorsParams) => notProvided('notifyErrors'),
  },
}).createMachine({
  id: 'quote',
  description: "Step 1 'GET A QUOTE' of /getquote: selections, live price, prepay and coupon.",
  context: ({ input }) => ({
    ...emptySelections,
    ...input.selections,
    frequency: input.selections?.frequency ?? input.initialFrequency,
    area: input.area,
    onceOffered: input.initialFrequency === 'once',
    couponInput: '',
    couponCode: null,
    couponError: null,
    price: null,
    errors: [],
  }),
  initial: 'editing',
  output: ({ context }) => ({
    selections: selectionsOf(context),
    couponCode: context.couponCode,
    price: context.price as CalculatedPrice,
  }),
  states: {
    editing: {
      description: 'The quote form with its Service Summary sidebar.',
      type: 'parallel',
      on: {
        'quote.notes.change': { actions: { type: 'assignNotes', params: ({ event }) => event.text } },
        'quote.disposal.change': { actions: { type: 'assignDisposal', params: ({ event }) => event.text } },
        'quote.coupon.change': { actions: { type: 'assignCouponInput', params: ({ event }) => event.code } },
      },
      states: {
        pricing: {
          description: 'The live price: recalculated after quiet periods; Continue needs a fresh price.',
          initial: 'debouncing',
          on: {
            'quote.frequency.select': {
              guard: { type: 'isFrequencyOffered', params: ({ event }) => event.frequency },
              target: '.debouncing',
              actions: { type: 'assignFrequency', params: ({ event }) => event.frequency },
            },
            'quote.propertyType.select': {
              target: '.debouncing',
              actions: { type: 'assignPropertyType', params: ({ event }) => event.propertyType },
            },
            'quote.largeLot.cancel': {
              guard: 'isLargeLotWarningOpen',
              target: '.debouncing',
              actions: 'clearPropertyType',
            },
            'quote.pets.select': {
              target: '.debouncing',
              actions: { type: 'assignPetCount', params: ({ event }) => event.petCount },
            },
            'quote.pets.extra.change': {
              target: '.debouncing',
              actions: { type: 'assignExtraPetCount', params: ({ event }) => event.count },
            },
            'quote.lastCleaned.select': {
              target: '.debouncing',
              actions: { type: 'assignLastCleaned', params: ({ event }) => event.lastCleaned },
            },
            'quote.area.toggle': {
              target: '.debouncing',
              actions: { type: 'toggleArea', params: ({ event }) => event.area },
            },
            // 'Other' is priced under its text (the answer's cleaning_areas name it), so a change of the
            // text reprices as an area change does: the Service Summary and the stored price always name
            // the area as it was typed last.
            'quote.area.other.change': {
              target: '.debouncing',
              actions: { type: 'assignOtherAreaText', params: ({ event }) => event.text },
            },
            'quote.addOn.toggle': {
              target: '.debouncing',
              actions: { type: 'toggleAddOn', params: ({ event }) => event.addOn },
            },
            'quote.prepay.toggle': { guard: 'isPrepayAllowed', target: '.debouncing', actions: 'togglePrepay' },
            'quote.prepay.months.select': {
              guard: 'isPrepayOn',
              target: '.debouncing',
              actions: { type: 'assignPrepayMonths', params: ({ event }) => event.months },
            },
            'quote.coupon.apply': { guard: 'hasCouponInput', target: '.debouncingCoupon', actions: 'applyCoupon' },
            'quote.coupon.remove': { guard: 'hasCoupon', target: '.debouncingCoupon', actions: 'removeCoupon' },
            'quote.clear': { target: '.incomplete', actions: 'clearQuote' },
          },
          states: {
            incomplete: {
              description:
                'Frequency, property type, dog count or (for once) last cleaned is missing: no price, Continue disabled.',
              entry: 'clearPrice',
            },
            debouncing: {
              description:
                'A selection changed: waiting for 400 ms of quiet before recalculating (Continue disabled until repriced).',
              always: { guard: 'cannotPrice', target: 'incomplete' },
              after: { priceDebounce: { target: 'calculating' } },
            },
            debouncingCoupon: {
              description: 'A coupon was applied or removed: waiting for 500 ms of quiet before recalculating.',
              always: { guard: 'cannotPrice', target: 'incomplete' },
              after: { couponDebounce: { target: 'calculating' } },
            },
            calculating: {
              description: 'POST pricing-calculator with the selections; a new change stops it and aborts the request.',
              invoke: {
                id: 'calculatePrice',
                src: 'calculatePrice',
                input: ({ context }) => priceRequest(context, context.area, context.couponCode),
                onDone: [
                  {
                    guard: { type: 'isPriced', params: ({ event }) => event.output },
                    target: 'priced',
                    actions: {
                      type: 'assignPrice',
                      params: ({ event }) =>
                        event.output.kind === 'priced'
                          ? event.output.price
                          : { total_price_per_service: 0, total_price_for_first_visit: 0 },
                    },
                  },
                  {
                    // The coupon is dropped and the price recalculated without it.
                    guard: { type: 'isCouponRejected', params: ({ event }) => event.output },
                    target: 'calculating',
                    reenter: true,
                    actions: {
                      type: 'rejectCoupon',
                      params: ({ event }) => (event.output.kind === 'couponRejected' ? event.output.message : ''),
                    },
                  },
                  {
                    target: 'failed',
                    actions: [
                      {
                        type: 'assignErrors',
                        params: ({ event }) =>
                          event.output.kind === 'invalid' ? event.output.errors : [messages.somethingWentWrong],
                      },
                      { type: 'notifyErrors', params: ({ context }) => ({ errors: context.errors }) },
                    ],
                  },
                ],
                onError: {
                  target: 'failed',
                  actions: [
                    'assignUnexpectedError',
                    { type: 'notifyErrors', params: ({ context }) => ({ errors: context.errors }) },
                  ],
                },
              },
            },
            priced: {
              description:
                'The price matches the selections: the Service Summary shows it and Continue is enabled when the form allows.',
              on: { 'quote.continue': { guard: 'canContinue', target: '#quote.completed' } },
            },
            failed: {
              description:
                "The price could not be calculated (errors shown as toasts); any change retries, and so do 'Try again' and the browser coming back online.",
              on: { 'quote.price.retry': { target: 'calculating' } },
            },
          },
        },
        warning: {
          description: "The large-lot modal 'Just a heads up!'.",
          initial: 'closed',
          states: {
            closed: {
              description: 'No modal.',
              on: {
                'quote.propertyType.select': {
                  guard: { type: 'isLargeLot', params: ({ event }) => event.propertyType },
                  target: 'largeLot',
                },
              },
            },
            largeLot: {
              description:
                'Detached more than 0.5 acres chosen: the price may differ and is communicated before service. Cancel clears the property type; Continue confirms it.',
              on: {
                'quote.largeLot.confirm': { target: 'closed' },
                'quote.largeLot.cancel': { target: 'closed' },
              },
            },
          },
        },
      },
    },
    completed: {
      description: 'Continue: the quote is complete and priced; the wizard moves to CHECK OUT.',
      type: 'final',
    },
  },
});
