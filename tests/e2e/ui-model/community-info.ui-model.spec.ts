// The community-info machine's paths through the real Edit Community Information modal of the
// Account Information tab (docs/decisions/006). Only the demo commercial customer has a community
// (community@example.com, Oak Hollow): each test reads it first and puts it back after (afterEach),
// for the other specs of the worker. The refusal is the server's own, to a map that is not a PDF;
// only the network failure is injected. The picked files are real (a PDF, a 6 MB one).
import { communityInfoMachine } from '../../../machines/community-info/community-info.machine';
import type { CommunityForm } from '../../../machines/community-info/community-info.schema';
import { accountMessages } from '../../../src/domain/account-messages';
import { PROPERTY_IN_COMMUNITY_LABELS } from '../../../src/domain/commercial-enums';
import type { PropertyInCommunity } from '../../../src/domain/commercial-enums';
import { communityInfoFixtures } from '../../model/community-info.fixtures';
import { pdfFixture } from '../../support/fixtures';
import type { Fixtures } from '../../support/model-paths';
import { defineUiModelSuite } from '../../support/ui-model-harness';
import { injected, server } from '../../support/ui-model-types';
import type { Executors, StateAssertion, StateAssertions, UiContext } from '../../support/ui-model-types';
import { serverWithBody } from './answers';
import { expect } from '../support';
import { NETWORK, TAB, api, dialog, test, userUuid } from './account-info.shared';

type M = typeof communityInfoMachine;

const DEMO = 'community@example.com';
/** Oak Hollow as seeded (server/db/seed.ts). */
const OAK_HOLLOW: CommunityForm = {
  uuid: 'oak-hollow',
  properties_in_community: ['townhomes', 'detached'],
  home_count: '101-350',
  address: { address: '500 Congress Ave', city: 'Austin', state: 'TX', zip_code: '78701' },
};
const PDF_NAME = 'boundary.pdf';
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  'latin1',
);
const TOO_LARGE = 6_000_000;

interface Community {
  uuid: string;
  properties_in_community: string[];
  home_count: string | null;
  address: unknown;
  community_boundary_map: string | null;
}

/** The demo community as the test found it, put back after the test. */
let found: Community | null = null;

test.afterEach(async ({ page }) => {
  if (!found) return;
  const { uuid, properties_in_community, home_count, address, community_boundary_map } = found;
  found = null;
  await page.goto('/favicon.svg');
  await api(page, 'PUT', `crm/commercial-community/${uuid}/`, {
    uuid,
    properties_in_community,
    ...(home_count ? { home_count } : {}),
    address,
    community_boundary_map,
  });
});

const communityCard = ({ page }: UiContext) => page.getByRole('region', { name: 'Community Info' });
const houseType = (ui: UiContext, i: number) => dialog(ui).getByRole('combobox', { name: `House type ${i + 1}` });
const homes = (ui: UiContext) => dialog(ui).getByRole('combobox', { name: 'Number of homes' });
const field = (ui: UiContext, name: string) => dialog(ui).getByRole('textbox', { name, exact: true });
const saveButton = (ui: UiContext) => dialog(ui).getByRole('button', { name: 'Save Changes' });
const cancelButton = (ui: UiContext) => dialog(ui).getByRole('button', { name: 'Cancel' });
const label = (t: string) => PROPERTY_IN_COMMUNITY_LABELS[t as PropertyInCommunity];

const executors = {
  'community.edit': async ({ page }) =>
    page.getByRole('button', { name: accountMessages.updateCommunityDetails }).click(),
  'community.houseType.add': async (ui) => dialog(ui).getByRole('button', { name: 'Add house type' }).click(),
  'community.houseType.change': async (ui, event) => {
    await houseType(ui, event.index).selectOption(event.value);
  },
  'community.houseType.remove': async (ui, event) =>
    dialog(ui)
      .getByRole('button', { name: `Remove house type ${event.index + 1}` })
      .click(),
  'community.change': async (ui, { values }) => {
    if (values.home_count !== undefined) await homes(ui).selectOption(values.home_count);
    if (values.address) throw new Error('no fixture changes the sample address');
  },
  'community.map.select': async (ui, { file }) =>
    dialog(ui)
      .locator('input[type="file"]')
      .setInputFiles({
        name: file.name,
        mimeType: file.type,
        buffer: file.size > PDF.length ? Buffer.concat([PDF, Buffer.alloc(file.size - PDF.length)]) : PDF,
      }),
  // By keyboard: a toast of a refused save may sit over the modal's footer.
  'community.save': async (ui) => saveButton(ui).press('Enter'),
  'community.cancel': async (ui) => cancelButton(ui).click(),
  'xstate.done.actor.saveCommunity': (output) =>
    output.kind === 'saved'
      ? server()
      : serverWithBody('a map that is not a PDF is refused (the modal sends only files with the %PDF- signature)', {
          community_boundary_map: 'data:application/pdf;base64,UEsDBA==',
        }),
  'xstate.error.actor.saveCommunity': () => injected.abort(NETWORK),
} satisfies Executors<M>;

