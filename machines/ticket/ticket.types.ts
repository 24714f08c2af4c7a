/**
 * The ticket machine's shapes (spec doc 3 §3 Ticket, §7 Messages): what the view passes in and what the
 * machine's actors take and answer. Wire names; pure types.
 */
import type { Satisfaction } from '../shared/domain';
import type { EntryReason, TicketForm } from './ticket.schema';

/** What the machine needs of a ticket to decide (the view keeps the rest from the query). */
export interface TicketSummary {
  uuid: string;
  status: 'open' | 'closed';
  read_by_customer: boolean;
}

/** The list's sort: null is 'All' (the server's order), else created_at ascending or descending. */
export type TicketOrdering = 'created_at' | '-created_at';
/** The list's status filter: null is 'All'. */
export type TicketStatusFilter = 'open' | 'closed';

/** What the list shows, and what the CSV export sends (GET /message/?format=csv). */
export interface TicketListQuery {
  ordering: TicketOrdering | null;
  status: TicketStatusFilter | null;
}

export interface TicketInput {
  /** Today, YYYY-MM-DD (the field office's). */
  today: string;
  /** Entry flags: open the new-ticket form with this reason (or plain when `openNew`). */
  entryReason?: EntryReason | null;
  openNew?: boolean;
}

export type SaveResult = { kind: 'saved' } | { kind: 'invalid'; errors: unknown };

export interface TicketContext {
  today: string;
  entryReason: EntryReason | null;
  openNew: boolean;
  list: TicketListQuery;
  form: TicketForm;
  errors: Record<string, string>;
  ticket: TicketSummary | null;
  reply: string;
  satisfaction: Satisfaction | null;
}

export type TicketEvent =
  | { type: 'list.ordering.change'; ordering: TicketOrdering | null }
  | { type: 'list.status.change'; status: TicketStatusFilter | null }
  | { type: 'list.export' }
  | { type: 'ticket.new' }
  | { type: 'ticket.reason.change'; reason: string }
  | { type: 'ticket.change'; values: Partial<Pick<TicketForm, 'title' | 'message' | 'visit_date'>> }
  | { type: 'ticket.submit' }
  | { type: 'ticket.cancel' }
  | { type: 'ticket.open'; ticket: TicketSummary }
  | { type: 'ticket.back' }
  | { type: 'reply.change'; text: string }
  | { type: 'reply.submit' }
  | { type: 'close.open' }
  | { type: 'close.rating.select'; satisfaction: Satisfaction }
  | { type: 'close.confirm' }
  | { type: 'close.cancel' };
