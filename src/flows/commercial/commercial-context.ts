// The wizard's actor shared by the view and its sections (as checkout-context.ts): each section reads its
// slice with useCommercialSelector and changes the entries with the narrow senders below.
import { createActorContext } from '@xstate/react';
import { useCallback } from 'react';
import type { SnapshotFrom } from 'xstate';
import { commercialEnquiryMachine } from '../../../machines/commercial-enquiry/commercial-enquiry.machine';
import type {
  Step1Values,
  Step2Map,
  Step2Values,
} from '../../../machines/commercial-enquiry/commercial-enquiry.schema';
import type { PickedFile } from '../../../machines/shared/upload';

export const CommercialActor = createActorContext(commercialEnquiryMachine);
export const useCommercialSelector = CommercialActor.useSelector;
type WizardSnapshot = SnapshotFrom<typeof commercialEnquiryMachine>;

/** Which step shows: each stays up through its 500 ms step change (its button pending meanwhile). */
export const selectStep = (s: WizardSnapshot): 1 | 2 => (s.matches('step1') ? 1 : 2);
export const selectIsSubmitting = (s: WizardSnapshot) => s.matches('submitting') || s.status === 'done';
/** Step 1's checks and the 500 ms step change: Next shows its progress. */
export const selectIsLeavingStep1 = (s: WizardSnapshot) =>
  s.matches({ step1: 'verifying' }) || s.matches({ step1: 'leaving' });
export const selectErrors = (s: WizardSnapshot) => s.context.errors;

export function useStep1Change() {
  const actor = CommercialActor.useActorRef();
  return useCallback((values: Partial<Step1Values>) => actor.send({ type: 'step1.change', values }), [actor]);
}

export function useStep2Change() {
  const actor = CommercialActor.useActorRef();
  return useCallback((values: Partial<Step2Values>) => actor.send({ type: 'step2.change', values }), [actor]);
}

/** The boundary map (step 1) or one of step 2's maps, as the machine checks it. */
export function useMapSelect() {
  const actor = CommercialActor.useActorRef();
  return useCallback(
    (field: 'community_boundary_map' | Step2Map, file: PickedFile) =>
      actor.send(
        field === 'community_boundary_map'
          ? { type: 'step1.map.select', file }
          : { type: 'step2.map.select', field, file },
      ),
    [actor],
  );
}
