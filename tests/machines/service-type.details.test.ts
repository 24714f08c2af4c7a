import { describe, expect, it } from 'vitest';
import {
  commercialQuotePayload,
  leadPayload,
  linkRequest,
  serviceTypeMachine,
} from '../../machines/service-type/service-type.machine';
import type { ServiceTypeInput } from '../../machines/service-type/service-type.machine';
import { startMachine } from '../support/machine-kit';
import { areaFixture } from '../support/fixtures';
import { atCreateStep, createSteps, filled, input, residentialLeadBody } from '../support/service-type-form';

/** The commercial quote a new community visitor without a channel asks for. */
const commercialQuote = {
  outreach: 'website',
  email_address: 'new@example.com',
  zip_code: '27601',
  field_office_uuid: 'office-raleigh',
  hear_about_us: ['Yard Sign'],
};

describe('service-type machine: context', () => {
  it('starts empty for a visitor', () => {
    const m = startMachine(serviceTypeMachine, input);
    expect(m.context()).toEqual({
      email: '',
      howHeard: null,
      serviceType: null,
      area: areaFixture,
      channel: 4,
      storedPropertyType: null,
      accountEmail: null,
      fieldErrors: {},
      errors: [],
      leadId: null,
      commercialQuoteUuid: null,
      proposalUuid: null,
      linkSent: false,
    });
  });

  it('each field change clears only its own field error', () => {
    const m = startMachine(serviceTypeMachine, input);
    m.send({ type: 'serviceType.continue' });
    expect(Object.keys(m.context().fieldErrors).sort()).toEqual(['email', 'howHeard', 'serviceType']);
    m.send({ type: 'serviceType.email.change', value: 'a@example.com' });
    expect(m.context().fieldErrors).toEqual({
      email: undefined,
      howHeard: 'Please select an option',
      serviceType: 'Please select the service type that you require',
    });
    expect(m.context().email).toBe('a@example.com');
    m.send({ type: 'serviceType.howHeard.select', value: 'Yard Sign' });
    expect(m.context().howHeard).toBe('Yard Sign');
    expect(m.context().fieldErrors).toEqual({
      email: undefined,
      howHeard: undefined,
      serviceType: 'Please select the service type that you require',
    });
    m.send({ type: 'serviceType.type.select', value: 'commercial' });
    expect(m.context().serviceType).toBe('commercial');
    expect(m.context().fieldErrors).toEqual({ email: undefined, howHeard: undefined, serviceType: undefined });
  });

  it('choosing the service type first keeps the messages of the other fields', () => {
    const m = startMachine(serviceTypeMachine, input);
    m.send({ type: 'serviceType.continue' });
    m.send({ type: 'serviceType.type.select', value: 'residential' });
    expect(m.context().fieldErrors.serviceType).toBeUndefined();
    expect(m.context().fieldErrors.email).toBe('Enter Email address');
    expect(m.context().fieldErrors.howHeard).toBe('Please select an option');
  });

  it('typing a new email clears the messages of a failed attempt', async () => {
    const m = filled();
    await m.reject('checkEmail', new Error('network'));
    expect(m.context().errors).toEqual(['Something went wrong']);
    m.send({ type: 'serviceType.email.change', value: 'again@example.com' });
    expect(m.context().errors).toEqual([]);
  });
});

