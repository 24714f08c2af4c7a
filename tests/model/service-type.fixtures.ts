// The service-type flow's fixtures, shared by the model suite and the UI model suite (which types an
// email of its own and reads the server's own refusals). Free of vitest: Playwright loads it too.
import type { serviceTypeMachine } from '../../machines/service-type/service-type.machine';
import type { Fixtures } from '../support/model-paths';
import { actorDone, actorFailed } from '../support/actor-events';

/** An actor that creates a record: created, or refused with `error`. */
export const created = (id: string, error = 'email: bad') =>
  actorDone(id, { kind: 'created', uuid: `${id}-uuid` }, { kind: 'invalid', errors: [error] });

export const serviceTypeFixtures = {
  'serviceType.email.change': (s) =>
    s.context.email === '' ? [{ type: 'serviceType.email.change' as const, value: 'new@example.com' }] : [],
  'serviceType.howHeard.select': (s) =>
    s.context.howHeard === null ? [{ type: 'serviceType.howHeard.select' as const, value: 'Yard Sign' }] : [],
  'serviceType.type.select': [
    { type: 'serviceType.type.select' as const, value: 'residential' },
    { type: 'serviceType.type.select' as const, value: 'commercial' },
  ],
  'serviceType.back': [{ type: 'serviceType.back' as const }],
  'serviceType.continue': [{ type: 'serviceType.continue' as const }],
  'xstate.done.actor.checkEmail': actorDone(
    'checkEmail',
    { kind: 'new' },
    { kind: 'known' },
    { kind: 'residentialLead', leadId: 'lead-1' },
    { kind: 'commercialLead', commercialQuoteUuid: 'cq-1' },
  ),
  'xstate.error.actor.checkEmail': actorFailed('checkEmail', 'network'),
  'xstate.done.actor.requestLink': actorDone('requestLink', undefined),
  'xstate.error.actor.requestLink': actorFailed('requestLink', 'network'),
  'xstate.done.actor.loadCommercialProposal': [
    {
      type: 'xstate.done.actor.loadCommercialProposal',
      output: { kind: 'loaded', proposalUuid: 'p-1', commercialQuoteUuid: 'cq-1', innerProposalUuid: 'ip-1' },
    },
    { type: 'xstate.done.actor.loadCommercialProposal', output: { kind: 'unauthorized' } },
  ],
  'xstate.error.actor.loadCommercialProposal': actorFailed('loadCommercialProposal', 'network'),
  'xstate.done.actor.createResidentialLead': created('createResidentialLead'),
  'xstate.error.actor.createResidentialLead': actorFailed('createResidentialLead', 'network'),
  'xstate.done.actor.createCommercialQuote': created('createCommercialQuote'),
  'xstate.error.actor.createCommercialQuote': actorFailed('createCommercialQuote', 'network'),
  'xstate.done.actor.createProposal': created('createProposal'),
  'xstate.error.actor.createProposal': actorFailed('createProposal', 'network'),
  'xstate.done.actor.createInnerProposal': created('createInnerProposal'),
  'xstate.error.actor.createInnerProposal': actorFailed('createInnerProposal', 'network'),
} satisfies Fixtures<typeof serviceTypeMachine>;
