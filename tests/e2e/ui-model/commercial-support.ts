// What the /commercial UI model and fault specs share: the records the email screen leaves behind (made
// through the API, as /services makes them), the page opened on them, the wizard's controls, and the
// API reads that count records after a submit.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createActor } from 'xstate';
import { commercialEnquiryMachine } from '../../../machines/commercial-enquiry/commercial-enquiry.machine';
import type { CommercialEnquiryInput } from '../../../machines/commercial-enquiry/commercial-enquiry.machine';
import type { UiContext } from '../../support/ui-model-types';
import { apiToken, expect, keptApiToken } from '../support';

export const STEP1 = 'Tell us about your community';
export const STEP2 = 'Tell us how we can help you';
export const VISITOR_EMAIL = 'uim-ce-UNIQ@example.com';
/** This suite's own signed-in customer (registered idempotently; the demo accounts stay untouched). */
export const ACCOUNT_EMAIL = 'uim-ce-account@example.com';
/** An address as the search box picks it (the test build has no search key: it comes back from storage). */
export const SEARCHED_ADDRESS = { address: '100 Main Street', city: 'Raleigh', state: 'NC', zip_code: '27601' };

const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
export const pdfFile = (name = 'map.pdf', size?: number) => ({
  name,
  mimeType: 'application/pdf',
  buffer: size ? Buffer.concat([PDF, Buffer.alloc(size - PDF.length)]) : PDF,
});

export const heading = (page: Page) => page.getByRole('heading', { level: 1 });
export const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
export const mapButton = (page: Page, label: string) => page.getByRole('button', { name: new RegExp(`^${label}`) });
export const stepButton = (page: Page, n: 1 | 2) =>
  page.getByRole('button', { name: `Step ${n}: ${n === 1 ? STEP1 : STEP2}` });
export const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

