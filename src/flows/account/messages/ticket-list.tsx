// The ticket list (spec 3 §2.7): sort (All, created ascending/descending), status filter (All, Open,
// Closed), the CSV export and 'Add New Ticket'; each ticket links to its detail. Open tickets are
// highlighted and say 'Open' in words, unread ones say 'Unread' (never colour alone); the empty list
// reads 'You have no recent messages.'.
import { useId } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { selectIsExporting } from '../../../../machines/ticket/ticket.selectors';
import type { TicketListQuery } from '../../../../machines/ticket/ticket.types';
import { messagesQuery, reasonsQuery } from '../../../api/account-queries';
import { useApi } from '../../../api-context';
import { TICKET_STATUS_LABELS } from '../../../domain/account-enums';
import { messages } from '../../../domain/messages';
import { Button } from '../../../ui/button';
import { AppLink } from '../../../ui/plain-controls';
import { Select } from '../../../ui/select';
import { Spinner } from '../../../ui/spinner';
import { EmptyState } from '../../../ui/states';
import type { AccountNav } from '../account-nav';
import { SectionBoundary } from '../shared/section-boundary';
import { visitTimeText } from '../services/service-dates';
import type { TicketActor } from './actors';
import {
  ORDERING_OPTIONS,
  STATUS_OPTIONS,
  listIds,
  orderingOf,
  reasonLabel,
  statusOf,
  ticketHref,
} from './ticket-facts';
import { accountMessages } from '../../../domain/account-messages';
import { ACCOUNT_TABS } from '../../../domain/account-enums';

interface Props {
  actor: TicketActor;
  nav: AccountNav;
  timeZone: string;
}

export function TicketList({ actor, nav, timeZone }: Props) {
  const headingId = useId();
  const list = useSelector(actor, (s) => s.context.list);
  const exporting = useSelector(actor, selectIsExporting);
  const ids = listIds(list);
  return (
    <section className="tickets" aria-labelledby={headingId}>
      <header className="tickets__header">
        <h2 id={headingId} className="tickets__title">
          {accountMessages.myTickets}
        </h2>
        <div className="tickets__actions">
          {exporting ? <Spinner label={accountMessages.exportingCsv} /> : null}
          <Button variant="secondary" isPending={exporting} onPress={() => actor.send({ type: 'list.export' })}>
            {accountMessages.exportCsv}
          </Button>
          <Button onPress={() => actor.send({ type: 'ticket.new' })}>{accountMessages.addNewTicket}</Button>
        </div>
      </header>
      <div className="tickets__filters">
        <Select
          label="Sort"
          options={ORDERING_OPTIONS}
          value={ids.ordering}
          onChange={(id) => actor.send({ type: 'list.ordering.change', ordering: orderingOf(id) })}
        />
        <Select
          label="Status"
          options={STATUS_OPTIONS}
          value={ids.status}
          onChange={(id) => actor.send({ type: 'list.status.change', status: statusOf(id) })}
        />
      </div>
      <SectionBoundary loading="Loading your tickets…">
        <TicketRows list={list} nav={nav} timeZone={timeZone} />
      </SectionBoundary>
    </section>
  );
}

function TicketRows({ list, nav, timeZone }: { list: TicketListQuery; nav: AccountNav; timeZone: string }) {
  const api = useApi();
  const tickets = useSuspenseQuery(messagesQuery(api, list.ordering, list.status)).data;
  const reasons = useSuspenseQuery(reasonsQuery(api)).data;
  if (tickets.length === 0)
    return <EmptyState>{list.status ? accountMessages.noTicketsMatch : messages.noRecentMessages}</EmptyState>;
  return (
    <ul className="tickets__list" aria-label="Tickets">
      {tickets.map((t) => {
        const open = t.status === 'open';
        const unread = !t.read_by_customer;
        return (
          <li
            key={t.uuid}
            className={['ticket-row', open ? 'ticket-row--open' : null, unread ? 'ticket-row--unread' : null]
              .filter(Boolean)
              .join(' ')}
          >
            <AppLink
              to={ticketHref(t.uuid)}
              onNavigate={() => nav.go({ tab: ACCOUNT_TABS.messages, ticket: t.uuid })}
              className="ticket-row__title"
            >
              {t.title}
            </AppLink>
            <span className="ticket-row__meta">
              <span>{reasonLabel(reasons, t.reason)}</span>
              <span>Created {visitTimeText(t.created_at, timeZone)}</span>
            </span>
            <span className="ticket-row__marks">
              <span className={`pill pill--${t.status === 'open' ? 'outline' : 'neutral'}`}>
                {TICKET_STATUS_LABELS[t.status]}
              </span>
              {unread ? <span className="pill pill--brand">{accountMessages.ticketUnreadMark}</span> : null}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
