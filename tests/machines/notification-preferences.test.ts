import { describe, expect, it } from 'vitest';
import { notificationPreferencesMachine } from '../../machines/notification-preferences/notification-preferences.machine';
import { savePreferencesRequest } from '../../machines/notification-preferences/notification-preferences.schema';
import type { PreferencesState } from '../../machines/notification-preferences/notification-preferences.schema';
import { defaultsThrow, startMachine } from '../support/machine-kit';
import { oakHollow, technicianAssigned } from '../model/notification-preferences.fixtures';

const state: PreferencesState = {
  preferences: [
    technicianAssigned,
    { uuid: 'n2', type: 'service_complete', label: 'Service Complete', email: true, text: true },
  ],
  guests: [oakHollow],
};

const start = () => startMachine(notificationPreferencesMachine, state);

describe('notification-preferences machine', () => {
  it('every default effect throws "not provided"', () => {
    expect(defaultsThrow(notificationPreferencesMachine)).toEqual([]);
  });

  it('hasChanges: Save changes only once a checkbox differs from what was saved', () => {
    const t = start();
    const can = () => t.snapshot().can({ type: 'preferences.save' });
    expect(can()).toBe(false);
    t.send({ type: 'preferences.toggle', uuid: 'n1', channel: 'text', checked: true });
    expect(can()).toBe(true);
    t.send({ type: 'preferences.toggle', uuid: 'n1', channel: 'text', checked: false });
    expect(can()).toBe(false);
    t.send({ type: 'preferences.guest.toggle', uuid: 'c1', channel: 'text', checked: true });
    expect(can()).toBe(true);
  });

  it('isSaved: sends only what changed, then the new values are the saved ones', async () => {
    const t = start();
    t.send({ type: 'preferences.toggle', uuid: 'n2', channel: 'email', checked: false });
    t.send({ type: 'preferences.save' });
    expect(t.value()).toBe('saving');
    expect(t.inputOf('savePreferences')).toEqual({
      preferences: [
        { uuid: 'n1', email: true, text: false },
        { uuid: 'n2', email: false, text: true },
      ],
      guests: [],
    });
    await t.resolve('savePreferences', { kind: 'saved' });
    expect(t.value()).toBe('editing');
    expect(t.effectNames()).toEqual(['notifySaved', 'reloadPreferences']);
    expect(t.snapshot().can({ type: 'preferences.save' })).toBe(false);
    t.send({ type: 'preferences.guest.toggle', uuid: 'c1', channel: 'email', checked: false });
    t.send({ type: 'preferences.save' });
    expect(t.inputOf('savePreferences')).toEqual({
      preferences: null,
      guests: [{ uuid: 'c1', guest_notification_service: { email: false, text: false } }],
    });
  });

  it('isSaved false / rejection: a toast, the edits stay to save again', async () => {
    const t = start();
    t.send({ type: 'preferences.toggle', uuid: 'n1', channel: 'email', checked: false });
    t.send({ type: 'preferences.save' });
    await t.resolve('savePreferences', { kind: 'invalid', errors: ['Not allowed'] });
    expect(t.value()).toBe('editing');
    t.send({ type: 'preferences.save' });
    await t.reject('savePreferences');
    expect(t.effect('notifyErrors')).toEqual([{ error: ['Not allowed'] }, { error: expect.any(Error) }]);
    expect(t.context().current.preferences[0]?.email).toBe(false);
    expect(t.snapshot().can({ type: 'preferences.save' })).toBe(true);
  });

  it("each community's guest preferences are compared with that community's saved ones", () => {
    const guests = [oakHollow, { uuid: 'c2', name: 'Elm Park', email: false, text: true }];
    const twoCommunities = { preferences: state.preferences, guests };
    expect(savePreferencesRequest(twoCommunities, twoCommunities)).toEqual({ preferences: null, guests: [] });
    const elmEmail = { ...twoCommunities, guests: [oakHollow, { ...guests[1]!, email: true }] };
    expect(savePreferencesRequest(elmEmail, twoCommunities).guests).toEqual([
      { uuid: 'c2', guest_notification_service: { email: true, text: true } },
    ]);
  });

  it('a row the saved list lacks counts as changed', () => {
    expect(savePreferencesRequest(state, { preferences: [], guests: [] }).preferences?.map((p) => p.uuid)).toEqual([
      'n1',
      'n2',
    ]);
  });
});
