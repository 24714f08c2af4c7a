/**
 * The service-type machine tests' shared set-up: a visitor in a served area, the form filled and
 * continued, and the chain of create steps each kind of visitor goes through after the email check.
 */
import { serviceTypeMachine } from '../../machines/service-type/service-type.machine';
import type { ServiceTypeInput } from '../../machines/service-type/service-type.machine';
import { startMachine } from './machine-kit';
import { areaFixture } from './fixtures';

export const input: ServiceTypeInput = { area: areaFixture, channel: 4 };

/** The form filled with a padded email, Yard Sign and `serviceType`, then continued. */
export function filled(serviceType: 'residential' | 'commercial' = 'residential', start: ServiceTypeInput = input) {
  const m = startMachine(serviceTypeMachine, start);
  m.send({ type: 'serviceType.email.change', value: ' new@example.com ' });
  m.send({ type: 'serviceType.howHeard.select', value: 'Yard Sign' });
  m.send({ type: 'serviceType.type.select', value: serviceType });
  m.send({ type: 'serviceType.continue' });
  return m;
}

/**
 * The lead a new residential visitor becomes once the form is filled as `filled()` fills it (the view's
 * suite types the same): the body of POST crm/lead-user, as the spec lists it.
 */
export const residentialLeadBody = {
  zip_code: '27601',
  emailaddress_set: [{ email: 'new@example.com', primary: true }],
  lead_stage: 'new',
  outreach: 'website',
  hear_about_us: ['Yard Sign'],
  email: 'new@example.com',
  role: ['lead'],
  field_office_uuid: areaFixture.uuid,
  channel_attribution_id: 4,
};

type ServiceType = 'residential' | 'commercial';

/** Each create step after a new email: the visitor's type, the step, and the steps created before it. */
export const createSteps: [ServiceType, string, string[]][] = [
  ['residential', 'createResidentialLead', []],
  ['commercial', 'createCommercialQuote', []],
  ['commercial', 'createProposal', ['createCommercialQuote']],
  ['commercial', 'createInnerProposal', ['createCommercialQuote', 'createProposal']],
];

/** A new visitor's form continued, with the steps `before` created: the next create step runs. */
export async function atCreateStep(serviceType: ServiceType, before: string[]) {
  const m = filled(serviceType);
  await m.resolve('checkEmail', { kind: 'new' });
  for (const b of before) await m.resolve(b, { kind: 'created', uuid: 'u' });
  return m;
}
