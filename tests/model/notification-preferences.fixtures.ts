// The Notification Preferences card's fixtures, shared by the machine suite, the model suite and the UI
// model suite (which toggles a guest and saves only with a change of the customer's own). Free of vitest:
// Playwright loads it too.
import type { notificationPreferencesMachine } from '../../machines/notification-preferences/notification-preferences.machine';
import type { PreferencesState } from '../../machines/notification-preferences/notification-preferences.schema';
import type { Fixtures } from '../support/model-paths';
import { saveSettles } from '../support/actor-events';

/** One preference of the customer's (email on, text off) and one community guest (likewise). */
export const technicianAssigned: PreferencesState['preferences'][number] = {
  uuid: 'n1',
  type: 'technician_assigned',
  label: 'Technician Assigned',
  email: true,
  text: false,
};
export const oakHollow: PreferencesState['guests'][number] = {
  uuid: 'c1',
  name: 'Oak Hollow',
  email: true,
  text: false,
};

export const notificationPreferencesFixtures = {
  'preferences.toggle': (s) => [
    { type: 'preferences.toggle', uuid: 'n1', channel: 'text', checked: !s.context.current.preferences[0]?.text },
  ],
  'preferences.guest.toggle': (s) => [
    { type: 'preferences.guest.toggle', uuid: 'c1', channel: 'email', checked: !s.context.current.guests[0]?.email },
  ],
  'preferences.save': [{ type: 'preferences.save' }],
  ...saveSettles('savePreferences', ['bad']),
} satisfies Fixtures<typeof notificationPreferencesMachine>;
