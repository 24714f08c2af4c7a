// The commercial enquiry wizard's fixtures, shared by the model suite and the UI model suite (which
// makes them real: the server's own answers, the maps a view offers). Free of vitest: Playwright loads it too.
import type { commercialEnquiryMachine } from '../../machines/commercial-enquiry/commercial-enquiry.machine';
import { pdfFixture as pdf } from '../support/fixtures';
import type { Fixtures } from '../support/model-paths';

/** A map over the upload limit. */
export const tooLarge = { ...pdf, size: 6_000_000 };

export const commercialEnquiryFixtures = {
  'step1.change': [
    {
      type: 'step1.change',
      values: { first_name: 'Ann', last_name: 'Lee', community_name: 'Oak Park', email_address: 'ann@example.com' },
    },
  ],
  'step1.map.select': [
    { type: 'step1.map.select', file: pdf },
    { type: 'step1.map.select', file: tooLarge },
  ],
  'step1.next': [{ type: 'step1.next' }],
  'wizard.step2.open': [{ type: 'wizard.step2.open' }],
  // A valid due date only while none is set, an invalid one only once it is: keeps the model small.
  'step2.change': (s) =>
    s.context.step2.proposal_due === null
      ? [
          {
            type: 'step2.change',
            values: { proposal_due: '2026-12-01', interested_services: ['common_area_cleaning'] },
          },
          { type: 'step2.change', values: { proposal_due: '2026-11-22' } },
        ]
      : [],
  'step2.proposal.change': (s) =>
    s.context.isLookingForProposal ? [] : [{ type: 'step2.proposal.change', checked: true }],
  'step2.moreInfo.change': (s) =>
    s.context.wouldLikeMoreInfo ? [] : [{ type: 'step2.moreInfo.change', checked: true }],
  'step2.map.select': (s) =>
    s.context.maps.pet_waste_station_map === null
      ? [
          { type: 'step2.map.select', field: 'pet_waste_station_map', file: pdf },
          { type: 'step2.map.select', field: 'trash_can_location_map', file: tooLarge },
        ]
      : [],
  'step2.back': [{ type: 'step2.back' }],
  'step2.submit': [{ type: 'step2.submit' }],
  'xstate.done.actor.verifyStep1': [
    { type: 'xstate.done.actor.verifyStep1', output: { kind: 'ok' } },
    {
      type: 'xstate.done.actor.verifyStep1',
      output: { kind: 'invalid', errors: { email_address: 'Email address is already in use' } },
    },
  ],
  'xstate.error.actor.verifyStep1': [{ type: 'xstate.error.actor.verifyStep1', error: new Error('offline') }],
  'xstate.done.actor.updateQuote': [
    { type: 'xstate.done.actor.updateQuote', output: { kind: 'saved' } },
    { type: 'xstate.done.actor.updateQuote', output: { kind: 'invalid', errors: { email_address: ['taken'] } } },
  ],
  'xstate.error.actor.updateQuote': [{ type: 'xstate.error.actor.updateQuote', error: new Error('offline') }],
  'xstate.done.actor.saveProposal': [
    { type: 'xstate.done.actor.saveProposal', output: { kind: 'saved', proposalUuid: 'p1', innerProposalUuid: 'ip1' } },
    { type: 'xstate.done.actor.saveProposal', output: { kind: 'invalid', errors: ['bad'] } },
  ],
  'xstate.error.actor.saveProposal': [{ type: 'xstate.error.actor.saveProposal', error: new Error('offline') }],
  'xstate.done.actor.createLineItems': [
    { type: 'xstate.done.actor.createLineItems', output: { kind: 'saved' } },
    { type: 'xstate.done.actor.createLineItems', output: { kind: 'invalid', errors: {} } },
  ],
  'xstate.error.actor.createLineItems': [{ type: 'xstate.error.actor.createLineItems', error: new Error('offline') }],
} satisfies Fixtures<typeof commercialEnquiryMachine>;
