/**
 * The commercial enquiry's machine suites start most cases on step 2: step 1 filled in with
 * `validStep1`, verified, and the 500 ms step change run (fake timers on).
 */
import { vi } from 'vitest';
import { commercialEnquiryMachine } from '../../machines/commercial-enquiry/commercial-enquiry.machine';
import type { CommercialEnquiryInput } from '../../machines/commercial-enquiry/commercial-enquiry.machine';
import { commercialEnquiryInputFixture as baseInput } from './fixtures';
import { startMachine } from './machine-kit';

/** A step 1 the machine accepts. */
export const validStep1 = {
  first_name: 'Ann',
  last_name: 'Lee',
  community_name: 'Oak Park',
  email_address: 'ann@example.com',
  phone_numbers: [{ phone: '9195550100', type: 'mobile' as const, primary: true }],
};

export async function toStep2(input: Partial<CommercialEnquiryInput> = {}) {
  const t = startMachine(commercialEnquiryMachine, { ...baseInput, ...input });
  t.send({ type: 'step1.change', values: validStep1 });
  t.send({ type: 'step1.next' });
  await t.resolve('verifyStep1', { kind: 'ok' });
  await vi.advanceTimersByTimeAsync(500);
  return t;
}
