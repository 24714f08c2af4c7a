// The fields every new ticket has (spec 3 §5 Ticket): title, message and an optional visit date not
// after the office's today, on the ticket machine's form. Shared by 'Add New Ticket' (which adds the
// reason above them) and the request/edit-service form (whose reason is preset). After a refused
// submit each field's message follows what is typed (the machine's own schema).
import { useSelector } from '@xstate/react';
import { ticketErrors } from '../../../../machines/ticket/ticket.schema';
import type { TicketForm } from '../../../../machines/ticket/ticket.schema';
import type { CalendarDate } from '../../../domain/dates';
import { fromWireDate, toWireDate } from '../../../domain/dates';
import { DatePicker } from '../../../ui/date-picker';
import { TextAreaField } from '../../../ui/text-area-field';
import { TextField } from '../../../ui/text-field';
import type { TicketActor } from './actors';

type Field = 'reason' | 'title' | 'message' | 'visit_date';

/** A field's message: shown once a submit was refused for it, then as the form now stands. */
export function useTicketFieldError(actor: TicketActor, today: CalendarDate): (field: Field) => string | undefined {
  const form = useSelector(actor, (s) => s.context.form);
  const shownErrors = useSelector(actor, (s) => s.context.errors);
  const live = ticketErrors(form, toWireDate(today));
  return (field) => (shownErrors[field] ? live[field] : undefined);
}

interface Props {
  actor: TicketActor;
  today: CalendarDate;
  submitting: boolean;
  /** Under the title: why it is read-only (reason cancel_my_services), else nothing. */
  titleHint?: string | undefined;
  messageHint?: string | undefined;
  visitDateHint: string;
}

export function TicketFields({ actor, today, submitting, titleHint, messageHint, visitDateHint }: Props) {
  const form = useSelector(actor, (s) => s.context.form);
  const errorOf = useTicketFieldError(actor, today);
  const change = (values: Partial<Pick<TicketForm, 'title' | 'message' | 'visit_date'>>) =>
    actor.send({ type: 'ticket.change', values });
  return (
    <>
      <TextField
        label="Title"
        value={form.title}
        onChange={(title) => change({ title })}
        isReadOnly={titleHint !== undefined}
        description={titleHint}
        isInvalid={errorOf('title') !== undefined}
        errorMessage={errorOf('title')}
        isRequired
        isDisabled={submitting}
      />
      <TextAreaField
        label="Message"
        value={form.message}
        onChange={(message) => change({ message })}
        isInvalid={errorOf('message') !== undefined}
        errorMessage={errorOf('message')}
        isRequired
        isDisabled={submitting}
        rows={5}
        description={messageHint}
      />
      <DatePicker
        label="Visit date (optional)"
        value={form.visit_date ? fromWireDate(form.visit_date) : null}
        maxValue={today}
        onChange={(d) => change({ visit_date: d ? toWireDate(d) : null })}
        isInvalid={errorOf('visit_date') !== undefined}
        errorMessage={errorOf('visit_date')}
        description={visitDateHint}
        buttonLabel="Choose the visit date"
        calendarLabel="Visit date"
        isDisabled={submitting}
      />
    </>
  );
}
