// The request/edit-service form (spec 3 §2: tab 6 serves the one-time-service request and the
// edit-service entry; §4 Ticket entry flags; §5 Ticket): the new-ticket form with its reason preset
// (request_one_time_service or edit_existing_service), a title, a message and an optional visit date
// not after today (the office's today). It runs the ticket machine's creating states (POST /message/);
// on success a toast, and back to where the customer came from: the service's view, or the overview.
// What is typed survives a reload (shared/modal-draft.ts: reason and service are in the URL); Cancel drops it.
import { useEffect, useState } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import { ticketMachine } from '../../../../machines/ticket/ticket.machine';
import { serviceOrdersQuery } from '../../../api/account-queries';
import { useApi } from '../../../api-context';
import { toWireDate } from '../../../domain/dates';
import { inspect } from '../../../inspect';
import { dropDraft, useDraftSnapshot, useModalDraft } from '../shared/modal-draft';
import { TICKET_DRAFT } from '../messages/ticket-draft';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { toast } from '../../../ui/toast-queue';
import type { AccountNav, AccountSearch, AccountUserProps, ServiceRequestReason } from '../account-nav';
import { SectionBoundary } from '../shared/section-boundary';
import { Breadcrumb } from '../shared/breadcrumb';
import { createRequestImplementations } from './actors';
import { TicketFields } from '../messages/ticket-fields';
import { useOfficeToday } from './office-time';
import { streetOf } from '../shared/service-facts';
import '../../../styles/account-services.css';
import { accountMessages } from '../../../domain/account-messages';
import { ACCOUNT_TABS } from '../../../domain/account-enums';
import { submitWith } from '../../../ui/event-handlers';

export interface ServiceRequestProps {
  user: AccountUserProps;
  nav: AccountNav;
}

const TITLES: Record<ServiceRequestReason, string> = {
  request_one_time_service: accountMessages.requestOneTimeServiceTitle,
  edit_existing_service: accountMessages.editExistingServiceTitle,
};

export default function ServiceRequest({ user, nav }: ServiceRequestProps) {
  const reason = nav.search.request ?? 'request_one_time_service';
  const service = nav.search.service;
  // Where the customer came from: the service's view, or (no service: the overview's request) the overview.
  const back: AccountSearch = service ? { tab: ACCOUNT_TABS.services, service } : { tab: ACCOUNT_TABS.overview };
  return (
    <div className="service-request">
      {service ? (
        <SectionBoundary loading="Loading the service…">
          <ServiceCrumb user={user} nav={nav} service={service} back={back} title={TITLES[reason]} />
        </SectionBoundary>
      ) : (
        <Breadcrumb nav={nav} trail={[{ label: 'Account Overview', to: back }]} current={TITLES[reason]} />
      )}
      <h2 className="services__title">{TITLES[reason]}</h2>
      <SectionBoundary loading="Loading the form…">
        <RequestForm
          user={user}
          reason={reason}
          draft={`request.${user.uuid}.${reason}.${service ?? 'overview'}`}
          onDone={() => nav.go(back)}
          onCancel={() => nav.go(back)}
        />
      </SectionBoundary>
    </div>
  );
}

function ServiceCrumb({
  user,
  nav,
  service,
  back,
  title,
}: {
  user: AccountUserProps;
  nav: AccountNav;
  service: string;
  back: AccountSearch;
  title: string;
}) {
  const api = useApi();
  const { data: orders } = useSuspenseQuery(serviceOrdersQuery(api, user.uuid));
  const order = orders.find((o) => o.uuid === service);
  const trail = [
    { label: 'Services', to: { tab: ACCOUNT_TABS.services } as AccountSearch },
    ...(order ? [{ label: streetOf(order), to: back }] : []),
  ];
  return <Breadcrumb nav={nav} trail={trail} current={title} />;
}

function RequestForm({
  user,
  reason,
  draft,
  onDone,
  onCancel,
}: {
  user: AccountUserProps;
  reason: ServiceRequestReason;
  /** The key of the form's draft: user, reason and service (or the overview). */
  draft: string;
  onDone: () => void;
  onCancel: () => void;
}) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { today } = useOfficeToday(user);
  const todayWire = toWireDate(today);
  const [machine] = useState(() => {
    const request = createRequestImplementations(api, queryClient);
    return ticketMachine.provide({
      ...request,
      actions: { ...request.actions, notifyCreated: () => void toast.success(accountMessages.serviceRequestSent) },
    });
  });
  // The form is the ticket machine's creating states: the tab's draft rules (ticket-draft.ts) hold.
  const input = { today: todayWire, entryReason: reason };
  const actor = useActorRef(machine, { input, ...useDraftSnapshot(machine, draft, { now: input }), inspect });
  useModalDraft(actor, draft, TICKET_DRAFT);
  const submitting = useSelector(actor, (s) => s.matches({ creating: 'submitting' }));
  // The ticket machine leaves the form for its list once the ticket is created (ticket.cancel is never
  // sent here; the machine's notifyCreated toasts): then back. subscribe reports changes only, so this runs once.
  useEffect(() => {
    const subscription = actor.subscribe((s) => {
      if (s.matches('list')) onDone();
    });
    return () => subscription.unsubscribe();
  }, [actor, onDone]);
  const submit = submitWith(() => actor.send({ type: 'ticket.submit' }));
  return (
    <form className="request-form" onSubmit={submit} noValidate>
      <TicketFields
        actor={actor}
        today={today}
        submitting={submitting}
        messageHint={accountMessages.serviceRequestMessageHint}
        visitDateHint={accountMessages.serviceRequestVisitDateHint}
      />
      <div className="request-form__actions">
        {submitting ? <Spinner label={accountMessages.serviceRequestSending} /> : null}
        <Button type="submit" isPending={submitting}>
          {accountMessages.serviceRequestSend}
        </Button>
        <Button
          variant="secondary"
          onPress={() => {
            dropDraft(draft);
            onCancel();
          }}
          isDisabled={submitting}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
