import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { InputFrom } from 'xstate';
import { zipCheckMachine } from '../../machines/zip-check/zip-check.machine';
import type { ZipCheckResult } from '../../machines/zip-check/zip-check.machine';
import { sanitizeZip } from '../../machines/zip-check/zip-check.schema';
import { defaultsThrow, startMachine } from '../support/machine-kit';
import { expectRefusalThenFailure } from '../support/refusal-then-failure';
import { areaFixture } from '../support/fixtures';

afterEach(() => vi.useRealTimers());

/** The ZIP typed and submitted: the machine waits on checkZip. */
function submitted(zip: string, input: InputFrom<typeof zipCheckMachine> = {}) {
  const m = startMachine(zipCheckMachine, input);
  m.send({ type: 'zip.change', value: zip });
  m.send({ type: 'zip.submit' });
  return m;
}

/** An unserved ZIP, then the enquiry sent with `email`. */
async function enquirySent(email: string) {
  const m = submitted('30301');
  await m.resolve('checkZip', { kind: 'notServed' });
  m.send({ type: 'enquiry.email.change', value: email });
  m.send({ type: 'enquiry.submit' });
  return m;
}

describe('zip-check machine', () => {
  it('keeps only 5 digits of what is typed or pasted', () => {
    expect(sanitizeZip('27a6-01 99')).toBe('27601');
    const m = startMachine(zipCheckMachine, {});
    m.actor.send({ type: 'zip.change', value: '2760a' });
    expect(m.context().zip).toBe('2760');
  });

  it('isZipComplete: Check Availability is disabled until 5 digits', () => {
    const m = startMachine(zipCheckMachine, {});
    m.actor.send({ type: 'zip.change', value: '2760' });
    expect(m.actor.getSnapshot().can({ type: 'zip.submit' })).toBe(false);
    m.actor.send({ type: 'zip.submit' });
    expect(m.value()).toBe('step1');
    m.actor.send({ type: 'zip.change', value: '27601' });
    expect(m.actor.getSnapshot().can({ type: 'zip.submit' })).toBe(true);
    m.actor.send({ type: 'zip.submit' });
    expect(m.value()).toBe('checking');
    expect(m.pending.get('checkZip')?.input).toEqual({ zipcode: '27601' });
  });

  it('isServed: stores the area, marks the order in progress and proceeds', async () => {
    const m = submitted('27601', { fragment: '#x&s=4' });
    await m.resolve('checkZip', { kind: 'served', area: areaFixture });
    expect(m.value()).toBe('served');
    expect(m.context().area).toEqual(areaFixture);
    expect(m.context().channel).toBe(4);
    expect(m.effectNames()).toEqual(['storeArea', 'navigateNext']);
  });

  it('isNotServed: not served → step 2 and the stored area is cleared', async () => {
    const m = submitted('30301');
    await m.resolve('checkZip', { kind: 'notServed' });
    expect(m.value()).toBe('step2');
    expect(m.context().area).toBeNull();
    expect(m.effectNames()).toEqual(['clearStoredArea']);
  });

  it("isServed false / isNotServed true: a signed-in user's ZIP list lacks the ZIP", async () => {
    const m = submitted('27601', { userZipCodes: ['78701'] });
    await m.resolve('checkZip', { kind: 'served', area: areaFixture });
    expect(m.value()).toBe('step2');
  });

  it('errors keep step 1 (invalid result and unexpected failure)', async () => {
    const m = submitted('27601');
    await m.resolve('checkZip', { kind: 'invalid', errors: ['zipcode: Your ZIP code is invalid.'] });
    expect(m.value()).toBe('step1');
    expect(m.context().errors).toEqual(['zipcode: Your ZIP code is invalid.']);
    expect(m.effectNames()).toEqual(['notifyErrors']);
    m.actor.send({ type: 'zip.submit' });
    await m.reject('checkZip', new Error('network'));
    expect(m.value()).toBe('step1');
    expect(m.context().errors).toEqual(['Something went wrong']);
    expect(m.effectNames()).toEqual(['notifyErrors', 'notifyErrors']);
  });

  it('notifyErrors gets the errors of the failure that just happened (the toasts)', async () => {
    const notified: string[][] = [];
    let answer: () => Promise<ZipCheckResult> = async () => ({
      kind: 'invalid',
      errors: ['zipcode: Your ZIP code is invalid.'],
    });
    const machine = zipCheckMachine.provide({
      actors: { checkZip: fromPromise(() => answer()) },
      actions: { notifyErrors: (_, params) => void notified.push('errors' in params ? params.errors : []) },
    });
    const actor = createActor(machine, { input: { deepLink: null, fragment: '', userZipCodes: null } }).start();
    actor.send({ type: 'zip.change', value: '27601' });
    actor.send({ type: 'zip.submit' });
    await waitFor(actor, (s) => s.matches('step1'));
    answer = () => Promise.reject(new Error('network'));
    actor.send({ type: 'zip.submit' });
    await waitFor(actor, (s) => s.matches('step1') && s.context.errors[0] === 'Something went wrong');
    expect(notified).toEqual([['zipcode: Your ZIP code is invalid.'], ['Something went wrong']]);
    actor.stop();
  });

  it('isEnquiryEmailValid, and a sent enquiry resets to step 1 with cleared inputs', async () => {
    const m = startMachine(zipCheckMachine, { deepLink: { zipcode: '30301', scorpionId: 'sc-9' } });
    expect(m.value()).toBe('checking');
    await m.resolve('checkZip', { kind: 'notServed' });
    m.actor.send({ type: 'enquiry.email.change', value: 'not-an-email' });
    expect(m.actor.getSnapshot().can({ type: 'enquiry.submit' })).toBe(false);
    m.actor.send({ type: 'enquiry.email.change', value: 'me@example.com' });
    m.actor.send({ type: 'enquiry.submit' });
    expect(m.pending.get('sendEnquiry')?.input).toEqual({
      email: 'me@example.com',
      zip_code: '30301',
      scorpion_id: 'sc-9',
    });
    await m.resolve('sendEnquiry', { kind: 'sent' });
    expect(m.value()).toBe('step1');
    expect(m.context()).toMatchObject({ zip: '', email: '', errors: [] });
  });

  it('a failed enquiry stays on step 2 with its errors', async () => {
    const m = await enquirySent('me@example.com');
    await expectRefusalThenFailure(m, 'sendEnquiry', {
      state: 'step2',
      retry: () => m.actor.send({ type: 'enquiry.submit' }),
      errors: ['email: Enter a valid email address.'],
    });
    expect(m.effectNames()).toEqual(['clearStoredArea', 'notifyErrors', 'notifyErrors']);
    m.actor.send({ type: 'enquiry.back' });
    expect(m.value()).toBe('step1');
  });

  it('deep link: a valid one auto-checks, any other redirects to /, none shows step 1', () => {
    expect(startMachine(zipCheckMachine, { deepLink: { zipcode: '27601', scorpionId: 'sc' } }).value()).toBe(
      'checking',
    );
    const bad = startMachine(zipCheckMachine, { deepLink: { zipcode: '2760', scorpionId: 'sc' } });
    expect(bad.value()).toBe('redirecting');
    expect(bad.effectNames()).toEqual(['navigateHome']);
    expect(startMachine(zipCheckMachine, { deepLink: { zipcode: '27601', scorpionId: '' } }).value()).toBe(
      'redirecting',
    );
    expect(startMachine(zipCheckMachine, {}).value()).toBe('step1');
  });

  it('a deep link whose ZIP is not 5 digits redirects to / and keeps no letters', () => {
    for (const zipcode of ['abcde', '2760a', '27 60', '276011']) {
      const bad = startMachine(zipCheckMachine, { deepLink: { zipcode, scorpionId: 'x' } });
      expect(bad.value()).toBe('redirecting');
      expect(bad.effectNames()).toEqual(['navigateHome']);
      expect(bad.context().zip).toBe('');
    }
  });

  it('channel: 1..8 from the fragment, else 9', () => {
    expect(startMachine(zipCheckMachine, { fragment: '&s=8' }).context().channel).toBe(8);
    expect(startMachine(zipCheckMachine, { fragment: '&s=12' }).context().channel).toBe(9);
    expect(startMachine(zipCheckMachine, {}).context().channel).toBe(9);
  });

  it('starts with an empty email and no errors', () => {
    const m = startMachine(zipCheckMachine, {});
    expect(m.context()).toMatchObject({ zip: '', email: '', errors: [], area: null, scorpionId: null });
  });

  it('storeArea gets the served area and the channel', async () => {
    const m = submitted('27601', { fragment: '&s=3' });
    await m.resolve('checkZip', { kind: 'served', area: areaFixture });
    expect(m.effect('storeArea')).toEqual([{ area: areaFixture, channel: 3 }]);
  });

  it('an invalid ZIP of a signed-in user whose list lacks it keeps step 1 with the errors', async () => {
    const m = submitted('27601', { userZipCodes: ['78701'] });
    await m.resolve('checkZip', { kind: 'invalid', errors: ['zipcode: Your ZIP code is invalid.'] });
    expect(m.value()).toBe('step1');
    expect(m.context().errors).toEqual(['zipcode: Your ZIP code is invalid.']);
  });

  it('a failure without errors shows Something went wrong', async () => {
    const m = submitted('27601');
    await m.resolve('checkZip', { kind: 'invalid' });
    expect(m.value()).toBe('step1');
    expect(m.context().errors).toEqual(['Something went wrong']);
    expect(m.effect('notifyErrors')).toEqual([{ errors: ['Something went wrong'] }]);
  });

  it('typing the ZIP or the email again clears the errors', async () => {
    const m = submitted('27601');
    await m.reject('checkZip');
    expect(m.context().errors).toEqual(['Something went wrong']);
    m.send({ type: 'zip.change', value: '30301' });
    expect(m.context().errors).toEqual([]);
    m.send({ type: 'zip.submit' });
    await m.resolve('checkZip', { kind: 'notServed' });
    m.send({ type: 'enquiry.email.change', value: 'me@example.com' });
    m.send({ type: 'enquiry.submit' });
    await m.reject('sendEnquiry');
    expect(m.context().errors).toEqual(['Something went wrong']);
    m.send({ type: 'enquiry.email.change', value: 'me@example.co' });
    expect(m.context().errors).toEqual([]);
  });

  it('the enquiry sends the email trimmed', async () => {
    const m = await enquirySent('  me@example.com ');
    expect(m.inputOf('sendEnquiry')).toEqual({ email: 'me@example.com', zip_code: '30301', scorpion_id: null });
  });

  it("a failed enquiry's toast gets the errors of that failure", async () => {
    const m = await enquirySent('me@example.com');
    await m.resolve('sendEnquiry', { kind: 'invalid', errors: ['email: Enter a valid email address.'] });
    m.send({ type: 'enquiry.submit' });
    await m.reject('sendEnquiry');
    expect(m.effect('notifyErrors')).toEqual([
      { errors: ['email: Enter a valid email address.'] },
      { errors: ['Something went wrong'] },
    ]);
  });

  it('default effects and actors throw "not provided"', async () => {
    expect(defaultsThrow(zipCheckMachine)).toEqual([]);
    const actor = createActor(zipCheckMachine, { input: { deepLink: { zipcode: '27601', scorpionId: 'x' } } });
    const errors: unknown[] = [];
    actor.subscribe({ error: (e) => errors.push(e) });
    actor.start();
    await new Promise((r) => setTimeout(r, 0));
    // The unprovided checkZip rejects; the failure's toast (notifyErrors) is not provided either, and says so.
    expect(errors.map(String)).toEqual([expect.stringContaining('notifyErrors')]);
  });
});
