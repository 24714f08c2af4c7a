// The overview's tracker of today's visit (spec 3 §2.1 'Service tracker steps'; the contract's TrackerStep
// and ServiceStats). One stage is read from the stats, and both the sentence over the map and the four
// steps follow from it, so the headline and the highlighted step always tell the same story.
import { SERVICE_TRACKER_LABELS, SERVICE_TRACKER_STEPS } from './account-enums';
import type { TrackerStep, VisitStatus } from './account-enums';

/** Where today's visit stands, from no visit to done. */
export const TRACKER_STAGES = ['none', 'assigning', 'assigned', 'onTheWay', 'inYard', 'complete'] as const;
export type TrackerStage = (typeof TRACKER_STAGES)[number];

/**
 * By the number of steps reached: 0 no visit today; 1 scheduled only (a technician is being assigned);
 * 2 a technician assigned; 3 on the way, or in the yard when the visit itself is in_progress (the
 * contract maps both onto the 'Technician En Route' step); 4 the service is complete.
 */
export function trackerStage(stats: { length: number; visit_status?: VisitStatus | null }): TrackerStage {
  const reached = Math.max(0, Math.min(Math.trunc(stats.length) || 0, SERVICE_TRACKER_STEPS.length));
  switch (reached) {
    case 0:
      return 'none';
    case 1:
      return 'assigning';
    case 2:
      return 'assigned';
    case 3:
      return stats.visit_status === 'in_progress' ? 'inYard' : 'onTheWay';
    default:
      return 'complete';
  }
}

/**
 * completed: done; current: the step reached last, where the visit stands; underway: the step being
 * worked towards now (the technician is in the yard: the way there is done, the service is not yet);
 * upcoming: not yet.
 */
export type StepState = 'completed' | 'current' | 'underway' | 'upcoming';

export interface TrackerRow {
  step: TrackerStep;
  label: string;
  state: StepState;
}

/** Per stage: how many steps are done, and the one step marked (current or underway), if any. */
const STAGE_STEPS: Record<TrackerStage, { done: number; marked: { step: TrackerStep; state: StepState } | null }> = {
  none: { done: 0, marked: null },
  assigning: { done: 0, marked: { step: 'scheduled', state: 'current' } },
  assigned: { done: 1, marked: { step: 'technician_assigned', state: 'current' } },
  onTheWay: { done: 2, marked: { step: 'technician_en_route', state: 'current' } },
  inYard: { done: 3, marked: { step: 'service_complete', state: 'underway' } },
  complete: { done: 4, marked: null },
};

/** The four steps, in order, with their state at this stage. */
export function trackerRows(stage: TrackerStage): TrackerRow[] {
  const { done, marked } = STAGE_STEPS[stage];
  return SERVICE_TRACKER_STEPS.map((step, i) => ({
    step,
    label: SERVICE_TRACKER_LABELS[step],
    state: i < done ? 'completed' : marked?.step === step ? marked.state : 'upcoming',
  }));
}

/** The step a stage marks (current or underway), or null (no visit today, or the visit is done). */
export const markedStep = (stage: TrackerStage): TrackerStep | null => STAGE_STEPS[stage].marked?.step ?? null;
