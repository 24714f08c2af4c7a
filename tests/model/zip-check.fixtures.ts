// The ZIP check's fixtures, shared by the model suite and the UI model suite (which types an email of
// its own and reads the server's own refusals). Free of vitest: Playwright loads it too.
import type { zipCheckMachine } from '../../machines/zip-check/zip-check.machine';
import { areaFixture } from '../support/fixtures';
import type { Fixtures } from '../support/model-paths';

/** A deep link to a served ZIP code, and one too short to check. */
export const servedDeepLink = { deepLink: { zipcode: '27601', scorpionId: 'sc-1' } };
export const shortDeepLink = { deepLink: { zipcode: '276', scorpionId: 'sc-1' } };

export const zipCheckFixtures = {
  'zip.change': [
    { type: 'zip.change', value: '27601' },
    { type: 'zip.change', value: '3030a' },
  ],
  'zip.submit': [{ type: 'zip.submit' }],
  'enquiry.email.change': [
    { type: 'enquiry.email.change', value: 'a@b.co' },
    { type: 'enquiry.email.change', value: 'nope' },
  ],
  'enquiry.submit': [{ type: 'enquiry.submit' }],
  'enquiry.back': [{ type: 'enquiry.back' }],
  'xstate.done.actor.checkZip': [
    { type: 'xstate.done.actor.checkZip', output: { kind: 'served', area: areaFixture } },
    { type: 'xstate.done.actor.checkZip', output: { kind: 'notServed' } },
    { type: 'xstate.done.actor.checkZip', output: { kind: 'invalid', errors: ['zipcode: bad'] } },
  ],
  'xstate.error.actor.checkZip': [{ type: 'xstate.error.actor.checkZip', error: new Error('network') }],
  'xstate.done.actor.sendEnquiry': [
    { type: 'xstate.done.actor.sendEnquiry', output: { kind: 'sent' } },
    { type: 'xstate.done.actor.sendEnquiry', output: { kind: 'invalid', errors: ['email: bad'] } },
  ],
  'xstate.error.actor.sendEnquiry': [{ type: 'xstate.error.actor.sendEnquiry', error: new Error('network') }],
} satisfies Fixtures<typeof zipCheckMachine>;
