// The service-history feedback modal (spec 3 §2.3, §4 Feedback modal, §5 Review): half-star rating
// and comment, prefilled from the visit; submit sends PATCH /service/{uuid}/, then closes and the
// history reloads. The service-feedback machine owns the rules. What the customer chose and wrote
// survives a reload (shared/modal-draft.ts): the history opens again on this visit's modal.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useActorRef, useSelector } from '@xstate/react';
import type { SnapshotFrom } from 'xstate';
import { serviceFeedbackMachine } from '../../../../machines/service-feedback/service-feedback.machine';
import { useApi } from '../../../api-context';
import { FormActions, Modal } from '../../../ui/modal';
import { StarRating } from '../../../ui/star-rating';
import { TextAreaField } from '../../../ui/text-area-field';
import { inspect } from '../../../inspect';
import { dropDraft, readDraft, useDraftSnapshot, useModalDraft } from '../shared/modal-draft';
import { createFeedbackImplementations } from './actors';
import type { ServiceVisit } from '../shared/service-facts';
import { technicianText } from '../shared/service-facts';
import { submitWith } from '../../../ui/event-handlers';

type FeedbackSnapshot = SnapshotFrom<typeof serviceFeedbackMachine>;

const FEEDBACK_DRAFT = {
  editable: (s: FeedbackSnapshot) => s.matches('editing'),
  pending: (s: FeedbackSnapshot) => s.matches('submitting'),
};

/** The visit whose feedback draft is kept under `name`, if any (the history opens its modal again). */
export const draftVisitUuid = (name: string): string | null => visitOf(readDraft(name));

function visitOf(draft: unknown): string | null {
  const context = (draft as { context?: { visitUuid?: unknown } } | undefined)?.context;
  return typeof context?.visitUuid === 'string' ? context.visitUuid : null;
}

interface Props {
  visit: ServiceVisit;
  /** The draft's name: `feedback.<user uuid>.<service order uuid>` (one modal open per service). */
  draft: string;
  /** The visit's date and time as the table shows it. */
  when: string;
  onClose: () => void;
}

export function FeedbackModal({ visit, draft, when, onClose }: Props) {
  const api = useApi();
  const queryClient = useQueryClient();
  // Closing without a save (Cancel, Escape) forgets the entries.
  const close = () => {
    dropDraft(draft);
    onClose();
  };
  const [machine] = useState(() =>
    serviceFeedbackMachine.provide(createFeedbackImplementations(api, queryClient, onClose)),
  );
  const restored = useDraftSnapshot(machine, draft, { belongs: (d) => visitOf(d) === visit.uuid });
  const actor = useActorRef(machine, {
    input: { visitUuid: visit.uuid, rating: visit.rating, comment: visit.comment },
    ...restored,
    inspect,
  });
  useModalDraft(actor, draft, FEEDBACK_DRAFT);
  const rating = useSelector(actor, (s) => s.context.rating);
  const comment = useSelector(actor, (s) => s.context.comment);
  const submitting = useSelector(actor, (s) => s.matches('submitting'));
  const canSubmit = useSelector(actor, (s) => s.can({ type: 'feedback.submit' }));
  const submit = submitWith(() => actor.send({ type: 'feedback.submit' }));
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => {
        if (!isOpen && !submitting) close();
      }}
      title="How was your visit?"
      className="feedback-modal"
    >
      <form className="feedback-form" onSubmit={submit}>
        <p className="feedback-form__visit">
          Visit of {when} by {technicianText(visit)}
        </p>
        <StarRating
          label="Your rating"
          value={rating}
          onChange={(value) => actor.send({ type: 'feedback.rating.change', rating: value })}
          isRequired
          isDisabled={submitting}
        />
        <TextAreaField
          label="Comment"
          value={comment}
          onChange={(value) => actor.send({ type: 'feedback.comment.change', comment: value })}
          isDisabled={submitting}
          rows={4}
        />
        <FormActions
          submitLabel="Submit feedback"
          onCancel={close}
          canSubmit={canSubmit}
          pending={submitting}
          pendingLabel="Sending your feedback…"
        />
      </form>
    </Modal>
  );
}
