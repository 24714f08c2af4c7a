// The account-edit machine's paths through the real Edit Account Information modal of the Account
// Information tab (docs/decisions/006), for a residential customer of each test's own (a UNIQ email,
// its names and mobile phone PATCHed before the tab opens). The refusal is the server's own, to a
// body with two primary phones (the form always keeps one); only network failures are injected.
//
// The tab reads the account with the same GET the machine's refetch sends: a route of this spec
// passes the tab's own reads, and hands the gate only the read the Edit click makes.
import type { Route } from '@playwright/test';
import { accountEditMachine } from '../../../machines/account-edit/account-edit.machine';
import type { AccountForm } from '../../../machines/account-edit/account-edit.schema';
import { formatAddressLine } from '../../../machines/shared/address.schema';
import { accountMessages } from '../../../src/domain/account-messages';
import { accountEditFixtures } from '../../model/account-edit.fixtures';
import { addressFixture } from '../../support/fixtures';
import type { Fixtures } from '../../support/model-paths';
import { defineUiModelSuite } from '../../support/ui-model-harness';
import { injected, server } from '../../support/ui-model-types';
import type { Executors, StateAssertion, StateAssertions, UiContext } from '../../support/ui-model-types';
import { serverAnswered, serverWithBody } from './answers';
import { expect, tick } from '../support';
import { NETWORK, SAVED, dialog, expectToast, ownCustomer, test } from './account-info.shared';

type M = typeof accountEditMachine;

const EMAIL = 'uim-ae-UNIQ@example.com';
const PHONE = { phone: '9195550100', type: 'mobile', primary: true, can_send_sms: true } as const;
const TWO_PRIMARY = /Only one phone number can be primary/;

/** The form the refetch gives for the account `open` makes. */
const loaded: AccountForm = {
  first_name: 'Uim',
  last_name: 'Edit',
  emails: [EMAIL],
  phones: [PHONE],
  community_name: '',
  management_company: '',
  community_role: '',
  password: '',
  is_email_invoice: true,
  is_print_and_mail_invoices: false,
  invoice_address: null,
  invoice_address_manual: true,
};

/** The Edit click arms the next account read for the gate; every other read passes. */
let armed = false;

const editButton = ({ page }: UiContext) => page.getByRole('button', { name: 'Edit account information' });
const card = ({ page }: UiContext) => page.getByRole('region', { name: 'Account Info' });
const invoiceCard = ({ page }: UiContext) => page.getByRole('region', { name: 'Invoice Address' });
const field = (ui: UiContext, name: string) => dialog(ui).getByRole('textbox', { name, exact: true });
const printSwitch = (ui: UiContext) => dialog(ui).getByRole('switch', { name: 'Print and Mail Invoice' });
const saveButton = (ui: UiContext) => dialog(ui).getByRole('button', { name: 'Save Changes' });
const cancelButton = (ui: UiContext) => dialog(ui).getByRole('button', { name: 'Cancel' });

const executors = {
  'edit.open': async (ui) => {
    armed = true;
    await editButton(ui).click();
  },
  'edit.change': async (ui, { values }) => {
    if (values.is_print_and_mail_invoices !== undefined) {
      await tick(printSwitch(ui));
      await expect(printSwitch(ui)).toBeChecked({ checked: values.is_print_and_mail_invoices });
    }
    const a = values.invoice_address;
    if (a) {
      await field(ui, 'Invoice address').fill(a.address);
      await field(ui, 'City').fill(a.city);
      await dialog(ui).getByRole('combobox', { name: 'State' }).selectOption(a.state);
      await field(ui, 'Zip code').fill(a.zip_code);
    }
  },
  // By keyboard: the error toast of a refused save sits over the modal's footer at 1280×720.
  'edit.save': async (ui) => saveButton(ui).press('Enter'),
  'edit.cancel': async (ui) => cancelButton(ui).click(),
  'xstate.after.accountModalClose': async (ui) => {
    // About a second after 'Data was saved successfully' (real time).
    await expect(dialog(ui)).toHaveCount(0, { timeout: 10_000 });
  },
  ...serverAnswered('fetchAccount'),
  // Not reached in the browser (excluded below: no address search without a Google key).
  ...serverAnswered('validateAddress'),
  'xstate.done.actor.saveAccount': (output) =>
    output.kind === 'saved'
      ? server()
      : serverWithBody('two primary phones are refused (the form always keeps one)', {
          phone_numbers: [PHONE, { ...PHONE, phone: '9195550111' }],
        }),
  'xstate.error.actor.saveAccount': () => injected.abort(NETWORK),
} satisfies Executors<M>;

