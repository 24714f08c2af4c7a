// The ticket machine's drafts (shared/modal-draft.ts): the Messages tab's new ticket, reply and
// close modal, and the 'Request one-time service' form (the same machine's creating states).
import type { Snapshot, SnapshotFrom } from 'xstate';
import type { ticketMachine } from '../../../../machines/ticket/ticket.machine';
import { dropErrors } from '../shared/modal-draft';

type TicketSnapshot = SnapshotFrom<typeof ticketMachine>;

/**
 * Kept: the new-ticket modal while it is edited, a ticket with a reply being written, the close
 * modal (its rating); unchanged while each is sent. Dropped on anything else (created, sent, closed,
 * cancelled, back to the list, a reply erased).
 */
export const TICKET_DRAFT = {
  editable: (s: TicketSnapshot) =>
    s.matches({ creating: 'editing' }) ||
    (s.matches({ viewing: 'ready' }) && s.context.reply.trim() !== '') ||
    s.matches({ viewing: 'closing' }),
  pending: (s: TicketSnapshot) =>
    s.matches({ creating: 'submitting' }) ||
    s.matches({ viewing: 'replying' }) ||
    s.matches({ viewing: 'closingTicket' }),
  clean: dropErrors,
};

/** A draft belongs to the screen the URL shows: a ticket's to that ticket, a new ticket's to the list. */
export function draftForScreen(draft: Snapshot<unknown> | undefined, ticket: string | undefined) {
  const { value, context } = (draft ?? {}) as { value?: unknown; context?: { ticket?: { uuid?: string } | null } };
  if (typeof value !== 'object' || value === null) return undefined;
  if ('viewing' in value) return ticket && context?.ticket?.uuid === ticket ? draft : undefined;
  if ('creating' in value) return ticket ? undefined : draft;
  return undefined;
}
