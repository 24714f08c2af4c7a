// The service-history feedback modal's fixtures, shared by the machine suite, the model suite and the UI
// model suite (which rates in half steps and edits a comment of its own). Free of vitest: Playwright
// loads it too.
import type { serviceFeedbackMachine } from '../../machines/service-feedback/service-feedback.machine';
import type { Fixtures } from '../support/model-paths';
import { saveSettles } from '../support/actor-events';

export const visitUuid = '2b1c6d0e-5f7a-4c3b-9d2e-1a0b9c8d7e6f';

export const serviceFeedbackFixtures = {
  'feedback.rating.change': [
    { type: 'feedback.rating.change', rating: 3.5 },
    { type: 'feedback.rating.change', rating: 3.7 },
  ],
  'feedback.comment.change': (s) =>
    s.context.comment === '' ? [{ type: 'feedback.comment.change', comment: 'Missed a corner' }] : [],
  'feedback.submit': [{ type: 'feedback.submit' }],
  ...saveSettles('saveFeedback', ['rating::Invalid']),
} satisfies Fixtures<typeof serviceFeedbackMachine>;
