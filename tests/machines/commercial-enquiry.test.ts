import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { commercialEnquiryMachine } from '../../machines/commercial-enquiry/commercial-enquiry.machine';
import {
  lineItemsFor,
  reachOutOptions,
  step1Schema,
} from '../../machines/commercial-enquiry/commercial-enquiry.schema';
import { uploadError } from '../../machines/shared/upload';
import { fieldErrors } from '../../machines/shared/fields';
import { startMachine } from '../support/machine-kit';
import { toStep2, validStep1 } from '../support/commercial-enquiry-steps';
import { commercialEnquiryInputFixture as baseInput, pdfFixture as pdf } from '../support/fixtures';
import { useFakeClock } from '../support/fake-clock';

useFakeClock();

describe('commercial-enquiry machine: step 1', () => {
  it('isStep1Valid false: shows the field messages and stays', () => {
    const t = startMachine(commercialEnquiryMachine, baseInput);
    t.send({ type: 'step1.next' });
    expect(t.value()).toEqual({ step1: 'editing' });
    expect(t.context().errors).toEqual({
      first_name: 'First name is required',
      last_name: 'Last name is required',
      community_name: 'Community Name is required',
      email_address: 'Email is required',
    });
  });

  it('isStep1Valid + isVerified true: stores step 1, then changes step after wizardStep (500 ms)', async () => {
    const t = startMachine(commercialEnquiryMachine, baseInput);
    t.send({ type: 'step1.change', values: validStep1 });
    t.send({ type: 'step1.next' });
    expect(t.inputOf('verifyStep1')).toEqual({
      email_address: 'ann@example.com',
      address: null,
      address_from_search: false,
      loggedIn: false,
    });
    await t.resolve('verifyStep1', { kind: 'ok' });
    expect(t.value()).toEqual({ step1: 'leaving' });
    expect(t.effect('persistStep1')).toEqual([expect.objectContaining(validStep1)]);
    await vi.advanceTimersByTimeAsync(499);
    expect(t.value()).toEqual({ step1: 'leaving' });
    await vi.advanceTimersByTimeAsync(1);
    expect(t.value()).toEqual({ step2: 'editing' });
  });

  it('isVerified false shows the server messages; a rejection toasts', async () => {
    const t = startMachine(commercialEnquiryMachine, baseInput);
    t.send({ type: 'step1.change', values: validStep1 });
    t.send({ type: 'step1.next' });
    await t.resolve('verifyStep1', { kind: 'invalid', errors: { email_address: 'Email address is already in use' } });
    expect(t.value()).toEqual({ step1: 'editing' });
    expect(t.context().errors).toEqual({ email_address: 'Email address is already in use' });
    t.send({ type: 'step1.next' });
    await t.reject('verifyStep1');
    expect(t.value()).toEqual({ step1: 'editing' });
    expect(t.effect('notifyErrors')).toHaveLength(1);
  });

  it('isStep1Validated: the step 2 header opens only after validation, and editing closes it again', async () => {
    const t = await toStep2();
    t.send({ type: 'step2.back' });
    await vi.advanceTimersByTimeAsync(500);
    expect(t.value()).toEqual({ step1: 'editing' });
    t.send({ type: 'wizard.step2.open' });
    expect(t.value()).toEqual({ step1: 'leaving' });
    await vi.advanceTimersByTimeAsync(500);
    t.send({ type: 'step2.back' });
    await vi.advanceTimersByTimeAsync(500);
    t.send({ type: 'step1.change', values: { first_name: 'Bea' } });
    t.send({ type: 'wizard.step2.open' });
    expect(t.value()).toEqual({ step1: 'editing' });
  });

  it('isUploadAcceptable: a PDF within 5 MB is kept; too large / not PDF / wrong signature give their messages', () => {
    const t = startMachine(commercialEnquiryMachine, baseInput);
    t.send({ type: 'step1.map.select', file: pdf });
    expect(t.context().boundaryMap).toBe(pdf.dataUrl);
    t.send({ type: 'step1.map.select', file: { ...pdf, size: 5242881 } });
    expect(t.context().errors.community_boundary_map).toBe('File too large');
    expect(uploadError({ ...pdf, size: 5242880 }, 'x')).toBeNull();
    expect(uploadError({ ...pdf, name: 'a.png', type: 'image/png' }, 'x')).toBe('Uploaded file is not a valid PDF');
    expect(uploadError({ ...pdf, header: 'GIF89' }, 'x')).toBe('Unsupported Format');
  });
});

