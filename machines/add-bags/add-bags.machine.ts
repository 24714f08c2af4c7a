/**
 * add-bags: the overview's doggie-bag offer (spec 3 §2.1, §6 residential only, §7 POST
 * /service/add_bags/, §9 200 bags for $8.99).
 *
 * States: idle → confirming → buying → done ; confirming → idle (cancel) ; buying → confirming (failure) ;
 *         done → confirming (buy again)
 *
 * Invariants: nothing is bought without the customer's confirmation; the request names one of the
 * customer's residential services (with a single service it is chosen for them, with several they
 * choose which next visit brings the bags) and the pack's price; a failure keeps the confirmation
 * open with the choice kept, so the customer can try again or cancel; after a purchase the services
 * reload (their next_service_bags changed).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { NotifyErrorsParams } from '../shared/types';
import { notifyRefusal } from '../shared/refusal';
import { notProvided } from '../shared/types';

export interface AddBagsInput {
  /** The residential services whose next visit can bring bags. */
  orderUuids: string[];
  /** The pack's price as the API takes it ('8.99', BAGS_PRICE). */
  price: string;
}

/** POST /service/add_bags/ body. */
export interface AddBagsRequest {
  service_order_uuid: string;
  add_bags: string;
}

/** 'added' with the server's sentence (detail) when it gave one; 'invalid' for a 4xx answer with its body. */
export type AddBagsResult = { kind: 'added'; detail: string | null } | { kind: 'invalid'; errors: unknown };

export interface AddBagsContext {
  orderUuids: string[];
  price: string;
  /** The service whose next visit brings the bags; null until chosen. */
  selected: string | null;
  /** The last purchase of this visit to the page (the server's sentence, if any): the offer repeats it. */
  added: { detail: string | null } | null;
}

export type AddBagsEvent =
  { type: 'bags.open' } | { type: 'bags.select'; uuid: string } | { type: 'bags.confirm' } | { type: 'bags.cancel' };

export const addBagsMachine = setup({
  types: {
    context: {} as AddBagsContext,
    events: {} as AddBagsEvent,
    input: {} as AddBagsInput,
  },
  actors: {
    addBags: fromPromise<AddBagsResult, AddBagsRequest>(() => notProvided('addBags')),
  },
  guards: {
    hasOrders: ({ context }) => context.orderUuids.length > 0,
    isKnownOrder: ({ context }, uuid: string) => context.orderUuids.includes(uuid),
    hasSelection: ({ context }) => context.selected !== null,
    isAdded: (_, result: AddBagsResult) => result.kind === 'added',
  },
  actions: {
    /** A single service is the choice; with several the customer chooses. */
    assignDefaultSelection: assign({
      selected: ({ context }) => (context.orderUuids.length === 1 ? (context.orderUuids[0] ?? null) : null),
    }),
    assignSelection: assign({ selected: (_, uuid: string) => uuid }),
    clearSelection: assign({ selected: null }),
    assignAdded: assign({ added: (_, detail: string | null) => ({ detail }) }),
    /** Effects the view provides. */
    /** The success toast: the server's sentence, or ours when it gave none. */
    notifyBought: (_, _params: { detail: string | null }) => notProvided('notifyBought'),
    reloadServices: () => notProvided('reloadServices'),
    notifyErrors: (_, _params: NotifyErrorsParams) => notProvided('notifyErrors'),
    /** A save's refusal, through notifyErrors (machines/shared/refusal.ts). */
    notifyRefusal: notifyRefusal<AddBagsContext, AddBagsEvent>(),
  },
}).createMachine({
  id: 'addBags',
  description: 'Doggie bags: 200 bags for $8.99 added to the next visit of a residential service, after confirmation.',
  context: ({ input }) => ({ orderUuids: input.orderUuids, price: input.price, selected: null, added: null }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The offer (200 bags for $8.99) with its button; residential customers only.',
      on: {
        'bags.open': { guard: 'hasOrders', target: 'confirming', actions: 'assignDefaultSelection' },
      },
    },
    confirming: {
      description:
        'The confirmation dialog: the price, and with several services the choice of which next visit brings the bags.',
      on: {
        'bags.select': {
          guard: { type: 'isKnownOrder', params: ({ event }) => event.uuid },
          actions: { type: 'assignSelection', params: ({ event }) => event.uuid },
        },
        'bags.confirm': { guard: 'hasSelection', target: 'buying' },
        'bags.cancel': { target: 'idle', actions: 'clearSelection' },
      },
    },
    buying: {
      description: "POST /service/add_bags/ with service_order_uuid and add_bags '8.99'; the dialog waits.",
      invoke: {
        id: 'addBags',
        src: 'addBags',
        input: ({ context }) => ({ service_order_uuid: context.selected ?? '', add_bags: context.price }),
        onDone: [
          {
            guard: { type: 'isAdded', params: ({ event }) => event.output },
            target: 'done',
            actions: [
              {
                type: 'assignAdded',
                params: ({ event }) => (event.output.kind === 'added' ? event.output.detail : null),
              },
              {
                type: 'notifyBought',
                params: ({ event }) => ({ detail: event.output.kind === 'added' ? event.output.detail : null }),
              },
              'reloadServices',
              'clearSelection',
            ],
          },
          {
            target: 'confirming',
            actions: { type: 'notifyRefusal', params: ({ event }) => event.output },
          },
        ],
        onError: {
          target: 'confirming',
          actions: { type: 'notifyErrors', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: {
      description:
        'Bags added: the success toast said so and the offer says which next visit brings them; may buy again.',
      on: {
        'bags.open': { guard: 'hasOrders', target: 'confirming', actions: 'assignDefaultSelection' },
      },
    },
  },
});
