// The notification-preferences machine's paths through the real Notification Preferences card of the
// Account Information tab (docs/decisions/006). Guest preferences exist only for a community, so the
// demo commercial customer is used (community@example.com, Oak Hollow; every notification by email
// only, guests by email): each test reads the preferences first and puts them back after (afterEach).
// The refusal is the server's own, to a list with a malformed row; only the network failure is injected.
//
// One actor sends two calls: PATCH notification-preference/ when a preference changed, then PUT
// /crm/commercial-community/{uuid}/ for changed guest preferences. The gate holds the PATCH; the
// PUT that follows it passes. So a path changes a guest preference only together with one of the
// customer's own (a guest-only save, PUT alone, is driven by account-info.spec.ts).
import { notificationPreferencesMachine } from '../../../machines/notification-preferences/notification-preferences.machine';
import type {
  Channel,
  PreferencesState,
} from '../../../machines/notification-preferences/notification-preferences.schema';
import { NOTIFICATION_TYPES, NOTIFICATION_TYPE_LABELS } from '../../../src/domain/account-enums';
import { notificationPreferencesFixtures } from '../../model/notification-preferences.fixtures';
import type { Fixtures } from '../../support/model-paths';
import { defineUiModelSuite } from '../../support/ui-model-harness';
import { injected, server, serverFor } from '../../support/ui-model-types';
import type { Executors, StateAssertion, StateAssertions, UiContext } from '../../support/ui-model-types';
import { expect, tick } from '../support';
import { NETWORK, SAVED, TAB, api, expectToast, test, userUuid } from './account-info.shared';

type M = typeof notificationPreferencesMachine;

const DEMO = 'community@example.com';
const OWN = 'Which notifications you receive, by email and by text';
const GUESTS = 'Which notifications your guests receive, by email and by text';

/** Oak Hollow's customer as seeded (server/db/seed.ts); the ids are the model's (rows are found by label). */
const seeded: PreferencesState = {
  preferences: NOTIFICATION_TYPES.map((type, i) => ({
    uuid: `n${i + 1}`,
    type,
    label: NOTIFICATION_TYPE_LABELS[type],
    email: true,
    text: false,
  })),
  guests: [{ uuid: 'g1', name: 'Oak Hollow', email: true, text: false }],
};

interface Found {
  preferences: { uuid: string; email: boolean; text: boolean }[];
  communities: { uuid: string; guest_notification_service: { email: boolean; text: boolean } }[];
}
/** The demo's preferences as the test found them, put back after the test. */
let found: Found | null = null;

test.afterEach(async ({ page }) => {
  if (!found) return;
  const { preferences, communities } = found;
  found = null;
  await page.goto('/favicon.svg');
  await api(page, 'PATCH', 'notification-preference/', preferences);
  for (const c of communities)
    await api(page, 'PUT', `crm/commercial-community/${c.uuid}/`, {
      uuid: c.uuid,
      guest_notification_service: c.guest_notification_service,
    });
});

const card = ({ page }: UiContext) => page.getByRole('region', { name: 'Notification Preferences' });
const box = (ui: UiContext, table: string, label: string, channel: Channel) =>
  card(ui)
    .getByRole('table', { name: table })
    .getByRole('checkbox', { name: `${label} by ${channel}` });
const saveButton = (ui: UiContext) => card(ui).getByRole('button', { name: 'Save changes' });

const executors = {
  'preferences.toggle': async (ui, event, before) => {
    const row = before.context.current.preferences.find((p) => p.uuid === event.uuid);
    await tick(box(ui, OWN, row?.label ?? '', event.channel));
  },
  'preferences.guest.toggle': async (ui, event) => {
    // One community: its row is 'Service Complete'.
    await tick(box(ui, GUESTS, NOTIFICATION_TYPE_LABELS.service_complete, event.channel));
  },
  'preferences.save': async (ui) => saveButton(ui).press('Enter'),
  'xstate.done.actor.savePreferences': (output) =>
    output.kind === 'saved'
      ? server()
      : serverFor('a row with a malformed id is refused (the card sends the ids it read)', {
          body: (b) => (b as { uuid: string }[]).map((row, i) => (i === 0 ? { ...row, uuid: 'not-a-uuid' } : row)),
        }),
  'xstate.error.actor.savePreferences': () => injected.abort(NETWORK),
} satisfies Executors<M>;

/** Every checkbox shows the card's current answer. */
const tableOnScreen: StateAssertion<M> = async (ui, { context: { current } }) => {
  for (const p of current.preferences)
    for (const channel of ['email', 'text'] as const)
      await expect(box(ui, OWN, p.label, channel)).toBeChecked({ checked: p[channel] });
  for (const g of current.guests)
    for (const channel of ['email', 'text'] as const)
      await expect(box(ui, GUESTS, NOTIFICATION_TYPE_LABELS.service_complete, channel)).toBeChecked({
        checked: g[channel],
      });
};

