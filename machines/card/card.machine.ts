/**
 * card: saved cards of the Billing tab and the Add / Edit Credit Card modal
 * (spec doc 3 §2.5, §4 Card modal, §5 Card add, §7 Billing, §8).
 *
 * States: idle → adding.loadingTokenizer → adding.form → adding.tokenizing → adding.saving → idle
 *         idle → editing.form → editing.updating → idle
 *         idle → deleting → idle
 *
 * A new card is appended to the list on success; a deleted card gets is_deleted on success,
 * a failed delete toasts and reloads the list. Without the field office's public key the
 * tokenizer cannot load (toast, 10 s).
 */
import { assign, fromPromise, setup } from 'xstate';
import { messages } from '../shared/domain';
import type { NotifyErrorsParams } from '../shared/types';
import { notProvided } from '../shared/types';
import { cardErrors, emptyCardForm } from './card.schema';
import type { CardForm, HostedCardFields } from './card.schema';

export interface SavedCard {
  uuid: string;
  card_holder_name: string;
  card_last_four: string;
  is_deleted?: boolean;
}

export interface CardInput {
  cards: SavedCard[];
  /** The account's field_office.stax_public_apikey (null when missing). */
  publicKey: string | null;
  userUuid: string;
}

export type TokenizeResult = { kind: 'token'; token: string } | { kind: 'invalid'; errors: string[] };
export type AddCardResult = { kind: 'saved'; card: SavedCard } | { kind: 'invalid'; errors: unknown };

export interface CardContext {
  cards: SavedCard[];
  publicKey: string | null;
  userUuid: string;
  form: CardForm;
  hosted: HostedCardFields;
  errors: Record<string, string>;
  token: string | null;
  /** The card being edited or deleted. */
  targetUuid: string | null;
}

export type CardEvent =
  | { type: 'card.add' }
  | { type: 'card.edit'; card: SavedCard; form: CardForm }
  | { type: 'card.delete'; uuid: string }
  | { type: 'card.change'; values: Partial<CardForm> }
  | { type: 'card.hosted.change'; hosted: Partial<HostedCardFields> }
  | { type: 'card.submit' }
  | { type: 'card.cancel' };

