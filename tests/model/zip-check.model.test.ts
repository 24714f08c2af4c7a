import { defineModelSuite } from '../support/model-harness';
import { zipCheckMachine } from '../../machines/zip-check/zip-check.machine';
import { servedDeepLink, shortDeepLink, zipCheckFixtures } from './zip-check.fixtures';

defineModelSuite('zip-check', zipCheckMachine, {
  inputs: [
    {},
    { userZipCodes: ['27601'] },
    servedDeepLink,
    shortDeepLink,
    { deepLink: { zipcode: 'abcde', scorpionId: 'x' } },
  ],
  fixtures: zipCheckFixtures,
});