const savingStatus = (ui: UiContext) =>
  card(ui).getByRole('status').filter({ hasText: 'Saving your notification preferences…' });

const states = {
  // Not saving: a pending Save changes is aria-disabled too, so the disabled button alone cannot tell
  // editing from a save still under way (whose checkboxes take no toggle).
  editing: async (ui, snapshot) => {
    await expect(savingStatus(ui)).toHaveCount(0);
    await tableOnScreen(ui, snapshot);
    await expect(saveButton(ui)).toBeEnabled({ enabled: snapshot.can({ type: 'preferences.save' }) });
    for (const checkbox of await card(ui).getByRole('checkbox').all()) await expect(checkbox).toBeEnabled();
  },
  saving: async (ui, snapshot) => {
    await tableOnScreen(ui, snapshot);
    await expect(savingStatus(ui)).toBeAttached();
    for (const checkbox of await card(ui).getByRole('checkbox').all()) await expect(checkbox).toBeDisabled();
  },
} satisfies StateAssertions<M>;

const changed = (s: { context: { current: PreferencesState; saved: PreferencesState } }) =>
  s.context.current.preferences[0]?.text !== s.context.saved.preferences[0]?.text;

// The flow's fixtures, with the demo community's guest.
const fixtures: Fixtures<M> = {
  ...notificationPreferencesFixtures,
  // Only with a change of the customer's own (see the header: the gate holds the PATCH).
  'preferences.guest.toggle': (s) =>
    changed(s)
      ? [
          {
            type: 'preferences.guest.toggle',
            uuid: 'g1',
            channel: 'email',
            checked: !s.context.current.guests[0]?.email,
          },
        ]
      : [],
  // Only with a change of the customer's own: a guest-only save sends the PUT alone, which the gate
  // does not hold (see the header), so its saving state would pass before it could be seen.
  'preferences.save': (s) => (changed(s) ? notificationPreferencesFixtures['preferences.save'] : []),
};

/** Signs in as the demo community and notes its preferences, to be put back after the test. */
async function openDemo(ui: UiContext) {
  await ui.signInAs(DEMO, '/favicon.svg');
  const user = await userUuid(ui.page);
  const prefs = await api<{ results: Found['preferences'] }>(
    ui.page,
    'GET',
    `notification-preference/?user__uuid=${user}`,
  );
  const communities = await api<{ results: Found['communities'] }>(
    ui.page,
    'GET',
    `crm/commercial-community/?user__uuid=${user}`,
  );
  found = {
    preferences: prefs.results.map(({ uuid, email, text }) => ({ uuid, email, text })),
    communities: communities.results.map(({ uuid, guest_notification_service }) => ({
      uuid,
      guest_notification_service,
    })),
  };
  await ui.page.goto(TAB);
  await expect(card(ui)).toBeVisible();
}

defineUiModelSuite('notification-preferences', notificationPreferencesMachine, {
  inputs: [{ name: 'demo community', input: seeded, open: openDemo }],
  fixtures,
  calls: {
    savePreferences: { method: 'PATCH', path: /^\/notification-preference\/$/ },
  },
  executors,
  states,
  reload: {
    // Unsaved toggles are kept (the card's draft); in saving the harness lets the held save through
    // before the reload, and either way the card shows the answers that were being saved.
    entered: async (ui, snapshot) => {
      await tableOnScreen(ui, snapshot);
      if (snapshot.matches('editing'))
        await expect(saveButton(ui)).toBeEnabled({ enabled: snapshot.can({ type: 'preferences.save' }) });
    },
  },
});

// The reload tests above reach `editing` by its shortest path (nothing toggled yet): this one reloads
// with unsaved toggles of both tables, and Save changes still saves them.
test('notification preferences: unsaved toggles survive a reload and still save', async ({ page, ui: ctx }) => {
  await openDemo(ctx);
  await tick(box(ctx, OWN, 'Technician Assigned', 'text'));
  await tick(box(ctx, GUESTS, NOTIFICATION_TYPE_LABELS.service_complete, 'text'));
  await page.reload();
  await expect(box(ctx, OWN, 'Technician Assigned', 'text')).toBeChecked();
  await expect(box(ctx, GUESTS, NOTIFICATION_TYPE_LABELS.service_complete, 'text')).toBeChecked();
  await expect(saveButton(ctx)).toBeEnabled();
  await saveButton(ctx).click();
  await expectToast(ctx, SAVED);
  await expect(saveButton(ctx)).toBeDisabled();
  // Saved: the draft is gone, a reload shows the server's answers (the same).
  await page.reload();
  await expect(box(ctx, OWN, 'Technician Assigned', 'text')).toBeChecked();
  await expect(saveButton(ctx)).toBeDisabled();
});
