// The service-type machine's paths through the real /services screen ('Hooray!'), docs/decisions/006.
// Every lead outcome of the email check is the server's own: the visitor's page carries the visitor
// key that made a residential lead and a commercial quote (with its proposal) before the page opened,
// and the check is asked about those emails. Only the 401/403 of the proposal read and the network
// failures are injected.
import type { APIRequestContext } from '@playwright/test';
import { serviceTypeMachine } from '../../../machines/service-type/service-type.machine';
import type { ServiceType } from '../../../machines/service-type/service-type.schema';
import { SERVICE_TYPE_LABELS } from '../../../src/domain/enums';
import { created, serviceTypeFixtures } from '../../model/service-type.fixtures';
import { areaFixture } from '../../support/fixtures';
import { defineUiModelSuite } from '../../support/ui-model-harness';
import { NETWORK, injected, server, serverFor } from '../../support/ui-model-types';
import type { Executors, StateAssertion, StateAssertions, UiContext } from '../../support/ui-model-types';
import { expect, tick } from '../support';
import { serverAnswered, serverWithBody } from './answers';

type M = typeof serviceTypeMachine;

const NEW_EMAIL = 'uim-st-UNIQ@example.com';
const LEAD_EMAIL = 'uim-lead-UNIQ@example.com';
const QUOTE_EMAIL = 'uim-cq-UNIQ@example.com';
const ACCOUNT_EMAIL = 'uim-st-account@example.com';
const SENTINEL = 'uim.sentinel';
const COMMERCIAL_STEP1 = 'Tell us about your community';

const emailField = ({ page }: UiContext) => page.getByRole('textbox', { name: 'Email' });
const heading = ({ page }: UiContext) => page.getByRole('heading', { level: 1 });
const toasts = ({ page }: UiContext) => page.getByRole('region', { name: 'Notifications' });
const typeRadio = ({ page }: UiContext, type: ServiceType) =>
  page.getByRole('radio', { name: new RegExp(`^${SERVICE_TYPE_LABELS[type]}`) });

/** A residential lead and a commercial quote with its proposal, made by the visitor key the page then carries. */
async function madeByThisVisitor(ui: UiContext, request: APIRequestContext) {
  const office = await ui.seedArea();
  const post = async (path: string, data: object, key?: string) => {
    const res = await request.post(`/api/v1${path}`, { data, headers: key ? { 'X-Visitor-Key': key } : {} });
    expect(res.status(), path).toBe(201);
    return { body: (await res.json()) as { uuid: string }, key: res.headers()['x-visitor-key'] ?? key };
  };
  const email = ui.vary(LEAD_EMAIL);
  const lead = await post('/crm/lead-user/', {
    ...{ zip_code: '27601', emailaddress_set: [{ email, primary: true }], lead_stage: 'new', outreach: 'website' },
    ...{ hear_about_us: ['Yard Sign'], email, role: ['lead'], field_office_uuid: office.uuid },
  });
  const quote = await post(
    '/commercial-quote/',
    {
      outreach: 'website',
      email_address: ui.vary(QUOTE_EMAIL),
      zip_code: '27601',
      field_office_uuid: office.uuid,
      hear_about_us: ['Yard Sign'],
    },
    lead.key,
  );
  await post(
    '/commercial-proposal/',
    { proposal_status: 'enquiry', commercial_quote_uuid: quote.body.uuid, proposal_date: null },
    lead.key,
  );
  await ui.page.addInitScript((key) => {
    if (!sessionStorage.getItem('visitor_key')) sessionStorage.setItem('visitor_key', key);
  }, lead.key ?? '');
}

const withEmail = (email: string) => (u: URL) => (u.searchParams.set('email', email), u);
const refused = (why: string, field: string) =>
  serverWithBody(why, { [field]: '00000000-0000-4000-8000-000000000000' });

