/**
 * The Notification Preferences card (spec doc 3 §2.2, §3 Notification preference, §7): an Email
 * and a Text checkbox per notification type; commercial customers also the guest preferences of
 * each community (Service Complete by email and by text).
 */

export type Channel = 'email' | 'text';

export interface Preference {
  uuid: string;
  /** technician_assigned, technician_enroute, service_complete, service_issues, billing_notifications. */
  type: string;
  /** The row's label (type_display, or the domain's label of the type). */
  label: string;
  email: boolean;
  text: boolean;
}

/** A community's guest_notification_service. */
export interface GuestPreference {
  uuid: string;
  /** The community's name, for the label when there are several. */
  name: string;
  email: boolean;
  text: boolean;
}

export interface PreferencesState {
  preferences: Preference[];
  guests: GuestPreference[];
}

/** What the save sends: PATCH notification-preference/ (list) and PUT /crm/commercial-community/{uuid}/ per community. */
export interface SavePreferencesRequest {
  /** Every preference row, or null when none changed. */
  preferences: { uuid: string; email: boolean; text: boolean }[] | null;
  /** The communities whose guest preferences changed. */
  guests: { uuid: string; guest_notification_service: { email: boolean; text: boolean } }[];
}

const same = (a: { email: boolean; text: boolean }, b: { email: boolean; text: boolean } | undefined) =>
  b !== undefined && a.email === b.email && a.text === b.text;

export function savePreferencesRequest(current: PreferencesState, saved: PreferencesState): SavePreferencesRequest {
  const prefsChanged = current.preferences.some(
    (p) =>
      !same(
        p,
        saved.preferences.find((s) => s.uuid === p.uuid),
      ),
  );
  return {
    preferences: prefsChanged ? current.preferences.map((p) => ({ uuid: p.uuid, email: p.email, text: p.text })) : null,
    guests: current.guests
      .filter(
        (g) =>
          !same(
            g,
            saved.guests.find((s) => s.uuid === g.uuid),
          ),
      )
      .map((g) => ({ uuid: g.uuid, guest_notification_service: { email: g.email, text: g.text } })),
  };
}

/** Something changed since the last save (so Save changes has something to send). */
export function hasChanges(current: PreferencesState, saved: PreferencesState): boolean {
  const r = savePreferencesRequest(current, saved);
  return r.preferences !== null || r.guests.length > 0;
}

/** One checkbox set to `checked` in a list of rows. */
export function setChannel<T extends { uuid: string; email: boolean; text: boolean }>(
  rows: readonly T[],
  p: { uuid: string; channel: Channel; checked: boolean },
): T[] {
  return rows.map((r) => (r.uuid === p.uuid ? { ...r, [p.channel]: p.checked } : r));
}
