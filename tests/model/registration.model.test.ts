import { defineModelSuite } from '../support/model-harness';
import { registrationMachine } from '../../machines/registration/registration.machine';
import { registrationFixtures, registrationProjection, withoutFlagInput } from './registration.fixtures';

defineModelSuite('registration', registrationMachine, {
  inputs: [
    { allowRegistration: true, signedIn: false, email: 'new@example.com', serviceType: 'residential' },
    withoutFlagInput,
    { allowRegistration: true, signedIn: true, email: 'c@example.com', serviceType: 'commercial' },
  ],
  project: registrationProjection,
  fixtures: registrationFixtures,
});
