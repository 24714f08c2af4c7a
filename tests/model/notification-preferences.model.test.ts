// Model-based paths of the Notification Preferences card (design.md §4), with the shared harness.
import { notificationPreferencesMachine } from '../../machines/notification-preferences/notification-preferences.machine';
import { defineModelSuite } from '../support/model-harness';
import type { Fixtures } from '../support/model-harness';

const fixtures: Fixtures<typeof notificationPreferencesMachine> = {
  'preferences.toggle': (s) => [
    { type: 'preferences.toggle', uuid: 'n1', channel: 'text', checked: !s.context.current.preferences[0]?.text },
  ],
  'preferences.guest.toggle': (s) => [
    { type: 'preferences.guest.toggle', uuid: 'c1', channel: 'email', checked: !s.context.current.guests[0]?.email },
  ],
  'preferences.save': [{ type: 'preferences.save' }],
  'xstate.done.actor.savePreferences': [
    { type: 'xstate.done.actor.savePreferences', output: { kind: 'saved' } },
    { type: 'xstate.done.actor.savePreferences', output: { kind: 'invalid', errors: ['bad'] } },
  ],
  'xstate.error.actor.savePreferences': [{ type: 'xstate.error.actor.savePreferences', error: new Error('offline') }],
};

defineModelSuite('notification-preferences', notificationPreferencesMachine, {
  fixtures,
  input: {
    preferences: [{ uuid: 'n1', type: 'technician_assigned', label: 'Technician Assigned', email: true, text: false }],
    guests: [{ uuid: 'c1', name: 'Oak Hollow', email: true, text: false }],
  },
});
