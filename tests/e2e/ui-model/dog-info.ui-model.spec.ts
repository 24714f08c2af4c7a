// The dog-info machine's paths through the real /doginfo screen (docs/decisions/006), after an order
// placed through the API and left in the session as checkout leaves it (placed-order.ts). A visitor's
// order has an email of this suite's own (UNIQ, an account without a password: 'no account yet'); the
// signed-in customer's order is a service order of their own account, placed with its token. The save is
// the real PATCH of the enquiry or order; the email check is the server's own (an email with an account
// answers a rewritten check); network failures are injected. The no-order redirect is the route guard's (spec 2 §2), before the view mounts.
import { dogInfoMachine } from '../../../machines/dog-info/dog-info.machine';
import { todayDate } from '../../../src/domain/dates';
import { messages } from '../../../src/domain/messages';
import { defineUiModelSuite } from '../../support/ui-model-harness';
import { NETWORK, injected, server, serverFor } from '../../support/ui-model-types';
import type { Answer, Executors, StateAssertion, StateAssertions, UiContext } from '../../support/ui-model-types';
import type { Snap } from '../../support/model-paths';
import { expect } from '../support';
import { dogInfoFixtures, emailExists, emailNew, orderUpdated } from '../../model/dog-info.fixtures';
import { placeEnquiry, postOrder, seedOrder } from './placed-order';

type M = typeof dogInfoMachine;

const ORDER_EMAIL = 'uim-dog-UNIQ@example.com';
const ACCOUNT_EMAIL = 'uim-dog-account-UNIQ@example.com';
/** A demo account (it has a password): the email check says 'in use' for it. */
const EXISTING_EMAIL = 'customer@example.com';
const UNKNOWN_ORDER = '00000000-0000-4000-8000-000000000000';

/** Where the page lands once the email check is answered (the machine's `done` says only 'saved'). */
const LANDING = new WeakMap<UiContext['page'], RegExp>();
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function land(ui: UiContext, before: Snap<M>, exists: boolean): void {
  const email = ui.vary(before.context.order?.email ?? '');
  LANDING.set(
    ui.page,
    exists && before.context.signedIn
      ? /\/account(\?tab=\d)?$/
      : exists
        ? new RegExp(`/login\\?email=${escape(encodeURIComponent(email))}$`)
        : /\/registration$/,
  );
}

/**
 * The error toasts a failed save shows (10 s, spec 2 §8): checked when editing is entered from the
 * failure, not at later steps (the context keeps the errors until the next submit; the toasts go).
 */
const TOASTS = new WeakMap<UiContext['page'], readonly string[]>();

const dog = ({ page }: UiContext, i: number) => page.getByRole('group', { name: `Dog ${i + 1}`, exact: true });
const save = ({ page }: UiContext) => page.getByRole('button', { name: 'Save and continue' });
const back = ({ page }: UiContext) => page.getByRole('button', { name: 'Back', exact: true });
const doggyDoor = ({ page }: UiContext) => page.getByRole('checkbox', { name: 'There is a doggy door' });
const howHeard = ({ page }: UiContext, option: string) => page.getByRole('checkbox', { name: option, exact: true });

