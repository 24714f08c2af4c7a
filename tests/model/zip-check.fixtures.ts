// The ZIP check's fixtures, shared by the model suite and the UI model suite (which types an email of
// its own and reads the server's own refusals). Free of vitest: Playwright loads it too.
import type { zipCheckMachine } from '../../machines/zip-check/zip-check.machine';
import { areaFixture } from '../support/fixtures';
import type { Fixtures } from '../support/model-paths';
import { actorDone, actorFailed, plainEvents } from '../support/actor-events';

/** A deep link to a served ZIP code, and one too short to check. */
export const servedDeepLink = { deepLink: { zipcode: '27601', scorpionId: 'sc-1' } };
export const shortDeepLink = { deepLink: { zipcode: '276', scorpionId: 'sc-1' } };

export const zipCheckFixtures = {
  ...plainEvents('zip.submit', 'enquiry.submit', 'enquiry.back'),
  'zip.change': [
    { type: 'zip.change', value: '27601' },
    { type: 'zip.change', value: '3030a' },
  ],
  'enquiry.email.change': [
    { type: 'enquiry.email.change', value: 'a@b.co' },
    { type: 'enquiry.email.change', value: 'nope' },
  ],
  'xstate.done.actor.checkZip': actorDone(
    'checkZip',
    { kind: 'served', area: areaFixture },
    { kind: 'notServed' },
    { kind: 'invalid', errors: ['zipcode: bad'] },
  ),
  'xstate.error.actor.checkZip': actorFailed('checkZip', 'network'),
  'xstate.done.actor.sendEnquiry': actorDone(
    'sendEnquiry',
    { kind: 'sent' },
    { kind: 'invalid', errors: ['email: bad'] },
  ),
  'xstate.error.actor.sendEnquiry': actorFailed('sendEnquiry', 'network'),
} satisfies Fixtures<typeof zipCheckMachine>;
