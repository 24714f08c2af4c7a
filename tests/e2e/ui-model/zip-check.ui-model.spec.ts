// The zip-check machine's paths through the real home screen (/ and /checkzip/{zip}/{scorpion_id}),
// docs/decisions/006. The server answers every call; a few answers are the server's to a request
// changed on its way (an unserved ZIP, a malformed query or email), one is an injected network failure.
import { zipCheckMachine } from '../../../machines/zip-check/zip-check.machine';
import { servedDeepLink, shortDeepLink, zipCheckFixtures } from '../../model/zip-check.fixtures';
import { areaFixture } from '../../support/fixtures';
import { defineUiModelSuite } from '../../support/ui-model-harness';
import { injected, server, serverFor } from '../../support/ui-model-types';
import type { Executors, StateAssertions, UiContext } from '../../support/ui-model-types';
import { serverWithBody } from './answers';
import { expect } from '../support';

type M = typeof zipCheckMachine;

const ENQUIRY_EMAIL = 'uim-enquiry@example.com';
const zipField = ({ page }: UiContext) => page.getByRole('textbox', { name: 'ZIP code' });
const emailField = ({ page }: UiContext) => page.getByRole('textbox', { name: 'Email' });
const heading = ({ page }: UiContext) => page.getByRole('heading', { level: 1 });
const toasts = ({ page }: UiContext) => page.getByRole('region', { name: 'Notifications' });

async function expectToasts(ui: UiContext, lines: readonly string[]) {
  for (const line of lines) await expect(toasts(ui).getByText(line, { exact: true }).first()).toBeVisible();
}

const executors = {
  'zip.change': async (ui, event) => zipField(ui).fill(event.value),
  'zip.submit': async ({ page }) => page.getByRole('button', { name: 'Check Availability' }).click(),
  'enquiry.email.change': async (ui, event) => emailField(ui).fill(event.value),
  'enquiry.submit': async ({ page }) => page.getByRole('button', { name: 'Keep Me Updated!' }).click(),
  'enquiry.back': async ({ page }) => page.getByRole('button', { name: 'Check another ZIP code' }).click(),
  'xstate.done.actor.checkZip': (output) =>
    output.kind === 'served'
      ? server()
      : output.kind === 'notServed'
        ? serverFor('no office serves 99999', {
            url: (u) => (u.searchParams.set('addressable_zip_codes__contains', '99999'), u),
          })
        : serverFor('a malformed query (close=banana) is refused', {
            url: (u) => (u.searchParams.set('close', 'banana'), u),
          }),
  'xstate.error.actor.checkZip': () => injected.abort('a network failure: the server always answers'),
  'xstate.done.actor.sendEnquiry': (output) =>
    output.kind === 'sent'
      ? server()
      : serverWithBody('an invalid email is refused (the form only sends valid ones)', { email: 'nope' }),
  'xstate.error.actor.sendEnquiry': () => injected.abort('a network failure: the server always answers'),
} satisfies Executors<M>;

const states = {
  starting: 'transient',
  step1: async (ui, snapshot) => {
    const { context } = snapshot;
    await expect(heading(ui)).toHaveText('Take back your backyard!');
    await expect(zipField(ui)).toHaveValue(context.zip);
    await expect(zipField(ui)).toBeEditable();
    const submit = ui.page.getByRole('button', { name: 'Check Availability' });
    await (snapshot.can({ type: 'zip.submit' }) ? expect(submit).toBeEnabled() : expect(submit).toBeDisabled());
    await expectToasts(ui, context.errors);
  },
  checking: async (ui, { context }) => {
    await expect(heading(ui)).toHaveText('Take back your backyard!');
    await expect(zipField(ui)).toHaveValue(context.zip);
    await expect(zipField(ui)).not.toBeEditable();
    await expect(ui.page.getByRole('button', { name: 'Check Availability' })).toHaveAttribute('aria-disabled', 'true');
    await expect(ui.page.getByRole('status').filter({ hasText: 'Checking availability' })).toBeAttached();
  },
  served: async (ui) => {
    await expect(ui.page).toHaveURL(/\/services$/);
    await expect(heading(ui)).toHaveText('Hooray!');
  },
  step2: async (ui, snapshot) => {
    const { context } = snapshot;
    await expect(heading(ui)).toHaveText('Doggone it!');
    await expect(ui.page.getByText(`We don't offer service in ${context.zip} yet.`)).toBeVisible();
    await expect(emailField(ui)).toHaveValue(context.email);
    const submit = ui.page.getByRole('button', { name: 'Keep Me Updated!' });
    await (snapshot.can({ type: 'enquiry.submit' }) ? expect(submit).toBeEnabled() : expect(submit).toBeDisabled());
    await expectToasts(ui, context.errors);
  },
  enquiring: async (ui, { context }) => {
    await expect(heading(ui)).toHaveText('Doggone it!');
    await expect(emailField(ui)).toHaveValue(context.email);
    await expect(emailField(ui)).not.toBeEditable();
    await expect(ui.page.getByRole('button', { name: 'Check another ZIP code' })).toBeDisabled();
    await expect(ui.page.getByRole('status').filter({ hasText: 'Sending' })).toBeAttached();
  },
  redirecting: async (ui) => {
    await expect(ui.page).toHaveURL(/\/$/);
    await expect(heading(ui)).toHaveText('Take back your backyard!');
    await expect(zipField(ui)).toHaveValue('');
  },
} satisfies StateAssertions<M>;

defineUiModelSuite('zip-check', zipCheckMachine, {
  inputs: [
    { name: 'visitor', input: {}, open: ({ page }) => page.goto('/').then(() => undefined) },
    {
      name: 'deep link',
      input: servedDeepLink,
      open: ({ page }) => page.goto('/checkzip/27601/sc-1').then(() => undefined),
    },
    {
      name: 'bad deep link',
      input: shortDeepLink,
      open: ({ page }) => page.goto('/checkzip/276/sc-1').then(() => undefined),
    },
  ],
  // The flow's fixtures, with an email of the suite's own and the server's own refusals.
  fixtures: {
    ...zipCheckFixtures,
    'enquiry.email.change': [
      { type: 'enquiry.email.change', value: ENQUIRY_EMAIL },
      { type: 'enquiry.email.change', value: 'nope' },
    ],
    'xstate.done.actor.checkZip': [
      { type: 'xstate.done.actor.checkZip', output: { kind: 'served', area: areaFixture } },
      { type: 'xstate.done.actor.checkZip', output: { kind: 'notServed' } },
      { type: 'xstate.done.actor.checkZip', output: { kind: 'invalid', errors: ['close: Expected boolean.'] } },
    ],
    'xstate.done.actor.sendEnquiry': [
      { type: 'xstate.done.actor.sendEnquiry', output: { kind: 'sent' } },
      {
        type: 'xstate.done.actor.sendEnquiry',
        output: { kind: 'invalid', errors: ['email: Enter a valid email address.'] },
      },
    ],
  },
  // The area the model holds is a fixture; the screen reads the real office. The rest decides.
  project: ({ context }) => ({ ...context, area: context.area !== null }),
  calls: {
    checkZip: { method: 'GET', path: /^\/field-office\/$/ },
    sendEnquiry: { method: 'POST', path: /^\/non-serviceable-enquiry\/$/ },
  },
  executors,
  states,
  axeVariant: ({ context }) => (context.errors.length > 0 ? 'error toasts' : ''),
});
