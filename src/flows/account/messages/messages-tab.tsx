// The account's Messages tab (spec 3 §2.7): the ticket list, or a ticket's detail when the URL names one
// (?ticket=<uuid>, so reload and Back keep it), the 'Add New Ticket' modal and the support hours. One
// ticket machine runs the tab; the URL says which ticket is open and the views keep the machine in step.
// What the customer enters survives a reload (shared/modal-draft.ts): the new ticket's fields, the reply
// being written and the close modal's rating come back on the same screen (the ticket is in the URL).
import { useEffect, useState } from 'react';
import type { Snapshot, SnapshotFrom } from 'xstate';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { ticketMachine } from '../../../../machines/ticket/ticket.machine';
import { selectViewingUuid } from '../../../../machines/ticket/ticket.selectors';
import { useApi } from '../../../api-context';
import { toWireDate } from '../../../domain/dates';
import { inspect } from '../../../inspect';
import { readDraft, useModalDraft } from '../shared/modal-draft';
import type { AccountNav, AccountUserProps } from '../account-nav';
import { useOfficeToday } from '../services/office-time';
import { createTicketImplementations } from './actors';
import { NewTicketModal } from './new-ticket-modal';
import { SupportCard } from './support-card';
import { TicketDetail } from './ticket-detail';
import { TicketList } from './ticket-list';
import '../../../styles/account-messages.css';

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
  clean: (persisted: Record<string, unknown>) => ({
    ...persisted,
    context: { ...(persisted.context as Record<string, unknown>), errors: {} },
  }),
};

/** A draft belongs to the screen the URL shows: a ticket's to that ticket, a new ticket's to the list. */
export function draftForScreen(draft: Snapshot<unknown> | undefined, ticket: string | undefined) {
  const { value, context } = (draft ?? {}) as { value?: unknown; context?: { ticket?: { uuid?: string } | null } };
  if (typeof value !== 'object' || value === null) return undefined;
  if ('viewing' in value) return ticket && context?.ticket?.uuid === ticket ? draft : undefined;
  if ('creating' in value) return ticket ? undefined : draft;
  return undefined;
}

export default function MessagesTab({ user, nav }: { user: AccountUserProps; nav: AccountNav }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { timeZone, today } = useOfficeToday(user);
  const [machine] = useState(() => ticketMachine.provide(createTicketImplementations(api, queryClient)));
  const uuid = nav.search.ticket;
  const draft = `messages.${user.uuid}`;
  const [snapshot] = useState(() => draftForScreen(readDraft(draft), uuid));
  const actor = useActorRef(machine, {
    input: { today: toWireDate(today) },
    ...(snapshot ? { snapshot } : {}),
    inspect,
  });
  useModalDraft(actor, draft, TICKET_DRAFT);
  const viewing = useSelector(actor, selectViewingUuid);
  // The URL left the ticket (the breadcrumb, Back): the machine goes back to the list too.
  useEffect(() => {
    if (!uuid && viewing) actor.send({ type: 'ticket.back' });
  }, [uuid, viewing, actor]);
  return (
    <div className="messages">
      <div className="messages__main">
        {uuid ? (
          <TicketDetail key={uuid} uuid={uuid} actor={actor} nav={nav} timeZone={timeZone} />
        ) : (
          <TicketList actor={actor} nav={nav} timeZone={timeZone} />
        )}
      </div>
      <SupportCard />
      <NewTicketModal actor={actor} today={today} />
    </div>
  );
}
