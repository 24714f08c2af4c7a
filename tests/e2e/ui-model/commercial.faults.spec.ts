// Faults at every call of /commercial, along three walks (tests/support/faults.ts): the email check and
// the address check of step 1, each followed by the submit chain of step 2 (the quote update, the
// proposal update or creation, the inner proposal, the line item, the inner proposal's items), and a
// signed-in customer's account read. Each call aborted, answered 500 and answered 10 s late: the customer sees the spec's message (spec 2 §8) or 'Something went wrong', Next or Submit
// again works, exactly one request reaches the server, and the API then holds exactly one of what a
// duplicate would double.
//
// Reads on load: /commercial reads nothing for a visitor (the area, the visitor key and the email
// screen's ids are in the session); a signed-in customer's account is read for its phones (last call).
import type { FaultCall, FollowingFaultCall } from '../../support/faults';
import { defineFaultSuite } from '../../support/faults';
import type { UiContext } from '../../support/ui-model-types';
import { commercialMessages } from '../../../src/domain/commercial-messages';
import { messages } from '../../../src/domain/messages';
import { expect, test, tick } from '../support';
import type { Made } from './commercial-support';
import {
  ACCOUNT_EMAIL,
  SEARCHED_ADDRESS,
  accountToken,
  STEP1,
  STEP2,
  VISITOR_EMAIL,
  field,
  heading,
  lineItemsOf,
  makeQuote,
  openWizard,
  proposalsOf,
  toasts,
} from './commercial-support';

// Each test makes its own quote and visitor (UNIQ) and counts only their records; the signed-in test's
// account is registered once per server and only read. So the tests need no order and no worker of
// their own: they spread over the free workers rather than making one worker's long tail.
test.describe.configure({ mode: 'parallel' });

/** What the test made (its quote, the visitor key): the records are read with it after the visit ended. */
let made: Made | null = null;

async function reachStep1(ui: UiContext, { proposal = true, searched = false } = {}) {
  made = await makeQuote(ui, ui.vary(VISITOR_EMAIL), { proposal });
  await openWizard(
    ui,
    made,
    searched ? { restore: { step1: { address: SEARCHED_ADDRESS, address_from_search: true } } } : {},
  );
  await field(ui.page, 'First name').fill('Ann');
  await field(ui.page, 'Last name').fill('Lee');
  await field(ui.page, 'Community name').fill('Oak Park');
  await field(ui.page, 'Email').fill(ui.vary(VISITOR_EMAIL));
}

/** Step 2 open: one service chosen (one line item). */
const chooseService = (ui: UiContext) => tick(ui.page.getByRole('checkbox', { name: 'Common Area Cleaning' }));

const next = (ui: UiContext) => ui.page.getByRole('button', { name: 'Next' }).click();
const submit = (ui: UiContext) => ui.page.getByRole('button', { name: 'Submit' }).click();
/** A second press on the pending button (aria-disabled: Playwright is told to press it anyway). */
const pressAgain = (name: string) => (ui: UiContext) => ui.page.getByRole('button', { name }).click({ force: true });

const checking = async (ui: UiContext) => {
  await expect(ui.page.getByRole('status').filter({ hasText: 'Checking your details' })).toBeVisible();
  await expect(ui.page.getByRole('button', { name: 'Next' })).toHaveAttribute('aria-disabled', 'true');
};
const sending = async (ui: UiContext) => {
  await expect(ui.page.locator('.loading__veil')).toBeVisible();
  await expect(ui.page.getByRole('button', { name: 'Submit' })).toHaveAttribute('aria-disabled', 'true');
};

/**
 * The failure toast, on the step the customer was on, ready to try again. It waits for the calls of the
 * chain before the failed one, which the server answers (seconds each on a loaded machine).
 */
const toldOn = (step: string, text: string) => async (ui: UiContext) => {
  await expect(toasts(ui.page).getByText(text, { exact: true }).first()).toBeVisible({ timeout: 20_000 });
  await expect(heading(ui.page)).toHaveText(step);
  await expect(ui.page.getByRole('button', { name: step === STEP1 ? 'Next' : 'Submit' })).not.toHaveAttribute(
    'aria-disabled',
  );
};

/** Step 2 opens: after the step's checks are answered (late ones too). */
const onStep2 = async (ui: UiContext) => expect(heading(ui.page)).toHaveText(STEP2, { timeout: 20_000 });
const sent = async (ui: UiContext) => {
  await expect(ui.page).toHaveURL(/\/$/, { timeout: 20_000 });
  await expect(toasts(ui.page).getByText(commercialMessages.enquiryThanks).first()).toBeVisible();
};

const proposals = async (ui: UiContext) => (await proposalsOf(ui.request, made!)).length;
const innerProposals = async (ui: UiContext) =>
  (await proposalsOf(ui.request, made!)).reduce((n, p) => n + p.inner_proposals.length, 0);
