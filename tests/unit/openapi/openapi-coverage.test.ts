import { describe, expect, it } from 'vitest';
import { loadDocument, operationsOf, parameterNames } from './openapi-document';

// Every call of section 7 of the three spec documents, written as the spec writes it (method + path,
// leading/trailing slashes and query strings as they appear there). `chosen` marks calls whose path the
// spec does not show: the path given is the one this document picked (and marks with x-spec-note or a
// description). `query` lists query parameters the spec names for the call.
interface SpecCall {
  spec: 1 | 2 | 3;
  call: string;
  query?: string[];
  chosen?: string;
}

/** One document's calls: a row is the call as the spec writes it, or the call with its query or chosen path. */
function section(spec: SpecCall['spec'], rows: (string | Omit<SpecCall, 'spec'>)[]): SpecCall[] {
  return rows.map((row) => (typeof row === 'string' ? { spec, call: row } : { spec, ...row }));
}

const SPEC_CALLS: SpecCall[] = [
  ...section(1, [
    { call: 'GET accounts/check-email', query: ['email'] },
    { call: 'GET accounts/user-email-lead', query: ['email'] },
    { call: 'GET field-office', query: ['addressable_zip_codes__contains', 'close'] },
    'GET field-office/{id}/frequency-pricing-range/',
    'GET crm/lead-user/{id}',
    'PATCH /crm/lead-user/{id}/',
    'POST /crm/lead-user/',
    'POST non-serviceable-enquiry/',
    { call: 'GET /commercial-proposal/', query: ['commercial_quote__uuid'] },
    'POST /commercial-quote/',
    'PATCH /commercial-quote/{id}/',
    'POST /commercial-proposal/',
    'PATCH /commercial-proposal/{id}/',
    'POST /inner-proposal/',
    'PATCH /inner-proposal/{id}/',
    'POST pricing-calculator',
    { call: 'GET field-office/initial_cleanning_days', query: ['zip_code', 'franchises_uuid'] },
    'POST auth/login/',
    'POST auth/registration/',
    'GET user/me/',
    'POST /auth/password/reset-custom/',
    'POST /auth/password/reset/confirm/',
  ]),
  ...section(2, [
    'POST pricing-calculator',
    'POST service-order/validate_address/',
    'POST service-order/',
    'POST service-order-enquiry/',
    'PATCH /service-order/{id}/',
    'PATCH /service-order-enquiry/{id}/',
    'GET field-office/initial_cleanning_days',
    'POST auth/password/change/',
    { call: 'POST auth/registration/', chosen: 'register commercial lead: registration call (path not shown)' },
    { call: 'POST auth/login/', chosen: 'login call' },
    'POST /crm/payment/link-payment/',
    { call: 'GET accounts/check-email', chosen: 'commercial wizard: email check (path not shown in this part)' },
    {
      call: 'PATCH /commercial-quote/{id}/',
      chosen: 'commercial wizard: quote update = commercial enquiry submit (path not shown)',
    },
    { call: 'POST /commercial-proposal/', chosen: 'commercial wizard: proposal create (path not shown in this part)' },
    {
      call: 'PATCH /commercial-proposal/{id}/',
      chosen: 'commercial wizard: proposal update (path not shown in this part)',
    },
    { call: 'POST /inner-proposal/', chosen: 'commercial wizard: inner proposal (path not shown in this part)' },
    { call: 'POST /proposal-line-item/', chosen: 'commercial wizard: proposal line items (path not shown)' },
  ]),
  ...section(3, [
    'GET /auth/user',
    { call: 'GET user/me/', chosen: 'get account info (residential): path not shown' },
    'GET /crm/commerical-customer/{id}/',
    'PATCH user/me/',
    'PATCH /crm/commerical-customer/{id}/',
    { call: 'PATCH user/me/', chosen: 'authorized-users-only update: path not shown' },
    'POST service-order/validate_address/',
    { call: 'GET notification-preference/', query: ['user__uuid'] },
    'PATCH notification-preference/',
    { call: 'GET /crm/commercial-community/', query: ['user__uuid'] },
    'PUT /crm/commercial-community/{uuid}/',
    { call: 'GET /crm/payment/', query: ['limit', 'user__uuid', 'ordering'] },
    'GET /service/',
    'GET /service/past_and_upcoming_services/',
    'GET /service/latest_service_stats/',
    {
      call: 'GET /service/',
      query: ['ordering', 'service_order__uuid', 'limit', 'offset', 'is_history'],
      chosen: "service history ('ViewService'): path not shown",
    },
    'PATCH /service/{uuid}/',
    'POST /service/add_bags/',
    { call: 'GET /service-order/', query: ['user__uuid'], chosen: 'get service orders by user uuid: path not shown' },
    'POST /service-pause/',
    { call: 'GET /service-pause/', query: ['service_order__uuid'] },
    'DELETE /service-pause/{uuid}/',
    { call: 'GET service-order-enquiry/?user__uuid', query: ['user__uuid'] },
    'GET pet/',
    'POST pet/',
    'PATCH pet/{uuid}/',
    'DELETE pet/{uuid}/',
    'GET /user-billing-info/',
    'POST /user-billing-info/',
    'PATCH /user-billing-info/{uuid}/',
    'DELETE /user-billing-info/{uuid}/',
    { call: 'GET /user-billing-info/get_user_billing_tab/?user__uuid', query: ['user__uuid'] },
    { call: 'GET /invoice/', query: ['limit', 'offset', 'user__uuid'] },
    'GET /invoice/print-invoices/',
    { call: 'GET /credit-memo/get_credit_memo_and_invoice/', query: ['limit', 'offset', 'user__uuid'] },
    { call: 'GET /message/', query: ['ordering', 'status', 'priority', 'format', 'time_offset', 'limit'] },
    'POST /message/',
    'PATCH message/{uuid}/',
    'GET /message/unread-count/',
    'POST /message-reply/',
    'GET /disposition-dropdown/',
    { call: 'GET /crm/commerical-crm/', query: ['limit', 'offset'] },
    'GET /crm/commerical-crm/{id}/proposal-pdf/',
    'GET /crm/commerical-crm/{id}',
  ]),
];

