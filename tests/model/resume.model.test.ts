import { defineModelSuite } from '../support/model-harness';
import { resumeMachine } from '../../machines/resume/resume.machine';
import { openResults } from './resume.fixtures';

const done = (output: unknown) => ({ type: 'xstate.done.actor.openLink', output });

defineModelSuite('resume', resumeMachine, {
  inputs: [{ token: 'token-1' }],
  fixtures: {
    'resume.continue': [{ type: 'resume.continue' }],
    'resume.resend': [{ type: 'resume.resend' }],
    'resume.retry': [{ type: 'resume.retry' }],
    'xstate.done.actor.openLink': [
      done(openResults.restored),
      done(openResults.newPrice),
      done(openResults.wizard),
      done(openResults.expired),
      done(openResults.used),
      done(openResults.invalid),
    ],
    'xstate.error.actor.openLink': [{ type: 'xstate.error.actor.openLink', error: new Error('network') }],
    'xstate.done.actor.resendLink': [{ type: 'xstate.done.actor.resendLink', output: undefined }],
    'xstate.error.actor.resendLink': [{ type: 'xstate.error.actor.resendLink', error: new Error('network') }],
  },
});
