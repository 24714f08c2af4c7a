// The ticket flow's fixtures, shared by the machine suite, the model suite and the UI model suite
// (which offers each event only where its host shows it). Free of vitest: Playwright loads it too.
import type { ticketMachine } from '../../machines/ticket/ticket.machine';
import type { Fixtures } from '../support/model-paths';

type M = typeof ticketMachine;

export const today = '2026-11-30';

/** An open ticket the customer has not read yet. */
export const unreadTicket = { uuid: 't1', status: 'open' as const, read_by_customer: false };

/** What both suites offer: the list, the form, a thread, its reply and its closing, with each actor's answers. */
export const ticketFixtures = {
  'list.ordering.change': (s) => [
    { type: 'list.ordering.change', ordering: s.context.list.ordering === null ? '-created_at' : null },
  ],
  'list.status.change': (s) => [{ type: 'list.status.change', status: s.context.list.status === null ? 'open' : null }],
  'list.export': [{ type: 'list.export' }],
  'ticket.new': [{ type: 'ticket.new' }],
  'ticket.reason.change': (s) =>
    s.context.form.reason === 'cancel_my_services'
      ? [{ type: 'ticket.reason.change', reason: 'billing' }]
      : [{ type: 'ticket.reason.change', reason: 'cancel_my_services' }],
  'ticket.change': [{ type: 'ticket.change', values: { title: 'Invoice', message: 'Wrong total' } }],
  'ticket.submit': [{ type: 'ticket.submit' }],
  'ticket.cancel': [{ type: 'ticket.cancel' }],
  // From the list: an unread and a read ticket; while viewing, another ticket (the URL changed).
  'ticket.open': (s) =>
    s.matches('viewing')
      ? [{ type: 'ticket.open', ticket: { uuid: 't3', status: 'open', read_by_customer: true } }]
      : [
          { type: 'ticket.open', ticket: unreadTicket },
          { type: 'ticket.open', ticket: { uuid: 't2', status: 'open', read_by_customer: true } },
        ],
  'ticket.back': [{ type: 'ticket.back' }],
  'reply.change': (s) => (s.context.reply === '' ? [{ type: 'reply.change', text: 'Thanks' }] : []),
  'reply.submit': [{ type: 'reply.submit' }],
  'close.open': [{ type: 'close.open' }],
  'close.rating.select': (s) =>
    s.context.satisfaction === null ? [{ type: 'close.rating.select', satisfaction: 'happy' }] : [],
  'close.confirm': [{ type: 'close.confirm' }],
  'close.cancel': [{ type: 'close.cancel' }],
  'xstate.done.actor.createTicket': [
    { type: 'xstate.done.actor.createTicket', output: { kind: 'saved' } },
    { type: 'xstate.done.actor.createTicket', output: { kind: 'invalid', errors: { title: ['too long'] } } },
  ],
  'xstate.error.actor.createTicket': [{ type: 'xstate.error.actor.createTicket', error: new Error('offline') }],
  'xstate.done.actor.exportTickets': [{ type: 'xstate.done.actor.exportTickets', output: undefined }],
  'xstate.error.actor.exportTickets': [{ type: 'xstate.error.actor.exportTickets', error: new Error('offline') }],
  'xstate.done.actor.markRead': [{ type: 'xstate.done.actor.markRead', output: undefined }],
  'xstate.error.actor.markRead': [{ type: 'xstate.error.actor.markRead', error: new Error('offline') }],
  'xstate.done.actor.sendReply': [{ type: 'xstate.done.actor.sendReply', output: undefined }],
  'xstate.error.actor.sendReply': [{ type: 'xstate.error.actor.sendReply', error: new Error('offline') }],
  'xstate.done.actor.closeTicket': [{ type: 'xstate.done.actor.closeTicket', output: undefined }],
  'xstate.error.actor.closeTicket': [{ type: 'xstate.error.actor.closeTicket', error: new Error('offline') }],
} satisfies Fixtures<M>;

/** The field office owner's lookup (no request in the browser: the contract's ZIP check names no owner). */
export const ownerLookupFixtures: Partial<Fixtures<M>> = {
  'xstate.done.actor.findFieldOfficeOwner': [{ type: 'xstate.done.actor.findFieldOfficeOwner', output: 'owner-1' }],
  'xstate.error.actor.findFieldOfficeOwner': [
    { type: 'xstate.error.actor.findFieldOfficeOwner', error: new Error('offline') },
  ],
};
