// What the Messages views show of a ticket (spec 3 §3 Ticket, Reply, Reason option), as pure functions
// with unit tests (tests/unit/flows/account-messages/ticket-facts.test.ts).
import type { Satisfaction } from '../../../domain/account-enums';
import type {
  TicketListQuery,
  TicketOrdering,
  TicketStatusFilter,
  TicketSummary,
} from '../../../../machines/ticket/ticket.types';
import type { components } from '../../../api/schema.gen';

export type Ticket = components['schemas']['Message'];
type Person = components['schemas']['UserDetails'];
type ReasonOption = components['schemas']['ReasonOption'];

/** What the machine decides on. */
export const ticketSummary = (t: Ticket): TicketSummary => ({
  uuid: t.uuid,
  status: t.status,
  read_by_customer: t.read_by_customer,
});

/** The select's id of 'All' (a native select's option needs a value). */
export const ALL = 'all';
export const ORDERING_OPTIONS = [
  { id: ALL, label: 'All' },
  { id: 'created_at', label: 'Created: oldest first' },
  { id: '-created_at', label: 'Created: newest first' },
] as const;
export const STATUS_OPTIONS = [
  { id: ALL, label: 'All' },
  { id: 'open', label: 'Open' },
  { id: 'closed', label: 'Closed' },
] as const;

export const orderingOf = (id: string): TicketOrdering | null =>
  id === 'created_at' || id === '-created_at' ? id : null;
export const statusOf = (id: string): TicketStatusFilter | null => (id === 'open' || id === 'closed' ? id : null);
export const listIds = (list: TicketListQuery) => ({ ordering: list.ordering ?? ALL, status: list.status ?? ALL });

export const SATISFACTION_LABELS: Record<Satisfaction, string> = { happy: 'Happy', neutral: 'Neutral', sad: 'Sad' };

/** A reason key's label from GET /disposition-dropdown/; an unknown key reads as words. */
export function reasonLabel(reasons: readonly ReasonOption[], key: string): string {
  return (
    reasons.find((r) => r.dis_name === key)?.reason ?? key.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase())
  );
}

export function personName(person: Person | null | undefined): string {
  return person ? `${person.first_name} ${person.last_name}`.trim() : '';
}

/** Initials for a person without a photo (decorative: the name is written beside them). */
export function initials(person: Person): string {
  return `${person.first_name.charAt(0)}${person.last_name.charAt(0)}`.toUpperCase() || '?';
}

export interface ConversationEntry {
  key: string;
  author: Person;
  text: string;
  at: string;
}

/**
 * The ticket's message, then its replies oldest first. Internal replies are never shown to the customer:
 * the server leaves them out (spec 3 §6), and one that still arrives is dropped here.
 */
export function conversation(ticket: Ticket): ConversationEntry[] {
  const replies = ticket.replies
    .filter((r) => r.is_internal !== true)
    .sort((a, b) => a.created_at.localeCompare(b.created_at))
    .map((r) => ({ key: r.uuid, author: r.user_details, text: r.message, at: r.created_at }));
  return [{ key: ticket.uuid, author: ticket.user_details, text: ticket.message, at: ticket.created_at }, ...replies];
}

/** The address of a ticket's detail: /account?tab=6&ticket=<uuid> (reload and Back keep it). */
export const ticketHref = (uuid: string) => `/account?tab=6&ticket=${encodeURIComponent(uuid)}`;
