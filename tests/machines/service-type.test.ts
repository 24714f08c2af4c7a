import { describe, expect, it } from 'vitest';
import {
  commercialQuotePayload,
  leadPayload,
  serviceTypeMachine,
} from '../../machines/service-type/service-type.machine';
import { serviceTypeErrors } from '../../machines/service-type/service-type.schema';
import { defaultsThrow, startMachine } from '../support/machine-kit';
import { atCreateStep, createSteps, filled, input } from '../support/service-type-form';

describe('service-type schema', () => {
  it('uses the spec messages', () => {
    expect(serviceTypeErrors({ email: '', howHeard: null, serviceType: null })).toEqual({
      email: 'Enter Email address',
      howHeard: 'Please select an option',
      serviceType: 'Please select the service type that you require',
    });
    expect(serviceTypeErrors({ email: 'x@', howHeard: 'Truck', serviceType: 'commercial' })).toEqual({
      email: 'Invalid Email Address',
    });
  });
});

describe('service-type machine', () => {
  it('stored property type redirects (isStoredResidential / isStoredCommercial), else the form', () => {
    const r = startMachine(serviceTypeMachine, { ...input, storedPropertyType: 'residential' });
    expect(r.value()).toBe('redirected');
    expect(r.effectNames()).toEqual(['navigateSubscription']);
    const c = startMachine(serviceTypeMachine, { ...input, storedPropertyType: 'commercial' });
    expect(c.effectNames()).toEqual(['navigateCommercial']);
    expect(startMachine(serviceTypeMachine, input).value()).toBe('editing');
  });

  it('isFormValid false: Continue shows the field errors', () => {
    const m = startMachine(serviceTypeMachine, input);
    m.actor.send({ type: 'serviceType.continue' });
    expect(m.value()).toBe('editing');
    expect(m.context().fieldErrors.serviceType).toBe('Please select the service type that you require');
    m.actor.send({ type: 'serviceType.type.select', value: 'residential' });
    expect(m.context().fieldErrors.serviceType).toBeUndefined();
  });

  it('an address with records this browser did not make (isKnown) → a link is mailed to it, said until the email changes', async () => {
    const m = filled();
    expect(m.pending.get('checkEmail')?.input).toEqual({ email: 'new@example.com' });
    await m.resolve('checkEmail', { kind: 'known' });
    expect(m.value()).toBe('requestingLink');
    expect(m.inputOf('requestLink')).toMatchObject({
      email: 'new@example.com',
      flow: 'quote',
      hear_about_us: ['Yard Sign'],
    });
    await m.resolve('requestLink', undefined);
    expect(m.value()).toBe('editing');
    expect(m.context().linkSent).toBe(true);
    expect(m.context().fieldErrors.email).toBeUndefined();
    expect(m.effectNames()).toEqual([]);
    // Another email clears the sentence.
    m.actor.send({ type: 'serviceType.email.change', value: 'other@example.com' });
    expect(m.context()).toMatchObject({ email: 'other@example.com', linkSent: false });
    // A failed request returns to the form with its toast.
    const f = filled('commercial');
    await f.resolve('checkEmail', { kind: 'known' });
    expect(f.inputOf('requestLink')).toMatchObject({ flow: 'commercial' });
    await f.reject('requestLink');
    expect(f.value()).toBe('editing');
    expect(f.effectNames()).toEqual(['notifyErrors']);
  });

  it('an existing residential lead → /subscription with the lead id stored', async () => {
    const m = filled('commercial');
    await m.resolve('checkEmail', { kind: 'residentialLead', leadId: 'lead-7' });
    expect(m.value()).toBe('done');
    expect(m.context().leadId).toBe('lead-7');
    expect(m.effectNames()).toEqual(['storeLead', 'navigateSubscription']);
  });

  it('an existing commercial lead loads its proposal → /commercial; 401/403 wipes storage → /', async () => {
    const m = filled();
    await m.resolve('checkEmail', { kind: 'commercialLead', commercialQuoteUuid: 'cq-1' });
    expect(m.pending.get('loadCommercialProposal')?.input).toEqual({ commercialQuoteUuid: 'cq-1' });
    await m.resolve('loadCommercialProposal', {
      kind: 'loaded',
      proposalUuid: 'p-1',
      commercialQuoteUuid: 'cq-1',
      innerProposalUuid: 'ip-1',
    });
    expect(m.effectNames()).toEqual(['storeCommercial', 'navigateCommercial']);
    const u = filled();
    await u.resolve('checkEmail', { kind: 'commercialLead', commercialQuoteUuid: 'cq-1' });
    await u.resolve('loadCommercialProposal', { kind: 'unauthorized' });
    expect(u.value()).toBe('signedOut');
    expect(u.effectNames()).toEqual(['clearStorage', 'navigateHome']);
    const f = filled();
    await f.resolve('checkEmail', { kind: 'commercialLead', commercialQuoteUuid: 'cq-1' });
    await f.reject('loadCommercialProposal', new Error('network'));
    expect(f.value()).toBe('editing');
  });

  it('new residential: creates the lead (isResidential) → /subscription', async () => {
    const m = filled();
    await m.resolve('checkEmail', { kind: 'new' });
    expect(m.pending.get('createResidentialLead')?.input).toEqual(leadPayload(m.context()));
    expect(m.pending.get('createResidentialLead')?.input).toMatchObject({
      email: 'new@example.com',
      lead_stage: 'new',
      outreach: 'website',
      role: ['lead'],
      hear_about_us: ['Yard Sign'],
      channel_attribution_id: 4,
      zip_code: '27601',
    });
    await m.resolve('createResidentialLead', { kind: 'created', uuid: 'lead-9' });
    expect(m.context().leadId).toBe('lead-9');
    expect(m.effectNames()).toEqual(['storeLead', 'navigateSubscription']);
  });

  it('new community: quote → proposal (enquiry) → inner proposal → /commercial', async () => {
    const m = filled('commercial');
    await m.resolve('checkEmail', { kind: 'new' });
    expect(m.pending.get('createCommercialQuote')?.input).toEqual(commercialQuotePayload(m.context()));
    await m.resolve('createCommercialQuote', { kind: 'created', uuid: 'cq-2' });
    expect(m.pending.get('createProposal')?.input).toEqual({
      proposal_status: 'enquiry',
      commercial_quote_uuid: 'cq-2',
      proposal_date: null,
    });
    await m.resolve('createProposal', { kind: 'created', uuid: 'p-2' });
    expect(m.pending.get('createInnerProposal')?.input).toEqual({ proposal_uuid: 'p-2', line_items: [] });
    await m.resolve('createInnerProposal', { kind: 'created', uuid: 'ip-2' });
    expect(m.value()).toBe('done');
    expect(m.effectNames()).toEqual(['storeCommercial', 'navigateCommercial']);
  });

  it.each(createSteps)(
    '%s, %s: invalid → its messages, failure → Something went wrong',
    async (serviceType, id, before) => {
      for (const outcome of [{ output: { kind: 'invalid', errors: ['x: bad'] } }, { error: new Error('500') }]) {
        const m = await atCreateStep(serviceType, before);
        await ('output' in outcome ? m.resolve(id, outcome.output) : m.reject(id, outcome.error));
        expect(m.value()).toBe('editing');
        expect(m.context().errors).toEqual('output' in outcome ? ['x: bad'] : ['Something went wrong']);
      }
    },
  );

  it('a failed email check → Something went wrong', async () => {
    const e = filled();
    await e.reject('checkEmail', new Error('network'));
    expect(e.context().errors).toEqual(['Something went wrong']);
  });

  it('Back leaves the screen', () => {
    const m = startMachine(serviceTypeMachine, input);
    m.actor.send({ type: 'serviceType.back' });
    expect(m.effectNames()).toEqual(['navigateBack']);
  });

  it('default actors and effects throw "not provided"', () => {
    expect(defaultsThrow(serviceTypeMachine)).toEqual([]);
  });
});
