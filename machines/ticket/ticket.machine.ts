/**
 * ticket: the Messages tab's tickets (spec doc 3 §2.7, §4 Ticket, §5 Ticket, §7 Messages, §8).
 *
 * States: start → list.idle | creating.editing (entry flags)
 *         list.idle → list.exporting → list.idle (CSV export of the list as sorted and filtered)
 *         list → creating.editing ⇄ creating.resolvingOwner ; creating.editing → creating.submitting → list
 *         list → viewing.start → viewing.markingRead (unread) → viewing.ready
 *         viewing.ready → viewing.replying → viewing.ready (open tickets only)
 *         viewing.ready → viewing.closing (rating) → viewing.closingTicket → viewing.ready
 *         viewing → viewing.start (another ticket opened, e.g. by the URL) ; viewing → list (back)
 *
 * Invariants: the cancel_my_services reason pre-fills title 'Cancel My Services' (read-only),
 * priority 3, follow_up_date tomorrow, status open and assigned_user the field office owner;
 * choosing another reason clears them. Replies only while open; closing needs a rating.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Satisfaction } from '../shared/domain';
import type { NotifyErrorsParams } from '../shared/types';
import { notifyRefusal } from '../shared/refusal';
import { notProvided } from '../shared/types';
import {
  CANCEL_MY_SERVICES,
  CANCEL_PRIORITY,
  CANCEL_TITLE,
  emptyTicketForm,
  nextDay,
  ticketErrors,
} from './ticket.schema';
import type { TicketForm } from './ticket.schema';
import type {
  SaveResult,
  TicketContext,
  TicketEvent,
  TicketInput,
  TicketListQuery,
  TicketSummary,
} from './ticket.types';

export type { SaveResult } from './ticket.types';

const isCancelForm = (form: TicketForm) => form.reason === CANCEL_MY_SERVICES;

export const ticketMachine = setup({
  types: {
    context: {} as TicketContext,
    events: {} as TicketEvent,
    input: {} as TicketInput,
  },
  actors: {
    /** The field office owner, found by a ZIP check of the user's first field office (null if none). */
    findFieldOfficeOwner: fromPromise<string | null, void>(() => notProvided('findFieldOfficeOwner')),
    /** POST /message/. */
    createTicket: fromPromise<SaveResult, TicketForm>(() => notProvided('createTicket')),
    /** GET /message/?format=csv with the list's ordering and status and the browser's time offset; saved as messages.csv. */
    exportTickets: fromPromise<void, TicketListQuery>(() => notProvided('exportTickets')),
    /** PATCH message/{uuid}/ read_by_customer true. */
    markRead: fromPromise<void, { uuid: string }>(() => notProvided('markRead')),
    /** POST /message-reply/ (message, parent_uuid). */
    sendReply: fromPromise<void, { message: string; parent_uuid: string }>(() => notProvided('sendReply')),
    /** PATCH message/{uuid}/ status closed plus satisfaction. */
    closeTicket: fromPromise<void, { uuid: string; status: 'closed'; satisfaction: Satisfaction }>(() =>
      notProvided('closeTicket'),
    ),
  },
  guards: {
    hasEntryFlag: ({ context }) => context.entryReason !== null || context.openNew,
    isCancelReason: (_, reason: string) => reason === CANCEL_MY_SERVICES,
    isTicketValid: ({ context }) => Object.keys(ticketErrors(context.form, context.today)).length === 0,
    isSaved: (_, result: SaveResult) => result.kind === 'saved',
    isUnread: ({ context }) => context.ticket !== null && !context.ticket.read_by_customer,
    isTicketOpen: ({ context }) => context.ticket?.status === 'open',
    /** Replies only when the ticket is open, with non-empty text. */
    canReply: ({ context }) => context.ticket?.status === 'open' && context.reply.trim() !== '',
    hasRating: ({ context }) => context.satisfaction !== null,
  },
  actions: {
    assignOrdering: assign({
      list: ({ context }, ordering: TicketListQuery['ordering']) => ({ ...context.list, ordering }),
    }),
    assignStatusFilter: assign({
      list: ({ context }, status: TicketListQuery['status']) => ({ ...context.list, status }),
    }),
    startForm: assign({
      form: ({ context }) => ({ ...emptyTicketForm, reason: context.entryReason ?? '' }),
      errors: {},
    }),
    /** cancel_my_services pre-fills the ticket (assigned_user arrives with the owner lookup). */
    prefillCancel: assign({
      form: ({ context }) => ({
        ...context.form,
        reason: CANCEL_MY_SERVICES,
        title: CANCEL_TITLE,
        priority: CANCEL_PRIORITY,
        follow_up_date: nextDay(context.today),
        status: 'open' as const,
        assigned_user: null,
      }),
      errors: {},
    }),
    assignOwner: assign({ form: ({ context }, owner: string | null) => ({ ...context.form, assigned_user: owner }) }),
    /** Choosing a reason other than cancel_my_services clears what that reason pre-filled. */
    assignReason: assign({
      form: ({ context }, reason: string) =>
        isCancelForm(context.form)
          ? {
              ...context.form,
              reason,
              title: '',
              priority: null,
              follow_up_date: null,
              status: null,
              assigned_user: null,
            }
          : { ...context.form, reason },
      errors: {},
    }),
    /** The title is read-only while the reason is cancel_my_services. */
    assignFields: assign({
      form: ({ context }, values: Partial<Pick<TicketForm, 'title' | 'message' | 'visit_date'>>) => {
        const { title, ...rest } = values;
        return { ...context.form, ...rest, ...(title === undefined || isCancelForm(context.form) ? {} : { title }) };
      },
    }),
    assignErrors: assign({ errors: ({ context }) => ticketErrors(context.form, context.today) }),
    resetForm: assign({ form: emptyTicketForm, errors: {}, entryReason: null, openNew: false }),
    assignTicket: assign({ ticket: (_, ticket: TicketSummary) => ticket, reply: '', satisfaction: null }),
    markTicketRead: assign({
      ticket: ({ context }) => (context.ticket ? { ...context.ticket, read_by_customer: true } : null),
    }),
    markTicketClosed: assign({
      ticket: ({ context }) => (context.ticket ? { ...context.ticket, status: 'closed' as const } : null),
    }),
    assignReply: assign({ reply: (_, text: string) => text }),
    clearReply: assign({ reply: '' }),
    assignSatisfaction: assign({ satisfaction: (_, s: Satisfaction | null) => s }),
    /** Effects the view provides. */
    reloadTickets: () => notProvided('reloadTickets'),
    reloadUnreadCount: () => notProvided('reloadUnreadCount'),
    reloadTicket: () => notProvided('reloadTicket'),
    /** Success toasts: the ticket was created / the reply sent / the ticket closed. */
    notifyCreated: () => notProvided('notifyCreated'),
    notifyReplied: () => notProvided('notifyReplied'),
    notifyClosed: () => notProvided('notifyClosed'),
    /** Toasts ('field:::message' for creation errors): a DRF body or a thrown error the view normalises. */
    notifyErrors: (_, _params: NotifyErrorsParams) => notProvided('notifyErrors'),
    /** A save's refusal, through notifyErrors (machines/shared/refusal.ts). */
    notifyRefusal: notifyRefusal<TicketContext, TicketEvent>(),
  },
}).createMachine({
  id: 'ticket',
  description:
    "Messages tab: ticket list, 'Add New Ticket', ticket detail with replies, and 'Close this ticket' with a satisfaction rating.",
  context: ({ input }) => ({
    today: input.today,
    entryReason: input.entryReason ?? null,
    openNew: input.openNew ?? false,
    list: { ordering: null, status: null },
    form: emptyTicketForm,
    errors: {},
    ticket: null,
    reply: '',
    satisfaction: null,
  }),
  initial: 'start',
  states: {
    start: {
      description:
        'Entry flags open the new-ticket form with reason edit_existing_service or request_one_time_service, or plain; otherwise the list.',
      always: [{ guard: 'hasEntryFlag', target: 'creating', actions: 'startForm' }, { target: 'list' }],
    },
    list: {
      description:
        "Ticket list with sort (All, created ascending/descending), status filter (All, Open, Closed) and CSV export; open tickets highlighted; 'You have no recent messages.' when empty.",
      initial: 'idle',
      on: {
        'list.ordering.change': { actions: { type: 'assignOrdering', params: ({ event }) => event.ordering } },
        'list.status.change': { actions: { type: 'assignStatusFilter', params: ({ event }) => event.status } },
        'ticket.new': { target: 'creating', actions: 'startForm' },
        'ticket.open': { target: 'viewing', actions: { type: 'assignTicket', params: ({ event }) => event.ticket } },
      },
      states: {
        idle: {
          description: 'The list as sorted and filtered.',
          on: { 'list.export': { target: 'exporting' } },
        },
        exporting: {
          description:
            'GET /message/?format=csv with the ordering, the status and time_offset (the browser’s getTimezoneOffset), saved as messages.csv; the export button waits.',
          invoke: {
            id: 'exportTickets',
            src: 'exportTickets',
            input: ({ context }) => context.list,
            onDone: { target: 'idle' },
            onError: {
              target: 'idle',
              actions: { type: 'notifyErrors', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    creating: {
      description: "'Add New Ticket' modal: reason, title, message, optional visit date.",
      initial: 'editing',
      states: {
        editing: {
          description: "Editing; with reason cancel_my_services the title is 'Cancel My Services' and read-only.",
          on: {
            'ticket.reason.change': [
              {
                guard: { type: 'isCancelReason', params: ({ event }) => event.reason },
                target: 'resolvingOwner',
                actions: 'prefillCancel',
              },
              { actions: { type: 'assignReason', params: ({ event }) => event.reason } },
            ],
            'ticket.change': { actions: { type: 'assignFields', params: ({ event }) => event.values } },
            'ticket.submit': [{ guard: 'isTicketValid', target: 'submitting' }, { actions: 'assignErrors' }],
            'ticket.cancel': { target: '#ticket.list', actions: 'resetForm' },
          },
        },
        resolvingOwner: {
          description:
            "Finding the field office owner (ZIP check of the user's first field office) to assign the cancel ticket to.",
          invoke: {
            id: 'findFieldOfficeOwner',
            src: 'findFieldOfficeOwner',
            onDone: { target: 'editing', actions: { type: 'assignOwner', params: ({ event }) => event.output } },
            onError: { target: 'editing' },
          },
        },
        submitting: {
          description:
            'POST /message/ (reason, title, message, visit_date, priority, follow_up_date, status, assigned_user).',
          invoke: {
            id: 'createTicket',
            src: 'createTicket',
            input: ({ context }) => context.form,
            onDone: [
              // After creation the form resets, the list and unread count reload, and a success toast.
              {
                guard: { type: 'isSaved', params: ({ event }) => event.output },
                target: '#ticket.list',
                actions: ['resetForm', 'reloadTickets', 'reloadUnreadCount', 'notifyCreated'],
              },
              {
                target: 'editing',
                actions: { type: 'notifyRefusal', params: ({ event }) => event.output },
              },
            ],
            onError: {
              target: 'editing',
              actions: { type: 'notifyErrors', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    viewing: {
      description: "Ticket detail (breadcrumb 'My Tickets') with its replies and a reply box.",
      initial: 'start',
      on: {
        'ticket.back': { target: 'list', actions: 'reloadTickets' },
        // The reply box shows from the start: what is typed while the ticket is marked read is kept.
        'reply.change': { actions: { type: 'assignReply', params: ({ event }) => event.text } },
        // Another ticket (the URL changed, e.g. Back from one ticket to another) starts over.
        'ticket.open': {
          target: 'viewing',
          reenter: true,
          actions: { type: 'assignTicket', params: ({ event }) => event.ticket },
        },
      },
      states: {
        start: {
          description: 'Opening a ticket marks it read by the customer when it is unread.',
          always: [{ guard: 'isUnread', target: 'markingRead' }, { target: 'ready' }],
        },
        markingRead: {
          description: 'PATCH message/{uuid}/ read_by_customer true; the unread count reloads.',
          invoke: {
            id: 'markRead',
            src: 'markRead',
            input: ({ context }) => ({ uuid: context.ticket?.uuid ?? '' }),
            onDone: { target: 'ready', actions: ['markTicketRead', 'reloadUnreadCount'] },
            onError: { target: 'ready' },
          },
        },
        ready: {
          description:
            "Reading; replies are allowed only while the ticket is open; 'Close this ticket' opens the rating modal.",
          on: {
            'reply.submit': { guard: 'canReply', target: 'replying' },
            'close.open': { guard: 'isTicketOpen', target: 'closing' },
          },
        },
        replying: {
          description: 'POST /message-reply/ (message, parent_uuid).',
          invoke: {
            id: 'sendReply',
            src: 'sendReply',
            input: ({ context }) => ({ message: context.reply.trim(), parent_uuid: context.ticket?.uuid ?? '' }),
            onDone: { target: 'ready', actions: ['clearReply', 'reloadTicket', 'notifyReplied'] },
            onError: {
              target: 'ready',
              actions: { type: 'notifyErrors', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        closing: {
          description:
            "'Close this ticket' modal: the Close button stays disabled until a rating (happy, neutral, sad) is chosen.",
          on: {
            'close.rating.select': {
              actions: { type: 'assignSatisfaction', params: ({ event }) => event.satisfaction },
            },
            'close.confirm': { guard: 'hasRating', target: 'closingTicket' },
            'close.cancel': { target: 'ready', actions: { type: 'assignSatisfaction', params: null } },
          },
        },
        closingTicket: {
          description: 'PATCH message/{uuid}/ status closed plus satisfaction.',
          invoke: {
            id: 'closeTicket',
            src: 'closeTicket',
            input: ({ context }) => ({
              uuid: context.ticket?.uuid ?? '',
              status: 'closed' as const,
              satisfaction: context.satisfaction ?? 'neutral',
            }),
            onDone: {
              target: 'ready',
              actions: ['markTicketClosed', 'reloadTicket', 'reloadTickets', 'notifyClosed'],
            },
            onError: {
              target: 'closing',
              actions: { type: 'notifyErrors', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
  },
});
