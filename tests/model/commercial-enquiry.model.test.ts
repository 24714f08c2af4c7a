// Model-based paths of the commercial enquiry wizard (design.md §4), with the shared harness.
import { commercialEnquiryMachine } from '../../machines/commercial-enquiry/commercial-enquiry.machine';
import { defineModelSuite } from '../support/model-harness';
import { commercialEnquiryInputFixture as visitor } from '../support/fixtures';
import { commercialEnquiryFixtures } from './commercial-enquiry.fixtures';

defineModelSuite('commercial-enquiry', commercialEnquiryMachine, {
  fixtures: commercialEnquiryFixtures,
  inputs: [visitor, { ...visitor, loggedIn: true, userUuid: 'u1' }, { ...visitor, quoteUuid: null }],
  // A model state is identified by what the guards and fixtures read; the rest of the context
  // (errors, maps, the exclusive choice) is checked by tests/machines.
  project: ({ context }) => ({
    step1: context.step1.first_name !== '',
    validated: context.step1Validated,
    due: context.step2.proposal_due,
    uploadErrors: Object.keys(context.errors).filter((k) => k.endsWith('map')),
  }),
});