const executors = {
  'dogInfo.pet.change': async (ui, event) => {
    const block = dog(ui, event.index);
    if (event.values.name !== undefined) await block.getByRole('textbox', { name: 'Name' }).fill(event.values.name);
    if (event.values.birthday !== undefined) {
      const birthday = block.getByRole('textbox', { name: 'Birthday' });
      await birthday.fill('');
      // Typed as a customer types it: digits, the slashes come by themselves.
      await birthday.pressSequentially(event.values.birthday.replaceAll('/', ''));
    }
  },
  'dogInfo.safety.change': async ({ page }, event) => {
    if (event.values.has_doggy_door !== undefined) await page.getByText('There is a doggy door').click();
  },
  'dogInfo.howHeard.change': async (ui, event) => {
    for (const option of event.values) await howHeard(ui, option).check({ force: true });
  },
  'dogInfo.submit': async (ui) => save(ui).click(),
  'dogInfo.back': async (ui) => back(ui).click(),
  'xstate.done.actor.updateOrder': (output, _before, ui) => {
    if (output.kind === 'invalid') TOASTS.set(ui.page, output.errors);
    return output.kind === 'updated'
      ? server()
      : serverFor('an order the server does not know answers 404 (a saved order is always known)', {
          url: (u) => new URL(u.pathname.replace(/[^/]+\/$/, `${UNKNOWN_ORDER}/`), u),
        });
  },
  'xstate.error.actor.updateOrder': (_before, ui) => {
    TOASTS.set(ui.page, [messages.somethingWentWrong]);
    return injected.abort(NETWORK);
  },
  'xstate.done.actor.checkEmailExists': (output, before, ui): Answer => {
    land(ui, before, output.exists);
    // The visitor's own email has no account yet; the signed-in customer's is their account's.
    const real = before.context.signedIn === output.exists;
    return real
      ? server()
      : serverFor('an email that already has an account (the order placed with it would be an account holder’s)', {
          url: (u) => {
            const url = new URL(u);
            url.searchParams.set('email', EXISTING_EMAIL);
            return url;
          },
        });
  },
  'xstate.error.actor.checkEmailExists': (before, ui) => {
    land(ui, before, true);
    return injected.abort(NETWORK);
  },
} satisfies Executors<M>;

/** The form shows what the machine holds: the first dog's name and birthday, the doggy door, how heard. */
const form: StateAssertion<M> = async (ui, { context: c }) => {
  await expect(ui.page.getByRole('heading', { level: 1 })).toHaveText('Tell us about your dogs');
  await expect(ui.page.getByRole('status').filter({ hasText: messages.orderPlacedTitle })).toBeVisible();
  await expect(ui.page.getByRole('group', { name: /^Dog \d$/ })).toHaveCount(c.pets.length);
  const first = dog(ui, 0);
  await expect(first.getByRole('textbox', { name: 'Name' })).toHaveValue(c.pets[0]?.name ?? '');
  await expect(first.getByRole('textbox', { name: 'Birthday' })).toHaveValue(c.pets[0]?.birthday ?? '');
  await (c.safety.has_doggy_door ? expect(doggyDoor(ui)).toBeChecked() : expect(doggyDoor(ui)).not.toBeChecked());
  await (c.hearAboutUs.includes('Truck')
    ? expect(howHeard(ui, 'Truck')).toBeChecked()
    : expect(howHeard(ui, 'Truck')).not.toBeChecked());
};

/** Saving or checking the email: the form is busy, its buttons wait, what was entered stays. */
const busy: StateAssertion<M> = async (ui, snapshot) => {
  await form(ui, snapshot);
  await expect(ui.page.locator('form[aria-busy="true"]')).toBeAttached();
  await expect(ui.page.getByRole('status').filter({ hasText: 'Saving' })).toBeVisible();
  await expect(save(ui)).toBeDisabled();
  await expect(back(ui)).toBeDisabled();
};

const states = {
  starting: 'transient',
  editing: async (ui, snapshot) => {
    const c = snapshot.context;
    await form(ui, snapshot);
    await expect(ui.page.locator('form[aria-busy="false"]')).toBeAttached();
    await expect(save(ui)).toBeEnabled();
    await expect(back(ui)).toBeEnabled();
    const invalid = dog(ui, 0).getByText('Invalid date');
    if (c.fieldErrors['pets.0.birthday']) await expect(invalid).toBeVisible();
    else if (c.pets[0]?.birthday === '' || c.pets[0]?.birthday === '01/02/2020') await expect(invalid).toHaveCount(0);
    // Just after a failed save: its errors (the machine's) as toasts (spec 2 §8).
    const toasted = TOASTS.get(ui.page) ?? [];
    TOASTS.delete(ui.page);
    expect(toasted.every((line) => c.errors.includes(line))).toBe(true);
    const toasts = ui.page.getByRole('region', { name: 'Notifications' });
    for (const line of toasted) await expect(toasts.getByText(line, { exact: true })).toBeVisible();
  },
  saving: busy,
  checkingEmail: busy,
  done: async (ui) => {
    const landing = LANDING.get(ui.page);
    expect(landing, 'the email check was answered').toBeDefined();
    await expect(ui.page).toHaveURL(landing as RegExp);
    await expect(ui.page.getByRole('heading', { level: 1 })).not.toHaveText('Tell us about your dogs');
  },
  redirected: async ({ page }) => {
    await expect(page).toHaveURL(/\/$/);
  },
} satisfies StateAssertions<M>;

