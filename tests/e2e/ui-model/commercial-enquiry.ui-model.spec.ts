// The commercial-enquiry machine's paths through the real /commercial wizard (docs/decisions/006), with
// the flow's fixtures (tests/model/commercial-enquiry.fixtures.ts) made real: the visitor's email is new on
// the shared server (UNIQ), dates are relative to today, and step 2's map is picked where the view
// offers it (the common-area map, once common-area cleaning is chosen). The quote the email screen
// makes is made through the API before the page opens (without its proposal: the model's input has
// none, so the wizard creates it, as it does when the email screen stored none).
//
// Step 1's check sends one request: for a visitor the email check, for a signed-in customer (whose
// email is the account's) only the address check of an address picked in the search box. The test
// build has no search key, so the signed-in page starts from the wizard's stored progress holding such
// an address (as a reload finds it); the gate's call for verifyStep1 follows the input (see `calls`).
import { commercialEnquiryMachine } from '../../../machines/commercial-enquiry/commercial-enquiry.machine';
import type { CommercialEnquiryInput } from '../../../machines/commercial-enquiry/commercial-enquiry.machine';
import { isProposalDueValid } from '../../../machines/commercial-enquiry/commercial-enquiry.schema';
import type { Step1Values } from '../../../machines/commercial-enquiry/commercial-enquiry.schema';
import { commercialMessages } from '../../../src/domain/commercial-messages';
import { messages } from '../../../src/domain/messages';
import { commercialEnquiryFixtures } from '../../model/commercial-enquiry.fixtures';
import { commercialEnquiryInputFixture } from '../../support/fixtures';
import type { Fixtures } from '../../support/model-paths';
import { defineUiModelSuite } from '../../support/ui-model-harness';
import { NETWORK, injected, server, serverFor } from '../../support/ui-model-types';
import type { Call, Executors, StateAssertion, StateAssertions, UiContext } from '../../support/ui-model-types';
import { expect, test, tick } from '../support';
import {
  ACCOUNT_EMAIL,
  SEARCHED_ADDRESS,
  STEP1,
  STEP2,
  VISITOR_EMAIL,
  accountToken,
  choose,
  dateIn,
  field,
  heading,
  makeQuote,
  mapButton,
  openWizard,
  pdfFile,
  stepButton,
  toasts,
  typeDueDate,
} from './commercial-support';

type M = typeof commercialEnquiryMachine;

// The wizard's longest path takes some twenty steps, each asserted and the first of each state scanned by axe.
test.describe.configure({ timeout: 120_000 });

const TODAY = dateIn(0);
const DUE = dateIn(30);
const BIG = 6_000_000;

const pdf = { name: 'map.pdf', type: 'application/pdf', size: 1000, header: '%PDF-1.4', dataUrl: 'data:;base64,' };
const tooLarge = { ...pdf, size: BIG };

const visitor: CommercialEnquiryInput = {
  ...commercialEnquiryInputFixture,
  hearAboutUs: [],
  today: TODAY.wire,
  step1: { email_address: '', phone_numbers: [{ phone: '', type: 'mobile', primary: true }] },
};
const searched: Partial<Step1Values> = { address: SEARCHED_ADDRESS, address_from_search: true };
const signedIn: CommercialEnquiryInput = {
  ...visitor,
  loggedIn: true,
  userUuid: 'u1',
  step1: { first_name: '', last_name: '', email_address: ACCOUNT_EMAIL, ...searched },
};

/** The one request verifyStep1 sends for the input being opened (set by `open`). */
const CHECK_EMAIL: Call = { method: 'GET', path: /^\/accounts\/check-email\/$/ };
const CHECK_ADDRESS: Call = { method: 'POST', path: /^\/service-order\/validate_address\/$/ };
let verifyCall = CHECK_EMAIL;

/**
 * A toast the answer just given makes the app show (notifyErrors is an effect, not context): the next
 * state's assertion checks it is on screen.
 */
let toastDue: string | RegExp | null = null;
const expectToast = (text: string | RegExp) => {
  toastDue = text;
};