/** Picks a file through the button, as a user does (the system dialog answered by Playwright). */
export async function choose(page: Page, button: Locator, file: ReturnType<typeof pdfFile>) {
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

/** Today and a date `days` after it, as the picker's segments take it (MMDDYYYY) and as the wire has it. */
export function dateIn(days: number, from = new Date()) {
  const d = new Date(from);
  d.setDate(d.getDate() + days);
  const mm = String(d.getMonth() + 1).padStart(2, '0');
  const dd = String(d.getDate()).padStart(2, '0');
  return { typed: `${mm}${dd}${d.getFullYear()}`, wire: `${d.getFullYear()}-${mm}-${dd}` };
}

export async function typeDueDate(page: Page, typed: string) {
  await page.getByRole('group', { name: 'Proposal due date' }).getByRole('spinbutton').first().click();
  await page.keyboard.type(typed);
}

export interface Made {
  key: string;
  token: string | null;
  quoteUuid: string;
  proposalUuid: string | null;
}

/**
 * The commercial quote the email screen makes (and, with `proposal`, its proposal and inner proposal),
 * for `email`: as a visitor (the visitor key comes back) or with a signed-in customer's token.
 */
export async function makeQuote(
  ui: UiContext,
  email: string,
  { proposal, token = null }: { proposal: boolean; token?: string | null },
): Promise<Made> {
  const office = await ui.seedArea();
  const auth: Record<string, string> = token ? { Authorization: `token ${token}` } : {};
  const quote = await ui.request.post('/api/v1/commercial-quote/', {
    headers: auth,
    data: {
      outreach: 'website',
      email_address: email,
      zip_code: '27601',
      field_office_uuid: office.uuid,
      hear_about_us: ['Truck'],
    },
  });
  expect(quote.status(), 'commercial-quote').toBe(201);
  const key = quote.headers()['x-visitor-key'] ?? '';
  const quoteUuid = ((await quote.json()) as { uuid: string }).uuid;
  const headers: Record<string, string> = key ? { ...auth, 'X-Visitor-Key': key } : auth;
  let proposalUuid: string | null = null;
  if (proposal) {
    const p = await ui.request.post('/api/v1/commercial-proposal/', {
      headers,
      data: { proposal_status: 'enquiry', commercial_quote_uuid: quoteUuid, proposal_date: null },
    });
    expect(p.status(), 'commercial-proposal').toBe(201);
    proposalUuid = ((await p.json()) as { uuid: string }).uuid;
    const inner = await ui.request.post('/api/v1/inner-proposal/', {
      headers,
      data: { proposal_uuid: proposalUuid, line_items: [] },
    });
    expect(inner.status(), 'inner-proposal').toBe(201);
  }
  return { key, token, quoteUuid, proposalUuid };
}

/**
 * Registers this suite's customer (once per server) and returns a session token for it, kept for the
 * worker (tests/e2e/support.ts): a kept token the server still accepts shows the account is there.
 */
export async function accountToken(request: APIRequestContext): Promise<string> {
  const kept = await keptApiToken(request, ACCOUNT_EMAIL);
  if (kept) return kept;
  const r = await request.post('/api/v1/auth/registration/', {
    data: { email: ACCOUNT_EMAIL, password1: 'Password1', password2: 'Password1', role: 'customer' },
  });
  expect([201, 202, 400]).toContain(r.status());
  return apiToken(request, ACCOUNT_EMAIL);
}

/**
 * Opens /commercial on what the email screen stored (the visitor key, the quote and proposal ids), and,
 * with `restore`, the wizard's stored progress as the app saves it (a reload's starting point).
 */
export async function openWizard(
  ui: UiContext,
  made: Made | null,
  { signedIn = false, restore }: { signedIn?: boolean; restore?: Partial<CommercialEnquiryInput> } = {},
) {
  if (signedIn) await ui.signInAs(ACCOUNT_EMAIL, '/favicon.svg');
  else await ui.page.goto('/favicon.svg');
  const stored: Record<string, string> = {};
  if (made?.key) stored.visitor_key = made.key;
  if (made)
    stored['acq.commercial'] = JSON.stringify({
      commercialQuoteUuid: made.quoteUuid,
      proposalUuid: made.proposalUuid,
    });
  if (restore) {
    const actor = createActor(commercialEnquiryMachine, {
      input: {
        loggedIn: signedIn,
        userUuid: null,
        fieldOfficeUuid: '',
        zipCode: '27601',
        quoteUuid: made?.quoteUuid ?? null,
        proposalUuid: made?.proposalUuid ?? null,
        innerProposalUuid: null,
        hearAboutUs: [],
        today: dateIn(0).wire,
        ...restore,
      },
    });
    stored['flow.commercial'] = JSON.stringify(actor.getPersistedSnapshot());
  }
  await ui.page.evaluate((items) => {
    for (const [k, v] of Object.entries(items)) sessionStorage.setItem(k, v);
  }, stored);
  await ui.page.goto('/commercial');
  await expect(heading(ui.page)).toHaveText(STEP1);
}

type Proposal = { uuid: string; inner_proposals: { uuid: string }[] };

/** The proposals of the quote, read with the visitor key or the token that made them. */
export async function proposalsOf(request: APIRequestContext, made: Made): Promise<Proposal[]> {
  const res = await request.get(`/api/v1/commercial-proposal/?commercial_quote__uuid=${made.quoteUuid}`, {
    headers: made.token ? { Authorization: `token ${made.token}` } : { 'X-Visitor-Key': made.key },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { results: Proposal[] }).results;
}

/** The line items the (only) inner proposal of the quote's (only) proposal holds. */
export async function lineItemsOf(request: APIRequestContext, made: Made): Promise<{ item: string }[]> {
  const [proposal] = await proposalsOf(request, made);
  const inner = proposal?.inner_proposals[0];
  if (!inner) return [];
  const res = await request.get(`/api/v1/inner-proposal/${inner.uuid}/`, {
    headers: made.token ? { Authorization: `token ${made.token}` } : { 'X-Visitor-Key': made.key },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { line_items: { item: string }[] }).line_items;
}