const ORDER = { pet_count: 2 } as const;

/**
 * A signed-in customer's order as checkout places it (POST service-order/ with their token, spec 2 §7)
 * and leaves it for /doginfo: an account of the path's own, an order of 2 dogs, `acq.order` once per tab.
 */
async function seedAccountOrder(ui: UiContext, email: string): Promise<void> {
  const registered = await ui.request.post('/api/v1/auth/registration/', {
    data: { email, password1: 'Password1', password2: 'Password1', role: 'customer' },
  });
  expect(registered.status()).toBe(201);
  const { key } = (await (
    await ui.request.post('/api/v1/auth/login/', { data: { email, password: 'Password1' } })
  ).json()) as { key: string };
  const placed = await postOrder(ui.request, email, { petCount: ORDER.pet_count, token: key });
  const { uuid } = (await placed.json()) as { uuid: string };
  const stored = { id: uuid, is_enquiry: false, pet_count: ORDER.pet_count, email, first_name: 'Dana' };
  await ui.page.addInitScript((o) => {
    if (!sessionStorage.getItem('acq.order')) sessionStorage.setItem('acq.order', JSON.stringify(o));
  }, stored);
}

defineUiModelSuite('dog-info', dogInfoMachine, {
  inputs: [
    {
      name: 'visitor',
      // The machine's `today` only judges birthdays: the fixtures' are years in the past either way.
      input: {
        order: { id: 'placed', is_enquiry: true, email: ORDER_EMAIL, ...ORDER },
        signedIn: false,
        today: todayDate(),
      },
      open: async (ui) => {
        const order = await placeEnquiry(ui.request, ui.vary(ORDER_EMAIL));
        await seedOrder(ui.page, order);
        await ui.page.goto('/doginfo');
      },
    },
    {
      name: 'signed in',
      input: {
        order: { id: 'placed', is_enquiry: false, email: ACCOUNT_EMAIL, ...ORDER },
        signedIn: true,
        today: todayDate(),
      },
      open: async (ui) => {
        const email = ui.vary(ACCOUNT_EMAIL);
        await seedAccountOrder(ui, email);
        await ui.signInAs(email, '/doginfo');
      },
    },
  ],
  // The tests' own projection: everything the form shows (a path's snapshots stand for their model state).
  project: ({ context: c }) => ({
    name: c.pets[0]?.name ?? '',
    birthday: c.pets[0]?.birthday ?? '',
    doggyDoor: c.safety.has_doggy_door,
    howHeard: c.hearAboutUs,
    errors: c.errors,
    fieldErrors: Object.keys(c.fieldErrors).length > 0,
  }),
  // The flow's fixtures, except: the refusal's message is the server's own, and a signed-in customer's
  // order carries their account's email (the check says 'in use').
  fixtures: {
    ...dogInfoFixtures,
    'xstate.done.actor.updateOrder': [
      orderUpdated,
      { type: 'xstate.done.actor.updateOrder', output: { kind: 'invalid', errors: ['Not found.'] } },
    ],
    'xstate.done.actor.checkEmailExists': (s) => (s.context.signedIn ? [emailExists] : [emailExists, emailNew]),
  },
  calls: {
    updateOrder: { method: 'PATCH', path: /^\/service-order(-enquiry)?\/[^/]+\/$/ },
    checkEmailExists: { method: 'GET', path: /^\/accounts\/check-email\/$/ },
  },
  executors,
  states,
  excluded: {
    'dogInfo.starting [always 1]':
      "the route's guard (requireOrder) sends a visitor without a saved order to / before the view mounts: the machine's own redirect is never reached in the browser",
  },
  axeVariant: ({ context: c }) =>
    [c.errors.length > 0 ? 'errors' : '', Object.keys(c.fieldErrors).length > 0 ? 'fieldErrors' : ''].join(),
});