const fixtures: Fixtures<M> = {
  ...commercialEnquiryFixtures,
  'step1.change': (s) => [
    {
      type: 'step1.change',
      values: {
        first_name: 'Ann',
        last_name: 'Lee',
        community_name: 'Oak Park',
        // Signed in, the email is the account's (locked).
        ...(s.context.input.loggedIn ? {} : { email_address: VISITOR_EMAIL }),
      },
    },
  ],
  'step1.map.select': [
    { type: 'step1.map.select', file: pdf },
    { type: 'step1.map.select', file: tooLarge },
  ],
  'step2.change': (s) =>
    s.context.step2.proposal_due === null
      ? [
          {
            type: 'step2.change',
            values: { proposal_due: DUE.wire, interested_services: ['common_area_cleaning'] },
          },
          { type: 'step2.change', values: { proposal_due: TODAY.wire } },
        ]
      : [],
  // The view offers a step 2 map once its subject is chosen: the common-area map with common-area cleaning.
  'step2.map.select': (s) =>
    s.context.step2.interested_services.includes('common_area_cleaning') &&
    s.context.maps.common_area_cleaning_map === null
      ? [
          { type: 'step2.map.select', field: 'common_area_cleaning_map', file: pdf },
          { type: 'step2.map.select', field: 'common_area_cleaning_map', file: tooLarge },
        ]
      : [],
  'xstate.done.actor.verifyStep1': (s) => [
    { type: 'xstate.done.actor.verifyStep1', output: { kind: 'ok' } },
    {
      type: 'xstate.done.actor.verifyStep1',
      output: {
        kind: 'invalid',
        errors: s.context.input.loggedIn
          ? { 'address.address': messages.addressNotFound }
          : { email_address: messages.emailInUse },
      },
    },
  ],
  // Signed in, the address check's failure reads as an address not found (spec 2 §8): no error event.
  'xstate.error.actor.verifyStep1': (s) =>
    s.context.input.loggedIn ? [] : [{ type: 'xstate.error.actor.verifyStep1', error: new Error('offline') }],
  'xstate.done.actor.updateQuote': [
    { type: 'xstate.done.actor.updateQuote', output: { kind: 'saved' } },
    { type: 'xstate.done.actor.updateQuote', output: { kind: 'invalid', errors: { proposal_due: ['past'] } } },
  ],
  'xstate.done.actor.saveProposal': [
    { type: 'xstate.done.actor.saveProposal', output: { kind: 'saved', proposalUuid: 'p1', innerProposalUuid: null } },
    { type: 'xstate.done.actor.saveProposal', output: { kind: 'invalid', errors: ['bad'] } },
  ],
};

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const body = (change: (b: Record<string, unknown>) => Record<string, unknown>) => (b: unknown) =>
  change(b as Record<string, unknown>);

const executors = {
  'step1.change': async ({ page, vary }, event) => {
    const labels = {
      first_name: 'First name',
      last_name: 'Last name',
      community_name: 'Community name',
      email_address: 'Email',
    } as const;
    for (const [key, label] of Object.entries(labels)) {
      const value = event.values[key as keyof typeof labels];
      if (value !== undefined) await field(page, label).fill(vary(value));
    }
  },
  'step1.map.select': async ({ page }, event) =>
    choose(
      page,
      mapButton(page, 'Community boundary map'),
      pdfFile(event.file.name, event.file.size > 5e6 ? BIG : undefined),
    ),
  'step1.next': async ({ page }) => page.getByRole('button', { name: 'Next' }).click(),
  'wizard.step2.open': async ({ page }, _event, before) => {
    // Closed until step 1 validated: the header's step 2 cannot be pressed (the machine ignores it).
    if (!before.context.step1Validated) return expect(stepButton(page, 2)).toBeDisabled();
    await stepButton(page, 2).click();
  },
  'step2.change': async ({ page }, event) => {
    const { proposal_due, interested_services } = event.values;
    if (proposal_due !== undefined) await typeDueDate(page, proposal_due === DUE.wire ? DUE.typed : TODAY.typed);
    for (const service of interested_services ?? [])
      if (service === 'common_area_cleaning') await tick(page.getByRole('checkbox', { name: 'Common Area Cleaning' }));
  },
  'step2.proposal.change': async ({ page }) =>
    tick(page.getByRole('checkbox', { name: 'I am looking for a proposal' })),
  'step2.moreInfo.change': async ({ page }) =>
    tick(page.getByRole('checkbox', { name: 'I would like more information only' })),
  'step2.map.select': async ({ page }, event) =>
    choose(page, mapButton(page, 'Common area map'), pdfFile(event.file.name, event.file.size > 5e6 ? BIG : undefined)),
  'step2.back': async ({ page }) => page.getByRole('button', { name: 'Back', exact: true }).click(),
  'step2.submit': async ({ page }, _event, before) => {
    const c = before.context;
    if (!c.input.quoteUuid && isProposalDueValid(c.step2.proposal_due, c.input.today))
      expectToast(messages.quoteIdNotFound);
    await page.getByRole('button', { name: 'Submit' }).click();
  },
  'xstate.done.actor.verifyStep1': (output, before) =>
    output.kind === 'ok'
      ? server()
      : before.context.input.loggedIn
        ? serverFor('an address in a ZIP no office serves', {
            body: body((b) => ({ ...b, address: '100 Main Street, Raleigh, NC 99999' })),
          })
        : serverFor('asked about an account’s email', {
            url: (u) => (u.searchParams.set('email', 'customer@example.com'), u),
          }),
  'xstate.error.actor.verifyStep1': () => (expectToast(messages.somethingWentWrong), injected.abort(NETWORK)),
  'xstate.done.actor.updateQuote': (output) => {
    if (output.kind === 'saved') return server();
    expectToast(messages.proposalDueAfterToday);
    return serverFor('a due date the office has passed', {
      body: body((b) => ({ ...b, proposal_due: '2020-01-01T12:00:00Z' })),
    });
  },
  'xstate.error.actor.updateQuote': () => (expectToast(messages.somethingWentWrong), injected.abort(NETWORK)),
  'xstate.done.actor.saveProposal': (output) => {
    if (output.kind === 'saved') return server();
    expectToast(/Unknown commercial quote/);
    return serverFor('a quote the visitor cannot reach', {
      body: body((b) => ({ ...b, commercial_quote_uuid: UNKNOWN })),
    });
  },
  'xstate.error.actor.saveProposal': () => (expectToast(messages.somethingWentWrong), injected.abort(NETWORK)),
  'xstate.done.actor.createLineItems': (output) => {
    if (output.kind === 'saved') return server();
    expectToast(messages.proposalItemFailed);
    return serverFor('a line item the server does not know', { body: body((b) => ({ ...b, line_items: [UNKNOWN] })) });
  },
  'xstate.error.actor.createLineItems': () => (expectToast(messages.proposalItemFailed), injected.abort(NETWORK)),
  'xstate.after.wizardStep': async () => undefined,
  'xstate.after.submitFirst': async () => undefined,
  'xstate.after.submitSecond': async () => undefined,
} satisfies Executors<M>;

