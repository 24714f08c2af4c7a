import { describe, expect, it } from 'vitest';
import { ticketMachine } from '../../machines/ticket/ticket.machine';
import {
  selectIsClosing,
  selectIsMarkingRead,
  selectIsReplying,
  selectIsSubmitting,
} from '../../machines/ticket/ticket.selectors';
import { startMachine } from '../support/machine-kit';
import { blankAnswers } from '../support/blank-answers';
import { today, unreadTicket as open } from '../model/ticket.fixtures';

const readTicket = { ...open, read_by_customer: true };

describe('ticket machine: what the view is told on a failure', () => {
  it('a failed export toasts the thrown error itself', async () => {
    const t = startMachine(ticketMachine, { today });
    const error = new Error('offline');
    t.send({ type: 'list.export' });
    await t.reject('exportTickets', error);
    expect(t.effect('notifyErrors')).toEqual([{ error }]);
  });

  it("a refused ticket toasts the server's field errors; a failed post toasts the thrown error", async () => {
    const t = startMachine(ticketMachine, { today, entryReason: 'edit_existing_service' });
    t.send({ type: 'ticket.change', values: { title: 'Edit', message: 'Add a dog' } });
    t.send({ type: 'ticket.submit' });
    await t.resolve('createTicket', { kind: 'invalid', errors: { title: ['too long'] } });
    const error = new Error('network down');
    t.send({ type: 'ticket.submit' });
    await t.reject('createTicket', error);
    expect(t.effect('notifyErrors')).toEqual([{ error: { title: ['too long'] } }, { error }]);
    expect(t.effectNames()).toEqual(['notifyErrors', 'notifyErrors']);
  });

  it('a failed reply toasts the thrown error and keeps the typed text', async () => {
    const t = startMachine(ticketMachine, { today });
    t.send({ type: 'ticket.open', ticket: readTicket });
    t.send({ type: 'reply.change', text: 'Hello' });
    t.send({ type: 'reply.submit' });
    const error = new Error('offline');
    await t.reject('sendReply', error);
    expect(t.effect('notifyErrors')).toEqual([{ error }]);
    expect(t.context().reply).toBe('Hello');
  });

  it('a failed close toasts the thrown error', async () => {
    const t = startMachine(ticketMachine, { today });
    t.send({ type: 'ticket.open', ticket: readTicket });
    t.send({ type: 'close.open' });
    t.send({ type: 'close.rating.select', satisfaction: 'sad' });
    t.send({ type: 'close.confirm' });
    const error = new Error('offline');
    await t.reject('closeTicket', error);
    expect(t.effect('notifyErrors')).toEqual([{ error }]);
  });
});

describe('ticket machine: context details', () => {
  it('starts with an empty reply, no rating and no ticket', () => {
    const t = startMachine(ticketMachine, { today });
    expect(t.context()).toMatchObject({ reply: '', satisfaction: null, ticket: null, entryReason: null });
    expect(t.context().openNew).toBe(false);
  });

  it('a reply of spaces only cannot be sent', () => {
    const t = startMachine(ticketMachine, { today });
    t.send({ type: 'ticket.open', ticket: readTicket });
    t.send({ type: 'reply.change', text: '   ' });
    expect(t.snapshot().can({ type: 'reply.submit' })).toBe(false);
    t.send({ type: 'reply.submit' });
    expect(t.value()).toEqual({ viewing: 'ready' });
  });

  it('changing only the message keeps the typed title', () => {
    const t = startMachine(ticketMachine, { today });
    t.send({ type: 'ticket.new' });
    t.send({ type: 'ticket.reason.change', reason: 'billing' });
    t.send({ type: 'ticket.change', values: { title: 'Invoice' } });
    t.send({ type: 'ticket.change', values: { message: 'Wrong total' } });
    expect(t.context().form).toMatchObject({ title: 'Invoice', message: 'Wrong total' });
  });

  it('cancelling the form clears it, the entry reason and the open-new flag', () => {
    const t = startMachine(ticketMachine, { today, openNew: true });
    expect(t.context().openNew).toBe(true);
    t.send({ type: 'ticket.reason.change', reason: 'billing' });
    t.send({ type: 'ticket.change', values: { title: 'Invoice', message: 'Wrong total' } });
    t.send({ type: 'ticket.cancel' });
    expect(t.context().openNew).toBe(false);
    expect(t.context().entryReason).toBeNull();
    expect(t.context().form).toEqual(blankAnswers());
    expect(t.context().errors).toEqual({});
  });

  it('another ticket opened while the first is being marked read marks the new one', async () => {
    const t = startMachine(ticketMachine, { today });
    t.send({ type: 'ticket.open', ticket: open });
    expect(t.inputOf('markRead')).toEqual({ uuid: 't1' });
    t.send({ type: 'ticket.open', ticket: { uuid: 't9', status: 'open', read_by_customer: false } });
    expect(t.inputOf('markRead')).toEqual({ uuid: 't9' });
  });
});

describe('ticket selectors: pending flags are false outside their state', () => {
  it('submitting, marking read, replying and closing each hold only in their own state', async () => {
    const t = startMachine(ticketMachine, { today });
    t.send({ type: 'ticket.new' });
    expect(selectIsSubmitting(t.snapshot())).toBe(false);
    t.send({ type: 'ticket.cancel' });

    t.send({ type: 'ticket.open', ticket: open });
    expect(selectIsMarkingRead(t.snapshot())).toBe(true);
    expect(selectIsReplying(t.snapshot())).toBe(false);
    await t.resolve('markRead', undefined);
    expect(selectIsMarkingRead(t.snapshot())).toBe(false);
    expect(selectIsReplying(t.snapshot())).toBe(false);
    t.send({ type: 'close.open' });
    expect(selectIsClosing(t.snapshot())).toBe(false);
  });
});
