// A ticket's detail (spec 3 §2.7): breadcrumb 'My Tickets', its facts, the conversation, the reply box
// while it is open and 'Close this ticket'. It is loaded by the URL's uuid (GET /message/{uuid}/), then
// handed to the machine (ticket.open), which marks it read when it is unread. Another user's ticket
// answers 404: 'not found' with the way back.
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { selectViewingUuid } from '../../../../machines/ticket/ticket.selectors';
import { messageQuery } from '../../../api/account-queries';
import { ApiReadError } from '../../../api/queries';
import { useApi } from '../../../api-context';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { EmptyState, ErrorState } from '../../../ui/states';
import type { AccountNav } from '../account-nav';
import { Breadcrumb } from '../shared/breadcrumb';
import type { Crumb } from '../shared/breadcrumb';
import type { TicketActor } from './actors';
import { TicketView } from './ticket-view';
import { ticketSummary } from './ticket-facts';
import { accountMessages } from '../../../domain/account-messages';
// The breadcrumb's look is My Services' (one breadcrumb style in the account area).
import '../../../styles/account-services.css';
import { ACCOUNT_TABS } from '../../../domain/account-enums';

interface Props {
  uuid: string;
  actor: TicketActor;
  nav: AccountNav;
  timeZone: string;
}

export function TicketDetail({ uuid, actor, nav, timeZone }: Props) {
  const api = useApi();
  const query = useQuery(messageQuery(api, uuid));
  const ticket = query.data;
  const viewing = useSelector(actor, selectViewingUuid);
  // The machine follows the URL: a ticket it does not show yet is opened (and marked read if unread).
  useEffect(() => {
    if (ticket && viewing !== ticket.uuid) actor.send({ type: 'ticket.open', ticket: ticketSummary(ticket) });
  }, [ticket, viewing, actor]);

  if (ticket) return <TicketView ticket={ticket} actor={actor} nav={nav} timeZone={timeZone} />;
  if (query.error instanceof ApiReadError && query.error.status === 404)
    return (
      <>
        <Breadcrumb nav={nav} trail={TICKETS_TRAIL} current={accountMessages.ticketNotFound} />
        <EmptyState
          action={
            <Button variant="secondary" onPress={() => nav.go({ tab: ACCOUNT_TABS.messages })}>
              {accountMessages.backToMyTickets}
            </Button>
          }
        >
          <p>{accountMessages.ticketNotFound}</p>
        </EmptyState>
      </>
    );
  if (query.error)
    return (
      <>
        <Breadcrumb nav={nav} trail={TICKETS_TRAIL} current={accountMessages.ticketDetailsTitle} />
        <ErrorState onRetry={() => void query.refetch()}>
          <p>{accountMessages.loadFailed}</p>
        </ErrorState>
      </>
    );
  return (
    <p className="section-loading">
      <Spinner label="Loading the ticket…" showLabel />
    </p>
  );
}

/** My Tickets / the ticket (spec 3 §2.7: breadcrumb 'My Tickets'). */
export const TICKETS_TRAIL: Crumb[] = [{ label: accountMessages.myTickets, to: { tab: ACCOUNT_TABS.messages } }];