/** The toast an answer made the app show, once. */
async function toastShown(ui: UiContext) {
  if (toastDue === null) return;
  const text = toastDue;
  toastDue = null;
  await expect(toasts(ui.page).getByText(text).first()).toBeVisible();
}

const emailOf = (ui: UiContext, c: { input: { loggedIn: boolean }; step1: Step1Values }) =>
  c.input.loggedIn ? ACCOUNT_EMAIL : ui.vary(c.step1.email_address);

/** Step 1's entries on screen (also what a reload must keep). */
async function step1Entries(ui: UiContext, c: Parameters<StateAssertion<M>>[1]['context']) {
  const { page } = ui;
  await expect(heading(page)).toHaveText(STEP1);
  await expect(field(page, 'First name')).toHaveValue(c.step1.first_name);
  await expect(field(page, 'Last name')).toHaveValue(c.step1.last_name);
  await expect(field(page, 'Community name')).toHaveValue(c.step1.community_name);
  await expect(field(page, 'Email')).toHaveValue(emailOf(ui, c));
  await expect(field(page, 'Address')).toHaveValue(c.step1.address?.address ?? '');
  await expect(field(page, 'City')).toHaveValue(c.step1.address?.city ?? '');
  const boundary = c.mapNames.community_boundary_map;
  await expect(page.locator('#community_boundary_map-status')).toHaveText(
    boundary ? `Chosen: ${boundary}` : 'PDF only, at most 5 MB.',
  );
}

/** Step 2's entries on screen. */
async function step2Entries(ui: UiContext, c: Parameters<StateAssertion<M>>[1]['context']) {
  const { page } = ui;
  await expect(heading(page)).toHaveText(STEP2);
  const checked = (name: string, on: boolean) =>
    on
      ? expect(page.getByRole('checkbox', { name, exact: true })).toBeChecked()
      : expect(page.getByRole('checkbox', { name, exact: true })).not.toBeChecked();
  await checked('I am looking for a proposal', c.isLookingForProposal);
  await checked('I would like more information only', c.wouldLikeMoreInfo);
  const area = c.step2.interested_services.includes('common_area_cleaning');
  await checked('Common Area Cleaning', area);
  await expect(page.locator('input[type="hidden"][name="proposal_due"]')).toHaveValue(
    c.step2.proposal_due?.slice(0, 10) ?? '',
  );
  if (area) {
    const map = c.mapNames.common_area_cleaning_map;
    await expect(page.locator('#common_area_cleaning_map-status')).toHaveText(
      map ? `Chosen: ${map}` : 'PDF only, at most 5 MB.',
    );
  }
}

