/**
 * payment-link: the public invoice payment page /pay (spec doc 2 §2, §4 Payment page, §5, §8).
 *
 * States: start → initial ⇄ validating (500 ms) → tokenizing → submitting → success (final) | failure
 *         start → unavailable (no public key in the link: error toast, nothing can be paid)
 *
 * Validation errors stop loading and show under each field (address.*, credit_card_info.*);
 * tokenizing that returns nothing stops silently; details the provider refuses show at their fields;
 * a tokenizer failure is only logged.
 */
import { assign, fromPromise, setup } from 'xstate';
import { formatAddressLine } from '../shared/address.schema';
import { messages, PAYMENT_VALIDATE_MS } from '../shared/domain';
import type { NotifyErrorsParams } from '../shared/types';
import { notProvided } from '../shared/types';
import { emptyPaymentForm, paymentErrors } from './payment-link.schema';
import type { HostedFields, PaymentForm } from './payment-link.schema';

export interface PaymentLinkInput {
  /** From the link: stax_public_apikey (null when missing). */
  publicKey: string | null;
  invoiceUuid: string;
  staxCustomer: string | null;
  /** Total plus sales tax, sent as `total`. */
  balanceDue: string;
}

/**
 * 'refused': the provider answered with field messages (the sandbox: an expired card, month 13),
 * keyed credit_card_info.*; they show at their fields instead of the spec's silent stop, so the
 * payer knows what to fix. 'none': the provider returned nothing (the spec's silent stop).
 */
export type TokenizeResult =
  { kind: 'token'; token: string } | { kind: 'refused'; errors: Record<string, string> } | { kind: 'none' };
export type PaymentResult =
  { kind: 'paid'; message: string } | { kind: 'failed'; errors: Record<string, string>; error: unknown };

export interface PaymentLinkContext {
  link: PaymentLinkInput;
  form: PaymentForm;
  hosted: HostedFields;
  /** The permission checkbox (checked by default), sent as save_card. */
  saveCard: boolean;
  errors: Record<string, string>;
  token: string | null;
  message: string | null;
}

export type PaymentLinkEvent =
  | { type: 'pay.change'; values: Partial<PaymentForm> }
  | { type: 'pay.hosted.change'; hosted: Partial<HostedFields> }
  | { type: 'pay.permission.change'; checked: boolean }
  | { type: 'pay.submit' };

export interface PaymentPayload {
  total: string;
  invoice_uuid: string;
  stax_card_token: string;
  stax_customer: string | null;
  save_card: boolean;
  card_holder_name: string;
  address: {
    address: string;
    address2: null;
    city: string;
    state: string;
    zip_code: string;
    formatted_address: string;
  };
}

export function paymentPayload(c: PaymentLinkContext): PaymentPayload {
  const f = c.form;
  return {
    total: c.link.balanceDue,
    invoice_uuid: c.link.invoiceUuid,
    stax_card_token: c.token ?? '',
    stax_customer: c.link.staxCustomer,
    save_card: c.saveCard,
    card_holder_name: `${f.first_name.trim()} ${f.last_name.trim()}`,
    address: {
      address: f.address,
      address2: null,
      city: f.city,
      state: f.state,
      zip_code: f.zip_code,
      formatted_address: formatAddressLine(f),
    },
  };
}

