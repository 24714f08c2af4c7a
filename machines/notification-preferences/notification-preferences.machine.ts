/**
 * notification-preferences: the Notification Preferences card (spec doc 3 §2.2, §7): Email and
 * Text per notification type, 'Save changes'; commercial customers also the guest notification
 * preferences of their communities (Service Complete, email and text).
 *
 * States: editing → saving → editing (saved: toast, the preferences reload; or the error toast)
 *
 * Invariants: Save changes is enabled only when a checkbox differs from what was last saved; the
 * preferences are sent as the whole list (PATCH notification-preference/) only when one of them
 * changed, and a community's guest preferences (PUT /crm/commercial-community/{uuid}/) only when
 * they changed. After a failed save the edits stay, to be saved again.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { NotifyErrorsParams } from '../shared/types';
import { notifyRefusal } from '../shared/refusal';
import { notProvided } from '../shared/types';
import { hasChanges, savePreferencesRequest, setChannel } from './notification-preferences.schema';
import type { Channel, PreferencesState, SavePreferencesRequest } from './notification-preferences.schema';

export type SaveResult = { kind: 'saved' } | { kind: 'invalid'; errors: unknown };

export interface NotificationPreferencesContext {
  current: PreferencesState;
  saved: PreferencesState;
}

export type NotificationPreferencesEvent =
  | { type: 'preferences.toggle'; uuid: string; channel: Channel; checked: boolean }
  | { type: 'preferences.guest.toggle'; uuid: string; channel: Channel; checked: boolean }
  | { type: 'preferences.save' };

export const notificationPreferencesMachine = setup({
  types: {
    context: {} as NotificationPreferencesContext,
    events: {} as NotificationPreferencesEvent,
    input: {} as PreferencesState,
  },
  actors: {
    /** PATCH notification-preference/ and PUT /crm/commercial-community/{uuid}/ {uuid, guest_notification_service}. */
    savePreferences: fromPromise<SaveResult, SavePreferencesRequest>(() => notProvided('savePreferences')),
  },
  guards: {
    hasChanges: ({ context }) => hasChanges(context.current, context.saved),
    isSaved: (_, result: SaveResult) => result.kind === 'saved',
  },
  actions: {
    setPreference: assign({
      current: ({ context }, p: { uuid: string; channel: Channel; checked: boolean }) => ({
        ...context.current,
        preferences: setChannel(context.current.preferences, p),
      }),
    }),
    setGuestPreference: assign({
      current: ({ context }, p: { uuid: string; channel: Channel; checked: boolean }) => ({
        ...context.current,
        guests: setChannel(context.current.guests, p),
      }),
    }),
    commitSaved: assign({ saved: ({ context }) => context.current }),
    /** Effects the view provides. */
    reloadPreferences: () => notProvided('reloadPreferences'),
    notifySaved: () => notProvided('notifySaved'),
    notifyErrors: (_, _params: NotifyErrorsParams) => notProvided('notifyErrors'),
    /** A save's refusal, through notifyErrors (machines/shared/refusal.ts). */
    notifyRefusal: notifyRefusal<NotificationPreferencesContext, NotificationPreferencesEvent>(),
  },
}).createMachine({
  id: 'notificationPreferences',
  description:
    'Notification Preferences: Email and Text per notification type (commercial: guest Service Complete too), Save changes.',
  context: ({ input }) => ({ current: input, saved: input }),
  initial: 'editing',
  states: {
    editing: {
      description: 'The table of Email and Text checkboxes; Save changes is enabled once something changed.',
      on: {
        'preferences.toggle': {
          actions: {
            type: 'setPreference',
            params: ({ event }) => ({ uuid: event.uuid, channel: event.channel, checked: event.checked }),
          },
        },
        'preferences.guest.toggle': {
          actions: {
            type: 'setGuestPreference',
            params: ({ event }) => ({ uuid: event.uuid, channel: event.channel, checked: event.checked }),
          },
        },
        'preferences.save': { guard: 'hasChanges', target: 'saving' },
      },
    },
    saving: {
      description:
        'PATCH notification-preference/ (list payload) and, for changed guest preferences, PUT /crm/commercial-community/{uuid}/.',
      invoke: {
        id: 'savePreferences',
        src: 'savePreferences',
        input: ({ context }) => savePreferencesRequest(context.current, context.saved),
        onDone: [
          {
            guard: { type: 'isSaved', params: ({ event }) => event.output },
            target: 'editing',
            actions: ['commitSaved', 'notifySaved', 'reloadPreferences'],
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
