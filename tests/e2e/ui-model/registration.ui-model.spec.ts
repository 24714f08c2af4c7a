// The registration machine's paths through the real /registration screen (docs/decisions/006), after a
// visitor's order placed through the API with an email of this suite's own (placed-order.ts). The
// password is set for real (POST auth/password/change/ with the order user's token); the server's own
// refusal of a weak password answers a rewritten request; a network failure is injected. The starting
// redirects are the route guard's (spec 2 §2: signed in → /account, no allowRegistration flag → /).
import { registrationMachine } from '../../../machines/registration/registration.machine';
import { messages } from '../../../src/domain/messages';
import {
  emailed,
  registered,
  registrationFixtures,
  registrationProjection,
  withoutFlagInput,
} from '../../model/registration.fixtures';
import { defineUiModelSuite } from '../../support/ui-model-harness';
import { NETWORK, injected, server } from '../../support/ui-model-types';
import type { Executors, StateAssertion, StateAssertions, UiContext } from '../../support/ui-model-types';
import { serverWithBody } from './answers';
import { expect } from '../support';
import { placeEnquiry, seedOrder } from './placed-order';

type M = typeof registrationMachine;

const ORDER_EMAIL = 'uim-reg-UNIQ@example.com';
const ACCOUNT_EMAIL = 'uim-reg-account@example.com';
/** An order whose address had an account already (a lead another browser made): no order key. */
const EXISTING_EMAIL = 'uim-reg-existing-UNIQ@example.com';
/** The server's refusal of two different passwords (the form never sends them). */
const MISMATCH = "The two password fields didn't match.";

const heading = ({ page }: UiContext) => page.getByRole('heading', { level: 1 });
const password = ({ page }: UiContext) => page.getByLabel('Password', { exact: true });
const confirmation = ({ page }: UiContext) => page.getByLabel('Confirm Password', { exact: true });
const register = ({ page }: UiContext) => page.getByRole('button', { name: 'Register' });

const executors = {
  'registration.password.change': async (ui, event) => password(ui).fill(event.value),
  'registration.confirmation.change': async (ui, event) => confirmation(ui).fill(event.value),
  'registration.submit': async (ui) => register(ui).click(),
  'xstate.done.actor.register': (output) =>
    output.kind === 'registered' || output.kind === 'emailed'
      ? server()
      : serverWithBody('passwords that differ are refused by the server (the form only sends matching ones)', {
          new_password2: 'Password2',
        }),
  'xstate.error.actor.register': () => injected.abort(NETWORK),
} satisfies Executors<M>;

const form: StateAssertion<M> = async (ui, { context: c }) => {
  await expect(heading(ui)).toHaveText('Create your account');
  await expect(ui.page.getByText(ui.vary(c.email))).toBeVisible();
  await expect(password(ui)).toHaveValue(c.password);
  await expect(confirmation(ui)).toHaveValue(c.confirmation);
};

const states = {
  starting: 'transient',
  editing: async (ui, snapshot) => {
    await form(ui, snapshot);
    await expect(ui.page.locator('form[aria-busy="false"]')).toBeAttached();
    await (snapshot.can({ type: 'registration.submit' })
      ? expect(register(ui)).toBeEnabled()
      : expect(register(ui)).toBeDisabled());
    const alert = ui.page.getByRole('alert').filter({ hasText: snapshot.context.error ?? '' });
    await (snapshot.context.error ? expect(alert).toHaveText(snapshot.context.error) : expect(alert).toHaveCount(0));
  },
  registering: async (ui, snapshot) => {
    await form(ui, snapshot);
    await expect(ui.page.locator('form[aria-busy="true"]')).toBeAttached();
  },
  done: async (ui, { context }) => {
    await expect(
      ui.page.getByRole('region', { name: 'Notifications' }).getByText(messages.registeredSuccessfully),
    ).toBeVisible();
    await expect(ui.page).toHaveURL(/\/login\?email=/);
    await expect(ui.page.getByRole('textbox', { name: 'Email' })).toHaveValue(ui.vary(context.email));
  },
  // The address had an account: the server mailed it a set-password link and the page says so (design.md §8).
  emailed: async (ui) => {
    await expect(heading(ui)).toHaveText('Create your account');
    await expect(ui.page.getByRole('status').filter({ hasText: messages.continueLinkSent })).toBeVisible();
    await expect(password(ui)).toHaveCount(0);
  },
  redirected: async ({ page }, { context }) => {
    await expect(page).toHaveURL(context.signedIn ? /\/account(\?tab=\d)?$/ : /\/$/);
  },
} satisfies StateAssertions<M>;

defineUiModelSuite('registration', registrationMachine, {
  inputs: [
    {
      name: 'after the dog page',
      input: { allowRegistration: true, signedIn: false, email: ORDER_EMAIL, serviceType: 'residential' },
      open: async (ui) => {
        const order = await placeEnquiry(ui.request, ui.vary(ORDER_EMAIL));
        await seedOrder(ui.page, order, { allowRegistration: true });
        await ui.page.goto('/registration');
      },
    },
    {
      name: 'an address with an account',
      input: { allowRegistration: true, signedIn: false, email: EXISTING_EMAIL, serviceType: 'residential' },
      open: async (ui) => {
        const email = ui.vary(EXISTING_EMAIL);
        const lead = await ui.request.post('/api/v1/crm/lead-user/', {
          data: {
            zip_code: '27601',
            emailaddress_set: [{ email, primary: true }],
            lead_stage: 'new',
            outreach: 'website',
            hear_about_us: ['Truck'],
            email,
            role: ['lead'],
            field_office_uuid: (await ui.seedArea()).uuid,
          },
        });
        expect(lead.status()).toBe(201);
        const order = await placeEnquiry(ui.request, email);
        expect(order.userKey).toBe('');
        await seedOrder(ui.page, order, { allowRegistration: true });
        await ui.page.goto('/registration');
      },
    },
    {
      name: 'without the flag',
      input: withoutFlagInput,
      open: async ({ page }) => {
        await page.goto('/registration');
      },
    },
    {
      name: 'signed in',
      input: { allowRegistration: true, signedIn: true, email: ACCOUNT_EMAIL, serviceType: 'commercial' },
      open: async (ui) => {
        const r = await ui.request.post('/api/v1/auth/registration/', {
          data: { email: ACCOUNT_EMAIL, password1: 'Password1', password2: 'Password1', role: 'customer' },
        });
        expect([201, 202]).toContain(r.status());
        await ui.page.addInitScript(() => sessionStorage.setItem('acq.allow_registration', 'true'));
        await ui.signInAs(ACCOUNT_EMAIL, '/registration');
      },
    },
  ],
  project: registrationProjection,
  // The flow's fixtures; the refusal's message is the server's own.
  fixtures: {
    ...registrationFixtures,
    // An address with an account is mailed a link (the server decides); any other sets the password.
    'xstate.done.actor.register': (s) =>
      s.context.email === EXISTING_EMAIL
        ? [emailed]
        : [
            registered,
            { type: 'xstate.done.actor.register', output: { kind: 'invalid', errors: { password2: [MISMATCH] } } },
          ],
  },
  calls: { register: { method: 'POST', path: /^\/auth\/(password\/change|registration)\/$/ } },
  executors,
  states,
  axeVariant: ({ context }) => (context.error ? 'error' : ''),
});
