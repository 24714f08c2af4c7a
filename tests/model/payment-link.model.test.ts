// Model-based paths of the invoice payment page (design.md §4), with the shared harness.
import { paymentLinkMachine } from '../../machines/payment-link/payment-link.machine';
import { defineModelSuite } from '../support/model-harness';
import { paymentLinkInputFixture as link } from '../support/fixtures';
import { linkWithoutKey, paymentLinkFixtures, paymentLinkProjection } from './payment-link.fixtures';

defineModelSuite('payment-link', paymentLinkMachine, {
  fixtures: paymentLinkFixtures,
  inputs: [link, linkWithoutKey],
  project: paymentLinkProjection,
});
