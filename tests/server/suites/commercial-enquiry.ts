// The community enquiry on the server: the visitor's phones kept, every map checked, the due date
// after the office's today, a proposal moved only to a reachable quote, the Proposals tab row refreshed, and
// the reads of the quote and the inner proposal for their maker only. Each test fails without its fix.
import { describe, expect, it } from 'vitest';
import { PROPOSAL_DUE_MESSAGE as WIZARD_DUE_MESSAGE } from '../../../machines/commercial-enquiry/commercial-enquiry.schema';
import { listOperations } from '../../../server/openapi';
import { officeToday } from '../../../server/services/catalog';
import { PROPOSAL_DUE_MESSAGE } from '../../../server/services/commercial';
import { messages } from '../../../src/domain/messages';
import { call, drift, login, newCustomer, quoteBody, uniqueEmail, visitorHeaders, worldNow } from '../support';

const PHONES = [
  { phone: '9195550142', type: 'mobile', primary: true },
  { phone: '9195550143', type: 'office', primary: false },
];
const MAPS = ['community_boundary_map', 'pet_waste_station_map', 'common_area_cleaning_map', 'trash_can_location_map'];
const MB5 = 5 * 1024 * 1024;

/** A PDF of `size` bytes (the signature, then padding) as a data URL, as the wizard sends it. */
const pdf = (size: number) => {
  const bytes = Buffer.alloc(size, 0x20);
  bytes.write('%PDF-1.4\n', 'latin1');
  return `data:application/pdf;base64,${bytes.toString('base64')}`;
};
/** The Raleigh office's today, on the app's (possibly moved) clock; `days` later or earlier. */
const officeDay = (days = 0) => officeToday(new Date(worldNow().getTime() + days * 86_400_000), 'America/New_York');

/** A visitor's quote: its id and the visitor's key headers. */
async function visitorQuote(email = uniqueEmail('hoa16')) {
  const q = await call('POST', '/commercial-quote/', { body: quoteBody(email) });
  expect(q.status, q.text).toBe(201);
  return { uuid: q.body.uuid as string, headers: visitorHeaders(q), email };
}

async function proposalOf(quoteUuid: string, auth: { headers?: Record<string, string>; token?: string }) {
  const p = await call('POST', '/commercial-proposal/', {
    ...auth,
    body: { proposal_status: 'enquiry', commercial_quote_uuid: quoteUuid, proposal_date: null },
  });
  expect(p.status, p.text).toBe(201);
  return p.body.uuid as string;
}

