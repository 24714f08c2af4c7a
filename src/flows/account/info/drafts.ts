// The Account Information tab's drafts (shared/modal-draft.ts): what each modal keeps over a
// reload, and under which name (the user's uuid; the tab is in the URL, so the modal's host mounts
// again). Kept: every entry typed or chosen. Not kept: a typed new password (a secret, like a card's
// CVV), the last try's refusals, and a boundary map larger than DRAFT_MAP_LIMIT.
import type { SnapshotFrom } from 'xstate';
import type { accountEditMachine } from '../../../../machines/account-edit/account-edit.machine';
import type { authorizedUsersMachine } from '../../../../machines/authorized-users/authorized-users.machine';
import type { communityInfoMachine } from '../../../../machines/community-info/community-info.machine';
import type { notificationPreferencesMachine } from '../../../../machines/notification-preferences/notification-preferences.machine';
import { hasChanges } from '../../../../machines/notification-preferences/notification-preferences.schema';
import { withContext } from '../shared/modal-draft';

export const draftNames = {
  accountEdit: (userUuid: string) => `account-edit.${userUuid}`,
  authorizedUsers: (userUuid: string) => `authorized-users.${userUuid}`,
  /** One actor serves every community card: the community's id is in the draft's form. */
  community: (userUuid: string) => `community.${userUuid}`,
  notificationPreferences: (userUuid: string) => `notification-preferences.${userUuid}`,
};

type Persisted = Record<string, unknown>;

export const EDIT_DRAFT = {
  editable: (s: SnapshotFrom<typeof accountEditMachine>) => s.matches('editing'),
  pending: (s: SnapshotFrom<typeof accountEditMachine>) => s.matches('saving'),
  clean: (persisted: Persisted) =>
    withContext(persisted, (c) => {
      const form = c.form as Record<string, unknown> | null;
      return { ...c, form: form ? { ...form, password: '', current_password: '' } : null, serverErrors: null };
    }),
};

export const USERS_DRAFT = {
  editable: (s: SnapshotFrom<typeof authorizedUsersMachine>) => s.matches('editing'),
  pending: (s: SnapshotFrom<typeof authorizedUsersMachine>) => s.matches('saving'),
};

/**
 * The largest boundary map a draft keeps (characters of its data URL, ≈ 1.5 MB of PDF): sessionStorage
 * holds about 5 million characters per origin, shared with the rest of the app. A larger map is
 * dropped from the draft (the other entries are kept) and must be picked again after a reload.
 */
export const DRAFT_MAP_LIMIT = 2_000_000;

export const COMMUNITY_DRAFT = {
  editable: (s: SnapshotFrom<typeof communityInfoMachine>) => s.matches('editing'),
  pending: (s: SnapshotFrom<typeof communityInfoMachine>) => s.matches('saving'),
  clean: (persisted: Persisted) =>
    withContext(persisted, (c) => {
      const map = c.map as string | null;
      return { ...c, map: map !== null && map.length <= DRAFT_MAP_LIMIT ? map : null, mapError: null };
    }),
};

/** The card (not a modal) is kept while something differs from what was saved, dropped once saved. */
export const PREFERENCES_DRAFT = {
  editable: (s: SnapshotFrom<typeof notificationPreferencesMachine>) =>
    s.matches('editing') && hasChanges(s.context.current, s.context.saved),
  pending: (s: SnapshotFrom<typeof notificationPreferencesMachine>) => s.matches('saving'),
};
