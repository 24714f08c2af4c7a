/**
 * checkout: step 2 'CHECK OUT' of the /getquote wizard (spec doc 2 §2, §4, §5, §8, §9).
 *
 * States: editing → submitting { validating (300 ms) → settling (100 ms) → verifyingAddress →
 *   addressVerified → [updatingLead (visitor with a lead)] → preparingCard (public key present?)
 *   → tokenizing → tokenized → placingOrder (signed in) | placingEnquiry (visitor) } → placed →
 *   done (final: /doginfo, or /account when editing an existing subscription).
 * One submission at a time: `checkout.submit` is accepted only in `editing`. Every failure goes
 * back to `editing` with its message: field errors; the address-not-found toast; the missing
 * public key toast; a tokenization failure is only logged; lead and order errors as toasts.
 */
import { assign, fromPromise, setup } from 'xstate';
import { CHECKOUT_VALIDATE_DELAYS_MS, messages } from '../shared/domain';
import type { QuoteOutput } from '../quote/quote.machine';
import { priceRequest } from '../quote/quote.schema';
import type { Area, Errors } from '../shared/types';
import { notProvided } from '../shared/types';
import type { Address, CheckoutForm } from './checkout.schema';
import { checkoutErrors, emptyCheckoutForm } from './checkout.schema';

export type AddressCheckResult = { kind: 'valid' } | { kind: 'invalid' };
export type LeadUpdateResult = { kind: 'updated' } | { kind: 'invalid'; errors: Errors };
/** `failed`: the provider returned no token (logged only, spec doc 2 §8). */
export type TokenizeResult = { kind: 'tokenized'; token: string } | { kind: 'failed' };
export type OrderResult = { kind: 'placed'; orderId: string } | { kind: 'invalid'; errors: Errors };

export interface CheckoutInput {
  area: Area;
  quote: QuoteOutput;
  signedIn: boolean;
  /** The residential lead created on the email screen (visitors). */
  leadId: string | null;
  /** An existing customer changing a subscription: success goes to /account. */
  editingSubscription?: boolean;
  scorpionId?: string | null;
  /** Prefill (signed-in users: names and phones locked). */
  form?: Partial<CheckoutForm>;
}

export interface CheckoutContext {
  area: Area;
  quote: QuoteOutput;
  signedIn: boolean;
  leadId: string | null;
  editingSubscription: boolean;
  scorpionId: string | null;
  form: CheckoutForm;
  fieldErrors: Record<string, string>;
  errors: Errors;
  cardToken: string | null;
  orderId: string | null;
}

export type CheckoutEvent = { type: 'checkout.update'; values: Partial<CheckoutForm> } | { type: 'checkout.submit' };

export interface TokenizeInput {
  publicKey: string;
  firstname: string;
  lastname: string;
  month: string;
  year: string;
  address_1: string;
  address_city: string;
  address_state: string;
  address_zip: string;
  email: string;
  phone: string;
}

const billingOf = (f: CheckoutForm): Address => (f.is_billing_address_same ? f.service_address : f.billing_address);

export function addressLine(a: Address): string {
  return [a.address, a.city, a.state, a.zip_code].filter((p) => p.trim() !== '').join(', ');
}

export function leadUpdatePayload(c: CheckoutContext) {
  const f = c.form;
  return {
    zip_code: c.area.zipcode,
    field_office_uuid: c.area.uuid,
    first_name: f.first_name.trim(),
    last_name: f.last_name.trim(),
    address: [f.service_address],
    emailaddress_set: [{ email: f.email.trim(), primary: true }],
    authorizedUser_list: [],
    leadStage: 'new' as const,
    outreach: 'website' as const,
    phone_numbers: f.phone_numbers,
    role: ['customer'] as ['customer'],
    is_dummy_email: false,
    is_crm: false,
  };
}

