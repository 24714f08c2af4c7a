/**
 * Tickets (messages) of the account area (spec doc 3 §3 Ticket, §4 Ticket, §5 Ticket, §9), with
 * the spec's messages. Dates are wire dates (YYYY-MM-DD).
 */
import * as v from 'valibot';
import { messages } from '../shared/domain';
import { fieldErrors, required } from '../shared/fields';

export const CANCEL_MY_SERVICES = 'cancel_my_services';
export const ENTRY_REASONS = ['edit_existing_service', 'request_one_time_service'] as const;
export type EntryReason = (typeof ENTRY_REASONS)[number];
/** Cancel-my-services tickets: priority 3, follow-up the next day (spec doc 3 §9). */
export const CANCEL_TITLE = 'Cancel My Services';
export const CANCEL_PRIORITY = 3;

export interface TicketForm {
  reason: string;
  title: string;
  message: string;
  visit_date: string | null;
  priority: number | null;
  follow_up_date: string | null;
  status: 'open' | null;
  assigned_user: string | null;
}

export const emptyTicketForm: TicketForm = {
  reason: '',
  title: '',
  message: '',
  visit_date: null,
  priority: null,
  follow_up_date: null,
  status: null,
  assigned_user: null,
};

/** The day after a wire date. */
export function nextDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) + 1)).toISOString().slice(0, 10);
}

/** The new-ticket form; `today` bounds the optional visit date. */
export function ticketSchema(today: string) {
  return v.object({
    reason: required(messages.reasonRequired),
    title: required(messages.titleRequired),
    message: required(messages.messageRequired),
    visit_date: v.nullable(
      v.pipe(
        v.string(),
        v.isoDate(),
        v.check((d) => d <= today, messages.invalidDate),
      ),
    ),
  });
}

/** Field → first message. */
export function ticketErrors(form: TicketForm, today: string): Record<string, string> {
  return fieldErrors(ticketSchema(today), form);
}
