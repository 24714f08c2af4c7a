import { describe, expect, it } from 'vitest';
import { ticketMachine } from '../../machines/ticket/ticket.machine';
import { nextDay, ticketErrors, emptyTicketForm } from '../../machines/ticket/ticket.schema';
import {
  selectCanWriteReply,
  selectIsCloseModalOpen,
  selectIsClosing,
  selectIsCreating,
  selectIsExporting,
  selectIsReplying,
  selectIsSubmitting,
  selectIsTitleReadOnly,
  selectViewingUuid,
} from '../../machines/ticket/ticket.selectors';
import { startMachine } from '../support/machine-kit';
import { today, unreadTicket as open } from '../model/ticket.fixtures';

describe('ticket machine: create', () => {
  it('hasEntryFlag false opens the list; true opens the form with the entry reason or plain', () => {
    expect(startMachine(ticketMachine, { today }).value()).toEqual({ list: 'idle' });
    const t = startMachine(ticketMachine, { today, entryReason: 'request_one_time_service' });
    expect(t.value()).toEqual({ creating: 'editing' });
    expect(t.context().form.reason).toBe('request_one_time_service');
    const plain = startMachine(ticketMachine, { today, openNew: true });
    expect(plain.value()).toEqual({ creating: 'editing' });
    expect(plain.context().form.reason).toBe('');
  });

  it('isCancelReason true: pre-fills title, priority 3, follow-up tomorrow, status open and the owner; the title is read-only', async () => {
    const t = startMachine(ticketMachine, { today });
    t.send({ type: 'ticket.new' });
    t.send({ type: 'ticket.reason.change', reason: 'cancel_my_services' });
    expect(t.value()).toEqual({ creating: 'resolvingOwner' });
    await t.resolve('findFieldOfficeOwner', 'owner-1');
    expect(t.value()).toEqual({ creating: 'editing' });
    expect(t.context().form).toMatchObject({
      reason: 'cancel_my_services',
      title: 'Cancel My Services',
      priority: 3,
      follow_up_date: '2026-12-01',
      status: 'open',
      assigned_user: 'owner-1',
    });
    t.send({ type: 'ticket.change', values: { title: 'Something else', message: 'Please cancel' } });
    expect(t.context().form).toMatchObject({ title: 'Cancel My Services', message: 'Please cancel' });
  });

  it('isCancelReason false after cancel: the pre-fill is cleared; an owner lookup failure keeps the pre-fill', async () => {
    const t = startMachine(ticketMachine, { today });
    t.send({ type: 'ticket.new' });
    t.send({ type: 'ticket.reason.change', reason: 'cancel_my_services' });
    await t.reject('findFieldOfficeOwner');
    expect(t.context().form).toMatchObject({ title: 'Cancel My Services', assigned_user: null });
    t.send({ type: 'ticket.reason.change', reason: 'billing' });
    expect(t.context().form).toEqual({ ...emptyTicketForm, reason: 'billing' });
    t.send({ type: 'ticket.change', values: { title: 'Invoice' } });
    t.send({ type: 'ticket.reason.change', reason: 'other' });
    expect(t.context().form.title).toBe('Invoice');
  });

  it('isTicketValid false shows the messages; true posts; isSaved resets and reloads list and unread count', async () => {
    const t = startMachine(ticketMachine, { today });
    t.send({ type: 'ticket.new' });
    t.send({ type: 'ticket.submit' });
    expect(t.context().errors).toEqual({
      reason: 'Reason Is Required',
      title: 'Title Is Required',
      message: 'Message Is Required',
    });
    t.send({ type: 'ticket.reason.change', reason: 'billing' });
    t.send({ type: 'ticket.change', values: { title: 'Invoice', message: 'Wrong total', visit_date: '2026-11-30' } });
    t.send({ type: 'ticket.submit' });
    expect(t.value()).toEqual({ creating: 'submitting' });
    expect(t.inputOf('createTicket')).toMatchObject({
      reason: 'billing',
      title: 'Invoice',
      message: 'Wrong total',
      visit_date: '2026-11-30',
    });
    await t.resolve('createTicket', { kind: 'saved' });
    expect(t.value()).toEqual({ list: 'idle' });
    expect(t.context().form).toEqual(emptyTicketForm);
    expect(t.effectNames()).toEqual(['reloadTickets', 'reloadUnreadCount', 'notifyCreated']);
  });

  it('isSaved false / rejection: toasts and stays; cancel returns to the list', async () => {
    const t = startMachine(ticketMachine, { today, entryReason: 'edit_existing_service' });
    t.send({ type: 'ticket.change', values: { title: 'Edit', message: 'Add a dog' } });
    t.send({ type: 'ticket.submit' });
    await t.resolve('createTicket', { kind: 'invalid', errors: { title: ['too long'] } });
    expect(t.value()).toEqual({ creating: 'editing' });
    t.send({ type: 'ticket.submit' });
    await t.reject('createTicket');
    expect(t.effect('notifyErrors')).toHaveLength(2);
    t.send({ type: 'ticket.cancel' });
    expect(t.value()).toEqual({ list: 'idle' });
  });

  it('a visit date after today is refused', () => {
    expect(
      ticketErrors({ ...emptyTicketForm, reason: 'r', title: 't', message: 'm', visit_date: '2026-12-01' }, today),
    ).toEqual({ visit_date: 'Invalid date' });
    expect(nextDay('2026-12-31')).toBe('2027-01-01');
  });
});

