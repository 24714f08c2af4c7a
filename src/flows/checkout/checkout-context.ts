// The checkout actor shared by the view and its sections (xstate's todomvc-react `createActorContext`):
// the view provides the machine with its implementations, and each section reads the narrow slice it
// shows with `useCheckoutSelector` and changes the form with `useCheckoutUpdate`, instead of taking
// the snapshot and `send` as props.
import { createActorContext } from '@xstate/react';
import { useCallback } from 'react';
import { checkoutMachine } from '../../../machines/checkout/checkout.machine';
import type { CheckoutForm } from '../../../machines/checkout/checkout.schema';

export const CheckoutActor = createActorContext(checkoutMachine);
export const useCheckoutSelector = CheckoutActor.useSelector;

export type Update = (values: Partial<CheckoutForm>) => void;

/** `checkout.update` with the changed values; stable for the life of the actor. */
export function useCheckoutUpdate(): Update {
  const actor = CheckoutActor.useActorRef();
  return useCallback((values) => actor.send({ type: 'checkout.update', values }), [actor]);
}

/** The field errors of the last failed submission (path → message). */
export type FieldErrors = Record<string, string>;

/**
 * The kit's Select is a native <select> that does not read the Form's validationErrors (src/ui/select.tsx):
 * its message comes from here, shown while the choice is still missing (as react-aria clears a server
 * error once the field changes).
 */
export const choiceError = (errors: FieldErrors, name: string, value: string) => (value ? undefined : errors[name]);
