// The dog machine's paths through the real Dogs tab (account tab 3: the Add/Edit dog modal with its
// photo, and delete with its confirmation), docs/decisions/006. The demo customer is the only account
// with residential services (a dog needs one), so each path adds a dog of its own through the API
// (the machine's `d1`, 'UIM saved <id>'), and every dog named 'UIM …' is deleted after each test: the
// demo dogs Biscuit and Luna are only read.
import type { APIRequestContext } from '@playwright/test';
import { dogMachine } from '../../../machines/dog/dog.machine';
import { emptyDogForm } from '../../../machines/dog/dog.schema';
import type { DogForm } from '../../../machines/dog/dog.schema';
import { accountMessages } from '../../../src/domain/account-messages';
import { DOG_FLAGS, DOG_FLAG_LABELS } from '../../../src/domain/account-enums';
import { defineUiModelSuite } from '../../support/ui-model-harness';
import { NETWORK, injected, server } from '../../support/ui-model-types';
import type { Executors, StateAssertion, StateAssertions, UiContext } from '../../support/ui-model-types';
import { apiToken, expect, test } from '../support';
import { serverAnswered, serverWithBody } from './answers';
import { dogFixtures, dogProjection } from '../../model/dog.fixtures';

type M = typeof dogMachine;

const CUSTOMER = 'customer@example.com';
const PREFIX = 'UIM ';
/** The machine's d1: the dog each path adds through the API before the page opens. */
const SAVED = 'UIM saved UNIQ';
/** The name a path types on add. */
const NEW = 'UIM new UNIQ';
/** The fixtures' 'so1': the demo customer's first residential service. */
const SERVICE_LABEL = '100 Main St, Raleigh, NC 27601';
/** What the server says of a birthday after the office's today (server/services/pet-rules.ts). */
const BIRTHDAY_IN_FUTURE = 'Invalid date: a birthday cannot be in the future.';
/** A 1×1 PNG (as in account-dogs.spec.ts): a real image the browser decodes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PNG_HEADER = '\x89PNG\r\n\x1A\n';

/** The demo customer's API token, kept for the worker (tests/e2e/support.ts). */
const tokenOf = (request: APIRequestContext): Promise<string> => apiToken(request, CUSTOMER);

/** Adds the path's own dog (the fixtures' edit form: name, birthday 03/04/2020, the first service). */
async function addSavedDog(ui: UiContext): Promise<void> {
  const headers = { Authorization: `token ${await tokenOf(ui.request)}` };
  const orders = (await (await ui.request.get('/api/v1/service-order/?limit=100', { headers })).json()) as {
    results: { uuid: string; service_address: { street?: string; address1?: string } | null }[];
  };
  const order = orders.results.find((o) => JSON.stringify(o.service_address).includes('100 Main St'));
  expect(order, 'the demo customer has the 100 Main St service').toBeTruthy();
  const res = await ui.request.post('/api/v1/pet/', {
    headers,
    data: { name: ui.vary(SAVED), birthday: '2020-03-04', service_order_uuid: order?.uuid },
  });
  expect(res.status()).toBe(201);
}

/**
 * saveDog is POST pet/ on add and PATCH pet/{uuid}/ on update; a gate call has one method, so the
 * method the page just used is read by a route of this spec (installed after the gate's, so it runs
 * first and falls back to it).
 */
let petMethod = 'POST';
const SAVE_DOG = {
  get method() {
    return petMethod === 'PATCH' ? ('PATCH' as const) : ('POST' as const);
  },
  path: /^\/pet\/([^/]+\/)?$/,
};

test.afterEach(async ({ request }) => {
  const headers = { Authorization: `token ${await tokenOf(request)}` };
  const list = (await (await request.get('/api/v1/pet/?limit=100', { headers })).json()) as {
    results?: { uuid: string; name: string }[];
  };
  for (const dog of list.results ?? [])
    if (dog.name.startsWith(PREFIX)) await request.delete(`/api/v1/pet/${dog.uuid}/`, { headers });
});

const modal = ({ page }: UiContext, isUpdate: boolean) =>
  page.getByRole('dialog', { name: isUpdate ? accountMessages.editDog : accountMessages.addDog });
const anyModal = ({ page }: UiContext) => page.getByRole('dialog');
/**
 * The delete confirmation, by its name: react-aria's toasts are alertdialogs too, and a check for no
 * alertdialog at all waited out the 10 s of the toast a save or a delete had just shown.
 */
