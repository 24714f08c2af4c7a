// The resume machine's paths through the real /resume/{token} screen (docs/decisions/006). Each path opens
// with links of its own made through the API as a visitor's flow makes them (a lead, its draft, "Email me
// this quote"): one whose quote keeps its price, one saved with another price, a community wizard's, and
// one already opened elsewhere. The held POST resume/open/ is answered by the server for the link the step
// names (the body's token rewritten); an expired link is injected (the server's clock is not moved for one
// answer), as are network failures.
import type { APIRequestContext, Page } from '@playwright/test';
import { resumeMachine } from '../../../machines/resume/resume.machine';
import { messages } from '../../../src/domain/messages';
import { defineUiModelSuite } from '../../support/ui-model-harness';
import { NETWORK, injected } from '../../support/ui-model-types';
import type { Executors, StateAssertion, StateAssertions, UiContext } from '../../support/ui-model-types';
import { expect, test } from '../support';
import { serverAnswered, serverWithBody } from './answers';
import { linkInput, resumeFixtures } from '../../model/resume.fixtures';

type M = typeof resumeMachine;

// Each path first makes four mailed links through the API (leads, drafts, mails, the outbox): on a loaded
// machine the first path with axe in four states took longer than the default minute.
test.describe.configure({ timeout: 120_000 });

const OUTBOX = '/api/v1/dev/outbox/?key=e2e-outbox-key&limit=50';
const OFFICE_ZIP = '27601';

interface Links {
  /** A quote's link whose price is today's. */
  keeps: string;
  /** A quote saved with another price. */
  newPrice: string;
  /** A community wizard's link. */
  wizard: string;
  /** A link already opened on another device. */
  used: string;
}
const links = new WeakMap<Page, Links>();
const linksOf = (ui: UiContext) => links.get(ui.page) as Links;

async function lastLink(request: APIRequestContext, email: string): Promise<string> {
  const mails = (await (await request.get(OUTBOX)).json()) as { results: { to: string; link: string | null }[] };
  const link = mails.results.find((m) => m.to === email)?.link;
  if (!link) throw new Error(`no mail to ${email}`);
  return new URL(link).pathname.split('/').pop() as string;
}

/** A lead (or community quote) of a visitor's own with its draft mailed: the link's token. */
async function mailedLink(
  ui: UiContext,
  flow: 'quote' | 'commercial',
  email: string,
  officeUuid: string,
  shown?: { total_price_per_service: string; total_price_for_first_visit: string },
): Promise<string> {
  const { request } = ui;
  const made =
    flow === 'quote'
      ? await request.post('/api/v1/crm/lead-user/', {
          data: {
            ...{ zip_code: OFFICE_ZIP, emailaddress_set: [{ email, primary: true }], lead_stage: 'new' },
            ...{ outreach: 'website', hear_about_us: ['Truck'], email, role: ['lead'], field_office_uuid: officeUuid },
          },
        })
      : await request.post('/api/v1/commercial-quote/', {
          data: {
            ...{ outreach: 'website', email_address: email, zip_code: OFFICE_ZIP },
            ...{ field_office_uuid: officeUuid, hear_about_us: ['Truck'] },
          },
        });
  expect(made.status()).toBe(201);
  const headers = { 'X-Visitor-Key': made.headers()['x-visitor-key'] ?? '' };
  const record = ((await made.json()) as { uuid: string }).uuid;
  const request_ = {
    field_office_uuid: officeUuid,
    zipcode: OFFICE_ZIP,
    frequency: 'weekly',
    property_type: 'townhouse',
    pet_count: 1,
    areas_to_clean: ['Back Yard'],
    add_ons: [],
    is_prepaid: false,
    prepay_months: null,
    coupon_code: null,
  };
  const price =
    shown ?? ((await (await request.post('/api/v1/pricing-calculator/', { data: request_ })).json()) as typeof shown);
  const draft =
    flow === 'quote'
      ? { flow, record_uuid: record, step: 'quote', answers: {}, price: { request: request_, shown: price } }
      : { flow, record_uuid: record, step: 'step1', answers: {} };
  expect((await request.post('/api/v1/resume/email/', { headers, data: draft })).status()).toBe(202);
  return lastLink(request, email);
}

const heading = ({ page }: UiContext) => page.getByRole('heading', { level: 1 });
const sendNew = ({ page }: UiContext) => page.getByRole('button', { name: messages.resumeSendNew });

const executors = {
  'resume.continue': async ({ page }) => page.getByRole('button', { name: 'Continue' }).click(),
  'resume.resend': async (ui) => sendNew(ui).click(),
  'resume.retry': async ({ page }) => page.getByRole('button', { name: 'Try again' }).click(),
  'xstate.done.actor.openLink': (output, _before, ui) => {
    const l = linksOf(ui);
    if (output.kind === 'expired')
      return injected.fulfill(
        410,
        { status: 'expired', detail: 'This link has expired.' },
        "a link older than 7 days: the server's clock is not moved for one answer",
      );
    if (output.kind === 'invalid') return serverWithBody('a token that is not ours', { token: 'not-a-link' });
    if (output.kind === 'used') return serverWithBody('a link opened on another device', { token: l.used });
    if (output.flow === 'commercial') return serverWithBody("a community wizard's link", { token: l.wizard });
    return output.price?.changed
      ? serverWithBody('a quote saved with another price', { token: l.newPrice })
      : serverWithBody('a quote that keeps its price', { token: l.keeps });
  },
  'xstate.error.actor.openLink': () => injected.abort(NETWORK),
  ...serverAnswered('resendLink'),
} satisfies Executors<M>;