// Operations that are not a spec §7 call but belong to the contract (design.md §6, §7).
const EXTRA_CALLS = [
  'POST auth/logout/',
  'POST sandbox/tokenize/',
  'GET dev/outbox/',
  // A ticket opened by URL (and reloaded after a reply); 'Pay now' on an unpaid invoice.
  'GET message/{uuid}/',
  'GET invoice/{uuid}/pay-link/',
  // What the wizard kept (phones, line items) read back by its maker; /pay's amounts from the server.
  'GET commercial-quote/{id}/',
  'GET inner-proposal/{id}/',
  'GET crm/payment/link-invoice/{uuid}/',
  // Returning visitors (design.md §8): a flow's draft, its mailed link opened or sent again, the reminder's
  // unsubscribe link, and the test clock that runs the reminder worker now.
  'PUT resume/draft/',
  'POST resume/email/',
  'POST resume/request/',
  'POST resume/open/',
  'POST resume/resend/',
  'GET mail/unsubscribe/',
  'GET dev/jobs/run/',
];

// Calls a visitor makes without a token (spec 1 §6 "Visitor (anonymous): sends no Authorization header"):
// sign-in and password flows, the acquisition flow up to checkout, the enquiry and its dog page, the
// commercial wizard, the public payment link, and the reference-only routes.
const PUBLIC_OPERATIONS = new Set([
  'authLogin',
  'authRegistration',
  'authPasswordResetCustom',
  'authPasswordResetConfirm',
  'accountsCheckEmail',
  'accountsUserEmailLead',
  'fieldOfficeList',
  'fieldOfficeFrequencyPricingRange',
  'fieldOfficeInitialCleanningDays',
  'crmLeadUserCreate',
  'crmLeadUserRetrieve',
  'crmLeadUserPartialUpdate',
  'nonServiceableEnquiryCreate',
  'commercialQuoteCreate',
  'commercialQuoteRetrieve',
  'commercialQuotePartialUpdate',
  'commercialProposalList',
  'commercialProposalCreate',
  'commercialProposalPartialUpdate',
  'innerProposalCreate',
  'innerProposalRetrieve',
  'innerProposalPartialUpdate',
  'proposalLineItemCreate',
  'pricingCalculatorCreate',
  'serviceOrderValidateAddress',
  'serviceOrderEnquiryCreate',
  'serviceOrderEnquiryPartialUpdate',
  'crmPaymentLinkInvoice',
  'crmPaymentLinkPayment',
  'sandboxTokenize',
  'devOutboxList',
  // Resume links: the mailed link (or the visitor key that made the draft) is the proof, never a session.
  'resumeDraftSave',
  'resumeEmailQuote',
  'resumeRequestLink',
  'resumeOpen',
  'resumeResend',
  'mailUnsubscribe',
  'devJobsRun',
]);

