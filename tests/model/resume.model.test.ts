import { defineModelSuite } from '../support/model-harness';
import { resumeMachine } from '../../machines/resume/resume.machine';
import { linkInput, resumeFixtures } from './resume.fixtures';

defineModelSuite('resume', resumeMachine, {
  inputs: [linkInput],
  fixtures: resumeFixtures,
});
