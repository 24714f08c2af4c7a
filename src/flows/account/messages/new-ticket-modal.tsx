// 'Add New Ticket' (spec 3 §2.7, §4 Ticket, §5 Ticket): the reason (GET /disposition-dropdown/: label
// `reason`, key `dis_name`), title, message and an optional visit date not after the office's today.
// Reason cancel_my_services pre-fills the title 'Cancel My Services' (read-only; the machine also sets
// priority 3, follow-up tomorrow, status open and the owner); another reason clears them. A refused
// submit shows the spec's messages under the fields and moves focus to the first; creation errors are
// toasts 'field:::message'.
import { useRef } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import {
  selectIsCreating,
  selectIsSubmitting,
  selectIsTitleReadOnly,
} from '../../../../machines/ticket/ticket.selectors';
import { reasonsQuery } from '../../../api/account-queries';
import { useApi } from '../../../api-context';
import type { CalendarDate } from '../../../domain/dates';
import { useFocusFirstInvalid } from '../../../ui/first-invalid-field';
import { FormActions, Modal } from '../../../ui/modal';
import { Select } from '../../../ui/select';
import { SectionBoundary } from '../shared/section-boundary';
import type { TicketActor } from './actors';
import { TicketFields, useTicketFieldError } from './ticket-fields';
import { accountMessages } from '../../../domain/account-messages';
import { submitWith } from '../../../ui/event-handlers';

export function NewTicketModal({ actor, today }: { actor: TicketActor; today: CalendarDate }) {
  const open = useSelector(actor, selectIsCreating);
  const submitting = useSelector(actor, selectIsSubmitting);
  return (
    <Modal
      isOpen={open}
      onOpenChange={(isOpen) => {
        if (!isOpen && !submitting) actor.send({ type: 'ticket.cancel' });
      }}
      title={accountMessages.addNewTicket}
      className="new-ticket-modal"
    >
      <SectionBoundary loading="Loading the reasons…">
        <NewTicketForm actor={actor} today={today} />
      </SectionBoundary>
    </Modal>
  );
}

function NewTicketForm({ actor, today }: { actor: TicketActor; today: CalendarDate }) {
  const api = useApi();
  const reasons = useSuspenseQuery(reasonsQuery(api)).data;
  const form = useSelector(actor, (s) => s.context.form);
  const shownErrors = useSelector(actor, (s) => s.context.errors);
  const errorOf = useTicketFieldError(actor, today);
  const submitting = useSelector(actor, selectIsSubmitting);
  const titleReadOnly = useSelector(actor, selectIsTitleReadOnly);
  const formRef = useRef<HTMLFormElement>(null);
  // A refused submit: focus goes to the first field in error, so its message is heard and seen.
  useFocusFirstInvalid(formRef, shownErrors);
  const submit = submitWith(() => actor.send({ type: 'ticket.submit' }));
  return (
    <form ref={formRef} className="new-ticket" onSubmit={submit} noValidate>
      <Select
        label="Reason"
        options={reasons.map((r) => ({ id: r.dis_name, label: r.reason }))}
        value={form.reason}
        placeholder={accountMessages.ticketReasonPlaceholder}
        onChange={(reason) => actor.send({ type: 'ticket.reason.change', reason })}
        isInvalid={errorOf('reason') !== undefined}
        errorMessage={errorOf('reason')}
        isRequired
        isDisabled={submitting}
      />
      <TicketFields
        actor={actor}
        today={today}
        submitting={submitting}
        titleHint={titleReadOnly ? accountMessages.ticketCancelTitleHint : undefined}
        visitDateHint={accountMessages.ticketVisitDateHint}
      />
      <FormActions
        submitLabel={accountMessages.submitTicket}
        onCancel={() => actor.send({ type: 'ticket.cancel' })}
        canSubmit
        pending={submitting}
        pendingLabel={accountMessages.submittingTicket}
      />
    </form>
  );
}