describe('commercial-enquiry machine: step 2 and the submit chain', () => {
  it('proposal and more-info exclude each other', async () => {
    const t = await toStep2();
    t.send({ type: 'step2.proposal.change', checked: true });
    expect(t.context()).toMatchObject({ isLookingForProposal: true, wouldLikeMoreInfo: false });
    t.send({ type: 'step2.moreInfo.change', checked: true });
    expect(t.context()).toMatchObject({ isLookingForProposal: false, wouldLikeMoreInfo: true });
    t.send({ type: 'step2.proposal.change', checked: false });
    expect(t.context()).toMatchObject({ isLookingForProposal: false, wouldLikeMoreInfo: true });
    t.send({ type: 'step2.moreInfo.change', checked: false });
    expect(t.context()).toMatchObject({ isLookingForProposal: false, wouldLikeMoreInfo: false });
  });

  it('step 2 maps: a PDF is kept, a large one gets the 5MB message', async () => {
    const t = await toStep2();
    t.send({ type: 'step2.map.select', field: 'trash_can_location_map', file: pdf });
    expect(t.context().maps.trash_can_location_map).toBe(pdf.dataUrl);
    t.send({ type: 'step2.map.select', field: 'pet_waste_station_map', file: { ...pdf, size: 6_000_000 } });
    expect(t.context().errors).toEqual({ pet_waste_station_map: 'Image size should be less than 5MB' });
  });

  it('isStep2Valid false for a due date not after today', async () => {
    const t = await toStep2();
    t.send({ type: 'step2.change', values: { proposal_due: '2026-11-22' } });
    t.send({ type: 'step2.submit' });
    expect(t.value()).toEqual({ step2: 'editing' });
    expect(t.context().errors.proposal_due).toBeDefined();
  });

  it('hasQuoteId false: toast Quote id not found', async () => {
    const t = await toStep2({ quoteUuid: null });
    t.send({ type: 'step2.submit' });
    expect(t.value()).toEqual({ step2: 'editing' });
    expect(t.effect('notifyErrors')).toEqual([{ errors: ['Quote id not found'] }]);
  });

  it('the chain: quote update → 500 ms → proposal (enquiry) → 1 s → line items → visitor: clear session and /', async () => {
    const t = await toStep2();
    t.send({
      type: 'step2.change',
      values: {
        proposal_due: '2026-12-01',
        interested_services: ['common_area_cleaning'],
        interested_products: ['pet_waste_stations'],
      },
    });
    t.send({ type: 'step2.proposal.change', checked: true });
    t.send({ type: 'step2.submit' });
    expect(t.value()).toEqual({ submitting: 'updatingQuote' });
    const { quoteUuid, payload } = t.inputOf('updateQuote') as { quoteUuid: string; payload: Record<string, unknown> };
    expect(quoteUuid).toBe('q1');
    expect(payload).toMatchObject({
      is_looking_for_proposal: true,
      would_like_more_info: false,
      outreach: 'website',
      is_crm: false,
      field_office_uuid: 'fo1',
      zip_code: '27601',
      phone_numbers: validStep1.phone_numbers,
    });
    expect(payload).not.toHaveProperty('user_uuid');
    await t.resolve('updateQuote', { kind: 'saved' });
    expect(t.value()).toEqual({ submitting: 'waitingProposal' });
    await vi.advanceTimersByTimeAsync(499);
    expect(t.pending.has('saveProposal')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(t.inputOf('saveProposal')).toEqual({
      proposalUuid: null,
      commercial_quote_uuid: 'q1',
      proposal_status: 'enquiry',
      proposal_date: '2026-12-01',
    });
    await t.resolve('saveProposal', { kind: 'saved', proposalUuid: 'p1', innerProposalUuid: 'ip1' });
    await vi.advanceTimersByTimeAsync(999);
    expect(t.value()).toEqual({ submitting: 'waitingLineItems' });
    await vi.advanceTimersByTimeAsync(1);
    const items = t.inputOf('createLineItems') as {
      proposal_uuid: string;
      inner_proposal_uuid: string;
      line_items: unknown[];
    };
    expect(items.proposal_uuid).toBe('p1');
    expect(items.inner_proposal_uuid).toBe('ip1');
    expect(items.line_items).toEqual(
      lineItemsFor({ interested_services: ['common_area_cleaning'], interested_products: ['pet_waste_stations'] }),
    );
    await t.resolve('createLineItems', { kind: 'saved' });
    expect(t.value()).toBe('toHome');
    expect(t.effectNames().slice(-2)).toEqual(['clearSession', 'navigate']);
    expect(t.effect('navigate')).toEqual(['/']);
  });

  it('isLoggedIn true: user_uuid instead of phones, then /account', async () => {
    const t = await toStep2({ loggedIn: true, userUuid: 'u1' });
    t.send({ type: 'step2.submit' });
    expect((t.inputOf('updateQuote') as { payload: Record<string, unknown> }).payload).toMatchObject({
      user_uuid: 'u1',
    });
    expect((t.inputOf('updateQuote') as { payload: Record<string, unknown> }).payload).not.toHaveProperty(
      'phone_numbers',
    );
    await t.resolve('updateQuote', { kind: 'saved' });
    await vi.advanceTimersByTimeAsync(500);
    await t.resolve('saveProposal', { kind: 'saved', proposalUuid: 'p1', innerProposalUuid: null });
    await vi.advanceTimersByTimeAsync(1000);
    await t.resolve('createLineItems', { kind: 'saved' });
    expect(t.value()).toBe('toAccount');
    expect(t.effect('navigate')).toEqual(['/account']);
    expect(t.effectNames()).not.toContain('clearSession');
  });

  it('isSaved false and rejections of each call return to step 2 with a toast', async () => {
    const t = await toStep2();
    const submit = async () => t.send({ type: 'step2.submit' });
    await submit();
    await t.resolve('updateQuote', { kind: 'invalid', errors: { email_address: ['taken'] } });
    expect(t.value()).toEqual({ step2: 'editing' });
    await submit();
    await t.reject('updateQuote');
    await submit();
    await t.resolve('updateQuote', { kind: 'saved' });
    await vi.advanceTimersByTimeAsync(500);
    await t.resolve('saveProposal', { kind: 'invalid', errors: ['bad'] });
    expect(t.value()).toEqual({ step2: 'editing' });
    await submit();
    await t.resolve('updateQuote', { kind: 'saved' });
    await vi.advanceTimersByTimeAsync(500);
    await t.reject('saveProposal');
    await submit();
    await t.resolve('updateQuote', { kind: 'saved' });
    await vi.advanceTimersByTimeAsync(500);
    await t.resolve('saveProposal', { kind: 'saved', proposalUuid: 'p1', innerProposalUuid: null });
    await vi.advanceTimersByTimeAsync(1000);
    await t.resolve('createLineItems', { kind: 'invalid', errors: {} });
    expect(t.value()).toEqual({ step2: 'editing' });
    await submit();
    await t.resolve('updateQuote', { kind: 'saved' });
    await vi.advanceTimersByTimeAsync(500);
    await t.resolve('saveProposal', { kind: 'saved', proposalUuid: 'p1', innerProposalUuid: null });
    await vi.advanceTimersByTimeAsync(1000);
    await t.reject('createLineItems');
    expect(t.value()).toEqual({ step2: 'editing' });
    const toasts = t.effect('notifyErrors') as unknown[];
    expect(toasts).toHaveLength(6);
    expect(toasts[0]).toEqual({ error: { email_address: ['taken'] } });
    expect(toasts.slice(4)).toEqual([{ errors: ['Something went wrong.'] }, { errors: ['Something went wrong.'] }]);
  });

  it('schema messages: address parts once an address is set', () => {
    const errors = fieldErrors(step1Schema, {
      ...validStep1,
      address: { address: '', city: '', state: 'NC', zip_code: '123' },
    });
    expect(errors).toEqual({
      'address.address': 'address is required',
      'address.city': 'city is required',
      'address.zip_code': 'Your ZIP code is invalid.',
    });
  });

  it('default actors and effects throw "not provided"', async () => {
    const errors: unknown[] = [];
    const actor = createActor(commercialEnquiryMachine, { input: { ...baseInput, quoteUuid: null } });
    actor.subscribe({ error: (e) => errors.push(e) });
    actor.start();
    actor.send({ type: 'step1.change', values: validStep1 });
    actor.send({ type: 'step1.next' });
    await vi.advanceTimersByTimeAsync(0);
    expect(String(errors[0])).toMatch(/notifyErrors not provided/);
  });
});

describe('commercial-enquiry: phones, reach-out options and the kept file names', () => {
  it('a phone is ten digits or empty; an empty one is not sent', async () => {
    const phones = (phone: string) => [{ phone, type: 'mobile' as const, primary: true }];
    expect(fieldErrors(step1Schema, { ...validStep1, address: null, phone_numbers: phones('91955') })).toEqual({
      'phone_numbers.0.phone': 'Number is not valid',
    });
    expect(fieldErrors(step1Schema, { ...validStep1, address: null, phone_numbers: phones('') })).toEqual({});
    const t = startMachine(commercialEnquiryMachine, baseInput);
    t.send({
      type: 'step1.change',
      values: { ...validStep1, phone_numbers: [...phones(''), ...phones('9195550101')] },
    });
    t.send({ type: 'step1.next' });
    await t.resolve('verifyStep1', { kind: 'ok' });
    await vi.advanceTimersByTimeAsync(500);
    t.send({ type: 'step2.submit' });
    expect((t.inputOf('updateQuote') as { payload: { phone_numbers: unknown } }).payload.phone_numbers).toEqual(
      phones('9195550101'),
    );
  });

  it('reach-out options follow the phone types entered; Email always', () => {
    expect(reachOutOptions([])).toEqual(['email']);
    expect(reachOutOptions([{ phone: '', type: 'mobile' }])).toEqual(['email']);
    expect(reachOutOptions([{ phone: '9195550100', type: 'mobile' }])).toEqual(['text', 'mobile', 'email']);
    expect(
      reachOutOptions([
        { phone: '9195550100', type: 'home_phone' },
        { phone: '9195550101', type: 'office' },
      ]),
    ).toEqual(['phone', 'office', 'email']);
  });

  it('a picked file keeps its name (shown beside its upload)', async () => {
    const t = startMachine(commercialEnquiryMachine, baseInput);
    t.send({ type: 'step1.map.select', file: pdf });
    expect(t.context().mapNames).toEqual({ community_boundary_map: 'map.pdf' });
    t.send({ type: 'step1.change', values: validStep1 });
    t.send({ type: 'step1.next' });
    await t.resolve('verifyStep1', { kind: 'ok' });
    await vi.advanceTimersByTimeAsync(500);
    t.send({ type: 'step2.map.select', field: 'pet_waste_station_map', file: { ...pdf, name: 'stations.pdf' } });
    expect(t.context().mapNames).toEqual({ community_boundary_map: 'map.pdf', pet_waste_station_map: 'stations.pdf' });
  });
});
