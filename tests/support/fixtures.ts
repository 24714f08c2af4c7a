/** Shared payload fixtures of the acquisition machines' tests. */
import type { Area, CalculatedPrice } from '../../machines/shared/types';
import type { QuoteOutput } from '../../machines/quote/quote.machine';
import { emptySelections } from '../../machines/quote/quote.schema';
import type { CheckoutForm } from '../../machines/checkout/checkout.schema';
import { emptyCheckoutForm } from '../../machines/checkout/checkout.schema';

export const areaFixture: Area = {
  zipcode: '27601',
  uuid: 'office-raleigh',
  annual_prepay_discount: '10',
  state: 'NC',
  city: 'Raleigh',
  stax_public_apikey: 'sandbox',
  additional_cleaning_area_price: '3.00',
  add_on: [
    { uuid: 'addon-take-away', name: 'Take waste away', cost_per_visit: '2.00' },
    { uuid: 'addon-deodorizer', name: 'Deodorizer', cost_per_visit: '10.00' },
  ],
};

export const priceFixture: CalculatedPrice = {
  total_price_per_service: '18.00',
  total_price_for_first_visit: '43.00',
  coupon: { coupon_applied: false, savings: '0.00' },
};

export const quoteOutputFixture: QuoteOutput = {
  selections: {
    ...emptySelections,
    frequency: 'weekly',
    propertyType: 'townhouse',
    petCount: '2',
    areas: ['Front Yard', 'Other'],
    otherAreaText: 'Gate side',
    addOns: [{ uuid: 'addon-deodorizer', name: 'Deodorizer', is_recurring: true }],
    prepay: true,
    prepayMonths: 12,
  },
  couponCode: 'WELCOME10',
  price: priceFixture,
};

export const validCheckoutForm: CheckoutForm = {
  ...emptyCheckoutForm,
  service_address: { address: '1 Main St', city: 'Raleigh', state: 'NC', zip_code: '27601' },
  addressPicked: true,
  preferred_start_date: '2026-12-01',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  phone_numbers: [{ phone: '9195550100', type: 'mobile', primary: true, can_send_sms: true }],
  preferred_contact_methods: ['text', 'email'],
  card: { month: '12', year: '2030' },
  cardFieldsComplete: true,
  is_authorize_charge_each_month: true,
  is_ternm_accepted: true,
  hear_about_us: ['Truck'],
};