const IDEMPOTENT_POSTS = ['POST service-order', 'POST service-order-enquiry', 'POST crm/payment/link-payment'];

/** "PATCH /crm/lead-user/{id}/?x" → "PATCH crm/lead-user/{}": slashes and query stripped, parameter names erased. */
function normalise(call: string): string {
  const [method = '', rawPath = ''] = call.trim().split(/\s+/, 2);
  const path = rawPath
    .split('?')[0]!
    .replace(/^\/+|\/+$/g, '')
    .replace(/\{[^}]*\}/g, '{}');
  return `${method.toUpperCase()} ${path}`;
}

const doc = loadDocument();
const operations = operationsOf(doc);
const byCall = new Map(operations.map((entry) => [normalise(`${entry.method} ${entry.path}`), entry]));

describe('spec coverage: every call of section 7 of the three spec documents has an operation', () => {
  it('the table holds every row of each document (a deleted row fails here)', () => {
    // Spec 1: 21 table rows (the maps geocoding row is third-party), one of them two calls.
    expect(SPEC_CALLS.filter((c) => c.spec === 1).length).toBe(22);
    // Spec 2: 11 calls of the table (the dog update row holds two) plus the 6 "other calls" of the wizard.
    expect(SPEC_CALLS.filter((c) => c.spec === 2).length).toBe(17);
    expect(SPEC_CALLS.filter((c) => c.spec === 3).length).toBe(44);
  });

  it.each(SPEC_CALLS.map((c) => [`spec ${c.spec}: ${c.call}${c.chosen ? ` (${c.chosen})` : ''}`, c] as const))(
    '%s',
    (_label, specCall) => {
      const entry = byCall.get(normalise(specCall.call));
      expect(entry, `no operation for ${specCall.call}`).toBeDefined();
      const names = parameterNames(doc, entry!.operation);
      for (const q of specCall.query ?? []) expect(names, `${specCall.call} lacks query ${q}`).toContain(q);
    },
  );

  it('every operation of the document is a spec call or a listed extra (no stray routes)', () => {
    const expected = new Set([...SPEC_CALLS.map((c) => normalise(c.call)), ...EXTRA_CALLS.map(normalise)]);
    const stray = [...byCall.keys()].filter((k) => !expected.has(k));
    expect(stray).toEqual([]);
    for (const extra of EXTRA_CALLS) expect(byCall.has(normalise(extra)), extra).toBe(true);
  });

  it('keeps the spec spelling of paths and fields, typos included', () => {
    const paths = Object.keys(doc.paths);
    expect(paths).toContain('/field-office/initial_cleanning_days/');
    expect(paths).toContain('/crm/commerical-customer/{id}/');
    expect(paths).toContain('/crm/commerical-crm/{id}/proposal-pdf/');
    const text = JSON.stringify(doc.components.schemas);
    expect(text).toContain('"is_ternm_accepted"');
    expect(text).not.toContain('"is_term_accepted"');
  });
});