export function commercialEnquirySuite() {
  describe('the commercial enquiry', () => {
    it("a stranger typing a lead's email gets a quote of that account, never the account's id", async () => {
      const first = await visitorQuote();
      const mine = await call('GET', `/commercial-quote/${first.uuid}/`, { headers: first.headers });
      expect(mine.body.user_uuid).toEqual(expect.any(String));
      const other = await call('POST', '/commercial-quote/', { body: quoteBody(first.email) });
      expect(other.status, other.text).toBe(201);
      expect(other.body.user_uuid).toBeNull();
      const read = await call('GET', `/commercial-quote/${other.body.uuid as string}/`, {
        headers: visitorHeaders(other),
      });
      expect(read.body.user_uuid).toBeNull();
      expect(JSON.stringify(read.body)).not.toContain(String(mine.body.user_uuid));
    });

    it("a visitor's phone numbers are kept on the quote and read back; the signed-in owner's are ignored", async () => {
      const q = await visitorQuote();
      const names = { first_name: 'Vi', last_name: 'Sitor', email_address: q.email, community_name: 'Elm Row' };
      const upd = await call('PATCH', `/commercial-quote/${q.uuid}/`, {
        headers: q.headers,
        body: { ...names, phone_numbers: PHONES },
      });
      expect(upd.status, upd.text).toBe(200);
      expect(upd.body.phone_numbers).toEqual(PHONES);
      expect((await call('GET', `/commercial-quote/${q.uuid}/`, { headers: q.headers })).body.phone_numbers).toEqual(
        PHONES,
      );
      // A later update without phones keeps them; new ones replace them.
      await call('PATCH', `/commercial-quote/${q.uuid}/`, { headers: q.headers, body: { management_company: 'M' } });
      expect((await call('GET', `/commercial-quote/${q.uuid}/`, { headers: q.headers })).body.phone_numbers).toEqual(
        PHONES,
      );
      const one = [PHONES[0]];
      await call('PATCH', `/commercial-quote/${q.uuid}/`, { headers: q.headers, body: { phone_numbers: one } });
      expect((await call('GET', `/commercial-quote/${q.uuid}/`, { headers: q.headers })).body.phone_numbers).toEqual(
        one,
      );

      const token = await login('community@example.com');
      const own = await call('POST', '/commercial-quote/', { token, body: quoteBody('community@example.com') });
      const signedIn = await call('PATCH', `/commercial-quote/${own.body.uuid}/`, {
        token,
        body: {
          community_name: 'Own Court',
          first_name: 'C',
          last_name: 'C',
          email_address: 'community@example.com',
          phone_numbers: PHONES,
        },
      });
      expect(signedIn.status, signedIn.text).toBe(200);
      expect(signedIn.body).toMatchObject({ community_name: 'Own Court', phone_numbers: [] });
      expect((await call('GET', `/commercial-quote/${own.body.uuid}/`, { token })).body.phone_numbers).toEqual([]);
    });

    it(
      'every map is a PDF (its %PDF- signature) of at most 5 MB, refused in the wizard words with nothing written',
      { timeout: 60_000 },
      async () => {
        const q = await visitorQuote();
        const notPdf = Buffer.from('GIF89a not a pdf').toString('base64');
        const over = pdf(MB5 + 1);
        const tooLarge = (field: string) =>
          field === 'community_boundary_map' ? messages.fileTooLarge : messages.imageSizeTooLarge;
        for (const field of MAPS) {
          for (const [value, message] of [
            [notPdf, messages.unsupportedFormat],
            [`data:image/png;base64,${notPdf}`, messages.unsupportedFormat],
            ['%PDF-1.4 not base64!', messages.unsupportedFormat],
            [over, tooLarge(field)],
            // 6 MB: longer than the contract's maxLength, answered in the same words.
            [pdf(6 * 1024 * 1024), tooLarge(field)],
          ] as const) {
            const r = await call('PATCH', `/commercial-quote/${q.uuid}/`, {
              headers: q.headers,
              body: { management_company: 'Half Written', [field]: value },
            });
            expect(r.status, `${field}: ${r.text.slice(0, 200)}`).toBe(400);
            expect(r.body).toEqual({ [field]: [message] });
          }
        }
        // Two refused maps answer together; the good map beside them is not written either.
        const both = await call('PATCH', `/commercial-quote/${q.uuid}/`, {
          headers: q.headers,
          body: { community_boundary_map: pdf(100), pet_waste_station_map: notPdf, trash_can_location_map: over },
        });
        expect(both.body).toEqual({
          pet_waste_station_map: [messages.unsupportedFormat],
          trash_can_location_map: [messages.imageSizeTooLarge],
        });
        const read = (await call('GET', `/commercial-quote/${q.uuid}/`, { headers: q.headers })).body;
        expect(read.management_company).toBeNull();
        expect(read.community_boundary_map).toBeUndefined();
        // A PDF the browser could not type still is a PDF; null clears a map.
        const untyped = pdf(100).replace('application/pdf', 'application/octet-stream');
        const ok = await call('PATCH', `/commercial-quote/${q.uuid}/`, {
          headers: q.headers,
          body: { community_boundary_map: untyped, pet_waste_station_map: null },
        });
        expect(ok.status, ok.text).toBe(200);
      },
    );

    it('four 5 MB maps in one update (about 28 MB of JSON) are accepted and kept', async () => {
      const q = await visitorQuote();
      const map = pdf(MB5);
      const body = Object.fromEntries(MAPS.map((f) => [f, map]));
      expect(JSON.stringify(body).length).toBeGreaterThan(27_900_000);
      const r = await call('PATCH', `/commercial-quote/${q.uuid}/`, { headers: q.headers, body });
      expect(r.status, r.text.slice(0, 200)).toBe(200);
      const read = (await call('GET', `/commercial-quote/${q.uuid}/`, { headers: q.headers })).body;
      for (const f of MAPS) expect(read[f] === map, f).toBe(true);
      // Without a token or visitor key the same body is refused unread (413), not read up to the 404.
      const stranger = await call('PATCH', `/commercial-quote/${q.uuid}/`, { body });
      expect(stranger.status).toBe(413);
      // Only this body grew: the others keep 1 MB, or 7 MB for one photo or PDF.
      const limits = Object.fromEntries(listOperations().map((o) => [o.operationId, o.maxBodyBytes / 1024 / 1024]));
      expect(limits).toMatchObject({
        commercialQuotePartialUpdate: 28,
        crmCommercialCommunityUpdate: 7,
        petCreate: 7,
        serviceOrderEnquiryCreate: 7,
        commercialQuoteCreate: 1,
        crmPaymentLinkPayment: 1,
      });
    }, 60_000);

    it("the proposal due date is after the office's today, on the quote and on the proposal", async () => {
      expect(PROPOSAL_DUE_MESSAGE).toBe(WIZARD_DUE_MESSAGE);
      const q = await visitorQuote();
      const patch = (proposal_due: string | null) =>
        call('PATCH', `/commercial-quote/${q.uuid}/`, { headers: q.headers, body: { proposal_due } });
      for (const day of [officeDay(), officeDay(-1), '2020-01-01'])
        expect((await patch(`${day}T12:00:00Z`)).body).toEqual({ proposal_due: [PROPOSAL_DUE_MESSAGE] });
      expect((await call('GET', `/commercial-quote/${q.uuid}/`, { headers: q.headers })).body.proposal_due).toBeNull();
      const tomorrow = `${officeDay(1)}T00:00:00.000Z`;
      expect((await patch(tomorrow)).body.proposal_due).toBe(tomorrow);
      expect((await patch(null)).status).toBe(200);
      expect((await patch(tomorrow)).status).toBe(200);

      const create = (proposal_date: string | null) =>
        call('POST', '/commercial-proposal/', {
          headers: q.headers,
          body: { proposal_status: 'enquiry', commercial_quote_uuid: q.uuid, proposal_date },
        });
      expect((await create(officeDay())).body).toEqual({ proposal_date: [PROPOSAL_DUE_MESSAGE] });
      expect((await create(null)).status).toBe(201);
      const made = await create(officeDay(1));
      expect(made.status, made.text).toBe(201);
      const upd = (proposal_date: string | null) =>
        call('PATCH', `/commercial-proposal/${made.body.uuid}/`, { headers: q.headers, body: { proposal_date } });
      expect((await upd(officeDay(-3))).body).toEqual({ proposal_date: [PROPOSAL_DUE_MESSAGE] });
      expect((await upd(officeDay(2))).status).toBe(200);

      // Two days on, the stored dates have passed: sent again unchanged they stand, a new past date does not.
      drift.ms = 3 * 86_400_000;
      try {
        expect((await patch(tomorrow)).status).toBe(200);
        expect((await patch(`${officeDay(-1)}T00:00:00.000Z`)).body).toEqual({ proposal_due: [PROPOSAL_DUE_MESSAGE] });
        expect((await upd(officeDay(-1))).status).toBe(200);
        expect((await upd(officeDay(-2))).body).toEqual({ proposal_date: [PROPOSAL_DUE_MESSAGE] });
      } finally {
        drift.ms = 0;
      }
    });

    it('a proposal moves only to a quote the caller reaches, of the same account', async () => {
      const a = await visitorQuote();
      const proposal = await proposalOf(a.uuid, { headers: a.headers });
      const move = (to: string) =>
        call('PATCH', `/commercial-proposal/${proposal}/`, { headers: a.headers, body: { commercial_quote_uuid: to } });
      const unknown = { commercial_quote_uuid: ['Unknown commercial quote.'] };
      // Another visitor's quote, a quote that does not exist, a signed-in account's quote.
      const b = await visitorQuote();
      expect(await move(b.uuid)).toMatchObject({ status: 400, body: unknown });
      expect(await move('00000000-0000-4000-8000-000000000000')).toMatchObject({ status: 400, body: unknown });
      const token = await login('community@example.com');
      const theirs = await call('POST', '/commercial-quote/', { token, body: quoteBody('community@example.com') });
      expect(await move(theirs.body.uuid)).toMatchObject({ status: 400, body: unknown });
      // The same visitor's quote of another account (another email): reachable, but not this proposal's account.
      const other = await call('POST', '/commercial-quote/', { headers: a.headers, body: quoteBody(uniqueEmail('x')) });
      expect(await move(other.body.uuid)).toMatchObject({ status: 400, body: unknown });
      const list = await call('GET', `/commercial-proposal/?commercial_quote__uuid=${a.uuid}`, { headers: a.headers });
      expect(list.body.results.map((p: { uuid: string }) => p.uuid)).toEqual([proposal]);
      // A second quote of the same account (the same email, the same visitor) is a place it may move to.
      const again = await call('POST', '/commercial-quote/', { headers: a.headers, body: quoteBody(a.email) });
      const moved = await move(again.body.uuid);
      expect(moved.status, moved.text).toBe(200);
      expect(moved.body.commercial_quote_uuid).toBe(again.body.uuid);
    });

    it("the account's Proposals tab shows the enquiry as the quote and the proposal are updated", async () => {
      const token = await login('community@example.com');
      const quote = (await call('POST', '/commercial-quote/', { token, body: quoteBody('community@example.com') }))
        .body;
      const proposal = await proposalOf(quote.uuid, { token });
      const row = async () => {
        const list = await call('GET', '/crm/commerical-crm/?limit=100&offset=0', { token });
        return list.body.results.filter(
          (r: { commercial_proposal_uuid?: string }) => r.commercial_proposal_uuid === proposal,
        );
      };
      const due = `${officeDay(5)}T00:00:00.000Z`;
      const upd = await call('PATCH', `/commercial-quote/${quote.uuid}/`, {
        token,
        body: {
          first_name: 'Cam',
          last_name: 'Community',
          email_address: 'community@example.com',
          community_name: `Birch Hollow ${proposal.slice(0, 8)}`,
          is_looking_for_proposal: true,
          would_like_more_info: false,
          proposal_due: due,
          interested_services: ['common_area_cleaning'],
          interested_products: ['pet_waste_stations'],
          user_uuid: quote.user_uuid,
        },
      });
      expect(upd.status, upd.text).toBe(200);
      expect(await row()).toEqual([
        expect.objectContaining({
          community_name: `Birch Hollow ${proposal.slice(0, 8)}`,
          is_looking_for_proposal: true,
          proposal_due: due,
          interested_services: ['common_area_cleaning'],
          interested_products: ['pet_waste_stations'],
        }),
      ]);
      // Moved to another quote of the account: the row shows that quote's enquiry.
      const second = (await call('POST', '/commercial-quote/', { token, body: quoteBody('community@example.com') }))
        .body;
      await call('PATCH', `/commercial-quote/${second.uuid}/`, {
        token,
        body: {
          first_name: 'Cam',
          last_name: 'Community',
          email_address: 'community@example.com',
          community_name: `Aspen Glen ${proposal.slice(0, 8)}`,
          proposal_due: due,
          is_looking_for_proposal: false,
          would_like_more_info: true,
        },
      });
      const moved = await call('PATCH', `/commercial-proposal/${proposal}/`, {
        token,
        body: { commercial_quote_uuid: second.uuid },
      });
      expect(moved.status, moved.text).toBe(200);
      expect(await row()).toEqual([
        expect.objectContaining({
          community_name: `Aspen Glen ${proposal.slice(0, 8)}`,
          is_looking_for_proposal: false,
          interested_services: [],
        }),
      ]);
    });

    it('the quote and the inner proposal are read with the visitor key that made them or the owner token; 404 otherwise', async () => {
      const a = await visitorQuote();
      const proposal = await proposalOf(a.uuid, { headers: a.headers });
      const inner = await call('POST', '/inner-proposal/', {
        headers: a.headers,
        body: { proposal_uuid: proposal, line_items: [] },
      });
      const item = await call('POST', '/proposal-line-item/', {
        headers: a.headers,
        body: { inner_proposal_uuid: inner.body.uuid, item_type: 'product', item: 'pet_waste_stations' },
      });
      const b = await visitorQuote();
      const stranger = await newCustomer();
      const paths = [`/commercial-quote/${a.uuid}/`, `/inner-proposal/${inner.body.uuid}/`];
      for (const path of paths) {
        expect((await call('GET', path, { headers: a.headers })).status, path).toBe(200);
        expect((await call('GET', path, { headers: b.headers })).status, path).toBe(404);
        expect((await call('GET', path)).status, path).toBe(404);
        expect((await call('GET', path, { token: stranger.token })).status, path).toBe(404);
        expect((await call('GET', path, { headers: { 'X-Visitor-Key': 'A'.repeat(43) } })).status, path).toBe(404);
      }
      const read = await call('GET', paths[1] as string, { headers: a.headers });
      expect(read.body).toMatchObject({ uuid: inner.body.uuid, proposal_uuid: proposal });
      expect(read.body.line_items.map((l: { uuid: string }) => l.uuid)).toEqual([item.body.uuid]);
      expect((await call('GET', paths[0] as string, { headers: a.headers })).body).toMatchObject({
        uuid: a.uuid,
        email_address: a.email,
        phone_numbers: [],
      });

      // The owner's token, and no one else's.
      const token = await login('community@example.com');
      const own = (await call('POST', '/commercial-quote/', { token, body: quoteBody('community@example.com') })).body;
      const ownInner = await call('POST', '/inner-proposal/', {
        token,
        body: { proposal_uuid: await proposalOf(own.uuid, { token }), line_items: [] },
      });
      for (const path of [`/commercial-quote/${own.uuid}/`, `/inner-proposal/${ownInner.body.uuid}/`]) {
        expect((await call('GET', path, { token })).status, path).toBe(200);
        expect((await call('GET', path, { token: stranger.token })).status, path).toBe(404);
        expect((await call('GET', path)).status, path).toBe(404);
        expect((await call('GET', path, { headers: a.headers })).status, path).toBe(404);
      }
    });
  });
}
