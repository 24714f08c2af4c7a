import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import type { StateValue } from 'xstate';
import { commercialEnquiryMachine } from '../../machines/commercial-enquiry/commercial-enquiry.machine';
import type {
  CommercialEnquiryContext,
  CommercialEnquiryInput,
} from '../../machines/commercial-enquiry/commercial-enquiry.machine';
import { emptyStep1, emptyStep2 } from '../../machines/commercial-enquiry/commercial-enquiry.schema';
import { startMachine } from '../support/machine-kit';
import { toStep2 as startOnStep2, validStep1 } from '../support/commercial-enquiry-steps';
import { commercialEnquiryInputFixture as baseInput, pdfFixture as pdf } from '../support/fixtures';

import { tooLarge } from '../model/commercial-enquiry.fixtures';
import { useFakeClock } from '../support/fake-clock';

useFakeClock();

async function toStep2(input: Partial<CommercialEnquiryInput> = {}) {
  const t = await startOnStep2(input);
  expect(t.value()).toEqual({ step2: 'editing' });
  return t;
}

async function toSaveProposal(t: Awaited<ReturnType<typeof toStep2>>) {
  t.send({ type: 'step2.submit' });
  await t.resolve('updateQuote', { kind: 'saved' });
  await vi.advanceTimersByTimeAsync(500);
}

/** A wizard restored from the session in `value`, with uploads the session could not keep. */
function restored(value: StateValue, lostMaps: CommercialEnquiryContext['lostMaps']) {
  const context = { ...startMachine(commercialEnquiryMachine, baseInput).context(), lostMaps };
  const snapshot = commercialEnquiryMachine.resolveState({ value, context });
  return createActor(commercialEnquiryMachine, { input: baseInput, snapshot }).start();
}

describe('commercial-enquiry machine: context', () => {
  it('starts from the input: step 1 restored over the empty form, the proposal ids kept', () => {
    const t = startMachine(commercialEnquiryMachine, {
      ...baseInput,
      proposalUuid: 'p0',
      innerProposalUuid: 'ip0',
      step1: { first_name: 'Ann' },
    });
    expect(t.context()).toEqual({
      input: { ...baseInput, proposalUuid: 'p0', innerProposalUuid: 'ip0' },
      step1: { ...emptyStep1, first_name: 'Ann' },
      boundaryMap: null,
      step1Validated: false,
      step2: emptyStep2,
      isLookingForProposal: false,
      wouldLikeMoreInfo: false,
      maps: { pet_waste_station_map: null, trash_can_location_map: null, common_area_cleaning_map: null },
      mapNames: {},
      lostMaps: [],
      errors: {},
      proposalUuid: 'p0',
      innerProposalUuid: 'ip0',
    });
  });

  it('editing step 1 clears its messages', () => {
    const t = startMachine(commercialEnquiryMachine, baseInput);
    t.send({ type: 'step1.next' });
    expect(Object.keys(t.context().errors)).not.toHaveLength(0);
    t.send({ type: 'step1.change', values: { first_name: 'Ann' } });
    expect(t.context().errors).toEqual({});
    expect(t.context().step1.first_name).toBe('Ann');
  });

  it('a verified step 1 clears the server messages of an earlier attempt', async () => {
    const t = startMachine(commercialEnquiryMachine, baseInput);
    t.send({ type: 'step1.change', values: { ...validStep1, email_address: '  ann@example.com ' } });
    t.send({ type: 'step1.next' });
    expect(t.inputOf('verifyStep1')).toMatchObject({ email_address: 'ann@example.com' });
    await t.resolve('verifyStep1', { kind: 'invalid', errors: { email_address: 'Email address is already in use' } });
    t.send({ type: 'step1.next' });
    await t.resolve('verifyStep1', { kind: 'ok' });
    expect(t.context().errors).toEqual({});
    expect(t.context().step1Validated).toBe(true);
  });

  it('the verify check carries the address, where it came from and whether signed in', () => {
    const address = { address: '1 Oak St', city: 'Raleigh', state: 'NC', zip_code: '27601' };
    const t = startMachine(commercialEnquiryMachine, { ...baseInput, loggedIn: true });
    t.send({ type: 'step1.change', values: { ...validStep1, address, address_from_search: true } });
    t.send({ type: 'step1.next' });
    expect(t.inputOf('verifyStep1')).toEqual({
      email_address: 'ann@example.com',
      address,
      address_from_search: true,
      loggedIn: true,
    });
  });

  it('a boundary map accepted after a refused one clears its message and keeps the others', () => {
    const t = startMachine(commercialEnquiryMachine, baseInput);
    t.send({ type: 'step1.next' });
    t.send({ type: 'step1.map.select', file: tooLarge });
    expect(t.context().errors).toMatchObject({
      first_name: 'First name is required',
      community_boundary_map: 'File too large',
    });
    t.send({ type: 'step1.map.select', file: pdf });
    expect(t.context().errors).not.toHaveProperty('community_boundary_map');
    expect(t.context().errors.first_name).toBe('First name is required');
  });

  it('a step 2 map accepted after a refused one clears only its own message', async () => {
    const t = await toStep2();
    t.send({ type: 'step2.map.select', field: 'pet_waste_station_map', file: tooLarge });
    t.send({ type: 'step2.map.select', field: 'trash_can_location_map', file: tooLarge });
    t.send({ type: 'step2.map.select', field: 'pet_waste_station_map', file: pdf });
    expect(t.context().errors).toEqual({ trash_can_location_map: 'Image size should be less than 5MB' });
    expect(t.context().maps.pet_waste_station_map).toBe(pdf.dataUrl);
    expect(t.context().maps.trash_can_location_map).toBeNull();
  });

  it('changing step 2 clears its messages', async () => {
    const t = await toStep2();
    t.send({ type: 'step2.change', values: { proposal_due: '2026-11-22' } });
    t.send({ type: 'step2.submit' });
    expect(t.context().errors).toEqual({ proposal_due: expect.any(String) });
    t.send({ type: 'step2.change', values: { proposal_due: '2026-12-01' } });
    expect(t.context().errors).toEqual({});
    expect(t.context().step2.proposal_due).toBe('2026-12-01');
  });

  it('picking a lost upload again takes only it off the list', () => {
    const lost = ['community_boundary_map', 'pet_waste_station_map'] as const;
    const s1 = restored({ step1: 'editing' }, [...lost]);
    s1.send({ type: 'step1.map.select', file: pdf });
    expect(s1.getSnapshot().context.lostMaps).toEqual(['pet_waste_station_map']);
    const s2 = restored({ step2: 'editing' }, [...lost]);
    s2.send({ type: 'step2.map.select', field: 'pet_waste_station_map', file: pdf });
    expect(s2.getSnapshot().context.lostMaps).toEqual(['community_boundary_map']);
  });
});

