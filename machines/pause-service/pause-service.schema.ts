/**
 * The Pause Service modal (spec doc 3 §4 Pause modal, §5 Pause dates). Dates are wire dates
 * (YYYY-MM-DD), so string order is date order.
 */
import * as v from 'valibot';

export interface PauseForm {
  pause_from: string | null;
  pause_to: string | null;
  suspend_until_manual: boolean;
  /** The required checkbox: the dogs will not use the yard; an extra fee may apply if waste accumulates. */
  understand_pause_func: boolean;
}

export const emptyPauseForm: PauseForm = {
  pause_from: null,
  pause_to: null,
  suspend_until_manual: false,
  understand_pause_func: false,
};

/** From must be after today (today and earlier are disabled in the calendar). */
export const isFromAllowed = (from: string, today: string) => from > today;
/** To must be after From, and is disabled while suspend-until-manual is set. */
export const isToAllowed = (form: PauseForm, to: string) =>
  !form.suspend_until_manual && form.pause_from !== null && to > form.pause_from;

/** The button rule: a From date, and either a To date or suspend-until-manual. */
export const isPauseButtonEnabled = (form: PauseForm) =>
  form.pause_from !== null && (form.pause_to !== null || form.suspend_until_manual);

/** What is sent: POST /service-pause/ (pause_to null when suspended until manual). */
export const pauseRequestSchema = v.object({
  service_order_uuid: v.string(),
  understand_pause_func: v.literal(true),
  pause_from: v.pipe(v.string(), v.isoDate()),
  pause_to: v.nullable(v.pipe(v.string(), v.isoDate())),
  suspend_until_manual: v.boolean(),
});
export type PauseRequest = v.InferOutput<typeof pauseRequestSchema>;