const confirmDelete = (ui: UiContext) => ui.page.getByRole('alertdialog', { name: `Delete ${ui.vary(SAVED)}?` });
const card = (ui: UiContext) => ui.page.getByRole('region', { name: ui.vary(SAVED), exact: true });
/** The form's birthday as typed: the digits (the field adds the slashes). */
const digits = (birthday: string) => birthday.replaceAll('/', '');

const executors = {
  'dog.list.load': async () => {
    throw new Error('excluded: no customer action reloads the list alone');
  },
  'dog.add': async ({ page }) => page.getByRole('button', { name: accountMessages.addDog, exact: true }).click(),
  'dog.edit': async (ui, event) => ui.page.getByRole('button', { name: `Edit ${ui.vary(event.form.name)}` }).click(),
  'dog.change': async (ui, event, before) => {
    const dialog = modal(ui, before.context.isUpdate);
    const v = event.values;
    if (v.name !== undefined) await dialog.getByRole('textbox', { name: 'Name' }).fill(ui.vary(v.name));
    if (v.breed !== undefined) await dialog.getByRole('textbox', { name: 'Breed' }).fill(v.breed);
    if (v.birthday !== undefined) await dialog.getByRole('textbox', { name: 'Birthday' }).fill(digits(v.birthday));
    if (v.additional_info !== undefined)
      await dialog.getByRole('textbox', { name: 'Additional info' }).fill(v.additional_info);
    for (const flag of DOG_FLAGS)
      if (v[flag] !== undefined && v[flag] !== before.context.form[flag])
        await dialog.getByText(DOG_FLAG_LABELS[flag], { exact: true }).click();
    if (v.service_order_uuid)
      await dialog.getByRole('combobox', { name: accountMessages.dogService }).selectOption({ label: SERVICE_LABEL });
  },
  // Leaving the birthday for the next field.
  'dog.birthday.blur': async (ui, _event, before) => {
    const birthday = modal(ui, before.context.isUpdate).getByRole('textbox', { name: 'Birthday' });
    await birthday.focus();
    await birthday.press('Tab');
  },
  'dog.photo.change': async (ui, event, before) =>
    modal(ui, before.context.isUpdate)
      .locator('input[type=file]')
      .setInputFiles(
        event.photo.header.startsWith(PNG_HEADER)
          ? { name: 'rex.png', mimeType: 'image/png', buffer: PNG }
          : { name: 'rex.png', mimeType: 'image/png', buffer: Buffer.from('just some text, not a picture') },
      ),
  'dog.photo.remove': async (ui, _event, before) =>
    modal(ui, before.context.isUpdate).getByRole('button', { name: 'Remove photo' }).click(),
  'dog.submit': async (ui, _event, before) =>
    modal(ui, before.context.isUpdate)
      .getByRole('button', {
        name: before.context.isUpdate ? accountMessages.dogSaveChanges : accountMessages.addDog,
        exact: true,
      })
      .click(),
  'dog.cancel': async (ui, _event, before) =>
    modal(ui, before.context.isUpdate).getByRole('button', { name: 'Cancel' }).click(),
  'dog.delete': async (ui) =>
    card(ui)
      .getByRole('button', { name: `Delete ${ui.vary(SAVED)}` })
      .click(),
  'dog.delete.confirm': async ({ page }) =>
    page.getByRole('alertdialog').getByRole('button', { name: 'Delete dog' }).click(),
  'dog.delete.cancel': async ({ page }) =>
    page.getByRole('alertdialog').getByRole('button', { name: 'Keep dog' }).click(),
  'xstate.done.actor.saveDog': (output) =>
    output.kind === 'saved'
      ? server()
      : serverWithBody('a birthday after the office’s today is refused (the form never sends one)', {
          birthday: '2999-01-01',
        }),
  'xstate.error.actor.saveDog': () => injected.abort(NETWORK),
  ...serverAnswered('deleteDog'),
} satisfies Executors<M>;