const titled: StateAssertion<M> = async (ui) => {
  await expect(heading(ui)).toHaveText(messages.resumeTitle);
};

const states = {
  validating: async (ui) => {
    await titled(ui, undefined as never);
    await expect(ui.page.getByRole('status').filter({ hasText: messages.resumeOpening })).toBeAttached();
  },
  priceChanged: async (ui) => {
    await titled(ui, undefined as never);
    await expect(ui.page.getByRole('status').filter({ hasText: 'Prices have changed' })).toContainText(
      'Prices have changed since you saved this quote: it was $1.00 a visit ($1.00 for the first visit); today it is $',
    );
    await expect(ui.page.getByRole('button', { name: 'Continue' })).toBeEnabled();
  },
  // On this device now: the flow's screen, its entries stored, this device's own visitor key.
  continuing: async (ui, { context }) => {
    const commercial = context.restored?.flow === 'commercial';
    await expect(ui.page).toHaveURL(commercial ? /\/commercial$/ : /\/getquote$/);
    await expect(heading(ui)).toHaveText(commercial ? 'Tell us about your community' : 'Customize your quote');
    const stored = await ui.page.evaluate(() => ({
      lead: JSON.parse(sessionStorage.getItem('acq.lead') ?? 'null') as { propertyType?: string } | null,
      key: sessionStorage.getItem('visitor_key'),
    }));
    expect(stored.lead?.propertyType).toBe(commercial ? 'commercial' : 'residential');
    expect(stored.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
  },
  expired: async (ui) => {
    await expect(ui.page.getByRole('alert')).toHaveText(messages.resumeExpired);
    await expect(sendNew(ui)).toBeEnabled();
  },
  used: async (ui) => {
    await expect(ui.page.getByRole('alert')).toHaveText(messages.resumeUsed);
    await expect(sendNew(ui)).toBeEnabled();
  },
  invalid: async (ui) => {
    await expect(ui.page.getByRole('alert')).toHaveText(messages.resumeInvalid);
    await expect(ui.page.getByRole('link', { name: messages.resumeStartOver })).toHaveAttribute('href', '/');
    await expect(sendNew(ui)).toHaveCount(0);
  },
  failed: async (ui) => {
    await expect(ui.page.getByRole('alert')).toHaveText(messages.resumeFailed);
    await expect(ui.page.getByRole('button', { name: 'Try again' })).toBeEnabled();
  },
  sending: async (ui) => {
    await titled(ui, undefined as never);
    await expect(sendNew(ui)).toHaveAttribute('aria-disabled', 'true');
  },
  sent: async (ui) => {
    await expect(ui.page.getByRole('status').filter({ hasText: messages.resumeNewLinkSent })).toBeVisible();
    await expect(sendNew(ui)).toHaveCount(0);
  },
} satisfies StateAssertions<M>;

defineUiModelSuite('resume', resumeMachine, {
  inputs: [
    {
      name: 'mailed links',
      input: linkInput,
      open: async (ui) => {
        const office = await ui.seedArea();
        const [keeps, newPrice, wizard, used] = await Promise.all([
          mailedLink(ui, 'quote', ui.vary('uim-resume-keeps-UNIQ@example.com'), office.uuid),
          mailedLink(ui, 'quote', ui.vary('uim-resume-price-UNIQ@example.com'), office.uuid, {
            total_price_per_service: '1.00',
            total_price_for_first_visit: '1.00',
          }),
          mailedLink(ui, 'commercial', ui.vary('uim-resume-hoa-UNIQ@example.com'), office.uuid),
          mailedLink(ui, 'quote', ui.vary('uim-resume-used-UNIQ@example.com'), office.uuid),
        ]);
        const made: Links = { keeps, newPrice, wizard, used };
        // Opened once on another device: from here it is used.
        expect((await ui.request.post('/api/v1/resume/open/', { data: { token: made.used } })).status()).toBe(200);
        links.set(ui.page, made);
        // The page opens the link that keeps its price; each step's answer names the link it stands for.
        await ui.page.goto(`/resume/${made.keeps}`);
      },
    },
  ],
  project: ({ context: c }) => ({
    flow: c.restored?.flow ?? null,
    changed: c.restored?.price?.changed ?? null,
    reason: c.reason,
  }),
  fixtures: resumeFixtures,
  calls: {
    openLink: { method: 'POST', path: /^\/resume\/open\/$/ },
    resendLink: { method: 'POST', path: /^\/resume\/resend\/$/ },
  },
  executors,
  states,
});