const executors = {
  'serviceType.email.change': async (ui, event) => emailField(ui).fill(ui.vary(event.value)),
  'serviceType.howHeard.select': async ({ page }, event) =>
    page
      .getByRole('combobox', { name: 'How did you hear about us?' })
      .selectOption(event.value)
      .then(() => undefined),
  'serviceType.type.select': async (ui, event) => tick(typeRadio(ui, event.value)),
  'serviceType.back': async ({ page }) => page.getByRole('button', { name: 'Back' }).click(),
  'serviceType.continue': async ({ page }) => page.getByRole('button', { name: 'Continue' }).click(),
  'xstate.done.actor.checkEmail': (output, _before, ui) =>
    output.kind === 'new'
      ? server()
      : output.kind === 'known'
        ? serverFor('asked about an account’s email', { url: withEmail('customer@example.com') })
        : output.kind === 'residentialLead'
          ? serverFor('asked about the lead this visitor made', { url: withEmail(ui.vary(LEAD_EMAIL)) })
          : serverFor('asked about the quote this visitor made', { url: withEmail(ui.vary(QUOTE_EMAIL)) }),
  'xstate.error.actor.checkEmail': () => injected.abort(NETWORK),
  ...serverAnswered('requestLink'),
  'xstate.done.actor.loadCommercialProposal': (output) =>
    output.kind === 'loaded'
      ? server()
      : injected.fulfill(
          403,
          { detail: 'You do not have permission to perform this action.' },
          'the server lists a quote the visitor may not read as empty, never 401/403',
        ),
  'xstate.error.actor.loadCommercialProposal': () => injected.abort(NETWORK),
  'xstate.done.actor.createResidentialLead': (output) =>
    output.kind === 'created' ? server() : refused('an unknown field office is refused', 'field_office_uuid'),
  'xstate.error.actor.createResidentialLead': () => injected.abort(NETWORK),
  'xstate.done.actor.createCommercialQuote': (output) =>
    output.kind === 'created' ? server() : refused('an unknown field office is refused', 'field_office_uuid'),
  'xstate.error.actor.createCommercialQuote': () => injected.abort(NETWORK),
  'xstate.done.actor.createProposal': (output) =>
    output.kind === 'created' ? server() : refused('an unknown quote is refused', 'commercial_quote_uuid'),
  'xstate.error.actor.createProposal': () => injected.abort(NETWORK),
  'xstate.done.actor.createInnerProposal': (output) =>
    output.kind === 'created' ? server() : refused('an unknown proposal is refused', 'proposal_uuid'),
  'xstate.error.actor.createInnerProposal': () => injected.abort(NETWORK),
} satisfies Executors<M>;

/** Every call in flight: the form is locked and says so. */
const busy: StateAssertion<M> = async (ui, { context }) => {
  await expect(heading(ui)).toHaveText('Hooray!');
  await expect(ui.page.getByRole('status').filter({ hasText: 'Checking your email' })).toBeVisible();
  await expect(ui.page.getByRole('button', { name: 'Back' })).toBeDisabled();
  await expect(emailField(ui)).toHaveValue(ui.vary(context.email));
  await expect(emailField(ui)).not.toBeEditable();
};