/** Every entry of the form is in its field (the modal is open). */
const formOnScreen: StateAssertion<M> = async (ui, { context: { form } }) => {
  await expect(dialog(ui).getByRole('heading', { name: accountMessages.editAccountInformation })).toBeVisible();
  if (!form) throw new Error('the modal is open without a form');
  await expect(field(ui, 'First name')).toHaveValue(form.first_name);
  await expect(field(ui, 'Last name')).toHaveValue(form.last_name);
  for (const [i, email] of form.emails.entries())
    await expect(field(ui, i === 0 ? 'Primary email' : `Email ${i + 1}`)).toHaveValue(ui.vary(email));
  for (const [i, p] of form.phones.entries()) {
    await expect(field(ui, `Phone ${i + 1}`)).toHaveValue(p.phone);
    await expect(dialog(ui).getByRole('combobox', { name: `Phone ${i + 1} type` })).toHaveValue(p.type);
  }
  await expect(dialog(ui).getByRole('checkbox', { name: 'Email my invoices' })).toBeChecked({
    checked: form.is_email_invoice,
  });
  await expect(printSwitch(ui)).toBeChecked({ checked: form.is_print_and_mail_invoices });
  if (form.is_print_and_mail_invoices) {
    const a = form.invoice_address;
    await expect(field(ui, 'Invoice address')).toHaveValue(a?.address ?? '');
    await expect(field(ui, 'City')).toHaveValue(a?.city ?? '');
    await expect(dialog(ui).getByRole('combobox', { name: 'State' })).toHaveValue(a?.state ?? '');
    await expect(field(ui, 'Zip code')).toHaveValue(a?.zip_code ?? '');
  } else {
    await expect(field(ui, 'Invoice address')).toHaveCount(0);
  }
};

const busy: StateAssertion<M> = async (ui, snapshot) => {
  await formOnScreen(ui, snapshot);
  await expect(dialog(ui).getByRole('status').filter({ hasText: 'Saving your account…' })).toBeAttached();
  await expect(cancelButton(ui)).toBeDisabled();
};

/** The cards show the saved account (after a save, or a reload once it was saved). */
const savedOnCards = async (ui: UiContext, form: AccountForm) => {
  await expect(card(ui).getByText(`${form.first_name} ${form.last_name}`)).toBeVisible();
  for (const p of form.phones) await expect(card(ui).getByRole('link', { name: p.phone })).toBeVisible();
  if (form.is_print_and_mail_invoices && form.invoice_address)
    await expect(invoiceCard(ui).getByText(formatAddressLine(form.invoice_address))).toBeVisible();
};

const states = {
  closed: async (ui) => {
    await expect(dialog(ui)).toHaveCount(0);
    await expect(editButton(ui)).toBeEnabled();
    await expect(card(ui).getByText('Uim Edit')).toBeVisible();
  },
  loading: async (ui) => {
    await expect(dialog(ui)).toHaveCount(0);
    await expect(ui.page.getByRole('status').filter({ hasText: 'Loading your account…' })).toBeAttached();
  },
  editing: async (ui, snapshot) => {
    await formOnScreen(ui, snapshot);
    if (snapshot.context.serverErrors !== null) await expectToast(ui, TWO_PRIMARY);
    await expect(saveButton(ui)).toBeEnabled({ enabled: snapshot.can({ type: 'edit.save' }) });
    await expect(cancelButton(ui)).toBeEnabled();
  },
  'saving.checkingInvoice': 'transient',
  'saving.validatingAddress': busy,
  'saving.sending': busy,
  saved: async (ui) => {
    await expectToast(ui, SAVED);
    await expect(dialog(ui)).toBeVisible();
    await expect(saveButton(ui)).toBeDisabled();
  },
} satisfies StateAssertions<M>;

// The flow's fixtures, with what a user enters one step at a time and the server's own answers.
const fixtures: Fixtures<M> = {
  ...accountEditFixtures,
  // Print and Mail on (the manual address still empty), then its address typed in.
  'edit.change': (s) =>
    !s.context.form?.is_print_and_mail_invoices
      ? [{ type: 'edit.change', values: { is_print_and_mail_invoices: true } }]
      : s.context.form.invoice_address === null
        ? [{ type: 'edit.change', values: { invoice_address: addressFixture, invoice_address_manual: true } }]
        : [],
  'xstate.done.actor.fetchAccount': [{ type: 'xstate.done.actor.fetchAccount', output: loaded }],
  'xstate.done.actor.saveAccount': [
    { type: 'xstate.done.actor.saveAccount', output: { kind: 'saved' } },
    {
      type: 'xstate.done.actor.saveAccount',
      output: { kind: 'invalid', errors: { phone_numbers: ['Only one phone number can be primary.'] } },
    },
  ],
};

const NO_SEARCH =
  'only an invoice address picked from the address search is checked by the server, and the e2e build has no Google Maps key (manual entry only); the check is covered by the machine and actor unit tests';