/** The inner proposal holds exactly the submitted line item (one service chosen). */
const lineItems = async (ui: UiContext) => (await lineItemsOf(ui.request, made!)).length;

/** The call of step 1's Next: a visitor's check, ending on step 2. */
const step1Check = (call: string, method: FaultCall['method'], path: RegExp, reach: FaultCall['reach']): FaultCall => ({
  call,
  method,
  path,
  reach,
  send: next,
  pending: checking,
  again: pressAgain('Next'),
  failed: toldOn(STEP1, messages.somethingWentWrong),
  done: onStep2,
});

/** The first call of Submit's chain, sent from step 2 with one service chosen. */
const submitted = (
  c: Pick<FaultCall, 'call' | 'method' | 'path' | 'records'>,
  failed: string = messages.somethingWentWrong,
): FaultCall => ({
  ...c,
  reach: chooseService,
  send: submit,
  pending: sending,
  again: pressAgain('Submit'),
  failed: toldOn(STEP2, failed),
});

/** A later call of Submit's chain: sent by the answer to the one before it; Submit again retries. */
const following = (
  c: Pick<FollowingFaultCall, 'call' | 'method' | 'path' | 'records' | 'done'>,
  failed: string = messages.proposalItemFailed,
): FollowingFaultCall => ({
  ...c,
  follows: true,
  retry: submit,
  pending: sending,
  again: pressAgain('Submit'),
  failed: toldOn(STEP2, failed),
});

defineFaultSuite('commercial', [
  // The email screen stored the proposal (and its inner proposal): step 1's email check, then the
  // submission updates the quote and the proposal, adds the line item and keeps it in the inner proposal.
  [
    step1Check('check the email (step 1)', 'GET', /^\/accounts\/check-email\/$/, (ui) => reachStep1(ui)),
    submitted({ call: 'update the quote', method: 'PATCH', path: /^\/commercial-quote\/[^/]+\/$/, records: proposals }),
    following(
      { call: 'update the proposal', method: 'PATCH', path: /^\/commercial-proposal\/[^/]+\/$/, records: proposals },
      messages.somethingWentWrong,
    ),
    following({ call: 'add the line item', method: 'POST', path: /^\/proposal-line-item\/$/, records: lineItems }),
    following({
      call: 'keep the inner proposal’s items',
      method: 'PATCH',
      path: /^\/inner-proposal\/[^/]+\/$/,
      records: lineItems,
      done: sent,
    }),
  ],
  // The email screen stored no proposal, and step 1's address came from the search: the address check,
  // then the submission creates the proposal and its inner proposal.
  [
    {
      ...step1Check('check a searched address (step 1)', 'POST', /^\/service-order\/validate_address\/$/, (ui) =>
        // The test build has no search key: the searched address comes back from the wizard's stored progress.
        reachStep1(ui, { proposal: false, searched: true }),
      ),
      // Spec 2 §8: a failed check reads as an address not found.
      failed: async (ui) => {
        await expect(ui.page.getByText(messages.addressNotFound).first()).toBeVisible();
        await expect(heading(ui.page)).toHaveText(STEP1);
      },
    },
    submitted({ call: 'create the proposal', method: 'POST', path: /^\/commercial-proposal\/$/, records: proposals }),
    following({
      call: 'create the inner proposal',
      method: 'POST',
      path: /^\/inner-proposal\/$/,
      records: innerProposals,
      done: sent,
    }),
  ],
  [
    {
      // A signed-in customer's phones decide the reach-out choices: the account read on opening the wizard.
      call: "read the signed-in customer's account (step 1's phones)",
      method: 'GET',
      path: /^\/user\/me\/$/,
      reach: async (ui) => {
        await accountToken(ui.request);
        made = null;
        await ui.seedArea();
        await ui.signInAs(ACCOUNT_EMAIL, '/favicon.svg');
      },
      send: async (ui) => {
        await ui.page.goto('/commercial');
      },
      pending: async (ui) => {
        await expect(
          ui.page.getByRole('status').filter({ hasText: commercialMessages.accountPhonesLoading }),
        ).toBeVisible();
      },
      failed: async (ui) => {
        await expect(heading(ui.page)).toHaveText(STEP1);
        await expect(
          ui.page.getByRole('alert').filter({ hasText: commercialMessages.accountPhonesFailed }),
        ).toBeVisible();
      },
      retry: (ui) => ui.page.getByRole('alert').getByRole('button', { name: 'Try again' }).click(),
      done: async (ui) => {
        await expect(heading(ui.page)).toHaveText(STEP1);
        await expect(ui.page.getByText(commercialMessages.accountPhonesFailed)).toHaveCount(0);
        // After a 10 s answer too.
        await expect(ui.page.getByText(commercialMessages.accountPhonesLoading)).toHaveCount(0, { timeout: 15_000 });
        await expect(ui.page.getByRole('checkbox', { name: 'Email' })).toBeVisible();
      },
    },
  ],
]);