describe('commercial-enquiry machine: what is sent and toasted', () => {
  it('the enquiry payload: step 1 without the search flag, the boundary map and how they heard', async () => {
    const t = startMachine(commercialEnquiryMachine, baseInput);
    t.send({ type: 'step1.map.select', file: pdf });
    t.send({ type: 'step1.change', values: validStep1 });
    t.send({ type: 'step1.next' });
    await t.resolve('verifyStep1', { kind: 'ok' });
    await vi.advanceTimersByTimeAsync(500);
    t.send({ type: 'step2.moreInfo.change', checked: true });
    t.send({ type: 'step2.submit' });
    const { payload } = t.inputOf('updateQuote') as { payload: Record<string, unknown> };
    expect(payload).toEqual({
      ...emptyStep1,
      ...validStep1,
      address_from_search: undefined,
      ...emptyStep2,
      pet_waste_station_map: null,
      common_area_cleaning_map: null,
      trash_can_location_map: null,
      field_office_uuid: 'fo1',
      zip_code: '27601',
      community_boundary_map: pdf.dataUrl,
      is_looking_for_proposal: false,
      would_like_more_info: true,
      hear_about_us: ['Truck'],
      outreach: 'website',
      is_crm: false,
    });
    expect(payload).not.toHaveProperty('address_from_search');
  });

  it('the proposal date is the day of a date-time due, null without one; an existing proposal is updated', async () => {
    const t = await toStep2({ proposalUuid: 'p0' });
    t.send({ type: 'step2.change', values: { proposal_due: '2026-12-01T09:30:00' } });
    await toSaveProposal(t);
    expect(t.inputOf('saveProposal')).toEqual({
      proposalUuid: 'p0',
      commercial_quote_uuid: 'q1',
      proposal_status: 'enquiry',
      proposal_date: '2026-12-01',
    });
    await t.reject('saveProposal');
    t.send({ type: 'step2.change', values: { proposal_due: '' } });
    await toSaveProposal(t);
    expect(t.inputOf('saveProposal')).toMatchObject({ proposal_date: null });
  });

  it('the saved proposal ids are kept in the context', async () => {
    const t = await toStep2();
    await toSaveProposal(t);
    await t.resolve('saveProposal', { kind: 'saved', proposalUuid: 'p1', innerProposalUuid: 'ip1' });
    expect(t.context()).toMatchObject({ proposalUuid: 'p1', innerProposalUuid: 'ip1' });
  });

  it('each failure toasts what it got: the thrown error, or the refusal as the server wrote it', async () => {
    const t = startMachine(commercialEnquiryMachine, baseInput);
    t.send({ type: 'step1.change', values: validStep1 });
    t.send({ type: 'step1.next' });
    const verifyError = new Error('verify down');
    await t.reject('verifyStep1', verifyError);
    t.send({ type: 'step1.next' });
    await t.resolve('verifyStep1', { kind: 'ok' });
    await vi.advanceTimersByTimeAsync(500);

    const quoteError = new Error('quote down');
    t.send({ type: 'step2.submit' });
    await t.reject('updateQuote', quoteError);
    const proposalError = new Error('proposal down');
    await toSaveProposal(t);
    await t.reject('saveProposal', proposalError);
    await toSaveProposal(t);
    await t.resolve('saveProposal', { kind: 'invalid', errors: { proposal_date: ['bad'] } });
    expect(t.value()).toEqual({ step2: 'editing' });
    expect(t.effect('notifyErrors')).toEqual([
      { error: verifyError },
      { error: quoteError },
      { error: proposalError },
      { error: { proposal_date: ['bad'] } },
    ]);
  });
});
