import { defineModelSuite } from '../support/model-harness';
import { serviceTypeMachine } from '../../machines/service-type/service-type.machine';
import { areaFixture } from '../support/fixtures';
import { serviceTypeFixtures } from './service-type.fixtures';

defineModelSuite('service-type', serviceTypeMachine, {
  inputs: [
    { area: areaFixture, channel: 3 },
    { area: areaFixture, channel: null, storedPropertyType: 'residential' },
    { area: areaFixture, channel: null, storedPropertyType: 'commercial' },
    { area: areaFixture, channel: null, accountEmail: 'customer@example.com' },
  ],
  // Decisions read only whether the form is valid and which service type is chosen.
  project: ({ context: c }) => ({
    signedIn: c.accountEmail !== null,
    email: c.email !== '',
    howHeard: c.howHeard !== null,
    serviceType: c.serviceType,
    errors: c.errors.length > 0,
    linkSent: c.linkSent,
  }),
  fixtures: serviceTypeFixtures,
});
