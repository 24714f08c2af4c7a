/**
 * What the Messages views read from a ticket snapshot, in one tested place (tests/machines/ticket.test.ts).
 * Each returns a boolean or a context value, so `useSelector` re-renders only what reads it.
 */
import type { SnapshotFrom } from 'xstate';
import type { ticketMachine } from './ticket.machine';
import { CANCEL_MY_SERVICES } from './ticket.schema';

export type TicketSnapshot = SnapshotFrom<typeof ticketMachine>;

/** The CSV export is running: its button waits. */
export const selectIsExporting = (s: TicketSnapshot) => s.matches({ list: 'exporting' });

/** 'Add New Ticket' is open (editing, looking up the owner, or sending). */
export const selectIsCreating = (s: TicketSnapshot) => s.matches('creating');
export const selectIsSubmitting = (s: TicketSnapshot) => s.matches({ creating: 'submitting' });

/** With reason cancel_my_services the title is 'Cancel My Services' and read-only (spec 3 §4 Ticket). */
export const selectIsTitleReadOnly = (s: TicketSnapshot) => s.context.form.reason === CANCEL_MY_SERVICES;

/** The uuid of the ticket the machine shows, null outside the detail. */
export const selectViewingUuid = (s: TicketSnapshot) =>
  s.matches('viewing') ? (s.context.ticket?.uuid ?? null) : null;

/** The reply box shows only while the open ticket is open (spec 3 §4: replies only when open). */
export const selectCanWriteReply = (s: TicketSnapshot) => s.matches('viewing') && s.context.ticket?.status === 'open';
export const selectIsReplying = (s: TicketSnapshot) => s.matches({ viewing: 'replying' });
/** Marking the ticket read: 'Close this ticket' and Send wait for it (the machine takes them only when ready). */
export const selectIsMarkingRead = (s: TicketSnapshot) => s.matches({ viewing: 'markingRead' });

/** 'Close this ticket': the modal shows while rating and while the close is sent. */
export const selectIsCloseModalOpen = (s: TicketSnapshot) =>
  s.matches({ viewing: 'closing' }) || s.matches({ viewing: 'closingTicket' });
export const selectIsClosing = (s: TicketSnapshot) => s.matches({ viewing: 'closingTicket' });
