import { defineModelSuite } from '../support/model-harness';
import { serviceTypeMachine } from '../../machines/service-type/service-type.machine';
import { areaFixture } from '../support/fixtures';

const created = (id: string) => [
  { type: `xstate.done.actor.${id}`, output: { kind: 'created', uuid: `${id}-uuid` } },
  { type: `xstate.done.actor.${id}`, output: { kind: 'invalid', errors: ['email: bad'] } },
];
const failed = (id: string) => [{ type: `xstate.error.actor.${id}`, error: new Error('network') }];

defineModelSuite('service-type', serviceTypeMachine, {
  inputs: [
    { area: areaFixture, channel: 3 },
    { area: areaFixture, channel: null, storedPropertyType: 'residential' },
    { area: areaFixture, channel: null, storedPropertyType: 'commercial' },
    { area: areaFixture, channel: null, accountEmail: 'customer@example.com' },
  ],
  // Decisions read only whether the form is valid and which service type is chosen.
  project: ({ context: c }) => ({
    signedIn: c.accountEmail !== null,
    email: c.email !== '',
    howHeard: c.howHeard !== null,
    serviceType: c.serviceType,
    errors: c.errors.length > 0,
    linkSent: c.linkSent,
  }),
  fixtures: {
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
  },
});
