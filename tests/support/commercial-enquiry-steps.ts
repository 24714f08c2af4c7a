/**
 * The commercial enquiry's machine suites start most cases on step 2: step 1 filled in with
 * `validStep1`, verified, and the 500 ms step change run (fake timers on). The suites also share what
 * step 2's detail answers are when empty.
 */
import { vi } from 'vitest';
import { commercialEnquiryMachine } from '../../machines/commercial-enquiry/commercial-enquiry.machine';
import type { CommercialEnquiryInput } from '../../machines/commercial-enquiry/commercial-enquiry.machine';
import { commercialEnquiryInputFixture as baseInput } from './fixtures';
import { startMachine } from './machine-kit';

/**
 * Every answer of step 2's detail groups (stations, bags, common areas, trash cans), empty: a new
 * enquiry's, and what the answers of a group no longer chosen go back to.
 */
export const emptyDetailAnswers = {
  is_pet_waste_stations_installed: false,
  existing_pet_waste_stations_count: null,
  new_pet_waste_stations_interested: '',
  bag_type: '',
  areas_to_clean: '',
  is_trash_cans_installed: false,
  trash_cans_count: null,
  new_trash_cans_interested: '',
};

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
