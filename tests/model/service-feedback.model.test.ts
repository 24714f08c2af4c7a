// Model-based paths of the service-history feedback modal (design.md §4), with the shared harness.
import { serviceFeedbackMachine } from '../../machines/service-feedback/service-feedback.machine';
import { defineModelSuite } from '../support/model-harness';
import type { Fixtures } from '../support/model-harness';

const fixtures: Fixtures<typeof serviceFeedbackMachine> = {
  'feedback.rating.change': [
    { type: 'feedback.rating.change', rating: 3.5 },
    { type: 'feedback.rating.change', rating: 3.7 },
  ],
  'feedback.comment.change': (s) =>
    s.context.comment === '' ? [{ type: 'feedback.comment.change', comment: 'Missed a corner' }] : [],
  'feedback.submit': [{ type: 'feedback.submit' }],
  'xstate.done.actor.saveFeedback': [
    { type: 'xstate.done.actor.saveFeedback', output: { kind: 'saved' } },
    { type: 'xstate.done.actor.saveFeedback', output: { kind: 'invalid', errors: ['rating::Invalid'] } },
  ],
  'xstate.error.actor.saveFeedback': [{ type: 'xstate.error.actor.saveFeedback', error: new Error('offline') }],
};

defineModelSuite('service-feedback', serviceFeedbackMachine, {
  fixtures,
  input: { visitUuid: '2b1c6d0e-5f7a-4c3b-9d2e-1a0b9c8d7e6f', rating: null, comment: null },
});