export function tokenizeInput(c: CheckoutContext): TokenizeInput {
  const f = c.form;
  const billing = billingOf(f);
  const primary = f.phone_numbers.find((p) => p.primary) ?? f.phone_numbers[0];
  return {
    publicKey: c.area.stax_public_apikey ?? '',
    firstname: f.first_name.trim(),
    lastname: f.last_name.trim(),
    month: f.card.month,
    year: f.card.year,
    address_1: billing.address,
    address_city: billing.city,
    address_state: billing.state,
    address_zip: billing.zip_code,
    email: f.email.trim(),
    phone: primary?.phone ?? '',
  };
}

/** The service order (signed in) or enquiry (visitor) body (spec doc 2 §3 'Service order payload'). */
export function orderPayload(c: CheckoutContext) {
  const f = c.form;
  const s = c.quote.selections;
  const pricing = priceRequest(s, c.area, c.quote.couponCode);
  return {
    field_office_uuid: c.area.uuid,
    service_type: 'residential' as const,
    property_type: pricing.property_type,
    frequency: pricing.frequency,
    service_add_ons: s.addOns.map((a) => ({ add_on_uuid: a.uuid, add_on_name: a.name, is_recurring: a.is_recurring })),
    // 4+ carries the exact number (spec 1 §3 'Quote selections'); the server prices and stores it.
    pet_count: pricing.pet_count,
    is_extra_pet: pricing.is_extra_pet,
    extra_pet_count: pricing.extra_pet_count,
    area_to_clean: pricing.areas_to_clean,
    last_cleaned: s.lastCleaned,
    service_address: f.service_address,
    billing_address: billingOf(f),
    preferred_start_date: f.preferred_start_date,
    is_billing_address_same: f.is_billing_address_same,
    first_name: f.first_name.trim(),
    last_name: f.last_name.trim(),
    email: f.email.trim(),
    phone_numbers: f.phone_numbers,
    preferred_contact_methods: f.preferred_contact_methods,
    cleaning_notes: s.cleaningNotes,
    disposal_location: s.disposalLocation,
    is_prepaid: s.prepay,
    // Prepay off clears the months.
    prepay_months: s.prepay ? s.prepayMonths : null,
    coupon_code: c.quote.couponCode,
    service_zipcode: c.area.zipcode,
    is_authorize_charge_each_month: f.is_authorize_charge_each_month,
    is_ternm_accepted: f.is_ternm_accepted,
    hear_about_us: f.hear_about_us,
    stax_card_token: c.cardToken ?? '',
    is_enquiry: !c.signedIn,
    ...(c.scorpionId ? { scorpion_id: c.scorpionId } : {}),
  };
}
export type OrderPayload = ReturnType<typeof orderPayload>;

