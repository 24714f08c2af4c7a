/**
 * account-edit: the Edit Account Information modal (spec doc 3 §2.2, §4 Account edit, §5, §7, §8).
 *
 * States: closed → loading (refetch) → editing → saving.checkingInvoice → saving.validatingAddress
 *         → saving.sending → saved → (1 s) closed ; editing → closed on cancel (reload)
 *
 * Invariants: Save is enabled only when the form meets spec doc 3 §5 (and a typed new password comes
 * with the current one, design.md §8); a search-picked invoice
 * address must be confirmed by the server check (purpose 'invoice': any well-formed US address),
 * otherwise the save is not sent. Only a mobile phone can receive texts and exactly one phone is
 * primary, whatever the view sends. An account without a saved phone starts with one empty
 * primary row, which may stay empty (a single primary phone of 1 to 9 digits disables Save).
 */
import { assign, fromPromise, setup } from 'xstate';
import { formatAddressLine } from '../shared/address.schema';
import { ACCOUNT_MODAL_CLOSE_MS, messages } from '../shared/domain';
import type { NotifyErrorsParams } from '../shared/types';
import { notifyRefusal } from '../shared/refusal';
import { notProvided } from '../shared/types';
import {
  emptyPrimaryPhone,
  invoiceAddressErrors,
  isAccountFormValid,
  needsInvoiceAddressCheck,
  normalizePhones,
} from './account-edit.schema';
import type { AccountForm } from './account-edit.schema';

export interface AccountEditInput {
  /** The user's roles include commercial_customer. */
  commercial: boolean;
  fieldOfficeUuid: string;
}

export type SaveResult = { kind: 'saved' } | { kind: 'invalid'; errors: unknown };

export interface AccountEditContext {
  commercial: boolean;
  fieldOfficeUuid: string;
  form: AccountForm | null;
  /** The account had no phone when the form was loaded (the empty primary row may stay empty). */
  noSavedPhone: boolean;
  /** The last save's error body (DRF shape), for the view's field messages; null after any change. */
  serverErrors: unknown;
}

/** POST service-order/validate_address/: the invoice address as one line, for the invoice purpose. */
export interface InvoiceAddressCheck {
  field_office_uuid: string;
  address: string;
  purpose: 'invoice';
}

export type AccountEditEvent =
  | { type: 'edit.open' }
  | { type: 'edit.change'; values: Partial<AccountForm> }
  | { type: 'edit.save' }
  | { type: 'edit.cancel' };