export const cardMachine = setup({
  types: {
    context: {} as CardContext,
    events: {} as CardEvent,
    input: {} as CardInput,
  },
  actors: {
    /** Loads the card provider's hosted fields with the public key. */
    loadTokenizer: fromPromise<void, { publicKey: string }>(() => notProvided('loadTokenizer')),
    tokenizeCard: fromPromise<TokenizeResult, { form: CardForm }>(() => notProvided('tokenizeCard')),
    /** POST /user-billing-info/ (user_uuid, address, stax_card_token, card_holder_name, charge_invoice_card true). */
    addCard: fromPromise<
      AddCardResult,
      {
        user_uuid: string;
        address: CardForm['address'];
        stax_card_token: string;
        card_holder_name: string;
        charge_invoice_card: true;
      }
    >(() => notProvided('addCard')),
    /** PATCH /user-billing-info/{uuid}/. */
    updateCard: fromPromise<void, { uuid: string; user_uuid: string; form: CardForm }>(() => notProvided('updateCard')),
    /** DELETE /user-billing-info/{uuid}/. */
    deleteCard: fromPromise<void, { uuid: string }>(() => notProvided('deleteCard')),
  },
  guards: {
    hasPublicKey: ({ context }) => Boolean(context.publicKey),
    isNewCardValid: ({ context }) => Object.keys(cardErrors(context.form, context.hosted)).length === 0,
    isEditValid: ({ context }) => Object.keys(cardErrors(context.form, null)).length === 0,
    hasToken: (_, result: TokenizeResult) => result.kind === 'token',
    isSaved: (_, result: AddCardResult) => result.kind === 'saved',
  },
  actions: {
    startAdd: assign({
      form: emptyCardForm,
      hosted: { numberValid: false, cvvValid: false },
      errors: {},
      token: null,
      targetUuid: null,
    }),
    startEdit: assign({
      form: (_, p: { card: SavedCard; form: CardForm }) => p.form,
      targetUuid: (_, p: { card: SavedCard; form: CardForm }) => p.card.uuid,
      errors: {},
    }),
    assignTarget: assign({ targetUuid: (_, uuid: string | null) => uuid }),
    assignForm: assign({ form: ({ context }, values: Partial<CardForm>) => ({ ...context.form, ...values }) }),
    assignHosted: assign({
      hosted: ({ context }, hosted: Partial<HostedCardFields>) => ({ ...context.hosted, ...hosted }),
    }),
    assignNewCardErrors: assign({ errors: ({ context }) => cardErrors(context.form, context.hosted) }),
    assignEditErrors: assign({ errors: ({ context }) => cardErrors(context.form, null) }),
    assignToken: assign({ token: (_, result: TokenizeResult) => (result.kind === 'token' ? result.token : null) }),
    appendCard: assign({
      cards: ({ context }, result: AddCardResult) =>
        result.kind === 'saved' ? [...context.cards, result.card] : context.cards,
    }),
    markDeleted: assign({
      cards: ({ context }) =>
        context.cards.map((c) => (c.uuid === context.targetUuid ? { ...c, is_deleted: true } : c)),
    }),
    /** Effects the view provides. */
    /** Toasts of 10 s, each line its own (see NotifyErrorsParams). */
    notifyErrors: (_, _params: NotifyErrorsParams) => notProvided('notifyErrors'),
    notifySaved: () => notProvided('notifySaved'),
    reloadCards: () => notProvided('reloadCards'),
    /** Card update errors are only logged. */
    logError: (_, _params: { error: unknown }) => notProvided('logError'),
  },
}).createMachine({
  id: 'card',
  description: "Billing Information: saved cards, 'Add another credit card', and the Add / Edit Credit Card modal.",
  context: ({ input }) => ({
    cards: input.cards,
    publicKey: input.publicKey,
    userUuid: input.userUuid,
    form: emptyCardForm,
    hosted: { numberValid: false, cvvValid: false },
    errors: {},
    token: null,
    targetUuid: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The card list; no modal open.',
      on: {
        'card.add': [
          { guard: 'hasPublicKey', target: 'adding', actions: 'startAdd' },
          { actions: { type: 'notifyErrors', params: { errors: [messages.staxLoadError] } } },
        ],
        'card.edit': {
          target: 'editing',
          actions: { type: 'startEdit', params: ({ event }) => ({ card: event.card, form: event.form }) },
        },
        'card.delete': { target: 'deleting', actions: { type: 'assignTarget', params: ({ event }) => event.uuid } },
      },
    },
    adding: {
      description:
        "'Add Credit Card' modal: cardholder name, hosted card number and CVV, MM and YYYY, billing address.",
      initial: 'loadingTokenizer',
      on: { 'card.cancel': { target: 'idle' } },
      states: {
        loadingTokenizer: {
          description: "Loading the card provider's hosted fields (loader on).",
          invoke: {
            id: 'loadTokenizer',
            src: 'loadTokenizer',
            input: ({ context }) => ({ publicKey: context.publicKey ?? '' }),
            onDone: { target: 'form' },
            onError: {
              target: '#card.idle',
              actions: { type: 'notifyErrors', params: { errors: [messages.staxLoadError] } },
            },
          },
        },
        form: {
          description: 'Editing the new card.',
          on: {
            'card.change': { actions: { type: 'assignForm', params: ({ event }) => event.values } },
            'card.hosted.change': { actions: { type: 'assignHosted', params: ({ event }) => event.hosted } },
            'card.submit': [{ guard: 'isNewCardValid', target: 'tokenizing' }, { actions: 'assignNewCardErrors' }],
          },
        },
        tokenizing: {
          description: 'The card provider tokenizes the card; its field errors are toasts of 10 s each.',
          invoke: {
            id: 'tokenizeCard',
            src: 'tokenizeCard',
            input: ({ context }) => ({ form: context.form }),
            onDone: [
              {
                guard: { type: 'hasToken', params: ({ event }) => event.output },
                target: 'saving',
                actions: { type: 'assignToken', params: ({ event }) => event.output },
              },
              {
                target: 'form',
                actions: {
                  type: 'notifyErrors',
                  params: ({ event }) => ({ error: event.output.kind === 'invalid' ? event.output.errors : undefined }),
                },
              },
            ],
            onError: {
              target: 'form',
              actions: { type: 'notifyErrors', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
        saving: {
          description: 'POST /user-billing-info/; the new card is appended to the list on success.',
          invoke: {
            id: 'addCard',
            src: 'addCard',
            input: ({ context }) => ({
              user_uuid: context.userUuid,
              address: context.form.address,
              stax_card_token: context.token ?? '',
              card_holder_name: context.form.card_holder_name.trim(),
              charge_invoice_card: true as const,
            }),
            onDone: [
              {
                guard: { type: 'isSaved', params: ({ event }) => event.output },
                target: '#card.idle',
                actions: [{ type: 'appendCard', params: ({ event }) => event.output }, 'notifySaved'],
              },
              {
                target: 'form',
                actions: {
                  type: 'notifyErrors',
                  params: ({ event }) => ({ error: event.output.kind === 'invalid' ? event.output.errors : undefined }),
                },
              },
            ],
            onError: {
              target: 'form',
              actions: { type: 'notifyErrors', params: ({ event }) => ({ error: event.error }) },
            },
          },
        },
      },
    },
    editing: {
      description: "'Edit Credit Card' modal: holder name, expiry and billing address of a saved card.",
      initial: 'form',
      on: { 'card.cancel': { target: 'idle' } },
      states: {
        form: {
          description: 'Editing the saved card.',
          on: {
            'card.change': { actions: { type: 'assignForm', params: ({ event }) => event.values } },
            'card.submit': [{ guard: 'isEditValid', target: 'updating' }, { actions: 'assignEditErrors' }],
          },
        },
        updating: {
          description: 'PATCH /user-billing-info/{uuid}/; errors are only logged.',
          invoke: {
            id: 'updateCard',
            src: 'updateCard',
            input: ({ context }) => ({
              uuid: context.targetUuid ?? '',
              user_uuid: context.userUuid,
              form: context.form,
            }),
            onDone: { target: '#card.idle', actions: ['reloadCards', 'notifySaved'] },
            onError: { target: 'form', actions: { type: 'logError', params: ({ event }) => ({ error: event.error }) } },
          },
        },
      },
    },
    deleting: {
      description: 'DELETE /user-billing-info/{uuid}/: is_deleted on success; on error a toast and the list reloads.',
      invoke: {
        id: 'deleteCard',
        src: 'deleteCard',
        input: ({ context }) => ({ uuid: context.targetUuid ?? '' }),
        onDone: { target: 'idle', actions: ['markDeleted', { type: 'assignTarget', params: null }] },
        onError: {
          target: 'idle',
          actions: [
            { type: 'notifyErrors', params: ({ event }) => ({ error: event.error }) },
            'reloadCards',
            { type: 'assignTarget', params: null },
          ],
        },
      },
    },
  },
});