const [VALIDATE_LEAD_MS, VALIDATE_SETTLE_MS] = CHECKOUT_VALIDATE_DELAYS_MS;

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    validateAddress: fromPromise<AddressCheckResult, { field_office_uuid: string; address: string }>(() =>
      notProvided('validateAddress'),
    ),
    updateLead: fromPromise<LeadUpdateResult, { leadId: string; body: ReturnType<typeof leadUpdatePayload> }>(() =>
      notProvided('updateLead'),
    ),
    tokenizeCard: fromPromise<TokenizeResult, TokenizeInput>(() => notProvided('tokenizeCard')),
    placeOrder: fromPromise<OrderResult, OrderPayload>(() => notProvided('placeOrder')),
    placeEnquiry: fromPromise<OrderResult, OrderPayload>(() => notProvided('placeEnquiry')),
  },
  delays: {
    /** 300 ms before step 2 is validated, then 100 ms after (spec doc 2 §4, §9). */
    validationLead: VALIDATE_LEAD_MS ?? 300,
    validationSettle: VALIDATE_SETTLE_MS ?? 100,
  },
  guards: {
    isFormValid: ({ context }) => Object.keys(checkoutErrors(context.form)).length === 0,
    isAddressValid: (_, r: AddressCheckResult) => r.kind === 'valid',
    hasLead: ({ context }) => !context.signedIn && context.leadId !== null,
    isLeadUpdated: (_, r: LeadUpdateResult) => r.kind === 'updated',
    hasPublicKey: ({ context }) => Boolean(context.area.stax_public_apikey),
    isTokenized: (_, r: TokenizeResult) => r.kind === 'tokenized',
    isSignedIn: ({ context }) => context.signedIn,
    isPlaced: (_, r: OrderResult) => r.kind === 'placed',
    isEditingSubscription: ({ context }) => context.editingSubscription,
  },
  actions: {
    assignValues: assign({ form: ({ context }, values: Partial<CheckoutForm>) => ({ ...context.form, ...values }) }),
    assignFieldErrors: assign({ fieldErrors: ({ context }) => checkoutErrors(context.form) }),
    clearErrors: assign({ fieldErrors: {}, errors: [] }),
    assignAddressNotFound: assign({ errors: [messages.addressNotFound] }),
    assignMissingKey: assign({ errors: [messages.staxLoadError] }),
    assignErrors: assign({ errors: (_, errors: Errors) => errors }),
    assignUnexpectedError: assign({ errors: [messages.somethingWentWrong] }),
    assignToken: assign({ cardToken: (_, token: string) => token }),
    assignOrderId: assign({ orderId: (_, id: string) => id }),
    /** Effects the view provides. */
    /** Reads the failing event (output `failed` or the rejection) and logs it: no message to the user. */
    logTokenizationFailure: () => notProvided('logTokenizationFailure'),
    storeOrder: (_, _params: { orderId: string | null; payload: OrderPayload }) => notProvided('storeOrder'),
    navigateDogInfo: () => notProvided('navigateDogInfo'),
    navigateAccount: () => notProvided('navigateAccount'),
  },
}).createMachine({
  id: 'checkout',
  description: "Step 2 'CHECK OUT' of /getquote: service and billing address, start date, contact, card, consents.",
  context: ({ input }) => ({
    area: input.area,
    quote: input.quote,
    signedIn: input.signedIn,
    leadId: input.leadId,
    editingSubscription: input.editingSubscription ?? false,
    scorpionId: input.scorpionId ?? null,
    form: {
      ...emptyCheckoutForm,
      service_address: { ...emptyCheckoutForm.service_address, zip_code: input.area.zipcode },
      ...input.form,
    },
    fieldErrors: {},
    errors: [],
    cardToken: null,
    orderId: null,
  }),
  initial: 'editing',
  states: {
    editing: {
      description:
        'The checkout form; the zip code is fixed to the service area; logged-in users have names and phones locked.',
      on: {
        'checkout.update': { actions: { type: 'assignValues', params: ({ event }) => event.values } },
        'checkout.submit': { target: 'submitting', actions: 'clearErrors' },
      },
    },
    submitting: {
      description: 'Placing the order: one submission at a time, the loader shows until it ends.',
      initial: 'validating',
      states: {
        validating: {
          description: 'Waiting 300 ms, then validating step 2; field errors return to the form.',
          after: {
            validationLead: [
              { guard: 'isFormValid', target: 'settling' },
              { target: '#checkout.editing', actions: 'assignFieldErrors' },
            ],
          },
        },
        settling: {
          description: 'Step 2 is valid: 100 ms before the address check.',
          after: { validationSettle: 'verifyingAddress' },
        },
        verifyingAddress: {
          description: 'POST service-order/validate_address/ with the field office and the address string.',
          invoke: {
            id: 'validateAddress',
            src: 'validateAddress',
            input: ({ context }) => ({
              field_office_uuid: context.area.uuid,
              address: addressLine(context.form.service_address),
            }),
            onDone: [
              { guard: { type: 'isAddressValid', params: ({ event }) => event.output }, target: 'addressVerified' },
              { target: '#checkout.editing', actions: 'assignAddressNotFound' },
            ],
            // A failed call shows the same address-not-found toast (spec doc 2 §8).
            onError: { target: '#checkout.editing', actions: 'assignAddressNotFound' },
          },
        },
        addressVerified: {
          description: 'The address is valid: a visitor with a lead updates it first.',
          always: [{ guard: 'hasLead', target: 'updatingLead' }, { target: 'preparingCard' }],
        },
        updatingLead: {
          description: "PATCH /crm/lead-user/{id}/ with the contact and address (role customer, leadStage 'new').",
          invoke: {
            id: 'updateLead',
            src: 'updateLead',
            input: ({ context }) => ({ leadId: context.leadId ?? '', body: leadUpdatePayload(context) }),
            onDone: [
              { guard: { type: 'isLeadUpdated', params: ({ event }) => event.output }, target: 'preparingCard' },
              {
                target: '#checkout.editing',
                actions: {
                  type: 'assignErrors',
                  params: ({ event }) => (event.output.kind === 'invalid' ? event.output.errors : []),
                },
              },
            ],
            onError: { target: '#checkout.editing', actions: 'assignUnexpectedError' },
          },
        },
        preparingCard: {
          description:
            'The card provider needs the public key from the ZIP check; without it the missing-key toast shows.',
          always: [
            { guard: 'hasPublicKey', target: 'tokenizing' },
            { target: '#checkout.editing', actions: 'assignMissingKey' },
          ],
        },
        tokenizing: {
          description: 'The card provider tokenizes the card in the browser.',
          invoke: {
            id: 'tokenizeCard',
            src: 'tokenizeCard',
            input: ({ context }) => tokenizeInput(context),
            onDone: [
              {
                guard: { type: 'isTokenized', params: ({ event }) => event.output },
                target: 'tokenized',
                actions: {
                  type: 'assignToken',
                  params: ({ event }) => (event.output.kind === 'tokenized' ? event.output.token : ''),
                },
              },
              { target: '#checkout.editing', actions: 'logTokenizationFailure' },
            ],
            onError: { target: '#checkout.editing', actions: 'logTokenizationFailure' },
          },
        },
        tokenized: {
          description: 'Signed in → order; visitor → enquiry.',
          always: [{ guard: 'isSignedIn', target: 'placingOrder' }, { target: 'placingEnquiry' }],
        },
        placingOrder: {
          description: 'POST service-order/ (signed in).',
          invoke: {
            id: 'placeOrder',
            src: 'placeOrder',
            input: ({ context }) => orderPayload(context),
            onDone: [
              {
                guard: { type: 'isPlaced', params: ({ event }) => event.output },
                target: '#checkout.placed',
                actions: {
                  type: 'assignOrderId',
                  params: ({ event }) => (event.output.kind === 'placed' ? event.output.orderId : ''),
                },
              },
              {
                target: '#checkout.editing',
                actions: {
                  type: 'assignErrors',
                  params: ({ event }) => (event.output.kind === 'invalid' ? event.output.errors : []),
                },
              },
            ],
            onError: { target: '#checkout.editing', actions: 'assignUnexpectedError' },
          },
        },
        placingEnquiry: {
          description: 'POST service-order-enquiry/ (visitor: treated as an enquiry).',
          invoke: {
            id: 'placeEnquiry',
            src: 'placeEnquiry',
            input: ({ context }) => orderPayload(context),
            onDone: [
              {
                guard: { type: 'isPlaced', params: ({ event }) => event.output },
                target: '#checkout.placed',
                actions: {
                  type: 'assignOrderId',
                  params: ({ event }) => (event.output.kind === 'placed' ? event.output.orderId : ''),
                },
              },
              {
                target: '#checkout.editing',
                actions: {
                  type: 'assignErrors',
                  params: ({ event }) => (event.output.kind === 'invalid' ? event.output.errors : []),
                },
              },
            ],
            onError: { target: '#checkout.editing', actions: 'assignUnexpectedError' },
          },
        },
      },
    },
    placed: {
      description: 'The order is placed and kept for display; next /doginfo, or /account when editing a subscription.',
      entry: {
        type: 'storeOrder',
        params: ({ context }) => ({ orderId: context.orderId, payload: orderPayload(context) }),
      },
      always: [
        { guard: 'isEditingSubscription', target: 'done', actions: 'navigateAccount' },
        { target: 'done', actions: 'navigateDogInfo' },
      ],
    },
    done: {
      description: 'Checkout succeeded.',
      type: 'final',
    },
  },
});
