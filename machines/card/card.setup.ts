/**
 * The card machine's types and named implementations (card.machine.ts holds its states): the actors
 * the view provides (tokenize, POST, PATCH, DELETE), the guards, the context updates and the effects.
 */
import { assign, fromPromise, setup } from 'xstate';
import { emptyAddress } from '../shared/address.schema';
import type { Address } from '../shared/address.schema';
import type { NotifyErrorsParams } from '../shared/types';
import { notProvided } from '../shared/types';
import {
  addressChoices,
  cardFormOf,
  changeForm,
  markCardDeleted,
  newCardForm,
  replaceCard,
  withAddress,
} from './card.form';
import { billingAddressErrors, cardErrors, emptyCardForm, emptyHosted } from './card.schema';
import type { CardErrors, CardForm, HostedCardFields } from './card.schema';
import type {
  AddCardRequest,
  BillingData,
  CardInput,
  SaveCardResult,
  TokenizeRequest,
  TokenizeResult,
  UpdateCardRequest,
} from './card.types';

export interface CardContext extends CardInput {
  form: CardForm;
  hosted: HostedCardFields;
  /** The card form's messages, shown after a refused submit. */
  errors: CardErrors;
  /** The add-address view's address. */
  newAddress: Address;
  /** Addresses added in the open modal: offered until it closes, saved only with the card. */
  addedAddresses: Address[];
  token: string | null;
  /** The card being edited or deleted. */
  targetUuid: string | null;
}

export type CardEvent =
  | { type: 'card.sync'; data: BillingData }
  | { type: 'card.add' }
  | { type: 'card.edit'; uuid: string }
  | { type: 'card.delete'; uuid: string }
  | { type: 'card.delete.confirm' }
  | { type: 'card.delete.cancel' }
  | { type: 'card.fields.ready' }
  | { type: 'card.fields.fail' }
  | { type: 'card.change'; values: Partial<CardForm> }
  | { type: 'card.hosted.change'; hosted: Partial<HostedCardFields> }
  | { type: 'card.submit' }
  | { type: 'card.cancel' }
  | { type: 'card.address.open' }
  | { type: 'card.address.change'; address: Address }
  | { type: 'card.address.submit' }
  | { type: 'card.address.back' };

/** Adding counts the hosted fields and, for a commercial customer with services, the service picked. */
const rulesOf = (c: CardContext, adding: boolean) => ({
  hosted: adding ? c.hosted : null,
  needsServiceOrder: adding && c.commercial && c.serviceOrders.length > 0,
});
const isEmpty = (errors: object) => Object.keys(errors).length === 0;

export const cardSetup = setup({
  types: {
    context: {} as CardContext,
    events: {} as CardEvent,
    input: {} as CardInput,
  },
  actors: {
    /** The card provider tokenizes the hosted number and CVV with the form's details. */
    tokenizeCard: fromPromise<TokenizeResult, TokenizeRequest>(() => notProvided('tokenizeCard')),
    /** POST /user-billing-info/. */
    addCard: fromPromise<SaveCardResult, AddCardRequest>(() => notProvided('addCard')),
    /** PATCH /user-billing-info/{uuid}/. */
    updateCard: fromPromise<SaveCardResult, UpdateCardRequest>(() => notProvided('updateCard')),
    /** DELETE /user-billing-info/{uuid}/. */
    deleteCard: fromPromise<void, { uuid: string }>(() => notProvided('deleteCard')),
  },
  guards: {
    hasPublicKey: ({ context }) => Boolean(context.publicKey),
    isNewCardValid: ({ context }) => isEmpty(cardErrors(context.form, rulesOf(context, true))),
    isEditValid: ({ context }) => isEmpty(cardErrors(context.form, rulesOf(context, false))),
    isNewAddressValid: ({ context }) => isEmpty(billingAddressErrors(context.newAddress)),
    hasToken: (_, result: TokenizeResult) => result.kind === 'token',
    isSaved: (_, result: SaveCardResult) => result.kind === 'saved',
  },
  actions: {
    assignData: assign((_, data: BillingData) => ({ ...data })),
    startAdd: assign({
      form: ({ context }) =>
        newCardForm(emptyCardForm, {
          orders: context.serviceOrders,
          addresses: context.addresses,
          commercial: context.commercial,
        }),
      hosted: emptyHosted,
      errors: {},
      addedAddresses: [],
      token: null,
      targetUuid: null,
    }),
    startEdit: assign(({ context }, uuid: string) => {
      const card = context.cards.find((c) => c.uuid === uuid);
      return { form: card ? cardFormOf(card) : emptyCardForm, targetUuid: uuid, errors: {}, addedAddresses: [] };
    }),
    assignTarget: assign({ targetUuid: (_, uuid: string | null) => uuid }),
    /** A changed field's message goes (it described the old value); the others stay until the next submit. */
    assignForm: assign({
      form: ({ context }, values: Partial<CardForm>) => changeForm(context.form, values, context.serviceOrders),
      errors: ({ context }, values: Partial<CardForm>) =>
        Object.fromEntries(Object.entries(context.errors).filter(([field]) => !(field in values))),
    }),
    assignHosted: assign({
      hosted: ({ context }, hosted: Partial<HostedCardFields>) => ({ ...context.hosted, ...hosted }),
    }),
    assignNewCardErrors: assign({ errors: ({ context }) => cardErrors(context.form, rulesOf(context, true)) }),
    assignEditErrors: assign({ errors: ({ context }) => cardErrors(context.form, rulesOf(context, false)) }),
    startAddress: assign({ newAddress: emptyAddress }),
    assignNewAddress: assign({ newAddress: (_, address: Address) => address }),
    /** The new address joins the choices and is chosen; the chooser's message goes. */
    addAddress: assign(({ context }) => {
      const choices = addressChoices(context.addresses, context.addedAddresses, context.form.address);
      const { added, selected } = withAddress(choices, context.addedAddresses, context.newAddress);
      const { address: _gone, ...errors } = context.errors;
      return { addedAddresses: added, form: { ...context.form, address: selected }, errors, newAddress: emptyAddress };
    }),
    assignToken: assign({ token: (_, result: TokenizeResult) => (result.kind === 'token' ? result.token : null) }),
    appendCard: assign({
      cards: ({ context }, result: SaveCardResult) =>
        result.kind === 'saved' ? [...context.cards, result.card] : context.cards,
    }),
    replaceCard: assign({
      cards: ({ context }, result: SaveCardResult) =>
        result.kind === 'saved' ? replaceCard(context.cards, result.card) : context.cards,
    }),
    markDeleted: assign({ cards: ({ context }) => markCardDeleted(context.cards, context.targetUuid) }),
    /** Effects the view provides. */
    /** Toasts of 10 s, each line its own (see NotifyErrorsParams). */
    notifyErrors: (_, _params: NotifyErrorsParams) => notProvided('notifyErrors'),
    notifyAdded: () => notProvided('notifyAdded'),
    notifyUpdated: () => notProvided('notifyUpdated'),
    notifyDeleted: () => notProvided('notifyDeleted'),
    /** Reads the tab again (cards and billing addresses); its answer comes back as card.sync. */
    reloadCards: () => notProvided('reloadCards'),
    /** Spec 3 §8: card update errors are logged (the view also tells the customer, see notifyErrors). */
    logError: (_, _params: { error: unknown }) => notProvided('logError'),
  },
});
