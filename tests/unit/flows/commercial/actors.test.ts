// The wizard's actors against a fake API: the email-in-use and address checks of step 1, the proposal
// made or updated, the line items (an inner proposal made when none exists, then exactly this
// submission's items kept), refusals as 'invalid' and server failures as rejections.
import { describe, expect, it } from 'vitest';
import { enquiryPayload } from '../../../../machines/commercial-enquiry/commercial-enquiry.machine';
import {
  emptyStep1,
  emptyStep2,
  lineItemsFor,
} from '../../../../machines/commercial-enquiry/commercial-enquiry.schema';
import { commercialEnquiryInputFixture } from '../../../support/fixtures';
import { createCommercialImplementations } from '../../../../src/flows/commercial/actors';
import { fakeApi } from '../../../support/fake-api';
import type { Routes } from '../../../support/fake-api';
import { runActor } from '../../../support/run-actor';

const address = { address: '100 Main St', city: 'Raleigh', state: 'NC', zip_code: '27601' };

function setup(routes: Routes) {
  const api = fakeApi(routes);
  const { actors } = createCommercialImplementations({
    api: api.client,
    fieldOfficeUuid: 'fo1',
    navigate: () => undefined,
  });
  return { actors, calls: api.calls };
}

describe('commercial actors', () => {
  it('verifyStep1: an account email is in use; a searched address the office cannot route is not found', async () => {
    const { actors, calls } = setup({
      'GET /accounts/check-email/': () => ({ status: 200, body: { already_exists: true } }),
      'POST /service-order/validate_address/': () => ({ status: 200, body: { is_valid: false } }),
    });
    const input = { email_address: 'a@b.co', address, address_from_search: true, loggedIn: false };
    expect(await runActor(actors.verifyStep1, input)).toEqual({
      kind: 'invalid',
      errors: {
        email_address: 'Email address is already in use',
        'address.address': expect.stringMatching(/^Sorry, we could not find that address/),
      },
    });
    expect(calls[1]?.body).toEqual({ field_office_uuid: 'fo1', address: '100 Main St, Raleigh, NC 27601' });
  });

  it('verifyStep1: an address check that fails (500 or no answer) reads as an address not found (spec 2 §8)', async () => {
    const input = { email_address: 'a@b.co', address, address_from_search: true, loggedIn: true };
    for (const answer of [
      () => ({ status: 500, body: 'Internal Server Error' }),
      () => {
        throw new TypeError('Failed to fetch');
      },
    ]) {
      const { actors } = setup({ 'POST /service-order/validate_address/': answer });
      expect(await runActor(actors.verifyStep1, input)).toEqual({
        kind: 'invalid',
        errors: { 'address.address': expect.stringMatching(/^Sorry, we could not find that address/) },
      });
    }
  });

  it('verifyStep1 signed in with a typed address: no calls, ok', async () => {
    const { actors, calls } = setup({});
    const input = { email_address: 'a@b.co', address, address_from_search: false, loggedIn: true };
    expect(await runActor(actors.verifyStep1, input)).toEqual({ kind: 'ok' });
    expect(calls).toHaveLength(0);
  });

  it('saveProposal: PATCH the stored proposal, else POST one; its first inner proposal comes back', async () => {
    const proposal = { uuid: 'p1', commercial_quote_uuid: 'q1', proposal_status: 'enquiry', proposal_date: null };
    const { actors, calls } = setup({
      'PATCH /commercial-proposal/p1/': () => ({
        status: 200,
        body: { ...proposal, inner_proposals: [{ uuid: 'ip1' }] },
      }),
      'POST /commercial-proposal/': () => ({ status: 201, body: { ...proposal, uuid: 'p2', inner_proposals: [] } }),
    });
    const body = { commercial_quote_uuid: 'q1', proposal_status: 'enquiry', proposal_date: '2026-12-01' };
    expect(await runActor(actors.saveProposal, { proposalUuid: 'p1', ...body })).toEqual({
      kind: 'saved',
      proposalUuid: 'p1',
      innerProposalUuid: 'ip1',
    });
    expect(await runActor(actors.saveProposal, { proposalUuid: null, ...body })).toEqual({
      kind: 'saved',
      proposalUuid: 'p2',
      innerProposalUuid: null,
    });
    expect(calls.map((c) => c.body)).toEqual([body, body]);
  });

  it('createLineItems: makes the inner proposal when none, one item per choice, then keeps exactly those', async () => {
    let n = 0;
    const { actors, calls } = setup({
      'POST /inner-proposal/': () => ({ status: 201, body: { uuid: 'ip9', proposal_uuid: 'p1', line_items: [] } }),
      'POST /proposal-line-item/': () => ({ status: 201, body: { uuid: `li${++n}` } }),
      'PATCH /inner-proposal/ip9/': () => ({ status: 200, body: { uuid: 'ip9', proposal_uuid: 'p1', line_items: [] } }),
    });
    const line_items = lineItemsFor({
      interested_services: ['trash_can_service'],
      interested_products: ['pet_waste_stations'],
    });
    expect(
      await runActor(actors.createLineItems, { proposal_uuid: 'p1', inner_proposal_uuid: null, line_items }),
    ).toEqual({
      kind: 'saved',
    });
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /inner-proposal/',
      'POST /proposal-line-item/',
      'POST /proposal-line-item/',
      'PATCH /inner-proposal/ip9/',
    ]);
    expect(calls[1]?.body).toMatchObject({
      inner_proposal_uuid: 'ip9',
      item_type: 'service',
      item: 'trash_can_service',
      total: '0.00',
    });
    expect(calls[3]?.body).toEqual({ line_items: ['li1', 'li2'] });
  });

  it('updateQuote: a refusal is invalid with its body; a server failure rejects', async () => {
    const refused = setup({ 'PATCH /commercial-quote/q1/': () => ({ status: 400, body: { community_name: ['x'] } }) });
    const { step1: _none, ...input } = commercialEnquiryInputFixture;
    const maps = { pet_waste_station_map: null, trash_can_location_map: null, common_area_cleaning_map: null };
    const payload = {
      quoteUuid: 'q1',
      payload: enquiryPayload({
        ...{ input, step1: emptyStep1, step2: emptyStep2, maps, mapNames: {}, lostMaps: [], errors: {} },
        ...{ boundaryMap: null, step1Validated: true, isLookingForProposal: false, wouldLikeMoreInfo: false },
        ...{ proposalUuid: null, innerProposalUuid: null },
      }),
    };
    expect(await runActor(refused.actors.updateQuote, payload)).toEqual({
      kind: 'invalid',
      errors: { community_name: ['x'] },
    });
    const failing = setup({ 'PATCH /commercial-quote/q1/': () => ({ status: 503, body: {} }) });
    await expect(runActor(failing.actors.updateQuote, payload)).rejects.toThrow(/503/);
  });
});
