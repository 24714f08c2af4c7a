/**
 * service-feedback: the service-history feedback modal of one visit (spec doc 3 §2.3, §4 Feedback
 * modal, §5 Review, §7 Services, §8 Review errors).
 *
 * States: editing → submitting → done ; submitting → editing (errors)
 *
 * Invariants: the form opens prefilled with the visit's rating and comment; the rating moves in
 * half steps from 0.5 to 5 and is required to send; after a save the history reloads and the modal
 * closes; each review error is a toast 'key::message' (the lines come from the actor).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { NotifyErrorsParams } from '../shared/types';
import { notProvided } from '../shared/types';
import { isRatingAllowed } from './service-feedback.schema';
import type { FeedbackRequest } from './service-feedback.schema';

export interface ServiceFeedbackInput {
  /** The visit (service history record). */
  visitUuid: string;
  rating: number | null;
  comment: string | null;
}

/** invalid: the review errors as toast lines ('key::message'). */
export type FeedbackResult = { kind: 'saved' } | { kind: 'invalid'; errors: string[] };

export interface ServiceFeedbackContext {
  visitUuid: string;
  rating: number | null;
  comment: string;
}

export type ServiceFeedbackEvent =
  | { type: 'feedback.rating.change'; rating: number }
  | { type: 'feedback.comment.change'; comment: string }
  | { type: 'feedback.submit' };

export const serviceFeedbackMachine = setup({
  types: {
    context: {} as ServiceFeedbackContext,
    events: {} as ServiceFeedbackEvent,
    input: {} as ServiceFeedbackInput,
  },
  actors: {
    /** PATCH /service/{uuid}/ {uuid, rating, comment}. */
    saveFeedback: fromPromise<FeedbackResult, FeedbackRequest>(() => notProvided('saveFeedback')),
  },
  guards: {
    isRatingAllowed: (_, rating: number) => isRatingAllowed(rating),
    hasRating: ({ context }) => context.rating !== null,
    isSaved: (_, result: FeedbackResult) => result.kind === 'saved',
  },
  actions: {
    assignRating: assign({ rating: (_, rating: number) => rating }),
    assignComment: assign({ comment: (_, comment: string) => comment }),
    /** Effects the view provides. */
    reloadHistory: () => notProvided('reloadHistory'),
    notifySaved: () => notProvided('notifySaved'),
    closeModal: () => notProvided('closeModal'),
    notifyErrors: (_, _params: NotifyErrorsParams) => notProvided('notifyErrors'),
  },
}).createMachine({
  id: 'serviceFeedback',
  description: "Service-history feedback modal: a half-star rating and a comment, prefilled from the visit's own.",
  context: ({ input }) => ({
    visitUuid: input.visitUuid,
    rating: input.rating !== null && isRatingAllowed(input.rating) ? input.rating : null,
    comment: input.comment ?? '',
  }),
  initial: 'editing',
  states: {
    editing: {
      description: "Choosing stars (half steps) and writing a comment, prefilled with the visit's rating and comment.",
      on: {
        'feedback.rating.change': {
          guard: { type: 'isRatingAllowed', params: ({ event }) => event.rating },
          actions: { type: 'assignRating', params: ({ event }) => event.rating },
        },
        'feedback.comment.change': { actions: { type: 'assignComment', params: ({ event }) => event.comment } },
        'feedback.submit': { guard: 'hasRating', target: 'submitting' },
      },
    },
    submitting: {
      description: 'PATCH /service/{uuid}/ (uuid, rating, comment).',
      invoke: {
        id: 'saveFeedback',
        src: 'saveFeedback',
        input: ({ context }) => ({
          uuid: context.visitUuid,
          rating: context.rating ?? 0,
          comment: context.comment.trim(),
        }),
        onDone: [
          {
            // Submit sends the feedback, then closes and reloads history.
            guard: { type: 'isSaved', params: ({ event }) => event.output },
            target: 'done',
            actions: ['reloadHistory', 'notifySaved', 'closeModal'],
          },
          {
            target: 'editing',
            actions: {
              type: 'notifyErrors',
              params: ({ event }) => ({ errors: event.output.kind === 'invalid' ? event.output.errors : [] }),
            },
          },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'notifyErrors', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    done: {
      description: 'Saved: the history reloads and the modal closes.',
      type: 'final',
    },
  },
});
