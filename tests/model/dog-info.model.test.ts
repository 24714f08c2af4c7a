import { defineModelSuite } from '../support/model-harness';
import { dogInfoMachine } from '../../machines/dog-info/dog-info.machine';
import { dogInfoFixtures, enquiryOrder as order, today } from './dog-info.fixtures';

defineModelSuite('dog-info', dogInfoMachine, {
  inputs: [
    { order, signedIn: false, today },
    { order, signedIn: true, today },
    { order: null, signedIn: false, today },
  ],
  project: ({ context: c }) => ({
    birthday: c.pets[0]?.birthday ?? '',
    errors: c.errors.length > 0,
    fieldErrors: Object.keys(c.fieldErrors).length > 0,
  }),
  fixtures: dogInfoFixtures,
});
