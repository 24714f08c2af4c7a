// A loaded ticket (spec 3 §2.7, §3 Ticket): its facts (title, reason, status, created, visit date,
// priority, assigned staff, and the rating once closed), the conversation, the reply box only while the
// ticket is open, and 'Close this ticket' with its rating modal.
import { useEffect, useId, useRef } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { selectCanWriteReply, selectIsMarkingRead } from '../../../../machines/ticket/ticket.selectors';
import { reasonsQuery } from '../../../api/account-queries';
import { useApi } from '../../../api-context';
import { TICKET_STATUS_LABELS } from '../../../domain/account-enums';
import { wireToSlashed } from '../../../domain/dates';
import { Button } from '../../../ui/button';
import { Card, Facts } from '../../../ui/card';
import type { AccountNav } from '../account-nav';
import { SectionBoundary } from '../shared/section-boundary';
import { visitTimeText } from '../services/service-dates';
import type { TicketActor } from './actors';
import { CloseTicketModal } from './close-ticket-modal';
import { Conversation } from './conversation';
import { ReplyBox } from './reply-box';
import { Breadcrumb } from '../shared/breadcrumb';
import { TICKETS_TRAIL } from './ticket-detail';
import type { Ticket } from './ticket-facts';
import { SATISFACTION_LABELS, personName, reasonLabel } from './ticket-facts';
import { accountMessages } from '../../../domain/account-messages';

interface Props {
  ticket: Ticket;
  actor: TicketActor;
  nav: AccountNav;
  timeZone: string;
}

export function TicketView({ ticket, actor, nav, timeZone }: Props) {
  const headingId = useId();
  // The machine decides (replies and closing only while open) and closes at once; the read catches up.
  const canWrite = useSelector(actor, selectCanWriteReply);
  const markingRead = useSelector(actor, selectIsMarkingRead);
  const machineStatus = useSelector(actor, (s) =>
    s.matches('viewing') && s.context.ticket?.uuid === ticket.uuid ? s.context.ticket.status : null,
  );
  const status = machineStatus ?? ticket.status;
  // Closing removes the button that had focus (it sat in the modal's trigger): focus goes to the note
  // that says the ticket is closed, so keyboard and screen reader users are not dropped on the page.
  const closedNote = useRef<HTMLParagraphElement>(null);
  const closedHere = useRef(false);
  useEffect(() => {
    if (machineStatus === 'open') closedHere.current = true;
    else if (machineStatus === 'closed' && closedHere.current) closedNote.current?.focus();
  }, [machineStatus]);
  return (
    <article className="ticket" aria-labelledby={headingId}>
      <Breadcrumb nav={nav} trail={TICKETS_TRAIL} current={ticket.title} />
      <header className="ticket__header">
        <h2 id={headingId} className="ticket__title">
          {ticket.title}
        </h2>
        {canWrite ? (
          <Button variant="secondary" isDisabled={markingRead} onPress={() => actor.send({ type: 'close.open' })}>
            {accountMessages.closeThisTicket}
          </Button>
        ) : null}
      </header>
      <div className="ticket__grid">
        <Card title={accountMessages.ticketDetailsTitle} level={3} className="ticket__facts">
          <SectionBoundary loading="Loading the ticket's details…">
            <TicketFacts ticket={{ ...ticket, status }} timeZone={timeZone} />
          </SectionBoundary>
        </Card>
        <Card title={accountMessages.conversationTitle} level={3} className="ticket__conversation">
          <Conversation ticket={ticket} timeZone={timeZone} />
          {canWrite ? <ReplyBox actor={actor} /> : null}
          {status === 'closed' ? (
            <p ref={closedNote} tabIndex={-1} className="ticket__closed-note">
              {accountMessages.ticketClosedNote}
            </p>
          ) : null}
        </Card>
      </div>
      <CloseTicketModal actor={actor} />
    </article>
  );
}

function TicketFacts({ ticket, timeZone }: { ticket: Ticket; timeZone: string }) {
  const api = useApi();
  const reasons = useSuspenseQuery(reasonsQuery(api)).data;
  const rows = [
    { label: 'Reason', value: reasonLabel(reasons, ticket.reason) },
    { label: 'Status', value: TICKET_STATUS_LABELS[ticket.status] },
    { label: 'Created', value: visitTimeText(ticket.created_at, timeZone) },
    { label: 'Visit date', value: ticket.visit_date ? wireToSlashed(ticket.visit_date) : accountMessages.noVisitDate },
    { label: 'Priority', value: ticket.priority === null ? accountMessages.noPriority : String(ticket.priority) },
    {
      label: 'Assigned to',
      value: personName(ticket.assigned_user_details) || accountMessages.notAssigned,
    },
    ...(ticket.satisfaction ? [{ label: 'Your rating', value: SATISFACTION_LABELS[ticket.satisfaction] }] : []),
  ];
  return <Facts rows={rows.map((r) => ({ ...r, key: r.label }))} />;
}
