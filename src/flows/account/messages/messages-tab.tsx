// The account's Messages tab (spec 3 §2.7): the ticket list, or a ticket's detail when the URL names one
// (?ticket=<uuid>, so reload and Back keep it), the 'Add New Ticket' modal and the support hours. One
// ticket machine runs the tab; the URL says which ticket is open and the views keep the machine in step.
// What the customer enters survives a reload (shared/modal-draft.ts): the new ticket's fields, the reply
// being written and the close modal's rating come back on the same screen (the ticket is in the URL).
import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { ticketMachine } from '../../../../machines/ticket/ticket.machine';
import { selectViewingUuid } from '../../../../machines/ticket/ticket.selectors';
import { useApi } from '../../../api-context';
import { toWireDate } from '../../../domain/dates';
import { inspect } from '../../../inspect';
import { useDraftSnapshot, useModalDraft } from '../shared/modal-draft';
import { TICKET_DRAFT, draftForScreen } from './ticket-draft';
import type { AccountNav, AccountUserProps } from '../account-nav';
import { useOfficeToday } from '../services/office-time';
import { createTicketImplementations } from './actors';
import { NewTicketModal } from './new-ticket-modal';
import { SupportCard } from './support-card';
import { TicketDetail } from './ticket-detail';
import { TicketList } from './ticket-list';
import '../../../styles/account-messages.css';

export default function MessagesTab({ user, nav }: { user: AccountUserProps; nav: AccountNav }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { timeZone, today } = useOfficeToday(user);
  const [machine] = useState(() => ticketMachine.provide(createTicketImplementations(api, queryClient)));
  const uuid = nav.search.ticket;
  const draft = `messages.${user.uuid}`;
  const input = { today: toWireDate(today) };
  const restored = useDraftSnapshot(machine, draft, {
    now: input,
    belongs: (d) => draftForScreen(d, uuid) !== undefined,
  });
  const actor = useActorRef(machine, { input, ...restored, inspect });
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
