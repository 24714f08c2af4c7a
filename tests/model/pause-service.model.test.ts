// Model-based paths of the Pause Service modal (design.md §4), with the shared harness.
import { pauseServiceMachine } from '../../machines/pause-service/pause-service.machine';
import { defineModelSuite } from '../support/model-harness';
import { pauseServiceFixtures, pauseServiceInput } from './pause-service.fixtures';

defineModelSuite('pause-service', pauseServiceMachine, {
  fixtures: pauseServiceFixtures,
  input: pauseServiceInput,
});