describe('ticket machine: view, reply, close', () => {
  it('isUnread true: opening marks it read and reloads the unread count', async () => {
    const t = startMachine(ticketMachine, { today });
    t.send({ type: 'ticket.open', ticket: open });
    expect(t.value()).toEqual({ viewing: 'markingRead' });
    expect(t.inputOf('markRead')).toEqual({ uuid: 't1' });
    // What is typed while the ticket is marked read is kept (the reply box shows from the start).
    t.send({ type: 'reply.change', text: 'Thanks' });
    expect(t.context().reply).toBe('Thanks');
    await t.resolve('markRead', undefined);
    expect(t.value()).toEqual({ viewing: 'ready' });
    expect(t.context().reply).toBe('Thanks');
    expect(t.context().ticket?.read_by_customer).toBe(true);
    expect(t.effectNames()).toEqual(['reloadUnreadCount']);
  });

  it('isUnread false skips marking; a marking failure still shows the ticket', async () => {
    const t = startMachine(ticketMachine, { today });
    t.send({ type: 'ticket.open', ticket: { ...open, read_by_customer: true } });
    expect(t.value()).toEqual({ viewing: 'ready' });
    t.send({ type: 'ticket.back' });
    t.send({ type: 'ticket.open', ticket: open });
    await t.reject('markRead');
    expect(t.value()).toEqual({ viewing: 'ready' });
  });

  it('canReply: only open tickets with text; sendReply success clears, failure toasts', async () => {
    const t = startMachine(ticketMachine, { today });
    t.send({ type: 'ticket.open', ticket: { ...open, read_by_customer: true } });
    t.send({ type: 'reply.submit' });
    expect(t.value()).toEqual({ viewing: 'ready' });
    t.send({ type: 'reply.change', text: ' Thanks ' });
    t.send({ type: 'reply.submit' });
    expect(t.inputOf('sendReply')).toEqual({ message: 'Thanks', parent_uuid: 't1' });
    await t.resolve('sendReply', undefined);
    expect(t.context().reply).toBe('');
    expect(t.effectNames()).toEqual(['reloadTicket', 'notifyReplied']);
    t.send({ type: 'reply.change', text: 'Again' });
    t.send({ type: 'reply.submit' });
    await t.reject('sendReply');
    expect(t.value()).toEqual({ viewing: 'ready' });
    expect(t.effect('notifyErrors')).toHaveLength(1);
    t.send({ type: 'ticket.back' });
    t.send({ type: 'ticket.open', ticket: { uuid: 't2', status: 'closed', read_by_customer: true } });
    t.send({ type: 'reply.change', text: 'Hello' });
    expect(t.snapshot().can({ type: 'reply.submit' })).toBe(false);
    expect(t.snapshot().can({ type: 'close.open' })).toBe(false);
  });

  it('hasRating: Close needs a rating; closing sends status closed + satisfaction; failure stays in the modal', async () => {
    const t = startMachine(ticketMachine, { today });
    t.send({ type: 'ticket.open', ticket: { ...open, read_by_customer: true } });
    t.send({ type: 'close.open' });
    expect(t.value()).toEqual({ viewing: 'closing' });
    t.send({ type: 'close.confirm' });
    expect(t.value()).toEqual({ viewing: 'closing' });
    t.send({ type: 'close.rating.select', satisfaction: 'happy' });
    t.send({ type: 'close.confirm' });
    expect(t.inputOf('closeTicket')).toEqual({ uuid: 't1', status: 'closed', satisfaction: 'happy' });
    await t.reject('closeTicket');
    expect(t.value()).toEqual({ viewing: 'closing' });
    t.send({ type: 'close.confirm' });
    await t.resolve('closeTicket', undefined);
    expect(t.value()).toEqual({ viewing: 'ready' });
    expect(t.effectNames()).toEqual(['notifyErrors', 'reloadTicket', 'reloadTickets', 'notifyClosed']);
    expect(t.context().ticket?.status).toBe('closed');
    expect(t.snapshot().can({ type: 'close.open' })).toBe(false);
  });

  it('cancelling the close modal clears the rating', () => {
    const t = startMachine(ticketMachine, { today });
    t.send({ type: 'ticket.open', ticket: { ...open, read_by_customer: true } });
    t.send({ type: 'close.open' });
    t.send({ type: 'close.rating.select', satisfaction: 'sad' });
    t.send({ type: 'close.cancel' });
    expect(t.value()).toEqual({ viewing: 'ready' });
    expect(t.context().satisfaction).toBeNull();
  });
});

