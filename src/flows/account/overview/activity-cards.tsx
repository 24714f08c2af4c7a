// The overview's latest activity (spec 3 §2.1, §9 dashboard sizes): messages (4; open and unread ones
// highlighted; View all → tab 6), payments (3) and invoices with credit memos (2; overdue in the danger
// style, open-emailed in the success style; View all → tab 5). Each card has an empty state.
import type { ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { invoicesAndMemosQuery, latestMessagesQuery, latestPaymentsQuery } from '../../../api/account-queries';
import { useApi } from '../../../api-context';
import { DASHBOARD_INVOICES } from '../../../domain/constants';
import { TICKET_STATUS_LABELS } from '../../../domain/account-enums';
import { messages } from '../../../domain/messages';
import { formatDollars } from '../../../domain/money';
import { Card } from '../../../ui/card';
import { DocNumber } from '../../../ui/doc-number';
import { EmptyState } from '../../../ui/states';
import type { AccountNav, AccountUserProps } from '../account-nav';
import { slashedDate, zonedDate } from './format';
import { invoiceStatusStyle, isInvoice, paymentMethod, statusLabel } from './overview-model';
import { TabLink } from '../shared/tab-link';
import { useOfficeTimeZone } from '../shared/use-account';
import { accountMessages } from '../../../domain/account-messages';
import { ACCOUNT_TABS } from '../../../domain/account-enums';
import { ColumnHeads } from '../../../ui/column-heads';

interface Props {
  user: AccountUserProps;
  nav: AccountNav;
}

/** Each card's title, the tab its 'View all' opens, and its words when there is nothing to show. */
const ACTIVITY = {
  messages: { title: 'Messages', tab: ACCOUNT_TABS.messages, empty: messages.noRecentMessages },
  payments: { title: 'Payments', tab: ACCOUNT_TABS.invoices, empty: accountMessages.overviewNoPayments },
  invoices: {
    title: 'Invoices and credit memos',
    tab: ACCOUNT_TABS.invoices,
    empty: accountMessages.overviewNoInvoices,
  },
};

function ActivityCard({
  kind,
  nav,
  isEmpty,
  children,
}: {
  kind: keyof typeof ACTIVITY;
  nav: AccountNav;
  isEmpty: boolean;
  children: ReactNode;
}) {
  const { title, tab, empty } = ACTIVITY[kind];
  const viewAll = (
    <TabLink nav={nav} to={{ tab }} className="overview-link">
      View all<span className="visually-hidden"> {title.toLowerCase()}</span>
    </TabLink>
  );
  return (
    <Card title={title} actions={viewAll}>
      {isEmpty ? <EmptyState>{empty}</EmptyState> : children}
    </Card>
  );
}

export function MessagesCard({ user, nav }: Props) {
  const api = useApi();
  const list = useSuspenseQuery(latestMessagesQuery(api)).data.results;
  const zone = useOfficeTimeZone(user);
  return (
    <ActivityCard kind="messages" nav={nav} isEmpty={list.length === 0}>
      <ul className="overview-list">
        {list.map((m) => {
          const unread = !m.read_by_customer;
          return (
            <li
              key={m.uuid}
              className={[
                'overview-message',
                m.status === 'open' ? 'overview-message--open' : null,
                unread ? 'overview-message--unread' : null,
              ]
                .filter(Boolean)
                .join(' ')}
            >
              <span className="overview-message__title">{m.title}</span>
              <span className="overview-message__meta">
                <span>{zonedDate(m.created_at, zone)}</span>
                <span className={`pill pill--${m.status === 'open' ? 'success' : 'neutral'}`}>
                  {TICKET_STATUS_LABELS[m.status]}
                </span>
                {unread ? <span className="pill pill--brand">Unread</span> : null}
              </span>
            </li>
          );
        })}
      </ul>
    </ActivityCard>
  );
}

export function PaymentsCard({ user, nav }: Props) {
  const api = useApi();
  const list = useSuspenseQuery(latestPaymentsQuery(api, user.uuid)).data;
  const zone = useOfficeTimeZone(user);
  return (
    <ActivityCard kind="payments" nav={nav} isEmpty={list.length === 0}>
      <table className="overview-table">
        <caption className="visually-hidden">Latest payments</caption>
        <ColumnHeads columns={['Date', { label: 'Amount', className: 'overview-table__num' }, 'Method']} />
        <tbody>
          {list.map((p) => (
            <tr key={p.uuid}>
              <td>{zonedDate(p.created_at, zone)}</td>
              <td className="overview-table__num">{formatDollars(p.amount_received)}</td>
              <td>{paymentMethod(p)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ActivityCard>
  );
}

export function InvoicesCard({ user, nav }: Props) {
  const api = useApi();
  const rows = useSuspenseQuery(invoicesAndMemosQuery(api, user.uuid, DASHBOARD_INVOICES, 0)).data.results;
  return (
    <ActivityCard kind="invoices" nav={nav} isEmpty={rows.length === 0}>
      <ul className="overview-list">
        {rows.map((row) => {
          const invoice = isInvoice(row);
          const style = invoiceStatusStyle(row.status);
          return (
            <li key={row.uuid} className="overview-doc">
              <span className="overview-doc__name">
                {invoice ? 'Invoice' : 'Credit memo'}{' '}
                <DocNumber>{invoice ? row.invoice_id : row.creditmemo_id}</DocNumber>
              </span>
              <span className="overview-doc__amount">
                {invoice ? formatDollars(row.balance_due) : formatDollars(row.remaining_balance)}
                <span className="overview-doc__what">{invoice ? ' due' : ' credit'}</span>
              </span>
              <span className="overview-doc__meta">
                {invoice
                  ? `${slashedDate(row.invoice_date)}${row.due_date ? `, due ${slashedDate(row.due_date)}` : ''}`
                  : slashedDate(row.date_creditmemo)}
              </span>
              <span className={`pill pill--${style}`}>{statusLabel(row.status)}</span>
            </li>
          );
        })}
      </ul>
    </ActivityCard>
  );
}
