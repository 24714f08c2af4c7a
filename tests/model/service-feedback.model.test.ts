// Model-based paths of the service-history feedback modal (design.md §4), with the shared harness.
import { serviceFeedbackMachine } from '../../machines/service-feedback/service-feedback.machine';
import { defineModelSuite } from '../support/model-harness';
import { serviceFeedbackFixtures, visitUuid } from './service-feedback.fixtures';

defineModelSuite('service-feedback', serviceFeedbackMachine, {
  fixtures: serviceFeedbackFixtures,
  input: { visitUuid, rating: null, comment: null },
});
