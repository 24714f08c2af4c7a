/**
 * The service-history feedback (spec doc 3 §2.3 modals, §4 Feedback modal, §5 Review, §7 Services):
 * a star rating in half steps and a comment, sent as PATCH /service/{uuid}/ {uuid, rating, comment}.
 */
import * as v from 'valibot';

/** The rating's bounds and step: half a star, up to five (spec 3 §5 'star rating allows half steps'). */
export const RATING_STEP = 0.5;
export const RATING_MAX = 5;
/** Every value the rating can take: 0.5, 1, … 5. */
export const RATING_VALUES: readonly number[] = Array.from(
  { length: RATING_MAX / RATING_STEP },
  (_, i) => (i + 1) * RATING_STEP,
);

/** A rating the form accepts: one of RATING_VALUES. */
export const isRatingAllowed = (rating: number) => RATING_VALUES.includes(rating);

/** What is sent. */
export const feedbackRequestSchema = v.object({
  uuid: v.pipe(v.string(), v.uuid()),
  rating: v.pipe(
    v.number(),
    v.check((r) => isRatingAllowed(r)),
  ),
  comment: v.string(),
});
export type FeedbackRequest = v.InferOutput<typeof feedbackRequestSchema>;
