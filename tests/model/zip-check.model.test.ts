import { defineModelSuite } from '../support/model-harness';
import { zipCheckMachine } from '../../machines/zip-check/zip-check.machine';
import { areaFixture } from '../support/fixtures';

defineModelSuite('zip-check', zipCheckMachine, {
  inputs: [
    {},
    { userZipCodes: ['27601'] },
    { deepLink: { zipcode: '27601', scorpionId: 'sc-1' } },
    { deepLink: { zipcode: '276', scorpionId: 'sc-1' } },
    { deepLink: { zipcode: 'abcde', scorpionId: 'x' } },
  ],
  fixtures: {
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
  },
});
