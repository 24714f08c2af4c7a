// The pause-service machine's paths through the real Pause Service modal and the upcoming pauses of the
// demo customer's 45 Oak Ln service (/account?tab=2&service=…), docs/decisions/006. The model's dates
// are days after its today (2026-11-22); the browser types the same number of days after the office's
// today. The pause a path deletes is one the suite made before the page opened; every pause a test
// made is deleted after it (the demo pauses stay as the seed left them).
import { pauseServiceMachine } from '../../../machines/pause-service/pause-service.machine';
import { accountMessages } from '../../../src/domain/account-messages';
import { modelToday, pauseServiceFixtures, pauseServiceInput } from '../../model/pause-service.fixtures';
import { defineUiModelSuite } from '../../support/ui-model-harness';
import { NETWORK, injected, server } from '../../support/ui-model-types';
import type { Executors, StateAssertion, StateAssertions, UiContext } from '../../support/ui-model-types';
import { serverAnswered, serverWithBody } from './answers';
import { expect, test, tick } from '../support';
import { daysBetween, demoApi, demoOrder, expectDate, officeDay, slashed, typeDate } from './services-demo';

type M = typeof pauseServiceMachine;

const STREET = '45 Oak Ln';
/** The pause the suite makes for the delete paths: 60 to 62 days out. */
const OWN_FROM = 60;

/** The browser's date for a model date: as many days after the office's today. */
const real = (model: string) => officeDay(daysBetween(modelToday, model));

const dialog = ({ page }: UiContext) => page.getByRole('dialog', { name: accountMessages.pauseService });
const submitButton = (ui: UiContext) => dialog(ui).getByRole('button', { name: accountMessages.pauseService });
const suspendBox = (ui: UiContext) =>
  dialog(ui).getByRole('checkbox', { name: accountMessages.pauseSuspendUntilManual });
const understandBox = (ui: UiContext) => dialog(ui).getByRole('checkbox', { name: accountMessages.pauseUnderstand });
const confirmDialog = ({ page }: UiContext) =>
  page.getByRole('alertdialog', { name: accountMessages.pauseDeleteTitle });
const ownDelete = ({ page }: UiContext) =>
  page
    .getByRole('region', { name: 'Upcoming pauses' })
    .getByRole('button', { name: `Delete the pause from ${slashed(officeDay(OWN_FROM))}` });

/** The pauses of the service before the test: anything else is the test's, deleted after it. */
let before = new Set<string>();
let orderUuid = '';

async function pausesOf(ui: { request: UiContext['request'] }) {
  const api = await demoApi(ui.request);
  const { upcoming } = await api.get<{ upcoming: { uuid: string }[] }>(
    `/service-pause/?service_order__uuid=${orderUuid}`,
  );
  return { api, uuids: upcoming.map((p) => p.uuid) };
}

test.afterEach(async ({ request }) => {
  if (!orderUuid) return;
  const { api, uuids } = await pausesOf({ request });
  for (const uuid of uuids.filter((u) => !before.has(u))) await api.delete(`/service-pause/${uuid}/`);
});

const checked = async (box: ReturnType<typeof suspendBox>, on: boolean) =>
  on ? expect(box).toBeChecked() : expect(box).not.toBeChecked();

/** The modal shows the form of the snapshot: dates, boxes, the date errors. */
const modalForm: StateAssertion<M> = async (ui, { context: { form, errors } }) => {
  await expect(dialog(ui)).toBeVisible();
  // A refused date is not kept by the machine; the field still shows what was typed, with its error.
  if (form.pause_from !== null || errors.pause_from === undefined)
    await expectDate(dialog(ui), 'From', form.pause_from && real(form.pause_from));
  if (form.pause_to !== null || errors.pause_to === undefined)
    await expectDate(dialog(ui), 'To', form.pause_to && real(form.pause_to));
  for (const message of Object.values(errors)) await expect(dialog(ui).getByText(message)).toBeVisible();
  await checked(suspendBox(ui), form.suspend_until_manual);
  await checked(understandBox(ui), form.understand_pause_func);
  const toMonth = dialog(ui).getByRole('spinbutton', { name: /^month, To/ });
  await (form.suspend_until_manual || form.pause_from === null
    ? expect(toMonth).toHaveAttribute('aria-disabled', 'true')
    : expect(toMonth).not.toHaveAttribute('aria-disabled', 'true'));
};