/** Every entry of the form is in its field, and the picked map (or its refusal) is named. */
const formOnScreen: StateAssertion<M> = async (ui, { context: { form, map, mapError } }) => {
  await expect(dialog(ui).getByRole('heading', { name: accountMessages.editCommunityInformation })).toBeVisible();
  if (!form) throw new Error('the modal is open without a form');
  await expect(dialog(ui).getByRole('combobox', { name: /^House type \d+$/ })).toHaveCount(
    form.properties_in_community.length,
  );
  for (const [i, t] of form.properties_in_community.entries()) await expect(houseType(ui, i)).toHaveValue(t);
  await expect(homes(ui)).toHaveValue(form.home_count);
  await expect(field(ui, 'Street address')).toHaveValue(form.address?.address ?? '');
  await expect(field(ui, 'City')).toHaveValue(form.address?.city ?? '');
  await expect(dialog(ui).getByRole('combobox', { name: 'State' })).toHaveValue(form.address?.state ?? '');
  await expect(field(ui, 'Zip code')).toHaveValue(form.address?.zip_code ?? '');
  await expect(dialog(ui).getByText(`New map: ${PDF_NAME}`)).toHaveCount(map !== null ? 1 : 0);
  if (mapError) await expect(dialog(ui).getByText(mapError, { exact: true })).toBeVisible();
};

/** The card shows the saved community (closed after a save, or reloaded once the save went through). */
const savedOnCard = async (ui: UiContext, form: CommunityForm, map: boolean) => {
  const types = form.properties_in_community.filter((t) => t !== '').map(label);
  await expect(communityCard(ui).getByText(types.join(', '), { exact: true })).toBeVisible();
  await expect(communityCard(ui).getByText(form.home_count, { exact: true })).toBeVisible();
  if (map) await expect(communityCard(ui).getByRole('link', { name: 'Download boundary map (PDF)' })).toBeVisible();
};

const states = {
  closed: async (ui) => {
    await expect(dialog(ui)).toHaveCount(0);
    await expect(communityCard(ui).getByRole('button', { name: accountMessages.updateMap })).toBeEnabled();
  },
  editing: async (ui, snapshot) => {
    await formOnScreen(ui, snapshot);
    await expect(saveButton(ui)).toBeEnabled({ enabled: snapshot.can({ type: 'community.save' }) });
    await expect(cancelButton(ui)).toBeEnabled();
  },
  saving: async (ui, snapshot) => {
    await formOnScreen(ui, snapshot);
    await expect(dialog(ui).getByRole('status').filter({ hasText: 'Saving your community…' })).toBeAttached();
    await expect(cancelButton(ui)).toBeDisabled();
  },
} satisfies StateAssertions<M>;

const types = (s: { context: { form: CommunityForm | null } }) => s.context.form?.properties_in_community ?? [];

// The flow's fixtures, on the demo community (a third house type, its real maps) with the server's own refusal.
const fixtures: Fixtures<M> = {
  ...communityInfoFixtures,
  'community.edit': [{ type: 'community.edit', community: OAK_HOLLOW }],
  'community.houseType.add': (s) => (types(s).length < 3 ? [{ type: 'community.houseType.add' }] : []),
  'community.houseType.change': (s) =>
    types(s).length === 3 && types(s)[2] === ''
      ? [{ type: 'community.houseType.change', index: 2, value: 'condo' }]
      : [],
  'community.houseType.remove': (s) =>
    types(s).length === 3 ? [{ type: 'community.houseType.remove', index: 2 }] : [],
  'community.change': (s) =>
    s.context.form?.home_count === '101-350' ? [{ type: 'community.change', values: { home_count: '501+' } }] : [],
  'community.map.select': (s) =>
    s.context.map === null && s.context.mapError === null
      ? [
          { type: 'community.map.select', file: { ...pdfFixture, name: PDF_NAME, size: PDF.length } },
          { type: 'community.map.select', file: { ...pdfFixture, name: 'large.pdf', size: TOO_LARGE } },
        ]
      : [],
  'xstate.done.actor.saveCommunity': [
    { type: 'xstate.done.actor.saveCommunity', output: { kind: 'saved' } },
    {
      type: 'xstate.done.actor.saveCommunity',
      output: { kind: 'invalid', errors: { community_boundary_map: ['Uploaded file is not a valid PDF'] } },
    },
  ],
};

