/**
 * card: saved cards of the Billing tab and the Add / Edit Credit Card modal
 * (spec doc 3 §2.5, §4 Card modal, §5 Card add and Billing address add, §7 Billing, §8).
 *
 * States: idle → adding.loadingFields → adding.form ⇄ adding.address → adding.tokenizing → adding.saving → idle
 *         idle → editing.form ⇄ editing.address → editing.updating → idle
 *         idle → confirmingDelete → deleting → idle
 *
 * Invariants: without the field office's public key the modal does not open (toast, 10 s); a new card
 * is appended to the list on success, an edited one replaced; a deleted card gets is_deleted on
 * success, a failed delete toasts the server's message and reloads the list. 'Add Address' is
 * possible only while the new address is valid; it joins the choices and becomes the chosen one.
 * The list follows the server's (card.sync) whenever the view reads it again.
 */
import { emptyAddress } from '../shared/address.schema';
import { messages } from '../shared/domain';
import { addCardRequest, updateCardRequest } from './card.form';
import { emptyCardForm, emptyHosted } from './card.schema';
import { cardSetup } from './card.setup';

export type { CardInput, SavedCard } from './card.types';
import type { SaveCardResult, TokenizeResult } from './card.types';

/** A refused tokenize or save: the lines its toasts show. */
const linesOf = (output: TokenizeResult | SaveCardResult) => (output.kind === 'invalid' ? output.errors : []);

export const cardMachine = cardSetup.createMachine({
  id: 'card',
  description: "Billing Information: saved cards, 'Add another credit card', and the Add / Edit Credit Card modal.",
  context: ({ input }) => ({
    ...input,
    form: emptyCardForm,
    hosted: emptyHosted,
    errors: {},
    newAddress: emptyAddress,
    addedAddresses: [],
    token: null,
    targetUuid: null,
  }),
  on: {
    'card.sync': { actions: { type: 'assignData', params: ({ event }) => event.data } },
  },
  initial: 'idle',
  states: {
    idle: {
      description: "The saved cards and billing addresses; no modal open. Without a public key 'Add' only toasts.",
      on: {
        'card.add': [
          { guard: 'hasPublicKey', target: 'adding', actions: 'startAdd' },
          { actions: { type: 'notifyErrors', params: { errors: [messages.staxLoadError] } } },
        ],
        'card.edit': { target: 'editing', actions: { type: 'startEdit', params: ({ event }) => event.uuid } },
        'card.delete': {
          target: 'confirmingDelete',
          actions: { type: 'assignTarget', params: ({ event }) => event.uuid },
        },
      },
    },
    adding: {
      description:
        "'Add Credit Card' modal: cardholder name, hosted card number and CVV, MM and YYYY, billing address (commercial: the service).",
      initial: 'loadingFields',
      on: {
        'card.cancel': { target: 'idle' },
        // What the hosted fields report, whatever the modal is doing.
        'card.hosted.change': { actions: { type: 'assignHosted', params: ({ event }) => event.hosted } },
      },
      states: {
        loadingFields: {
          description: "The card provider's hosted fields load (loader on); the other fields can be filled meanwhile.",
          on: {
            'card.change': { actions: { type: 'assignForm', params: ({ event }) => event.values } },
            'card.fields.ready': { target: 'form' },
            'card.fields.fail': {
              target: '#card.idle',
              actions: { type: 'notifyErrors', params: { errors: [messages.staxLoadError] } },
            },
          },
        },
        form: {
          description: 'Editing the new card; a refused submit shows the spec messages.',
          on: {
            'card.change': { actions: { type: 'assignForm', params: ({ event }) => event.values } },
            'card.submit': [{ guard: 'isNewCardValid', target: 'tokenizing' }, { actions: 'assignNewCardErrors' }],
            'card.address.open': { target: 'address', actions: 'startAddress' },
          },
        },
        address: {
          description:
            "The add-address view: address, city, state and zip code required; 'Add Address' enabled only when valid.",
          on: {
            'card.address.change': { actions: { type: 'assignNewAddress', params: ({ event }) => event.address } },
            'card.address.submit': { guard: 'isNewAddressValid', target: 'form', actions: 'addAddress' },
            'card.address.back': { target: 'form' },
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
                actions: { type: 'notifyErrors', params: ({ event }) => ({ errors: linesOf(event.output) }) },
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
            input: ({ context }) =>
              addCardRequest(context.form, context.userUuid, context.token ?? '', context.commercial),
            onDone: [
              {
                guard: { type: 'isSaved', params: ({ event }) => event.output },
                target: '#card.idle',
                actions: [{ type: 'appendCard', params: ({ event }) => event.output }, 'reloadCards', 'notifyAdded'],
              },
              {
                target: 'form',
                actions: { type: 'notifyErrors', params: ({ event }) => ({ errors: linesOf(event.output) }) },
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
          description: 'Editing the saved card; a refused submit shows the spec messages.',
          on: {
            'card.change': { actions: { type: 'assignForm', params: ({ event }) => event.values } },
            'card.submit': [{ guard: 'isEditValid', target: 'updating' }, { actions: 'assignEditErrors' }],
            'card.address.open': { target: 'address', actions: 'startAddress' },
          },
        },
        address: {
          description:
            "The add-address view: address, city, state and zip code required; 'Add Address' enabled only when valid.",
          on: {
            'card.address.change': { actions: { type: 'assignNewAddress', params: ({ event }) => event.address } },
            'card.address.submit': { guard: 'isNewAddressValid', target: 'form', actions: 'addAddress' },
            'card.address.back': { target: 'form' },
          },
        },
        updating: {
          description:
            'PATCH /user-billing-info/{uuid}/ with stripe_card_details; an error is logged, the form stays and a toast says why.',
          invoke: {
            id: 'updateCard',
            src: 'updateCard',
            input: ({ context }) => updateCardRequest(context.form, context.userUuid, context.targetUuid ?? ''),
            onDone: [
              {
                guard: { type: 'isSaved', params: ({ event }) => event.output },
                target: '#card.idle',
                actions: [{ type: 'replaceCard', params: ({ event }) => event.output }, 'reloadCards', 'notifyUpdated'],
              },
              {
                target: 'form',
                actions: [
                  { type: 'logError', params: ({ event }) => ({ error: event.output }) },
                  { type: 'notifyErrors', params: ({ event }) => ({ errors: linesOf(event.output) }) },
                ],
              },
            ],
            onError: {
              target: 'form',
              actions: [
                { type: 'logError', params: ({ event }) => ({ error: event.error }) },
                { type: 'notifyErrors', params: ({ event }) => ({ error: event.error }) },
              ],
            },
          },
        },
      },
    },
    confirmingDelete: {
      description: 'Deleting a card asks for confirmation.',
      on: {
        'card.delete.confirm': { target: 'deleting' },
        'card.delete.cancel': { target: 'idle', actions: { type: 'assignTarget', params: null } },
      },
    },
    deleting: {
      description:
        "DELETE /user-billing-info/{uuid}/: is_deleted on success; on error the server's message and the list reloads.",
      invoke: {
        id: 'deleteCard',
        src: 'deleteCard',
        input: ({ context }) => ({ uuid: context.targetUuid ?? '' }),
        onDone: {
          target: 'idle',
          actions: ['markDeleted', { type: 'assignTarget', params: null }, 'reloadCards', 'notifyDeleted'],
        },
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
