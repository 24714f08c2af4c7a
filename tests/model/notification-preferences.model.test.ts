// Model-based paths of the Notification Preferences card (design.md §4), with the shared harness.
import { notificationPreferencesMachine } from '../../machines/notification-preferences/notification-preferences.machine';
import { defineModelSuite } from '../support/model-harness';
import { notificationPreferencesFixtures, oakHollow, technicianAssigned } from './notification-preferences.fixtures';

defineModelSuite('notification-preferences', notificationPreferencesMachine, {
  fixtures: notificationPreferencesFixtures,
  input: { preferences: [technicianAssigned], guests: [oakHollow] },
});