defineUiModelSuite('account-edit', accountEditMachine, {
  inputs: [
    {
      name: 'own customer',
      input: { commercial: false, fieldOfficeUuid: '' },
      open: async (ui) => {
        armed = false;
        await ui.page.route(
          (url) => url.pathname === '/api/v1/user/me/',
          async (route: Route, request) => {
            if (request.method() !== 'GET' || armed) {
              if (request.method() === 'GET') armed = false;
              return route.fallback();
            }
            return route.continue();
          },
        );
        await ownCustomer(ui, ui.vary(EMAIL), {
          first_name: loaded.first_name,
          last_name: loaded.last_name,
          phone_numbers: [PHONE],
          is_email_invoice: loaded.is_email_invoice,
          is_print_and_mail_invoices: false,
        });
      },
    },
  ],
  // What the screens show: the form's entries, and whether the last save was refused.
  project: ({ context: c }) => ({
    form: c.form && {
      ...c.form,
      phones: c.form.phones.map(({ phone, type, primary, can_send_sms }) => ({ phone, type, primary, can_send_sms })),
    },
    serverErrors: c.serverErrors !== null,
  }),
  fixtures,
  calls: {
    fetchAccount: { method: 'GET', path: /^\/user\/me\/$/ },
    validateAddress: { method: 'POST', path: /^\/service-order\/validate_address\/$/ },
    saveAccount: { method: 'PATCH', path: /^\/user\/me\/$/ },
  },
  executors,
  states,
  excluded: {
    'accountEdit.saving.validatingAddress': NO_SEARCH,
    'accountEdit.saving.checkingInvoice [always 1]': NO_SEARCH,
    'accountEdit.saving.validatingAddress --xstate.done.actor.validateAddress[0] if isAddressValid': NO_SEARCH,
    'accountEdit.saving.validatingAddress --xstate.done.actor.validateAddress[1]': NO_SEARCH,
    'accountEdit.saving.validatingAddress --xstate.error.actor.validateAddress[0]': NO_SEARCH,
  },
  axeVariant: ({ context: c }) => [Boolean(c.form?.is_print_and_mail_invoices), c.serverErrors !== null].join(),
  reload: {
    entered: async (ui, snapshot) => {
      const form = snapshot.context.form;
      if (snapshot.matches('saved') && form) return savedOnCards(ui, form);
      // In sending, the harness lets the held save through before the reload: when its answer wins
      // the race the account is saved and the cards show it; else the modal is open again.
      // (The modal mounts with the cards, in the same render.)
      if (snapshot.matches({ saving: 'sending' }) && form) {
        await expect(card(ui)).toBeVisible();
        if ((await dialog(ui).count()) === 0) return savedOnCards(ui, form);
      }
      await formOnScreen(ui, snapshot);
      await expect(saveButton(ui)).toBeEnabled({
        enabled: snapshot.matches('saving') || snapshot.can({ type: 'edit.save' }),
      });
    },
    skip: {
      closed: 'the modal is closed: nothing is being entered',
      loading: 'the Edit click’s refetch: nothing is entered yet (the reload shows the cards, the modal closed)',
      'saving.validatingAddress': NO_SEARCH,
    },
  },
});

// The reload tests above reach `editing` by its shortest path (nothing typed yet): this one reloads
// with typed entries (a name, a second phone, Print and Mail with its address; a new password, which
// is not kept), and the restored modal saves them.
test('Edit Account Information: typed entries survive a reload (not the new password) and save', async ({
  page,
  ui,
}) => {
  await ownCustomer(ui, ui.vary(EMAIL), { first_name: 'Uim', last_name: 'Edit', phone_numbers: [PHONE] });
  await editButton(ui).click();
  await field(ui, 'Last name').fill('Reloaded');
  await dialog(ui).getByRole('button', { name: 'Add phone' }).click();
  await field(ui, 'Phone 2').fill('9195550122');
  await executors['edit.change'](ui, { type: 'edit.change', values: { is_print_and_mail_invoices: true } });
  await executors['edit.change'](ui, { type: 'edit.change', values: { invoice_address: addressFixture } });
  await dialog(ui).getByLabel('New password', { exact: true }).fill('Secret123');
  await dialog(ui).getByLabel('Current password', { exact: true }).fill('Current123');
  await page.reload();
  await expect(field(ui, 'Last name')).toHaveValue('Reloaded');
  await expect(field(ui, 'Phone 2')).toHaveValue('9195550122');
  await expect(printSwitch(ui)).toBeChecked();
  await expect(field(ui, 'Invoice address')).toHaveValue(addressFixture.address);
  await expect(field(ui, 'Zip code')).toHaveValue(addressFixture.zip_code);
  await expect(dialog(ui).getByLabel('New password', { exact: true })).toHaveValue('');
  expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain('Secret123');
  expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain('Current123');
  await expect(dialog(ui).getByLabel('Current password', { exact: true })).toHaveCount(0);
  await saveButton(ui).click();
  await expect(dialog(ui)).toHaveCount(0, { timeout: 10_000 });
  await savedOnCards(ui, {
    ...loaded,
    last_name: 'Reloaded',
    phones: [PHONE, { ...PHONE, phone: '9195550122', primary: false }],
    is_print_and_mail_invoices: true,
    invoice_address: addressFixture,
  });
  await page.reload();
  await expect(card(ui)).toBeVisible();
  await expect(dialog(ui)).toHaveCount(0);
});
