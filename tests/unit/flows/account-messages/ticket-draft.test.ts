// The Messages tab's draft, kept over a reload: which states are kept, and which screen a draft belongs to.
import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ticketMachine } from '../../../../machines/ticket/ticket.machine';
import { TICKET_DRAFT, draftForScreen } from '../../../../src/flows/account/messages/ticket-draft';

const ticket = { uuid: 't1', status: 'open' as const, read_by_customer: true };

function snapshotAfter(...events: Parameters<ReturnType<typeof createActor<typeof ticketMachine>>['send']>[0][]) {
  const actor = createActor(ticketMachine, { input: { today: '2026-11-30' } }).start();
  for (const e of events) actor.send(e);
  return actor.getSnapshot();
}

describe('ticket draft', () => {
  it('keeps the new-ticket modal, a reply being written and the close modal; not an empty ticket view', () => {
    expect(TICKET_DRAFT.editable(snapshotAfter({ type: 'ticket.new' }))).toBe(true);
    expect(TICKET_DRAFT.editable(snapshotAfter({ type: 'ticket.open', ticket }))).toBe(false);
    expect(
      TICKET_DRAFT.editable(snapshotAfter({ type: 'ticket.open', ticket }, { type: 'reply.change', text: 'Hi' })),
    ).toBe(true);
    expect(TICKET_DRAFT.editable(snapshotAfter({ type: 'ticket.open', ticket }, { type: 'close.open' }))).toBe(true);
    expect(TICKET_DRAFT.editable(snapshotAfter())).toBe(false);
  });

  it("a ticket's draft only on that ticket's address, a new ticket's only on the list", () => {
    const viewing = { value: { viewing: 'ready' }, context: { ticket } } as never;
    const creating = { value: { creating: 'editing' }, context: { ticket: null } } as never;
    expect(draftForScreen(viewing, 't1')).toBe(viewing);
    expect(draftForScreen(viewing, 't2')).toBeUndefined();
    expect(draftForScreen(viewing, undefined)).toBeUndefined();
    expect(draftForScreen(creating, undefined)).toBe(creating);
    expect(draftForScreen(creating, 't1')).toBeUndefined();
    expect(draftForScreen(undefined, 't1')).toBeUndefined();
  });
});
