/**
 * The checkout machine tests' shared start: the form filled and submitted, past the validation
 * delays, so the address check is the running actor. Needs fake timers.
 */
import { vi } from 'vitest';
import { checkoutMachine } from '../../machines/checkout/checkout.machine';
import type { CheckoutForm } from '../../machines/checkout/checkout.schema';
import type { CheckoutInput } from '../../machines/checkout/checkout.types';
import { startMachine } from './machine-kit';
import { validCheckoutForm } from './fixtures';

/** Fill the form (the valid one unless told), submit, and pass the 300 + 100 ms validation delays. */
export async function submitValid(input: CheckoutInput, values: Partial<CheckoutForm> = validCheckoutForm) {
  const m = startMachine(checkoutMachine, input);
  m.actor.send({ type: 'checkout.update', values });
  m.actor.send({ type: 'checkout.submit' });
  await vi.advanceTimersByTimeAsync(400);
  return m;
}
