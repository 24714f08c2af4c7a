/**
 * authorized-users: the Edit Authorized Users modal ('Guest Users' for commercial customers;
 * spec doc 3 §2.2, §6 'All users can add authorized users', §7 'Authorized-users-only update').
 *
 * States: closed → editing → saving → closed (saved: toast, the account reloads) ; saving → editing
 *         on an error ; editing → closed on cancel
 *
 * Invariants: blank entries are dropped and names trimmed on save; at most 20 names (the
 * contract's limit); Save is enabled only when the list changed and no name repeats; the request
 * carries the account's emails, or the primary email when it has none.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { NotifyErrorsParams } from '../shared/types';
import { notifyRefusal } from '../shared/refusal';
import { notProvided } from '../shared/types';
import { MAX_AUTHORIZED_USERS, authorizedUsersRequest, duplicateNames, namesChanged } from './authorized-users.schema';
import type { AuthorizedUsersRequest, EmailEntry } from './authorized-users.schema';

export type SaveResult = { kind: 'saved' } | { kind: 'invalid'; errors: unknown };

export interface AuthorizedUsersContext {
  /** The names being edited ('' is an entry not typed yet). */
  names: string[];
  /** The names as loaded (to tell whether anything changed). */
  saved: string[];
  emails: EmailEntry[];
  primaryEmail: string;
}

export type AuthorizedUsersEvent =
  | { type: 'users.edit'; names: string[]; emails: EmailEntry[]; primaryEmail: string }
  | { type: 'users.add' }
  | { type: 'users.change'; index: number; value: string }
  | { type: 'users.remove'; index: number }
  | { type: 'users.save' }
  | { type: 'users.cancel' };

export const authorizedUsersMachine = setup({
  types: {
    context: {} as AuthorizedUsersContext,
    events: {} as AuthorizedUsersEvent,
  },
  actors: {
    /** PATCH user/me/ (commercial: /crm/commerical-customer/{id}/) with authorized_users_list and emailaddress_set. */
    saveUsers: fromPromise<SaveResult, AuthorizedUsersRequest>(() => notProvided('saveUsers')),
  },
  guards: {
    canAdd: ({ context }) => context.names.length < MAX_AUTHORIZED_USERS,
    canSave: ({ context }) =>
      namesChanged(context.names, context.saved) && Object.keys(duplicateNames(context.names, '')).length === 0,
    isSaved: (_, result: SaveResult) => result.kind === 'saved',
  },
  actions: {
    startEdit: assign((_, e: { names: string[]; emails: EmailEntry[]; primaryEmail: string }) => ({
      // An empty list opens with one entry to type into.
      names: e.names.length > 0 ? [...e.names] : [''],
      saved: [...e.names],
      emails: e.emails,
      primaryEmail: e.primaryEmail,
    })),
    addName: assign({ names: ({ context }) => [...context.names, ''] }),
    setName: assign({
      names: ({ context }, p: { index: number; value: string }) =>
        context.names.map((n, i) => (i === p.index ? p.value : n)),
    }),
    removeName: assign({ names: ({ context }, index: number) => context.names.filter((_, i) => i !== index) }),
    clear: assign({ names: [], saved: [], emails: [], primaryEmail: '' }),
    /** Effects the view provides. */
    reloadAccount: () => notProvided('reloadAccount'),
    notifySaved: () => notProvided('notifySaved'),
    notifyErrors: (_, _params: NotifyErrorsParams) => notProvided('notifyErrors'),
    /** A save's refusal, through notifyErrors (machines/shared/refusal.ts). */
    notifyRefusal: notifyRefusal<AuthorizedUsersContext, AuthorizedUsersEvent>(),
  },
}).createMachine({
  id: 'authorizedUsers',
  description:
    "Edit Authorized Users ('Guest Users' for commercial customers): names to add or remove, saved with the account's emails.",
  context: { names: [], saved: [], emails: [], primaryEmail: '' },
  initial: 'closed',
  states: {
    closed: {
      description: "The Account Info card with its 'Authorized Users' (or 'Guest Users') list; the modal is closed.",
      on: {
        'users.edit': {
          target: 'editing',
          actions: {
            type: 'startEdit',
            params: ({ event }) => ({ names: event.names, emails: event.emails, primaryEmail: event.primaryEmail }),
          },
        },
      },
    },
    editing: {
      description:
        'Editing the list: add, change or remove names; Save is enabled when the list changed and no name repeats.',
      on: {
        'users.add': { guard: 'canAdd', actions: 'addName' },
        'users.change': {
          actions: { type: 'setName', params: ({ event }) => ({ index: event.index, value: event.value }) },
        },
        'users.remove': { actions: { type: 'removeName', params: ({ event }) => event.index } },
        'users.save': { guard: 'canSave', target: 'saving' },
        'users.cancel': { target: 'closed', actions: 'clear' },
      },
    },
    saving: {
      description:
        'Authorized-users-only update: authorized_users_list and emailaddress_set (falls back to the primary email).',
      invoke: {
        id: 'saveUsers',
        src: 'saveUsers',
        input: ({ context }) => authorizedUsersRequest(context.names, context.emails, context.primaryEmail),
        onDone: [
          {
            guard: { type: 'isSaved', params: ({ event }) => event.output },
            target: 'closed',
            actions: ['clear', 'notifySaved', 'reloadAccount'],
          },
          {
            target: 'editing',
            actions: { type: 'notifyRefusal', params: ({ event }) => event.output },
          },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'notifyErrors', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
  },
});