const states = {
  starting: 'transient',
  accountStart: 'transient',
  editing: async (ui, { context: c }) => {
    await expect(heading(ui)).toHaveText('Hooray!');
    await expect(emailField(ui)).toHaveValue(ui.vary(c.email));
    await (c.accountEmail === null ? expect(emailField(ui)).toBeEditable() : expect(emailField(ui)).not.toBeEditable());
    await expect(ui.page.getByRole('combobox', { name: 'How did you hear about us?' })).toHaveValue(c.howHeard ?? '');
    for (const type of ['residential', 'commercial'] as const) {
      await (c.serviceType === type
        ? expect(typeRadio(ui, type)).toBeChecked()
        : expect(typeRadio(ui, type)).not.toBeChecked());
    }
    for (const message of Object.values(c.fieldErrors).filter(Boolean))
      await expect(ui.page.getByText(message as string, { exact: true })).toBeVisible();
    for (const line of c.errors) await expect(toasts(ui).getByText(line, { exact: true }).first()).toBeVisible();
    // A link went to the typed address: the same sentence whether or not it is known (design.md §8).
    const sent = ui.page
      .getByRole('status')
      .filter({ hasText: "We've emailed you a link to continue where you left off." });
    await (c.linkSent ? expect(sent).toBeVisible() : expect(sent).toHaveCount(0));
    await expect(ui.page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
  checkingEmail: busy,
  requestingLink: busy,

  loadingProposal: busy,
  creatingLead: busy,
  creatingQuote: busy,
  creatingProposal: busy,
  creatingInnerProposal: busy,
  done: async (ui, { context }) => {
    await expect(ui.page).toHaveURL(context.commercialQuoteUuid !== null ? /\/commercial$/ : /\/subscription$/);
    // The community enquiry wizard shows its step 1.
    if (context.commercialQuoteUuid !== null) await expect(heading(ui)).toHaveText(COMMERCIAL_STEP1);
  },
  redirected: async ({ page }, { context }) => {
    const to = { residential: /\/subscription$/, commercial: /\/commercial$/ } as const;
    await expect(page).toHaveURL(context.storedPropertyType ? to[context.storedPropertyType] : /\/$/);
    if (context.storedPropertyType === 'commercial')
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(COMMERCIAL_STEP1);
  },
  signedOut: async (ui) => {
    await expect(ui.page).toHaveURL(/\/$/);
    await expect(heading(ui)).toHaveText('Take back your backyard!');
    // The 403 cleared storage and reloaded /: the sentinel of the first load is gone (the area is
    // back only because the seeding init script runs again on the reload).
    expect(await ui.page.evaluate((key) => sessionStorage.getItem(key), SENTINEL)).toBeNull();
  },
} satisfies StateAssertions<M>;

const storedType = (propertyType: ServiceType) => async (ui: UiContext) => {
  await ui.seedArea();
  await ui.page.addInitScript(
    (lead) => sessionStorage.setItem('acq.lead', lead),
    JSON.stringify({ leadId: null, email: 'x@example.com', propertyType }),
  );
  await ui.page.goto('/services');
};

defineUiModelSuite('service-type', serviceTypeMachine, {
  inputs: [
    {
      name: 'visitor',
      input: { area: areaFixture, channel: null },
      open: async (ui) => {
        await madeByThisVisitor(ui, ui.request);
        // Set on the first load only (window.name survives a reload): shows whether storage was cleared.
        await ui.page.addInitScript((key) => {
          if (window.name === 'uim') return;
          window.name = 'uim';
          sessionStorage.setItem(key, '1');
        }, SENTINEL);
        await ui.page.goto('/services');
      },
    },
    {
      name: 'stored residential',
      input: { area: areaFixture, channel: null, storedPropertyType: 'residential' },
      open: storedType('residential'),
    },
    {
      name: 'stored community',
      input: { area: areaFixture, channel: null, storedPropertyType: 'commercial' },
      open: storedType('commercial'),
    },
    {
      name: 'signed in',
      input: { area: areaFixture, channel: null, accountEmail: ACCOUNT_EMAIL },
      open: async (ui) => {
        // A customer of this suite's own (the demo customer's proposals stay as other specs expect them).
        const r = await ui.request.post('/api/v1/auth/registration/', {
          data: { email: ACCOUNT_EMAIL, password1: 'Password1', password2: 'Password1', role: 'customer' },
        });
        expect([201, 202]).toContain(r.status());
        await ui.seedArea();
        await ui.signInAs(ACCOUNT_EMAIL, '/services');
      },
    },
  ],
  // Every fact an assertion reads (ids only as present or not: the real ones are the server's).
  project: ({ context: c }) => ({
    ...c,
    area: null,
    leadId: c.leadId !== null,
    commercialQuoteUuid: c.commercialQuoteUuid !== null,
    proposalUuid: c.proposalUuid !== null,
  }),
  // The flow's fixtures, with an email of the suite's own and the server's own refusals.
  fixtures: {
    ...serviceTypeFixtures,
    'serviceType.email.change': (s) =>
      s.context.email === '' ? [{ type: 'serviceType.email.change' as const, value: NEW_EMAIL }] : [],
    // Once a commercial quote exists for the typed email, the server's answers to a second try differ
    // (the email is now a commercial lead): paths end there rather than assume a clean server.
    'serviceType.continue': (s) =>
      s.context.commercialQuoteUuid === null ? [{ type: 'serviceType.continue' as const }] : [],
    'xstate.done.actor.loadCommercialProposal': [
      {
        type: 'xstate.done.actor.loadCommercialProposal',
        output: { kind: 'loaded', proposalUuid: 'p-1', commercialQuoteUuid: 'cq-1', innerProposalUuid: null },
      },
      { type: 'xstate.done.actor.loadCommercialProposal', output: { kind: 'unauthorized' } },
    ],
    'xstate.done.actor.createResidentialLead': created(
      'createResidentialLead',
      'field_office_uuid: Unknown field office.',
    ),
    'xstate.done.actor.createCommercialQuote': created(
      'createCommercialQuote',
      'field_office_uuid: Unknown field office.',
    ),
    'xstate.done.actor.createProposal': created('createProposal', 'commercial_quote_uuid: Unknown commercial quote.'),
    'xstate.done.actor.createInnerProposal': created('createInnerProposal', 'proposal_uuid: Unknown proposal.'),
  },
  calls: {
    checkEmail: { method: 'GET', path: /^\/accounts\/user-email-lead\/$/ },
    requestLink: { method: 'POST', path: /^\/resume\/request\/$/ },
    loadCommercialProposal: { method: 'GET', path: /^\/commercial-proposal\/$/ },
    createResidentialLead: { method: 'POST', path: /^\/crm\/lead-user\/$/ },
    createCommercialQuote: { method: 'POST', path: /^\/commercial-quote\/$/ },
    createProposal: { method: 'POST', path: /^\/commercial-proposal\/$/ },
    createInnerProposal: { method: 'POST', path: /^\/inner-proposal\/$/ },
  },
  executors,
  states,
  axeVariant: ({ context: c }) =>
    [c.accountEmail !== null, Object.values(c.fieldErrors).some(Boolean), c.errors.length > 0].join(),
});