export const paymentLinkMachine = setup({
  types: {
    context: {} as PaymentLinkContext,
    events: {} as PaymentLinkEvent,
    input: {} as PaymentLinkInput,
  },
  actors: {
    /** The card provider tokenizes in the browser (number, CVV, month, year, billing address, names, customer_id). */
    tokenizeCard: fromPromise<TokenizeResult, { form: PaymentForm; customerId: string | null }>(() =>
      notProvided('tokenizeCard'),
    ),
    /** POST /crm/payment/link-payment/. */
    submitPayment: fromPromise<PaymentResult, PaymentPayload>(() => notProvided('submitPayment')),
  },
  delays: {
    paymentValidate: PAYMENT_VALIDATE_MS,
  },
  guards: {
    hasPublicKey: ({ context }) => Boolean(context.link.publicKey),
    isFormValid: ({ context }) => Object.keys(paymentErrors(context.form, context.hosted)).length === 0,
    hasToken: (_, result: TokenizeResult) => result.kind === 'token',
    isRefused: (_, result: TokenizeResult) => result.kind === 'refused',
    isPaid: (_, result: PaymentResult) => result.kind === 'paid',
  },
  actions: {
    assignForm: assign({ form: ({ context }, values: Partial<PaymentForm>) => ({ ...context.form, ...values }) }),
    assignHosted: assign({
      hosted: ({ context }, hosted: Partial<HostedFields>) => ({ ...context.hosted, ...hosted }),
    }),
    assignPermission: assign({ saveCard: (_, checked: boolean) => checked }),
    clearErrors: assign({ errors: {} }),
    assignValidationErrors: assign({ errors: ({ context }) => paymentErrors(context.form, context.hosted) }),
    assignToken: assign({ token: (_, result: TokenizeResult) => (result.kind === 'token' ? result.token : null) }),
    assignMessage: assign({ message: (_, message: string) => message }),
    assignServerErrors: assign({ errors: (_, errors: Record<string, string>) => errors }),
    /** Effects the view provides. */
    notifySuccess: (_, _message: string) => notProvided('notifySuccess'),
    /** Error toasts (10 s), one per line (see NotifyErrorsParams). */
    notifyErrors: (_, _params: NotifyErrorsParams) => notProvided('notifyErrors'),
    /** Tokenization failures go to the console only. */
    logError: (_, _params: { error: unknown }) => notProvided('logError'),
  },
}).createMachine({
  id: 'paymentLink',
  description:
    'Invoice payment page (/pay): Invoice Summary, card fields, permission checkbox, billing address and Make Payment.',
  context: ({ input }) => ({
    link: input,
    form: emptyPaymentForm,
    hosted: { numberValid: false, cvvValid: false },
    saveCard: true,
    errors: {},
    token: null,
    message: null,
  }),
  initial: 'start',
  states: {
    start: {
      description: 'Reading the link: without a public key the card form cannot work.',
      always: [{ guard: 'hasPublicKey', target: 'initial' }, { target: 'unavailable' }],
    },
    unavailable: {
      description:
        "No public key in the link: error toast for 10 s ('Error occurred while loading Stax. Please contact the admin.').",
      entry: { type: 'notifyErrors', params: { errors: [messages.staxLoadError] } },
    },
    initial: {
      description: 'Form shown, Make Payment enabled, permission checked by default.',
      on: {
        'pay.change': { actions: { type: 'assignForm', params: ({ event }) => event.values } },
        'pay.hosted.change': { actions: { type: 'assignHosted', params: ({ event }) => event.hosted } },
        'pay.permission.change': { actions: { type: 'assignPermission', params: ({ event }) => event.checked } },
        'pay.submit': { target: 'validating' },
      },
    },
    validating: {
      description: 'Errors cleared, loader on; the form is validated after 500 ms.',
      entry: 'clearErrors',
      after: {
        paymentValidate: [
          { guard: 'isFormValid', target: 'tokenizing' },
          { target: 'initial', actions: 'assignValidationErrors' },
        ],
      },
    },
    tokenizing: {
      description: 'The card provider tokenizes the card.',
      invoke: {
        id: 'tokenizeCard',
        src: 'tokenizeCard',
        input: ({ context }) => ({ form: context.form, customerId: context.link.staxCustomer }),
        onDone: [
          {
            guard: { type: 'hasToken', params: ({ event }) => event.output },
            target: 'submitting',
            actions: { type: 'assignToken', params: ({ event }) => event.output },
          },
          {
            guard: { type: 'isRefused', params: ({ event }) => event.output },
            target: 'initial',
            actions: {
              type: 'assignServerErrors',
              params: ({ event }) => (event.output.kind === 'refused' ? event.output.errors : {}),
            },
          },
          // Tokenizing returned nothing: loading stops silently.
          { target: 'initial' },
        ],
        onError: { target: 'initial', actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    submitting: {
      description:
        'POST /crm/payment/link-payment/ (total with tax, invoice_uuid, token, stax_customer, save_card, card_holder_name, address).',
      invoke: {
        id: 'submitPayment',
        src: 'submitPayment',
        input: ({ context }) => paymentPayload(context),
        onDone: [
          {
            guard: { type: 'isPaid', params: ({ event }) => event.output },
            target: 'success',
            actions: {
              type: 'assignMessage',
              params: ({ event }) => (event.output.kind === 'paid' ? event.output.message : ''),
            },
          },
          {
            target: 'failure',
            actions: [
              {
                type: 'assignServerErrors',
                params: ({ event }) => (event.output.kind === 'failed' ? event.output.errors : {}),
              },
              {
                type: 'notifyErrors',
                params: ({ event }) => ({ error: event.output.kind === 'failed' ? event.output.error : undefined }),
              },
            ],
          },
        ],
        onError: {
          target: 'failure',
          actions: { type: 'notifyErrors', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    success: {
      description:
        "Loader off, button disabled, 'Thank you for your payment' replaces the form; success toast with the server message.",
      type: 'final',
      entry: { type: 'notifySuccess', params: ({ context }) => context.message ?? '' },
    },
    failure: {
      description: 'Loader off, error toast with the server error; the form stays and can be sent again.',
      on: {
        'pay.change': { actions: { type: 'assignForm', params: ({ event }) => event.values } },
        'pay.hosted.change': { actions: { type: 'assignHosted', params: ({ event }) => event.hosted } },
        'pay.permission.change': { actions: { type: 'assignPermission', params: ({ event }) => event.checked } },
        'pay.submit': { target: 'validating' },
      },
    },
  },
});
