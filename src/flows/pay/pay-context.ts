// The payment-link actor shared by the /pay form and its sections (xstate's todomvc-react
// `createActorContext`): each section reads its narrow slice with `usePaySelector` and changes the
// form with `usePayChange`, instead of taking the snapshot and `send` as props.
import { createActorContext } from '@xstate/react';
import { useCallback } from 'react';
import { paymentLinkMachine } from '../../../machines/payment-link/payment-link.machine';
import type { PaymentForm } from '../../../machines/payment-link/payment-link.schema';

export const PayActor = createActorContext(paymentLinkMachine);
export const usePaySelector = PayActor.useSelector;

/** `pay.change` with the changed values; stable for the life of the actor. */
export function usePayChange(): (values: Partial<PaymentForm>) => void {
  const actor = PayActor.useActorRef();
  return useCallback((values) => actor.send({ type: 'pay.change', values }), [actor]);
}
