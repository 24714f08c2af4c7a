import { defineModelSuite } from '../support/model-harness';
import { checkoutMachine } from '../../machines/checkout/checkout.machine';
import { areaFixture, quoteOutputFixture } from '../support/fixtures';
import { checkoutFixtures } from './checkout.fixtures';

defineModelSuite('checkout', checkoutMachine, {
  inputs: [
    { area: areaFixture, quote: quoteOutputFixture, signedIn: false, leadId: 'lead-1' },
    { area: areaFixture, quote: quoteOutputFixture, signedIn: true, leadId: null, editingSubscription: true },
    { area: { ...areaFixture, stax_public_apikey: null }, quote: quoteOutputFixture, signedIn: true, leadId: null },
  ],
  // Decisions read whether the form is valid; the form itself is either empty or the valid fixture.
  project: ({ context: c }) => ({
    valid: c.form.first_name !== '',
    errors: c.errors.length > 0,
    fieldErrors: Object.keys(c.fieldErrors).length > 0,
  }),
  fixtures: checkoutFixtures,
});