describe('ticket machine: list, sort, filter, CSV export', () => {
  it('sort and status filter are kept and sent with the export; the export button waits', async () => {
    const t = startMachine(ticketMachine, { today });
    expect(t.context().list).toEqual({ ordering: null, status: null });
    t.send({ type: 'list.ordering.change', ordering: 'created_at' });
    t.send({ type: 'list.status.change', status: 'closed' });
    expect(t.context().list).toEqual({ ordering: 'created_at', status: 'closed' });
    t.send({ type: 'list.export' });
    expect(t.value()).toEqual({ list: 'exporting' });
    expect(selectIsExporting(t.snapshot())).toBe(true);
    expect(t.inputOf('exportTickets')).toEqual({ ordering: 'created_at', status: 'closed' });
    // A second press while the first runs starts nothing.
    expect(t.snapshot().can({ type: 'list.export' })).toBe(false);
    await t.resolve('exportTickets', undefined);
    expect(t.value()).toEqual({ list: 'idle' });
    expect(selectIsExporting(t.snapshot())).toBe(false);
    t.send({ type: 'list.ordering.change', ordering: null });
    t.send({ type: 'list.status.change', status: null });
    expect(t.context().list).toEqual({ ordering: null, status: null });
  });

  it('a failed export toasts and returns to the list', async () => {
    const t = startMachine(ticketMachine, { today });
    t.send({ type: 'list.export' });
    await t.reject('exportTickets', new Error('offline'));
    expect(t.value()).toEqual({ list: 'idle' });
    expect(t.effect('notifyErrors')).toHaveLength(1);
  });

  it('the sort and filter survive a visit to a ticket and back', () => {
    const t = startMachine(ticketMachine, { today });
    t.send({ type: 'list.status.change', status: 'open' });
    t.send({ type: 'ticket.open', ticket: { ...open, read_by_customer: true } });
    t.send({ type: 'ticket.back' });
    expect(t.context().list.status).toBe('open');
    expect(t.effectNames()).toEqual(['reloadTickets']);
  });
});

describe('ticket machine: a ticket opened by the URL', () => {
  it('another ticket while viewing starts over (and marks it read when unread)', async () => {
    const t = startMachine(ticketMachine, { today });
    t.send({ type: 'ticket.open', ticket: { ...open, read_by_customer: true } });
    t.send({ type: 'reply.change', text: 'draft' });
    t.send({ type: 'ticket.open', ticket: { uuid: 't9', status: 'open', read_by_customer: false } });
    expect(t.value()).toEqual({ viewing: 'markingRead' });
    expect(t.context().reply).toBe('');
    expect(t.inputOf('markRead')).toEqual({ uuid: 't9' });
    expect(selectViewingUuid(t.snapshot())).toBe('t9');
  });
});

describe('ticket selectors', () => {
  it('read the modal, pending and read-only flags from the snapshot', async () => {
    const t = startMachine(ticketMachine, { today });
    expect(selectViewingUuid(t.snapshot())).toBeNull();
    t.send({ type: 'ticket.new' });
    expect(selectIsCreating(t.snapshot())).toBe(true);
    expect(selectIsTitleReadOnly(t.snapshot())).toBe(false);
    t.send({ type: 'ticket.reason.change', reason: 'cancel_my_services' });
    await t.resolve('findFieldOfficeOwner', null);
    expect(selectIsTitleReadOnly(t.snapshot())).toBe(true);
    t.send({ type: 'ticket.change', values: { message: 'Please cancel' } });
    t.send({ type: 'ticket.submit' });
    expect(selectIsSubmitting(t.snapshot())).toBe(true);
    await t.resolve('createTicket', { kind: 'saved' });
    expect(selectIsCreating(t.snapshot())).toBe(false);

    t.send({ type: 'ticket.open', ticket: { ...open, read_by_customer: true } });
    expect(selectCanWriteReply(t.snapshot())).toBe(true);
    t.send({ type: 'reply.change', text: 'Hi' });
    t.send({ type: 'reply.submit' });
    expect(selectIsReplying(t.snapshot())).toBe(true);
    await t.resolve('sendReply', undefined);
    t.send({ type: 'close.open' });
    expect(selectIsCloseModalOpen(t.snapshot())).toBe(true);
    t.send({ type: 'close.rating.select', satisfaction: 'neutral' });
    t.send({ type: 'close.confirm' });
    expect(selectIsClosing(t.snapshot())).toBe(true);
    expect(selectIsCloseModalOpen(t.snapshot())).toBe(true);
    await t.resolve('closeTicket', undefined);
    expect(selectIsCloseModalOpen(t.snapshot())).toBe(false);
    expect(selectCanWriteReply(t.snapshot())).toBe(false);
  });
});
