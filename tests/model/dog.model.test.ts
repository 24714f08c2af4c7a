// Model-based paths of the dog editor (design.md §4), with the shared harness.
import { dogMachine } from '../../machines/dog/dog.machine';
import { defineModelSuite } from '../support/model-harness';
import { dogFixtures, dogProjection, savedDogs, today } from './dog.fixtures';

defineModelSuite('dog', dogMachine, {
  fixtures: dogFixtures,
  input: { dogs: savedDogs, today },
  project: dogProjection,
});
