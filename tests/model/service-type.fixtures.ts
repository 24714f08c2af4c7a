// The service-type flow's fixtures, shared by the model suite and the UI model suite (which types an
// email of its own and reads the server's own refusals). Free of vitest: Playwright loads it too.
import type { serviceTypeMachine } from '../../machines/service-type/service-type.machine';
import type { Fixtures } from '../support/model-paths';

/** An actor that creates a record: created, or refused with `error`. */
export const created = (id: string, error = 'email: bad') => [
  { type: `xstate.done.actor.${id}`, output: { kind: 'created', uuid: `${id}-uuid` } },
  { type: `xstate.done.actor.${id}`, output: { kind: 'invalid', errors: [error] } },
];
const failed = (id: string) => [{ type: `xstate.error.actor.${id}`, error: new Error('network') }];

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
  'xstate.done.actor.checkEmail': [
    { type: 'xstate.done.actor.checkEmail', output: { kind: 'new' } },
    { type: 'xstate.done.actor.checkEmail', output: { kind: 'known' } },
    { type: 'xstate.done.actor.checkEmail', output: { kind: 'residentialLead', leadId: 'lead-1' } },
    { type: 'xstate.done.actor.checkEmail', output: { kind: 'commercialLead', commercialQuoteUuid: 'cq-1' } },
  ],
  'xstate.error.actor.checkEmail': failed('checkEmail'),
  'xstate.done.actor.requestLink': [{ type: 'xstate.done.actor.requestLink', output: undefined }],
  'xstate.error.actor.requestLink': failed('requestLink'),
  'xstate.done.actor.loadCommercialProposal': [
    {
      type: 'xstate.done.actor.loadCommercialProposal',
      output: { kind: 'loaded', proposalUuid: 'p-1', commercialQuoteUuid: 'cq-1', innerProposalUuid: 'ip-1' },
    },
    { type: 'xstate.done.actor.loadCommercialProposal', output: { kind: 'unauthorized' } },
  ],
  'xstate.error.actor.loadCommercialProposal': failed('loadCommercialProposal'),
  'xstate.done.actor.createResidentialLead': created('createResidentialLead'),
  'xstate.error.actor.createResidentialLead': failed('createResidentialLead'),
  'xstate.done.actor.createCommercialQuote': created('createCommercialQuote'),
  'xstate.error.actor.createCommercialQuote': failed('createCommercialQuote'),
  'xstate.done.actor.createProposal': created('createProposal'),
  'xstate.error.actor.createProposal': failed('createProposal'),
  'xstate.done.actor.createInnerProposal': created('createInnerProposal'),
  'xstate.error.actor.createInnerProposal': failed('createInnerProposal'),
} satisfies Fixtures<typeof serviceTypeMachine>;