/**
 * A step change's 500 ms (the machine's wizardStep delay, real time: a paused clock would stop axe's own
 * timers): `check` holds while the page still shows `from`. On a loaded machine the change can end before
 * the assertion begins (CI once met step 1's heading in step2.leaving) or while `check` runs: the page then
 * shows `to`, the state the machine moves on to next, which the path's next step asserts. So each try of
 * `check` waits at most a second for what it expects, and a try that meets `to` ends the assertion.
 */
async function whileLeaving(
  ui: UiContext,
  from: string,
  to: string,
  check: (within: number) => Promise<void>,
): Promise<void> {
  const shown = async () => heading(ui.page).textContent();
  const either = [from, to].map((t) => t.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
  await expect(heading(ui.page)).toHaveText(new RegExp(`^(?:${either})$`));
  await expect(async () => {
    if ((await shown()) !== from) return;
    await check(1_000);
  }).toPass({ timeout: 15_000, intervals: [50] });
}

/** Step 1 while its entries are checked (and, after them, while the step changes); `within`: each expectation's wait. */
const step1BusyWithin = async (ui: UiContext, within?: number) => {
  const timeout = within === undefined ? {} : { timeout: within };
  await expect(heading(ui.page)).toHaveText(STEP1, timeout);
  await expect(ui.page.getByRole('status').filter({ hasText: 'Checking your details' })).toBeVisible(timeout);
  await expect(ui.page.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true', timeout);
  await expect(field(ui.page, 'Community name')).not.toBeEditable(timeout);
};

/**
 * What sets step1.leaving apart from step1.verifying: step 1 is stored as validated in the session (the screen
 * shows 'Checking your details' in both). The check's answer is let through by the route, and the page reads
 * it a moment later: a reload before that (CI once did) finds step 1 not yet validated, rightly. Polled every
 * 25 ms, well inside the state's 500 ms.
 */
async function step1StoredValidated(ui: UiContext) {
  await expect
    .poll(
      () =>
        ui.page.evaluate(() => {
          const stored = JSON.parse(sessionStorage.getItem('flow.commercial') ?? 'null') as {
            context?: { step1Validated?: boolean };
          } | null;
          return stored?.context?.step1Validated === true;
        }),
      { intervals: [25] },
    )
    .toBe(true);
}

const submitting: StateAssertion<M> = async (ui) => {
  await expect(heading(ui.page)).toHaveText(STEP2);
  await expect(ui.page.locator('.loading__veil')).toBeVisible();
  await expect(ui.page.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-disabled', 'true');
  await expect(ui.page.getByRole('button', { name: 'Back', exact: true })).toBeDisabled();
};

const thanked = async (ui: UiContext) =>
  expect(toasts(ui.page).getByText(commercialMessages.enquiryThanks).first()).toBeVisible();

const states = {
  'step1.editing': async (ui, { context: c }) => {
    await step1Entries(ui, c);
    // Step 1's own fields (a refused due date stays in the context, on step 2).
    for (const [key, message] of Object.entries(c.errors)) {
      if (key === 'proposal_due' || key in c.maps) continue;
      // The address parts' messages are summed up under the address (spec 2 §5).
      const shown = key.startsWith('address.') ? messages.pleaseEnterValidAddress : message;
      await expect(ui.page.getByText(shown, { exact: true }).first()).toBeVisible();
    }
    await expect(ui.page.getByRole('button', { name: 'Next' })).not.toHaveAttribute('aria-disabled');
    await (c.step1Validated
      ? expect(stepButton(ui.page, 2)).toBeEnabled()
      : expect(stepButton(ui.page, 2)).toBeDisabled());
    await toastShown(ui);
  },
  'step1.verifying': (ui) => step1BusyWithin(ui),
  'step1.leaving': async (ui) => {
    await step1StoredValidated(ui);
    await whileLeaving(ui, STEP1, STEP2, (within) => step1BusyWithin(ui, within));
  },
  'step2.editing': async (ui, { context: c }) => {
    await step2Entries(ui, c);
    // Step 2's own fields (a refused boundary map stays in the context, on step 1).
    for (const [key, message] of Object.entries(c.errors))
      if (key === 'proposal_due' || key in c.maps)
        await expect(ui.page.getByText(message, { exact: true }).first()).toBeVisible();
    await expect(ui.page.getByRole('button', { name: 'Submit' })).not.toHaveAttribute('aria-disabled');
    await expect(stepButton(ui.page, 1)).toBeEnabled();
    await toastShown(ui);
  },
  'step2.leaving': (ui) =>
    whileLeaving(ui, STEP2, STEP1, async (timeout) => {
      const back = ui.page.getByRole('button', { name: 'Back', exact: true });
      await expect(heading(ui.page)).toHaveText(STEP2, { timeout });
      await expect(back).toHaveAttribute('aria-disabled', 'true', { timeout });
    }),
  'submitting.checkingQuote': 'transient',
  'submitting.updatingQuote': submitting,
  'submitting.waitingProposal': submitting,
  'submitting.savingProposal': submitting,
  'submitting.waitingLineItems': submitting,
  'submitting.creatingLineItems': submitting,
  'submitting.finishing': 'transient',
  toAccount: async (ui) => {
    await expect(ui.page).toHaveURL(/\/account/);
    await thanked(ui);
  },
  toHome: async (ui) => {
    await expect(ui.page).toHaveURL(/\/$/);
    await thanked(ui);
    // The visit is over: the flow and the visitor key are gone.
    const left = await ui.page.evaluate(() => [
      sessionStorage.getItem('visitor_key'),
      sessionStorage.getItem('flow.commercial'),
    ]);
    expect(left).toEqual([null, null]);
  },
} satisfies StateAssertions<M>;

defineUiModelSuite('commercial-enquiry', commercialEnquiryMachine, {
  shortestPaths:
    'once the line items are created the proposal exists, so a second submit in the same walk sends no new proposal where the model expects one',
  inputs: [
    {
      name: 'visitor',
      input: visitor,
      open: async (ui) => {
        verifyCall = CHECK_EMAIL;
        toastDue = null;
        await openWizard(ui, await makeQuote(ui, ui.vary(VISITOR_EMAIL), { proposal: false }));
      },
    },
    {
      name: 'signed in (searched address)',
      input: signedIn,
      open: async (ui) => {
        verifyCall = CHECK_ADDRESS;
        toastDue = null;
        const token = await accountToken(ui.request);
        const made = await makeQuote(ui, ACCOUNT_EMAIL, { proposal: false, token });
        await openWizard(ui, made, { signedIn: true, restore: { loggedIn: true, step1: signedIn.step1 } });
      },
    },
    {
      name: 'visitor without a quote',
      input: { ...visitor, quoteUuid: null },
      open: async (ui) => {
        verifyCall = CHECK_EMAIL;
        toastDue = null;
        await ui.seedArea();
        await openWizard(ui, null);
      },
    },
  ],
  fixtures,
  // As the model test, plus every fact an assertion reads (a path's snapshots are representatives of
  // their projected state): the choices, the maps and which errors show.
  project: ({ context: c }) => ({
    step1: c.step1.first_name !== '',
    validated: c.step1Validated,
    due: c.step2.proposal_due,
    area: c.step2.interested_services.length > 0,
    map: c.maps.common_area_cleaning_map !== null,
    boundary: c.boundaryMap !== null,
    proposal: c.isLookingForProposal,
    moreInfo: c.wouldLikeMoreInfo,
    errors: Object.keys(c.errors).sort(),
  }),
  calls: {
    verifyStep1: {
      get method() {
        return verifyCall.method;
      },
      get path() {
        return verifyCall.path;
      },
    },
    updateQuote: { method: 'PATCH', path: /^\/commercial-quote\/[^/]+\/$/ },
    saveProposal: { method: 'POST', path: /^\/commercial-proposal\/$/ },
    // The last of the line items' calls, always sent (with no service chosen too): the inner proposal
    // then holds exactly this submission's items.
    createLineItems: { method: 'PATCH', path: /^\/inner-proposal\/[^/]+\/$/ },
  },
  executors,
  states,
  axeVariant: ({ context: c }) =>
    [c.input.loggedIn, Object.keys(c.errors).sort().join('+'), c.step2.interested_services.length].join(),
  reload: {
    entered: async (ui, s) => {
      const c = s.context;
      const page = ui.page;
      const onStep2 = !s.matches('step1');
      // A reload in a 500 ms step change finds either step (the change may have happened).
      if (s.matches({ step1: 'leaving' }) || s.matches({ step2: 'leaving' }))
        await expect(heading(page)).toHaveText(/Tell us/);
      else await expect(heading(page)).toHaveText(onStep2 ? STEP2 : STEP1);
      if ((await heading(page).textContent()) === STEP2) {
        await step2Entries(ui, c);
        await stepButton(page, 1).click();
      }
      await step1Entries(ui, c);
      // Validated and unchanged since: step 2 opens again from the header.
      if (c.step1Validated) await expect(stepButton(page, 2)).toBeEnabled();
    },
    skip: {
      toAccount: 'the enquiry is sent and the page has left for /account: nothing is left to keep',
      toHome: 'the enquiry is sent, the visit ended (session cleared) and the page has left for /',
    },
  },
});
