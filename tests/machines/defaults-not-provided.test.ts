// design.md §3.2: every actor and effect action of every machine throws "not provided"
// by default, so a view that forgets to `.provide` one fails loudly.
import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { AnyActorLogic, AnyStateMachine } from 'xstate';
import { accountEditMachine } from '../../machines/account-edit/account-edit.machine';
import { addBagsMachine } from '../../machines/add-bags/add-bags.machine';
import { authMachine } from '../../machines/auth/auth.machine';
import { authorizedUsersMachine } from '../../machines/authorized-users/authorized-users.machine';
import { cardMachine } from '../../machines/card/card.machine';
import { checkoutMachine } from '../../machines/checkout/checkout.machine';
import { commercialEnquiryMachine } from '../../machines/commercial-enquiry/commercial-enquiry.machine';
import { communityInfoMachine } from '../../machines/community-info/community-info.machine';
import { dogMachine } from '../../machines/dog/dog.machine';
import { dogInfoMachine } from '../../machines/dog-info/dog-info.machine';
import { notificationPreferencesMachine } from '../../machines/notification-preferences/notification-preferences.machine';
import { pauseServiceMachine } from '../../machines/pause-service/pause-service.machine';
import { paymentLinkMachine } from '../../machines/payment-link/payment-link.machine';
import { quoteMachine } from '../../machines/quote/quote.machine';
import { registrationMachine } from '../../machines/registration/registration.machine';
import { resumeMachine } from '../../machines/resume/resume.machine';
import { serviceFeedbackMachine } from '../../machines/service-feedback/service-feedback.machine';
import { serviceTypeMachine } from '../../machines/service-type/service-type.machine';
import { sessionMachine } from '../../machines/session/session.machine';
import { subscriptionMachine } from '../../machines/subscription/subscription.machine';
import { ticketMachine } from '../../machines/ticket/ticket.machine';
import { zipCheckMachine } from '../../machines/zip-check/zip-check.machine';

// Every machine, named one by one (not through machines/index.ts) so that `npm run mutants` runs
// this suite against each machine's mutants.
const machines: Record<string, AnyStateMachine> = {
  'account-edit': accountEditMachine,
  'add-bags': addBagsMachine,
  auth: authMachine,
  'authorized-users': authorizedUsersMachine,
  card: cardMachine,
  checkout: checkoutMachine,
  'commercial-enquiry': commercialEnquiryMachine,
  'community-info': communityInfoMachine,
  dog: dogMachine,
  'dog-info': dogInfoMachine,
  'notification-preferences': notificationPreferencesMachine,
  'pause-service': pauseServiceMachine,
  'payment-link': paymentLinkMachine,
  quote: quoteMachine,
  registration: registrationMachine,
  resume: resumeMachine,
  'service-feedback': serviceFeedbackMachine,
  'service-type': serviceTypeMachine,
  session: sessionMachine,
  subscription: subscriptionMachine,
  ticket: ticketMachine,
  'zip-check': zipCheckMachine,
};

describe.each(Object.entries(machines))('%s defaults', (_name, machine) => {
  const actors = Object.entries(machine.implementations.actors as Record<string, AnyActorLogic>);
  const effects = Object.entries(machine.implementations.actions as Record<string, unknown>).filter(
    ([, impl]) => typeof impl === 'function' && !('resolve' in impl),
  );

  it('has an id and a description on every state', () => {
    expect(machine.id).not.toBe('(machine)');
    const walk = (node: { description?: string; states: Record<string, unknown>; id: string }): string[] =>
      Object.values(node.states as Record<string, typeof node>).flatMap((child) => [
        ...(child.description ? [] : [child.id]),
        ...walk(child),
      ]);
    expect(walk(machine.root as never)).toEqual([]);
  });

  it.each(actors)('actor %s rejects with "not provided"', async (name, logic) => {
    // Subscribe (toPromise) before start: an actor that fails during start with no observer is
    // reported by XState as an unhandled error.
    const actor = createActor(logic, { input: undefined });
    const settled = toPromise(actor);
    actor.start();
    await expect(settled).rejects.toThrow(`${name} not provided`);
  });

  it.each(effects)('effect action %s throws "not provided"', (name, impl) => {
    expect(() => (impl as (a: unknown, p: unknown) => void)({}, undefined)).toThrow(`${name} not provided`);
  });
});
