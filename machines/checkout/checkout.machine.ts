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
 * Every failure with a toast ends with `notifyErrors` (the view shows them; spec 1 §8, spec 2 §8).
 * Types are in checkout.types.ts, the request bodies in checkout.payload.ts.
 */
import { assign, fromPromise, setup } from 'xstate';
import { CHECKOUT_VALIDATE_DELAYS_MS, messages } from '../shared/domain';
import type { NotifyErrorsParams } from '../shared/types';
import { failUnexpectedly, refuse } from '../shared/refusal';
import { notProvided } from '../shared/types';
import { addressCheckInput, leadUpdateInput, orderPayload, tokenizeInput } from './checkout.payload';
import type { LeadUpdateInput, OrderPayload } from './checkout.payload';
import type { CheckoutForm } from './checkout.schema';
import { checkoutErrors, emptyCheckoutForm } from './checkout.schema';
import type {
  AddressCheckInput,
  AddressCheckResult,
  CheckoutContext,
  CheckoutEvent,
  CheckoutInput,
  LeadUpdateResult,
  OrderResult,
  TokenizeInput,
  TokenizeResult,
} from './checkout.types';

const [VALIDATE_LEAD_MS, VALIDATE_SETTLE_MS] = CHECKOUT_VALIDATE_DELAYS_MS;

const checkoutSetup = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    validateAddress: fromPromise<AddressCheckResult, AddressCheckInput>(() => notProvided('validateAddress')),
    updateLead: fromPromise<LeadUpdateResult, LeadUpdateInput>(() => notProvided('updateLead')),
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
    refuse: refuse<CheckoutContext, CheckoutEvent>(),
    failUnexpectedly: failUnexpectedly<CheckoutContext, CheckoutEvent>(),
    assignToken: assign({ cardToken: (_, token: string) => token }),
    assignOrderId: assign({ orderId: (_, id: string) => id }),
    /** Effects the view provides. */
    /** The view shows a failure's errors as toasts (spec 1 §8, spec 2 §8); every failure with a message ends with it. */
    notifyErrors: (_, _params: NotifyErrorsParams) => notProvided('notifyErrors'),
    /** Reads the failing event (output `failed` or the rejection) and logs it: no message to the user. */
    logTokenizationFailure: () => notProvided('logTokenizationFailure'),
    storeOrder: (_, _params: { orderId: string | null; payload: OrderPayload }) => notProvided('storeOrder'),
    navigateDogInfo: () => notProvided('navigateDogInfo'),
    navigateAccount: () => notProvided('navigateAccount'),
  },
});

export const checkoutMachine = checkoutSetup.createMachine({
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
            input: ({ context }) => addressCheckInput(context),
            onDone: [
              { guard: { type: 'isAddressValid', params: ({ event }) => event.output }, target: 'addressVerified' },
              { target: '#checkout.editing', actions: { type: 'refuse', params: [messages.addressNotFound] } },
            ],
            // A failed call shows the same address-not-found toast (spec doc 2 §8).
            onError: { target: '#checkout.editing', actions: { type: 'refuse', params: [messages.addressNotFound] } },
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
            input: ({ context }) => leadUpdateInput(context),
            onDone: [
              { guard: { type: 'isLeadUpdated', params: ({ event }) => event.output }, target: 'preparingCard' },
              {
                target: '#checkout.editing',
                actions: {
                  type: 'refuse',
                  params: ({ event }) => (event.output.kind === 'invalid' ? event.output.errors : []),
                },
              },
            ],
            onError: { target: '#checkout.editing', actions: 'failUnexpectedly' },
          },
        },
        preparingCard: {
          description:
            'The card provider needs the public key from the ZIP check; without it the missing-key toast shows.',
          always: [
            { guard: 'hasPublicKey', target: 'tokenizing' },
            { target: '#checkout.editing', actions: { type: 'refuse', params: [messages.staxLoadError] } },
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
                  type: 'refuse',
                  params: ({ event }) => (event.output.kind === 'invalid' ? event.output.errors : []),
                },
              },
            ],
            onError: { target: '#checkout.editing', actions: 'failUnexpectedly' },
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
                  type: 'refuse',
                  params: ({ event }) => (event.output.kind === 'invalid' ? event.output.errors : []),
                },
              },
            ],
            onError: { target: '#checkout.editing', actions: 'failUnexpectedly' },
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