/** What the modal shows: every field's value, the photo, the errors at their fields. */
const formShown: StateAssertion<M> = async (ui, { context }) => {
  const dialog = modal(ui, context.isUpdate);
  const f = context.form;
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(ui.vary(f.name));
  await expect(dialog.getByRole('textbox', { name: 'Breed' })).toHaveValue(f.breed);
  await expect(dialog.getByRole('textbox', { name: 'Birthday' })).toHaveValue(f.birthday);
  await expect(dialog.getByRole('textbox', { name: 'Additional info' })).toHaveValue(f.additional_info);
  const flag = (name: string, on: boolean) =>
    on
      ? expect(dialog.getByRole('checkbox', { name })).toBeChecked()
      : expect(dialog.getByRole('checkbox', { name })).not.toBeChecked();
  for (const name of DOG_FLAGS) await flag(DOG_FLAG_LABELS[name], f[name]);
  const service = dialog.getByRole('combobox', { name: accountMessages.dogService });
  if (f.service_order_uuid) await expect(service.locator('option:checked')).toHaveText(SERVICE_LABEL);
  else await expect(service).toHaveValue('');
  if (context.photo) {
    await expect(dialog.getByRole('img', { name: /^Photo of / })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Remove photo' })).toBeVisible();
  } else {
    await expect(dialog.getByRole('img')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Add photo' })).toBeVisible();
  }
};

const states = {
  idle: async (ui, { context }) => {
    await expect(anyModal(ui)).toHaveCount(0);
    await expect(confirmDelete(ui)).toHaveCount(0);
    await expect(ui.page.getByRole('heading', { name: accountMessages.dogsTitle })).toBeVisible();
    await expect(ui.page.getByRole('button', { name: accountMessages.addDog, exact: true })).toBeEnabled();
    // The path's dog: its card, gone once deleted.
    if (context.dogs[0]?.is_deleted) await expect(card(ui)).toHaveCount(0);
    else await expect(card(ui).getByRole('button', { name: `Edit ${ui.vary(SAVED)}` })).toBeEnabled();
  },
  form: async (ui, snapshot) => {
    await formShown(ui, snapshot);
    const dialog = modal(ui, snapshot.context.isUpdate);
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeEnabled();
    for (const message of Object.values(snapshot.context.errors))
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    if (!snapshot.context.errors.birthday) await expect(dialog.getByText('MM/DD/YYYY')).toBeVisible();
  },
  saving: async (ui, snapshot) => {
    await formShown(ui, snapshot);
    const dialog = modal(ui, snapshot.context.isUpdate);
    await expect(dialog.locator('form')).toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('textbox', { name: 'Name' })).toBeDisabled();
    await expect(ui.page.getByRole('status').filter({ hasText: 'Saving your dog…' })).toBeAttached();
  },
  confirmingDelete: async (ui) => {
    const confirm = confirmDelete(ui);
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Keep dog' })).toBeFocused();
  },
  deleting: async (ui) => {
    await expect(confirmDelete(ui)).toHaveCount(0);
    await expect(
      card(ui)
        .getByRole('status')
        .filter({ hasText: `Deleting ${ui.vary(SAVED)}…` }),
    ).toBeAttached();
    await expect(ui.page.getByRole('button', { name: accountMessages.addDog, exact: true })).toBeVisible();
  },
} satisfies StateAssertions<M>;

const editForm: DogForm = { ...emptyDogForm, name: SAVED, birthday: '03/04/2020', service_order_uuid: 'so1' };

defineUiModelSuite('dog', dogMachine, {
  inputs: [
    {
      name: 'demo customer with a dog of the path',
      input: { dogs: [{ uuid: 'd1', name: SAVED }], today: '2026-11-22' },
      open: async (ui) => {
        await ui.page.route(
          (url) => url.pathname.startsWith('/api/v1/pet/'),
          (route, request) => {
            petMethod = request.method();
            return route.fallback();
          },
        );
        await addSavedDog(ui);
        await ui.signInAs(CUSTOMER, '/account?tab=3');
        await expect(card(ui)).toBeVisible();
      },
    },
  ],
  // The flow's fixtures, with the demo customer's two residential services (so none is chosen on add)
  // and the names of the path's dogs.
  fixtures: {
    ...dogFixtures,
    'dog.list.load': [{ type: 'dog.list.load', dogs: [{ uuid: 'd1', name: SAVED }] }],
    'dog.add': [{ type: 'dog.add', services: ['so1', 'so2'] }],
    // The path's dog, while its card is there (a deleted dog has no Edit or Delete).
    'dog.edit': (s) =>
      s.context.dogs[0]?.is_deleted ? [] : [{ type: 'dog.edit' as const, uuid: 'd1', form: editForm, photo: null }],
    'dog.change': (s) => [
      {
        type: 'dog.change' as const,
        // Two of the five flags on, the saved dog's none: the change clicks them, the save sends them.
        values: { ...editForm, name: s.context.isUpdate ? SAVED : NEW, has_doggy_door: true, is_dogs_outside: true },
      },
      { type: 'dog.change' as const, values: { birthday: '13/45/2020' } },
    ],
    // 'Remove photo' shows only with a photo.
    'dog.photo.remove': (s) => (s.context.photo ? [{ type: 'dog.photo.remove' as const }] : []),
    'dog.delete': (s) => (s.context.dogs[0]?.is_deleted ? [] : [{ type: 'dog.delete' as const, uuid: 'd1' }]),
    'xstate.done.actor.saveDog': [
      { type: 'xstate.done.actor.saveDog', output: { kind: 'saved' } },
      {
        type: 'xstate.done.actor.saveDog',
        output: { kind: 'invalid', fieldErrors: { birthday: BIRTHDAY_IN_FUTURE }, lines: [] },
      },
    ],
  },
  project: dogProjection,
  calls: {
    saveDog: SAVE_DOG,
    deleteDog: { method: 'DELETE', path: /^\/pet\/[^/]+\/$/ },
  },
  executors,
  states,
  excluded: {
    'dog --dog.list.load[0]':
      'the view sends it only when the dogs query answers anew: at mount (before a path starts) and after the machine’s own reloadDogs (a save or a delete, inside that done step); refetch on focus is off, so no customer action sends it alone',
  },
  axeVariant: ({ context }) =>
    [
      context.isUpdate ? 'edit' : 'add',
      Object.keys(context.errors).length > 0 ? 'errors' : '',
      context.photo ? 'photo' : '',
    ].join(','),
  reload: {
    // The modal comes back open with every entry (the photo included). A save in flight may have
    // reached the server before the reload (the gate lets it go on): then the card holds the entries.
    entered: async (ui, snapshot) => {
      const { context } = snapshot;
      if (snapshot.matches('saving')) {
        const saved = ui.page.getByRole('region', { name: ui.vary(context.form.name), exact: true });
        const dialog = modal(ui, context.isUpdate);
        const shown = async () =>
          (await dialog.isVisible()) ? 'modal' : (await saved.isVisible()) ? 'card' : 'nothing yet';
        await expect.poll(shown).not.toBe('nothing yet');
        if ((await shown()) === 'card') {
          await expect(saved).toContainText(context.form.birthday);
          await expect(saved).toContainText(SERVICE_LABEL);
          return;
        }
      }
      await formShown(ui, snapshot);
      await expect(modal(ui, context.isUpdate).getByRole('textbox', { name: 'Name' })).toBeEnabled();
    },
    skip: {
      idle: 'the list with the modal closed: nothing is entered there',
      confirmingDelete: 'a confirmation takes no input: after a reload the card is there and Delete asks again',
      deleting: 'nothing is entered: the delete was sent (or cancelled by the reload) and the list shows the result',
    },
  },
});

// The harness reloads each state at its shortest prefix, where 'form' has nothing typed yet: here the
// modal is filled (every field, the flags, the service, a photo), then reloaded.
test('dog modal: a reload keeps every entry, the photo included', async ({ page, signInAs }) => {
  await signInAs(CUSTOMER, '/account?tab=3');
  const name = `${PREFIX}draft ${Date.now() % 100000}`;
  await page.getByRole('button', { name: accountMessages.addDog, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: accountMessages.addDog });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Breed' }).fill('Labrador');
  await dialog.getByRole('textbox', { name: 'Birthday' }).fill('03042020');
  await dialog.getByText(DOG_FLAG_LABELS.is_friendly, { exact: true }).click();
  await dialog.getByText(DOG_FLAG_LABELS.has_doggy_door, { exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Additional info' }).fill('Barks at the mower.');
  await dialog.getByRole('combobox', { name: accountMessages.dogService }).selectOption({ label: SERVICE_LABEL });
  await dialog.locator('input[type=file]').setInputFiles({ name: 'rex.png', mimeType: 'image/png', buffer: PNG });
  await expect(dialog.getByRole('img', { name: `Photo of ${name}` })).toBeVisible();
  await page.reload();
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  await expect(dialog.getByRole('textbox', { name: 'Breed' })).toHaveValue('Labrador');
  await expect(dialog.getByRole('textbox', { name: 'Birthday' })).toHaveValue('03/04/2020');
  for (const flag of DOG_FLAGS) {
    const box = dialog.getByRole('checkbox', { name: DOG_FLAG_LABELS[flag] });
    if (flag === 'is_friendly' || flag === 'has_doggy_door') await expect(box).toBeChecked();
    else await expect(box).not.toBeChecked();
  }
  await expect(dialog.getByRole('textbox', { name: 'Additional info' })).toHaveValue('Barks at the mower.');
  await expect(dialog.getByRole('combobox', { name: accountMessages.dogService }).locator('option:checked')).toHaveText(
    SERVICE_LABEL,
  );
  const photo = dialog.getByRole('img', { name: `Photo of ${name}` });
  await expect(photo).toBeVisible();
  expect(await photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
  // Cancel drops the draft: the next reload shows the list alone.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: accountMessages.dogsTitle })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