describe('operation conventions', () => {
  it.each(operations.map((e) => [`${e.method.toUpperCase()} ${e.path}`, e] as const))(
    '%s',
    (_label, { path, operation }) => {
      expect(path.startsWith('/') && path.endsWith('/'), 'DRF-style path').toBe(true);
      expect(operation.operationId, 'operationId').toMatch(/^[a-z][a-zA-Z0-9]*$/);
      expect(operation.tags?.length ?? 0, 'a tag').toBeGreaterThan(0);
      const declaredTags = new Set((doc.tags ?? []).map((t) => t.name));
      for (const tag of operation.tags ?? []) expect(declaredTags.has(tag), `tag ${tag} declared`).toBe(true);

      const security = operation.security;
      expect(security, 'security declared on the operation').toBeDefined();
      if (PUBLIC_OPERATIONS.has(operation.operationId!)) {
        expect(security).toEqual([]);
      } else {
        expect(security).toEqual([{ token: [] }]);
      }

      // Error statuses a server may answer are declared, so response validation never meets an undeclared one.
      const statuses = Object.keys(operation.responses ?? {});
      if (!PUBLIC_OPERATIONS.has(operation.operationId!))
        expect(statuses, 'signed-in: 401 and 403').toEqual(expect.arrayContaining(['401', '403']));
      if (path.includes('{')) expect(statuses, 'path parameter: 404').toContain('404');
      const takesInput =
        operation.requestBody !== undefined ||
        parameterNames(doc, operation).some((n) => n !== 'id' && n !== 'uuid' && n !== 'Idempotency-Key');
      if (takesInput) expect(statuses, 'body or query: 400').toContain('400');
      expect(
        statuses.some((s) => /^2\d\d$/.test(s)),
        'a success status',
      ).toBe(true);

      // Every body is a named schema (a $ref into components.schemas), so clients and server share names.
      for (const media of Object.values(operation.requestBody?.content ?? {})) {
        expect(media.schema?.$ref, 'request body schema').toMatch(/^#\/components\/schemas\/\w+$/);
      }
      for (const [status, response] of Object.entries(operation.responses ?? {})) {
        if (response.$ref) {
          expect(response.$ref).toMatch(/^#\/components\/responses\/\w+$/);
          continue;
        }
        for (const [mediaType, media] of Object.entries(response.content ?? {})) {
          if (mediaType === 'text/csv' || mediaType === 'text/plain') continue;
          expect(media.schema?.$ref, `${status} ${mediaType} schema`).toMatch(/^#\/components\/schemas\/\w+$/);
        }
      }
    },
  );

  it('operationIds are unique', () => {
    const ids = operations.map((e) => e.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('the public set names real operations only', () => {
    const ids = new Set(operations.map((e) => e.operation.operationId));
    expect([...PUBLIC_OPERATIONS].filter((id) => !ids.has(id))).toEqual([]);
  });

  it('declares the token scheme as "Authorization: token KEY"', () => {
    expect(doc.components.securitySchemes.token).toEqual({
      type: 'apiKey',
      in: 'header',
      name: 'Authorization',
      description: 'token KEY',
    });
  });

  it.each(IDEMPOTENT_POSTS)('%s accepts an optional Idempotency-Key header and answers 409 on reuse', (call) => {
    const entry = byCall.get(normalise(call));
    expect(entry).toBeDefined();
    expect(parameterNames(doc, entry!.operation)).toContain('Idempotency-Key');
    expect(doc.components.parameters.IdempotencyKey).toMatchObject({ in: 'header', required: false });
    expect(Object.keys(entry!.operation.responses ?? {})).toContain('409');
  });

  it('only the idempotent POSTs take an Idempotency-Key', () => {
    const withKey = operations
      .filter((e) => parameterNames(doc, e.operation).includes('Idempotency-Key'))
      .map((e) => normalise(`${e.method} ${e.path}`));
    expect(withKey.sort()).toEqual(IDEMPOTENT_POSTS.map(normalise).sort());
  });

  it('the message list also answers text/csv', () => {
    const entry = byCall.get('GET message');
    expect(Object.keys(entry?.operation.responses?.['200']?.content ?? {})).toEqual(['application/json', 'text/csv']);
  });

  it('paths not shown in the spec are marked with x-spec-note', () => {
    const marked = operations
      .filter((e) => /path not shown in the spec/.test(e.operation['x-spec-note'] ?? ''))
      .map((e) => e.operation.operationId);
    expect(marked.sort()).toEqual(
      [
        'commercialQuotePartialUpdate',
        'proposalLineItemCreate',
        'serviceList',
        'serviceOrderList',
        'userMePartialUpdate',
        'userMeRetrieve',
      ].sort(),
    );
  });
});