describe('service-type machine: what the view is asked to store and send', () => {
  it('an existing residential lead stores its id as residential', async () => {
    const m = filled('commercial');
    await m.resolve('checkEmail', { kind: 'residentialLead', leadId: 'lead-7' });
    expect(m.effect('storeLead')).toEqual([{ leadId: 'lead-7', propertyType: 'residential' }]);
  });

  it('an existing commercial lead stores its quote and the loaded proposal', async () => {
    const m = filled();
    await m.resolve('checkEmail', { kind: 'commercialLead', commercialQuoteUuid: 'cq-1' });
    expect(m.context().commercialQuoteUuid).toBe('cq-1');
    await m.resolve('loadCommercialProposal', {
      kind: 'loaded',
      proposalUuid: 'p-1',
      commercialQuoteUuid: 'cq-1',
      innerProposalUuid: null,
    });
    expect(m.context().proposalUuid).toBe('p-1');
    expect(m.effect('storeCommercial')).toEqual([{ commercialQuoteUuid: 'cq-1', proposalUuid: 'p-1' }]);
  });

  it('a failed proposal load reads Something went wrong', async () => {
    const m = filled();
    await m.resolve('checkEmail', { kind: 'commercialLead', commercialQuoteUuid: 'cq-1' });
    await m.reject('loadCommercialProposal', new Error('network'));
    expect(m.context().errors).toEqual(['Something went wrong']);
    expect(m.effect('notifyErrors')).toEqual([{ errors: ['Something went wrong'] }]);
  });

  it('the link request carries the trimmed email, the office, the ZIP and how they heard', async () => {
    const m = filled();
    await m.resolve('checkEmail', { kind: 'known' });
    expect(m.inputOf('requestLink')).toEqual({
      email: 'new@example.com',
      flow: 'quote',
      field_office_uuid: 'office-raleigh',
      zip_code: '27601',
      hear_about_us: ['Yard Sign'],
    });
  });

  it('a failed link request toasts the thrown error', async () => {
    const m = filled();
    await m.resolve('checkEmail', { kind: 'known' });
    const error = new Error('offline');
    await m.reject('requestLink', error);
    expect(m.effect('notifyErrors')).toEqual([{ error }]);
    expect(m.context().linkSent).toBe(false);
  });

  it('a new residential lead: the full payload, stored with its id', async () => {
    const m = filled();
    await m.resolve('checkEmail', { kind: 'new' });
    expect(m.inputOf('createResidentialLead')).toEqual(residentialLeadBody);
    await m.resolve('createResidentialLead', { kind: 'created', uuid: 'lead-9' });
    expect(m.effect('storeLead')).toEqual([{ leadId: 'lead-9', propertyType: 'residential' }]);
  });

  it('without a channel the payloads carry no channel attribution', async () => {
    const r = filled('residential', { ...input, channel: null });
    await r.resolve('checkEmail', { kind: 'new' });
    expect(r.inputOf('createResidentialLead')).not.toHaveProperty('channel_attribution_id');
    const c = filled('commercial', { ...input, channel: null });
    await c.resolve('checkEmail', { kind: 'new' });
    expect(c.inputOf('createCommercialQuote')).toEqual(commercialQuote);
  });

  it('a new community visitor: the quote payload, then the created quote and proposal stored', async () => {
    const m = filled('commercial');
    await m.resolve('checkEmail', { kind: 'new' });
    expect(m.inputOf('createCommercialQuote')).toEqual({ ...commercialQuote, channel_attribution_id: 4 });
    await m.resolve('createCommercialQuote', { kind: 'created', uuid: 'cq-2' });
    expect(m.context().commercialQuoteUuid).toBe('cq-2');
    await m.resolve('createProposal', { kind: 'created', uuid: 'p-2' });
    expect(m.context().proposalUuid).toBe('p-2');
    await m.resolve('createInnerProposal', { kind: 'created', uuid: 'ip-2' });
    expect(m.effect('storeCommercial')).toEqual([{ commercialQuoteUuid: 'cq-2', proposalUuid: 'p-2' }]);
  });

  it('a refusal is shown and toasted with its messages', async () => {
    const m = filled();
    await m.resolve('checkEmail', { kind: 'new' });
    await m.resolve('createResidentialLead', { kind: 'invalid', errors: ['email: taken'] });
    expect(m.effect('notifyErrors')).toEqual([{ errors: ['email: taken'] }]);
  });

  it.each(createSteps)(
    '%s: a refusal of %s without messages reads Something went wrong',
    async (serviceType, id, before) => {
      const s = await atCreateStep(serviceType, before);
      await s.resolve(id, { kind: 'invalid' });
      expect(s.value()).toBe('editing');
      expect(s.context().errors).toEqual(['Something went wrong']);
    },
  );
});

describe('service-type machine: a signed-in customer', () => {
  const signedIn: ServiceTypeInput = { ...input, accountEmail: 'ann@example.com' };

  /** Signed in (the email is the account's), Yard Sign and `serviceType` chosen, then continued. */
  function continued(serviceType: 'residential' | 'commercial') {
    const m = startMachine(serviceTypeMachine, signedIn);
    m.send({ type: 'serviceType.howHeard.select', value: 'Yard Sign' });
    m.send({ type: 'serviceType.type.select', value: serviceType });
    m.send({ type: 'serviceType.continue' });
    return m;
  }

  it("starts with the account's email, locked", () => {
    const m = startMachine(serviceTypeMachine, signedIn);
    expect(m.context().email).toBe('ann@example.com');
    expect(m.context().accountEmail).toBe('ann@example.com');
    m.send({ type: 'serviceType.email.change', value: 'other@example.com' });
    expect(m.context().email).toBe('ann@example.com');
  });

  it('residential: no email check and no lead; stored without a lead id → /subscription', () => {
    const m = continued('residential');
    expect(m.value()).toBe('done');
    expect(m.pending.size).toBe(0);
    expect(m.effectNames()).toEqual(['storeLead', 'navigateSubscription']);
    expect(m.effect('storeLead')).toEqual([{ leadId: null, propertyType: 'residential' }]);
  });

  it('community: no email check; the commercial quote chain with the account email', () => {
    const m = continued('commercial');
    expect(m.value()).toBe('creatingQuote');
    expect(m.inputOf('createCommercialQuote')).toMatchObject({ email_address: 'ann@example.com' });
  });

  it('an invalid form stays to show its errors, signed in or not', () => {
    const m = startMachine(serviceTypeMachine, signedIn);
    m.send({ type: 'serviceType.continue' });
    expect(m.value()).toBe('editing');
    expect(m.context().fieldErrors.serviceType).toBe('Please select the service type that you require');
  });
});

describe('service-type payloads without an answer to how they heard', () => {
  it('send an empty hear_about_us list', () => {
    const context = { ...startMachine(serviceTypeMachine, input).context(), email: 'a@example.com' };
    expect(linkRequest(context).hear_about_us).toEqual([]);
    expect(leadPayload(context).hear_about_us).toEqual([]);
    expect(commercialQuotePayload(context).hear_about_us).toEqual([]);
  });
});
