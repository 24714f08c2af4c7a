// The residential active service card with its pause machine (pause-service): 'Edit Service' and
// 'Pause Service', the upcoming pauses with Delete (and its confirmation), and the Pause Service
// modal. One machine for the card, so the modal and the list share its state (spec 3 §4 Pause modal).
import { useState } from 'react';
import type { ReactNode } from 'react';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { pauseServiceMachine } from '../../../../machines/pause-service/pause-service.machine';
import { pausesQuery } from '../../../api/account-queries';
import { useApi } from '../../../api-context';
import { toWireDate, wireToSlashed } from '../../../domain/dates';
import type { CalendarDate } from '../../../domain/dates';
import { inspect } from '../../../inspect';
import { Button } from '../../../ui/button';
import { Card } from '../../../ui/card';
import { AlertDialog } from '../../../ui/modal';
import { lazyWithRetry } from '../../../ui/lazy';
import { LoadBoundary } from '../../../ui/retry-boundary';
import { Spinner } from '../../../ui/spinner';
import type { AccountUserProps } from '../account-nav';
import { SectionBoundary } from '../shared/section-boundary';
import { useDraftSnapshot, useModalDraft } from '../shared/modal-draft';
import { createPauseImplementations } from './actors';
import { useOfficeToday } from './office-time';
import type { ServiceOrder } from '../shared/service-facts';
import { streetOf } from '../shared/service-facts';
import { accountMessages } from '../../../domain/account-messages';
import { whenClosed } from '../../../ui/event-handlers';

export type PauseActor = ActorRefFrom<typeof pauseServiceMachine>;

const PAUSE_DRAFT = {
  editable: (s: SnapshotFrom<typeof pauseServiceMachine>) => s.matches('editing'),
  pending: (s: SnapshotFrom<typeof pauseServiceMachine>) => s.matches('submitting'),
};

// The modal (and its date picker, the largest part of the tab's code) loads when first opened.
const PauseModal = lazyWithRetry(() => import('./pause-modal').then((m) => m.PauseModal));

interface Props {
  order: ServiceOrder;
  user: AccountUserProps;
  map: ReactNode;
  facts: ReactNode;
  onEdit: () => void;
}

export function PauseSection({ order, user, map, facts, onEdit }: Props) {
  const api = useApi();
  const queryClient = useQueryClient();
  const { today } = useOfficeToday(user);
  const [machine] = useState(() =>
    pauseServiceMachine.provide(createPauseImplementations(api, queryClient, user.uuid)),
  );
  // The modal's entries survive a reload (shared/modal-draft.ts): the service is in the URL.
  const draft = `pause.${user.uuid}.${order.uuid}`;
  const input = { serviceOrderUuid: order.uuid, today: toWireDate(today) };
  const actor = useActorRef(machine, { input, ...useDraftSnapshot(machine, draft, { now: input }), inspect });
  useModalDraft(actor, draft, PAUSE_DRAFT);
  return (
    <Card title="Active Service" level={3} className="service-detail__active">
      {map}
      {facts}
      <div className="service-card__actions">
        <Button variant="secondary" onPress={onEdit}>
          {accountMessages.editService}
        </Button>
        <Button variant="primary" onPress={() => actor.send({ type: 'pause.open' })}>
          {accountMessages.pauseService}
        </Button>
      </div>
      <section className="pauses" aria-labelledby={`pauses-${order.uuid}`}>
        <h4 id={`pauses-${order.uuid}`} className="pauses__title">
          Upcoming pauses
        </h4>
        <SectionBoundary loading="Loading your pauses…">
          <PauseList actor={actor} serviceOrderUuid={order.uuid} />
        </SectionBoundary>
      </section>
      <LazyPauseModal actor={actor} street={streetOf(order)} today={today} />
      <DeleteConfirmation actor={actor} />
    </Card>
  );
}

function PauseList({ actor, serviceOrderUuid }: { actor: PauseActor; serviceOrderUuid: string }) {
  const api = useApi();
  const { data: pauses } = useSuspenseQuery(pausesQuery(api, serviceOrderUuid));
  const deleting = useSelector(actor, (s) => (s.matches('deleting') ? s.context.deleteUuid : null));
  if (pauses.length === 0) return <p className="pauses__empty">{accountMessages.noUpcomingPauses}</p>;
  return (
    <ul className="pauses__list">
      {pauses.map((p) => {
        const from = wireToSlashed(p.pause_from);
        const to = p.pause_to ? wireToSlashed(p.pause_to) : accountMessages.untilYouResume;
        return (
          <li key={p.uuid} className="split-row pauses__item">
            <span className="pauses__dates">
              <span className="pauses__range">
                {from} to {to}
              </span>
              {p.reason ? <span className="pauses__reason">{p.reason}</span> : null}
            </span>
            <Button
              variant="quiet"
              isPending={deleting === p.uuid}
              onPress={() => actor.send({ type: 'pause.delete', uuid: p.uuid })}
              aria-label={`Delete the pause from ${from}`}
            >
              Delete
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

function LazyPauseModal(props: { actor: PauseActor; street: string; today: CalendarDate }) {
  const wanted = useSelector(props.actor, (s) => s.matches('editing') || s.matches('submitting'));
  const [loaded, setLoaded] = useState(false);
  if (wanted && !loaded) setLoaded(true);
  if (!loaded) return null;
  return (
    <LoadBoundary fallback={<Spinner label="Opening…" />}>
      <PauseModal {...props} />
    </LoadBoundary>
  );
}

function DeleteConfirmation({ actor }: { actor: PauseActor }) {
  const open = useSelector(actor, (s) => s.matches('confirmingDelete'));
  return (
    <AlertDialog
      isOpen={open}
      onOpenChange={whenClosed(() => actor.send({ type: 'pause.delete.cancel' }))}
      title={accountMessages.pauseDeleteTitle}
      confirmLabel="Delete pause"
      cancelLabel="Keep pause"
      onConfirm={() => actor.send({ type: 'pause.delete.confirm' })}
    >
      <p>{accountMessages.pauseDeleteText}</p>
    </AlertDialog>
  );
}