const executors = {
  'pause.open': async ({ page }) => page.getByRole('button', { name: accountMessages.pauseService }).click(),
  'pause.close': async (ui) => dialog(ui).getByRole('button', { name: 'Cancel' }).click(),
  'pause.from.change': async (ui, event) => typeDate(dialog(ui), 'From', real(event.date)),
  'pause.to.change': async (ui, event) => typeDate(dialog(ui), 'To', real(event.date)),
  'pause.suspend.change': async (ui) => tick(suspendBox(ui)),
  'pause.understand.change': async (ui) => tick(understandBox(ui)),
  'pause.submit': async (ui) => submitButton(ui).click(),
  'pause.delete': async (ui) => ownDelete(ui).click(),
  'pause.delete.confirm': async (ui) => confirmDialog(ui).getByRole('button', { name: 'Delete pause' }).click(),
  'pause.delete.cancel': async (ui) => confirmDialog(ui).getByRole('button', { name: 'Keep pause' }).click(),
  'xstate.done.actor.createPause': (output) =>
    output.kind === 'saved'
      ? server()
      : serverWithBody('a start date on or before today is refused (the form refuses it first)', {
          pause_from: '2000-01-03',
        }),
  'xstate.error.actor.createPause': () => injected.abort(NETWORK),
  ...serverAnswered('deletePause'),
} satisfies Executors<M>;

const states = {
  closed: async (ui) => {
    await expect(dialog(ui)).toBeHidden();
    await expect(confirmDialog(ui)).toBeHidden();
    await expect(ui.page.getByRole('button', { name: accountMessages.pauseService })).toBeEnabled();
    await expect(ui.page.getByRole('region', { name: 'Upcoming pauses' })).toBeVisible();
  },
  editing: async (ui, snapshot) => {
    await modalForm(ui, snapshot);
    await (snapshot.can({ type: 'pause.submit' })
      ? expect(submitButton(ui)).toBeEnabled()
      : expect(submitButton(ui)).toBeDisabled());
  },
  submitting: async (ui, snapshot) => {
    await expect(dialog(ui).getByRole('status').filter({ hasText: 'Pausing your service…' })).toBeAttached();
    await modalForm(ui, snapshot);
  },
  confirmingDelete: async (ui) => {
    await expect(confirmDialog(ui)).toBeVisible();
    await expect(confirmDialog(ui)).toContainText(accountMessages.pauseDeleteText);
  },
  deleting: async (ui) => {
    await expect(confirmDialog(ui)).toBeHidden();
    await expect(ownDelete(ui)).toBeDisabled();
  },
} satisfies StateAssertions<M>;

defineUiModelSuite('pause-service', pauseServiceMachine, {
  shortestPaths:
    'a pause deleted or created on the server changes the list that later steps of the same walk pick a pause from by its date',
  inputs: [
    {
      name: 'demo service',
      input: pauseServiceInput,
      open: async (ui) => {
        orderUuid = (await demoOrder(ui.request, STREET)).uuid;
        const { api, uuids } = await pausesOf(ui);
        before = new Set(uuids);
        const made = await api.post('/service-pause/', {
          service_order_uuid: orderUuid,
          understand_pause_func: true,
          pause_from: officeDay(OWN_FROM),
          pause_to: officeDay(OWN_FROM + 2),
          suspend_until_manual: false,
        });
        expect(made.status()).toBe(201);
        await ui.signInAs('customer@example.com', `/account?tab=2&service=${orderUuid}`);
        await expect(ownDelete(ui)).toBeVisible();
      },
    },
  ],
  // The flow's fixtures, except that the To field is disabled until From is set and while suspended:
  // only then can a date be typed.
  fixtures: {
    ...pauseServiceFixtures,
    'pause.to.change': (s) =>
      s.context.form.pause_from === null || s.context.form.suspend_until_manual
        ? []
        : pauseServiceFixtures['pause.to.change'],
  },
  // The pause being deleted is the suite's own (its uuid is the server's).
  project: ({ context }) => ({ ...context, deleteUuid: context.deleteUuid !== null }),
  calls: {
    createPause: { method: 'POST', path: /^\/service-pause\/$/ },
    deletePause: { method: 'DELETE', path: /^\/service-pause\/[^/]+\/$/ },
  },
  executors,
  states,
  axeVariant: ({ context }) => (Object.keys(context.errors).length > 0 ? 'errors' : ''),
  reload: {
    // The modal opens again with every entry (a submission in flight is not resumed: its last editable
    // draft comes back).
    entered: async (ui, snapshot) => {
      await modalForm(ui, snapshot);
      await expect(dialog(ui).getByRole('status').filter({ hasText: 'Pausing your service…' })).toHaveCount(0);
    },
    skip: {
      closed: 'the modal is closed: nothing is entered, the service view reloads as it was',
      confirmingDelete: 'the delete confirmation takes no input: after a reload the pause is still listed',
      deleting: 'the delete takes no input; a reload shows the list as the server has it',
    },
  },
});