defineUiModelSuite('community-info', communityInfoMachine, {
  shortestPaths:
    'a save keeps the change on the server (a house type of 501+), and the next edit in the same walk opens with it, while the model starts each edit from its input',
  inputs: [
    {
      name: 'demo community',
      input: undefined,
      open: async (ui) => {
        await ui.signInAs(DEMO, '/favicon.svg');
        const list = await api<{ results: Community[] }>(
          ui.page,
          'GET',
          `crm/commercial-community/?user__uuid=${await userUuid(ui.page)}`,
        );
        found = list.results[0] ?? null;
        await ui.page.goto(TAB);
        await expect(communityCard(ui)).toBeVisible();
      },
    },
  ],
  // What the modal shows: the form (the community's id is the server's), whether a map is picked, its refusal.
  project: ({ context: c }) => ({
    form: c.form && { ...c.form, uuid: null },
    map: c.map !== null,
    mapError: c.mapError,
  }),
  fixtures,
  calls: {
    saveCommunity: { method: 'PUT', path: /^\/crm\/commercial-community\/[^/]+\/$/ },
  },
  executors,
  states,
  axeVariant: ({ context: c }) => [c.map !== null, c.mapError !== null].join(),
  reload: {
    entered: async (ui, snapshot) => {
      const { form, map } = snapshot.context;
      // In saving, the harness lets the held save through before the reload: when its answer wins the
      // race the community is saved and its card shows it; else the modal is open again. (The modal
      // mounts with the cards, in the same render.)
      if (snapshot.matches('saving') && form) {
        await expect(communityCard(ui)).toBeVisible();
        if ((await dialog(ui).count()) === 0) return savedOnCard(ui, form, map !== null);
      }
      await formOnScreen(ui, {
        ...snapshot,
        // The refusal of a picked file is not kept (the file itself was not taken).
        context: { ...snapshot.context, mapError: null },
      } as typeof snapshot);
      await expect(saveButton(ui)).toBeEnabled({
        enabled: snapshot.matches('saving') || snapshot.can({ type: 'community.save' }),
      });
    },
    skip: { closed: 'the modal is closed: nothing is being entered (a saved community is on its card)' },
  },
});

// The reload tests above reach `editing` by its shortest path (nothing entered yet): this one reloads
// with every kind of entry made (a house type added, the number of homes, a PDF map), and the restored
// modal still saves them (the community is put back by afterEach).
test('Edit Community Information: house types, homes and the picked PDF survive a reload and save', async ({
  page,
  signInAs,
  ui,
}) => {
  await signInAs(DEMO, '/favicon.svg');
  const list = await api<{ results: Community[] }>(
    page,
    'GET',
    `crm/commercial-community/?user__uuid=${await userUuid(page)}`,
  );
  found = list.results[0] ?? null;
  await page.goto(TAB);
  await executors['community.edit'](ui);
  await executors['community.houseType.add'](ui);
  await houseType(ui, 2).selectOption('condo');
  await homes(ui).selectOption('501+');
  await dialog(ui)
    .locator('input[type="file"]')
    .setInputFiles({ name: PDF_NAME, mimeType: 'application/pdf', buffer: PDF });
  await expect(dialog(ui).getByText(`New map: ${PDF_NAME}`)).toBeVisible();
  await page.reload();
  await expect(houseType(ui, 2)).toHaveValue('condo');
  await expect(homes(ui)).toHaveValue('501+');
  await expect(dialog(ui).getByText(`New map: ${PDF_NAME}`)).toBeVisible();
  await expect(field(ui, 'City')).toHaveValue('Austin');
  await saveButton(ui).click();
  await expect(dialog(ui)).toHaveCount(0);
  await expect(communityCard(ui).getByText('Townhomes, Detached, Condo', { exact: true })).toBeVisible();
  await expect(communityCard(ui).getByRole('link', { name: 'Download boundary map (PDF)' })).toBeVisible();
  // Saved: the draft is gone.
  await page.reload();
  await expect(communityCard(ui)).toBeVisible();
  await expect(dialog(ui)).toHaveCount(0);
});
