// The ticket flow's fixtures, shared by the machine suite, the model suite and the UI model suite
// (which offers each event only where its host shows it). Free of vitest: Playwright loads it too.
import type { ticketMachine } from '../../machines/ticket/ticket.machine';
import type { Fixtures } from '../support/model-paths';
import { actorDone, actorFailed, plainEvents, saveSettles } from '../support/actor-events';

type M = typeof ticketMachine;

export const today = '2026-11-30';

/** An open ticket the customer has not read yet. */
export const unreadTicket = { uuid: 't1', status: 'open' as const, read_by_customer: false };

/** What both suites offer: the list, the form, a thread, its reply and its closing, with each actor's answers. */
export const ticketFixtures = {
  ...plainEvents(
    'list.export',
    'ticket.new',
    'ticket.submit',
    'ticket.cancel',
    'ticket.back',
    'reply.submit',
    'close.open',
    'close.confirm',
    'close.cancel',
  ),
  'list.ordering.change': (s) => [
    { type: 'list.ordering.change', ordering: s.context.list.ordering === null ? '-created_at' : null },
  ],
  'list.status.change': (s) => [{ type: 'list.status.change', status: s.context.list.status === null ? 'open' : null }],
  'ticket.reason.change': (s) =>
    s.context.form.reason === 'cancel_my_services'
      ? [{ type: 'ticket.reason.change', reason: 'billing' }]
      : [{ type: 'ticket.reason.change', reason: 'cancel_my_services' }],
  'ticket.change': [{ type: 'ticket.change', values: { title: 'Invoice', message: 'Wrong total' } }],
  // From the list: an unread and a read ticket; while viewing, another ticket (the URL changed).
  'ticket.open': (s) =>
    s.matches('viewing')
      ? [{ type: 'ticket.open', ticket: { uuid: 't3', status: 'open', read_by_customer: true } }]
      : [
          { type: 'ticket.open', ticket: unreadTicket },
          { type: 'ticket.open', ticket: { uuid: 't2', status: 'open', read_by_customer: true } },
        ],
  'reply.change': (s) => (s.context.reply === '' ? [{ type: 'reply.change', text: 'Thanks' }] : []),
  'close.rating.select': (s) =>
    s.context.satisfaction === null ? [{ type: 'close.rating.select', satisfaction: 'happy' }] : [],
  ...saveSettles('createTicket', { title: ['too long'] }),
  'xstate.done.actor.exportTickets': actorDone('exportTickets', undefined),
  'xstate.error.actor.exportTickets': actorFailed('exportTickets'),
  'xstate.done.actor.markRead': actorDone('markRead', undefined),
  'xstate.error.actor.markRead': actorFailed('markRead'),
  'xstate.done.actor.sendReply': actorDone('sendReply', undefined),
  'xstate.error.actor.sendReply': actorFailed('sendReply'),
  'xstate.done.actor.closeTicket': actorDone('closeTicket', undefined),
  'xstate.error.actor.closeTicket': actorFailed('closeTicket'),
} satisfies Fixtures<M>;

/** The field office owner's lookup (no request in the browser: the contract's ZIP check names no owner). */
export const ownerLookupFixtures: Partial<Fixtures<M>> = {
  'xstate.done.actor.findFieldOfficeOwner': actorDone('findFieldOfficeOwner', 'owner-1'),
  'xstate.error.actor.findFieldOfficeOwner': actorFailed('findFieldOfficeOwner'),
};
