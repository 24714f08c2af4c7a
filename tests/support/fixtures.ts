/**
 * Test data shared by the machine suite (tests/machines), the model suite (tests/model) and the view
 * tests: one definition each, so the suites exercise the same records. Change a value here only with
 * every suite that reads it in mind.
 */
import type { Area, CalculatedPrice } from '../../machines/shared/types';
import type { QuoteOutput } from '../../machines/quote/quote.machine';
import { emptySelections } from '../../machines/quote/quote.schema';
import type { CheckoutForm } from '../../machines/checkout/checkout.schema';
import { emptyCheckoutForm } from '../../machines/checkout/checkout.schema';
import type { AccountForm } from '../../machines/account-edit/account-edit.schema';
import type { CardInput, SavedCard } from '../../machines/card/card.machine';
import type { CommercialEnquiryInput } from '../../machines/commercial-enquiry/commercial-enquiry.machine';
import type { CommunityForm } from '../../machines/community-info/community-info.schema';
import type { PaymentLinkInput } from '../../machines/payment-link/payment-link.machine';

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

/** A complete address (the community sample address, a card's billing address, an invoice address). */
export const addressFixture = { address: '1 Main St', city: 'Raleigh', state: 'NC', zip_code: '27601' };

/** A signed-in customer's session, as the login answer carries it. */
export const sessionFixture = {
  key: 'k1',
  user: {
    first_name: 'Ann',
    last_name: 'Lee',
    email: 'ann@example.com',
    uuid: 'u1',
    zip_codes: ['27601'],
    roles: ['customer'],
  },
};

/** The account the Edit Account Information modal loads. */
export const accountFormFixture: AccountForm = {
  first_name: 'Ann',
  last_name: 'Lee',
  emails: ['ann@example.com'],
  phones: [{ phone: '9195550100', type: 'mobile', primary: true, can_send_sms: true }],
  community_name: '',
  management_company: '',
  password: '',
  is_email_invoice: true,
  is_print_and_mail_invoices: false,
  invoice_address: null,
  invoice_address_manual: false,
};

/** One saved card and the card editor's input around it. */
export const cardsFixture: SavedCard[] = [
  {
    uuid: 'c1',
    card_holder_name: 'Ann Lee',
    card_type: 'visa',
    card_last_four: '1111',
    card_exp_month: '12',
    card_exp_year: '2030',
    address: addressFixture,
    service_order_uuid: null,
  },
];
export const cardInputFixture: CardInput = {
  cards: cardsFixture,
  addresses: [addressFixture],
  serviceOrders: [],
  publicKey: 'sandbox',
  userUuid: 'u1',
  commercial: false,
};
/** A complete card form (the hosted number and CVV are not part of it). */
export const cardFormFixture = {
  card_holder_name: 'Ann Lee',
  card_expiry_month: '12',
  card_expiry_year: '2030',
  address: addressFixture,
  service_order_uuid: null,
};

/** A visitor's commercial enquiry, entered after the ZIP check. */
export const commercialEnquiryInputFixture: CommercialEnquiryInput = {
  loggedIn: false,
  userUuid: null,
  fieldOfficeUuid: 'fo1',
  zipCode: '27601',
  quoteUuid: 'q1',
  proposalUuid: null,
  innerProposalUuid: null,
  hearAboutUs: ['Truck'],
  today: '2026-11-22',
};

/** A small PDF as the file pickers read it (the community map, the enquiry's map). */
export const pdfFixture = {
  name: 'map.pdf',
  type: 'application/pdf',
  size: 1000,
  header: '%PDF-1.7',
  dataUrl: 'data:application/pdf;base64,JVBERi0=',
};

/** A community with one house type and its sample address. */
export const communityFixture: CommunityForm = {
  uuid: 'cm1',
  properties_in_community: ['townhomes'],
  home_count: '1-100',
  address: addressFixture,
};

/** An invoice payment link with a balance due, and the payer's form filled in. */
export const paymentLinkInputFixture: PaymentLinkInput = {
  publicKey: 'sandbox',
  invoiceUuid: 'inv1',
  staxCustomer: 'cus1',
  balanceDue: '107.25',
};
export const paymentFormFixture = {
  first_name: 'Ann',
  last_name: 'Lee',
  address: '1 Main St',
  state: 'NC',
  zip_code: '27601',
  city: 'Raleigh',
  card_expiry_month: '12',
  card_expiry_year: '2030',
};

/** The Raleigh field office as GET /field-office/ answers it (wire shape, not the machines' Area). */
export const raleighOffice = {
  uuid: '11111111-1111-4111-8111-111111111111',
  name: 'Raleigh',
  city: 'Raleigh',
  state: 'NC',
  zipcode: '27601',
  annual_prepay_discount: '10.00',
  stax_public_apikey: 'sandbox',
  additional_cleaning_area_price: '3.00',
  add_on: [{ uuid: 'a1', name: 'Take waste away', cost_per_visit: '2.00', priority: 1, is_active: true }],
};