export const accountEditMachine = setup({
  types: {
    context: {} as AccountEditContext,
    events: {} as AccountEditEvent,
    input: {} as AccountEditInput,
  },
  actors: {
    /** Account info (residential) or GET /crm/commerical-customer/{id}/ (commercial), as the form. */
    fetchAccount: fromPromise<AccountForm, { commercial: boolean }>(() => notProvided('fetchAccount')),
    /** POST service-order/validate_address/ (field_office_uuid, address string) → is_valid. */
    validateAddress: fromPromise<boolean, InvoiceAddressCheck>(() => notProvided('validateAddress')),
    /** PATCH user/me/ or /crm/commerical-customer/{id}/. */
    saveAccount: fromPromise<SaveResult, { commercial: boolean; form: AccountForm }>(() => notProvided('saveAccount')),
  },
  delays: {
    accountModalClose: ACCOUNT_MODAL_CLOSE_MS,
  },
  guards: {
    canSave: ({ context }) =>
      context.form !== null && isAccountFormValid(context.form, context.commercial, context.noSavedPhone),
    isInvoiceAddressMissing: ({ context }) =>
      context.form !== null &&
      needsInvoiceAddressCheck(context.form, context.commercial) &&
      Object.keys(invoiceAddressErrors(context.form.invoice_address)).length > 0,
    /** A search-picked invoice address (print and mail on) is confirmed by the server. */
    needsServerAddressCheck: ({ context }) =>
      context.form !== null && context.form.is_print_and_mail_invoices && !context.form.invoice_address_manual,
    isAddressValid: (_, valid: boolean) => valid,
    isSaved: (_, result: SaveResult) => result.kind === 'saved',
  },
  actions: {
    assignForm: assign((_, form: AccountForm) => ({
      form: { ...form, phones: form.phones.length === 0 ? [emptyPrimaryPhone] : normalizePhones(form.phones) },
      noSavedPhone: form.phones.length === 0,
      serverErrors: null,
    })),
    mergeForm: assign({
      // Clearing the new password clears the current one too: it is asked for only with a new one.
      form: ({ context }, values: Partial<AccountForm>) => {
        if (!context.form) return null;
        const form = { ...context.form, ...values, phones: normalizePhones(values.phones ?? context.form.phones) };
        return form.password === '' ? { ...form, current_password: '' } : form;
      },
      serverErrors: null,
    }),
    assignServerErrors: assign({ serverErrors: (_, r: SaveResult) => (r.kind === 'invalid' ? r.errors : null) }),
    /** Cancel discards changes (including the new password). */
    clearForm: assign({ form: null, noSavedPhone: false, serverErrors: null }),
    /** Effects the view provides. */
    reloadAccount: () => notProvided('reloadAccount'),
    notifySaved: () => notProvided('notifySaved'),
    notifyErrors: (_, _params: NotifyErrorsParams) => notProvided('notifyErrors'),
    /** A save's refusal, through notifyErrors (machines/shared/refusal.ts). */
    notifyRefusal: notifyRefusal<AccountEditContext, AccountEditEvent>(),
  },
}).createMachine({
  id: 'accountEdit',
  description:
    'Edit Account Information modal: names, emails, phones, (commercial) community and company, new password, invoice options.',
  context: ({ input }) => ({
    commercial: input.commercial,
    fieldOfficeUuid: input.fieldOfficeUuid,
    form: null,
    noSavedPhone: false,
    serverErrors: null,
  }),
  initial: 'closed',
  states: {
    closed: {
      description: 'The Account Info card; the modal is closed.',
      on: { 'edit.open': { target: 'loading' } },
    },
    loading: {
      description: 'Clicking Edit opens the modal and refetches account info.',
      invoke: {
        id: 'fetchAccount',
        src: 'fetchAccount',
        input: ({ context }) => ({ commercial: context.commercial }),
        onDone: { target: 'editing', actions: { type: 'assignForm', params: ({ event }) => event.output } },
        onError: {
          target: 'closed',
          actions: { type: 'notifyErrors', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    editing: {
      description: 'Editing; Save Changes stays disabled until every rule of the form holds.',
      on: {
        'edit.change': { actions: { type: 'mergeForm', params: ({ event }) => event.values } },
        'edit.save': { guard: 'canSave', target: 'saving' },
        'edit.cancel': { target: 'closed', actions: ['clearForm', 'reloadAccount'] },
      },
    },
    saving: {
      description: 'Saving the account.',
      initial: 'checkingInvoice',
      states: {
        checkingInvoice: {
          description:
            "Print and Mail Invoice on: address, city, state and a 5-digit zip_code are required, else 'Please enter valid invoice address'.",
          always: [
            {
              guard: 'isInvoiceAddressMissing',
              target: '#accountEdit.editing',
              actions: { type: 'notifyErrors', params: { errors: [messages.invalidInvoiceAddress] } },
            },
            { guard: 'needsServerAddressCheck', target: 'validatingAddress' },
            { target: 'sending' },
          ],
        },
        validatingAddress: {
          description: 'POST service-order/validate_address/: if the call fails or is not valid the save is not sent.',
          invoke: {
            id: 'validateAddress',
            src: 'validateAddress',
            input: ({ context }): InvoiceAddressCheck => ({
              field_office_uuid: context.fieldOfficeUuid,
              address: context.form?.invoice_address ? formatAddressLine(context.form.invoice_address) : '',
              purpose: 'invoice',
            }),
            onDone: [
              { guard: { type: 'isAddressValid', params: ({ event }) => event.output }, target: 'sending' },
              {
                target: '#accountEdit.editing',
                actions: { type: 'notifyErrors', params: { errors: [messages.addressNotFound] } },
              },
            ],
            onError: {
              target: '#accountEdit.editing',
              actions: { type: 'notifyErrors', params: { errors: [messages.addressNotFound] } },
            },
          },
        },
        sending: {
          description:
            'PATCH user/me/ (commercial: /crm/commerical-customer/{id}/ with community_role, community_name, management_company).',
          invoke: {
            id: 'saveAccount',
            src: 'saveAccount',
            input: ({ context }) => ({ commercial: context.commercial, form: context.form as AccountForm }),
            onDone: [
              { guard: { type: 'isSaved', params: ({ event }) => event.output }, target: '#accountEdit.saved' },
              // Account update errors: the first error as a toast; the fields named keep their messages.
              {
                target: '#accountEdit.editing',
                actions: [
                  { type: 'assignServerErrors', params: ({ event }) => event.output },
                  { type: 'notifyRefusal', params: ({ event }) => event.output },
                ],
              },
            ],
            onError: {
              target: '#accountEdit.editing',
              actions: { type: 'notifyErrors', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    saved: {
      description: "'Data was saved successfully'; the modal closes after about 1 second and the account reloads.",
      entry: 'notifySaved',
      after: { accountModalClose: { target: 'closed', actions: ['clearForm', 'reloadAccount'] } },
    },
  },
});
