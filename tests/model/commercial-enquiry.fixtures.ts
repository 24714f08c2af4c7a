// The commercial enquiry wizard's fixtures, shared by the model suite and the UI model suite (which
// makes them real: the server's own answers, the maps a view offers). Free of vitest: Playwright loads it too.
import type { commercialEnquiryMachine } from '../../machines/commercial-enquiry/commercial-enquiry.machine';
import { pdfFixture as pdf } from '../support/fixtures';
import type { Fixtures } from '../support/model-paths';
import { actorDone, actorFailed, plainEvents, saveSettles } from '../support/actor-events';

/** A map over the upload limit. */
export const tooLarge = { ...pdf, size: 6_000_000 };

export const commercialEnquiryFixtures = {
  ...plainEvents('step1.next', 'wizard.step2.open', 'step2.back', 'step2.submit'),
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
  'xstate.done.actor.verifyStep1': actorDone(
    'verifyStep1',
    { kind: 'ok' },
    { kind: 'invalid', errors: { email_address: 'Email address is already in use' } },
  ),
  'xstate.error.actor.verifyStep1': actorFailed('verifyStep1'),
  ...saveSettles('updateQuote', { email_address: ['taken'] }),
  'xstate.done.actor.saveProposal': actorDone(
    'saveProposal',
    { kind: 'saved', proposalUuid: 'p1', innerProposalUuid: 'ip1' },
    { kind: 'invalid', errors: ['bad'] },
  ),
  'xstate.error.actor.saveProposal': actorFailed('saveProposal'),
  ...saveSettles('createLineItems', {}),
} satisfies Fixtures<typeof commercialEnquiryMachine>;
