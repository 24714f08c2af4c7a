// The collapsible 'View Service History' (spec 3 §2.3, §7 'ViewService', §9): a table of past visits,
// 10 per page with server paging, sorted Latest First (-scheduled_time) or Oldest First
// (scheduled_time, the default). Cancelled rows get the cancelled style. A row's feedback button (or
// a click on the row) opens the feedback modal prefilled with that visit's rating and comment.
import { useState, useTransition } from 'react';
import type { MouseEvent } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { serviceHistoryQuery } from '../../../api/account-queries';
import { useApi } from '../../../api-context';
import { PAGE_SIZE_HISTORY } from '../../../domain/constants';
import {
  DEFAULT_HISTORY_ORDERING,
  HISTORY_ORDERINGS,
  HISTORY_ORDERING_LABELS,
  VISIT_STATUS_LABELS,
} from '../../../domain/account-enums';
import type { HistoryOrdering } from '../../../domain/account-enums';
import { Button } from '../../../ui/button';
import { PageNav } from '../shared/page-nav';
import { Disclosure } from '../../../ui/disclosure';
import { Select } from '../../../ui/select';
import { StarRatingView } from '../../../ui/star-rating';
import type { AccountUserProps } from '../account-nav';
import { SectionBoundary } from '../shared/section-boundary';
import { FeedbackModal, draftVisitUuid } from './feedback-modal';
import { useOfficeTimeZone } from '../shared/use-account';
import { canRate, historyPage, technicianText } from '../shared/service-facts';
import { visitTimeText } from './service-dates';
import type { ServiceOrder, ServiceVisit } from '../shared/service-facts';
import { accountMessages } from '../../../domain/account-messages';
import { ColumnHeads } from '../../../ui/column-heads';

const ORDERING_OPTIONS = HISTORY_ORDERINGS.map((o) => ({ id: o, label: HISTORY_ORDERING_LABELS[o] }));

interface Props {
  order: ServiceOrder;
  user: AccountUserProps;
}

/** The feedback modal's draft (shared/modal-draft.ts): kept per user and service. */
const feedbackDraft = (user: AccountUserProps, order: ServiceOrder) => `feedback.${user.uuid}.${order.uuid}`;

export function ServiceHistory({ order, user }: Props) {
  // A feedback draft of this service (a reload while its modal was open) opens the history again.
  const [expanded, setExpanded] = useState(() => draftVisitUuid(feedbackDraft(user, order)) !== null);
  return (
    <Disclosure
      title={accountMessages.viewServiceHistory}
      level={3}
      isExpanded={expanded}
      onExpandedChange={setExpanded}
      className="history"
    >
      {expanded ? (
        <SectionBoundary loading="Loading your service history…">
          <HistoryTable order={order} user={user} />
        </SectionBoundary>
      ) : null}
    </Disclosure>
  );
}

function HistoryTable({ order, user }: Props) {
  const api = useApi();
  const timeZone = useOfficeTimeZone(user);
  const [ordering, setOrdering] = useState<HistoryOrdering>(DEFAULT_HISTORY_ORDERING);
  const [offset, setOffset] = useState(0);
  const [isPending, startTransition] = useTransition();
  const { data } = useSuspenseQuery(serviceHistoryQuery(api, order.uuid, ordering, offset));
  const draft = feedbackDraft(user, order);
  // After a reload the modal of the draft's visit opens again (when that visit is on the first page).
  const [feedbackFor, setFeedbackFor] = useState<ServiceVisit | null>(() => {
    const uuid = draftVisitUuid(draft);
    return data.results.find((v) => v.uuid === uuid && canRate(v)) ?? null;
  });
  const { page, pages } = historyPage(data.count, offset);
  // Keep the table on screen while the next page or order loads (the transition waits for it).
  const go = (next: { ordering?: HistoryOrdering; offset: number }) =>
    startTransition(() => {
      if (next.ordering) setOrdering(next.ordering);
      setOffset(next.offset);
    });
  const openFromRow = (visit: ServiceVisit) => (e: MouseEvent) => {
    // The row's own button handles its press; a click elsewhere on the row opens the same modal.
    if ((e.target as Element).closest('button')) return;
    if (canRate(visit)) setFeedbackFor(visit);
  };
  return (
    <div className="history__body" aria-busy={isPending}>
      <div className="history__toolbar">
        <Select
          label="Sort by"
          options={ORDERING_OPTIONS}
          value={ordering}
          onChange={(key) => go({ ordering: key as HistoryOrdering, offset: 0 })}
          className="history__sort"
        />
      </div>
      {data.results.length === 0 ? (
        <p className="history__empty">{accountMessages.noServiceHistory}</p>
      ) : (
        <table className="data-table history__table">
          <caption className="visually-hidden">
            Service history, {HISTORY_ORDERING_LABELS[ordering]}, page {page} of {pages}
          </caption>
          <ColumnHeads
            columns={['Date', 'Status', 'Technician', 'Rating', 'Comment', { label: 'Feedback', hidden: true }]}
          />
          <tbody>
            {data.results.map((visit) => {
              const when = visitTimeText(visit.scheduled_time, timeZone);
              const cancelled = visit.status === 'cancelled';
              return (
                <tr
                  key={visit.uuid}
                  className={cancelled ? 'history__row history__row--cancelled' : 'history__row'}
                  onClick={openFromRow(visit)}
                >
                  <td data-label="Date">{when}</td>
                  <td data-label="Status">
                    <span className={cancelled ? 'status status--cancelled' : 'status'}>
                      {VISIT_STATUS_LABELS[visit.status]}
                    </span>
                  </td>
                  <td data-label="Technician">{technicianText(visit)}</td>
                  <td data-label="Rating">
                    <StarRatingView value={visit.rating} emptyLabel={accountMessages.notRated} />
                  </td>
                  <td data-label="Comment" className="history__comment">
                    {visit.comment ?? ''}
                  </td>
                  <td className="history__action">
                    {canRate(visit) ? (
                      <Button
                        variant="quiet"
                        onPress={() => setFeedbackFor(visit)}
                        aria-label={`${visit.rating === null ? 'Rate' : 'Edit feedback on'} the visit of ${when}`}
                      >
                        {visit.rating === null ? 'Rate' : 'Edit feedback'}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <PageNav
        label="Service history pages"
        page={page}
        pages={pages}
        onGo={(target) => go({ offset: (target - 1) * PAGE_SIZE_HISTORY })}
      />
      {feedbackFor ? (
        <FeedbackModal
          key={feedbackFor.uuid}
          visit={feedbackFor}
          draft={draft}
          when={visitTimeText(feedbackFor.scheduled_time, timeZone)}
          onClose={() => setFeedbackFor(null)}
        />
      ) : null}
    </div>
  );
}
