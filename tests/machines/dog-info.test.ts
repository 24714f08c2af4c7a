import { describe, expect, it } from 'vitest';
import { dogInfoMachine } from '../../machines/dog-info/dog-info.machine';
import type { DogInfoInput } from '../../machines/dog-info/dog-info.machine';
import { photoError, photoKind } from '../../machines/dog-info/dog-info.schema';
import { messages } from '../../src/domain/messages';
import { defaultsThrow, startMachine } from '../support/machine-kit';
import { expectRefusalThenFailure } from '../support/refusal-then-failure';
import { blankAnswers } from '../support/blank-answers';
import { today } from '../model/dog-info.fixtures';

const order = { id: 'order-1', is_enquiry: false, pet_count: 2, email: 'ada@example.com' };
const input: DogInfoInput = { order, signedIn: false, today };

async function saved(signedIn: boolean) {
  const m = startMachine(dogInfoMachine, { ...input, signedIn });
  m.actor.send({ type: 'dogInfo.submit' });
  await m.resolve('updateOrder', { kind: 'updated' });
  return m;
}

describe('dog-info machine', () => {
  it('no saved order → /; one pet per dog otherwise', () => {
    const none = startMachine(dogInfoMachine, { ...input, order: null });
    expect(none.value()).toBe('redirected');
    expect(none.effectNames()).toEqual(['navigateHome']);
    expect(startMachine(dogInfoMachine, input).context().pets).toHaveLength(2);
  });

  it('isFormValid false: an invalid or future birthday shows Invalid date', () => {
    const m = startMachine(dogInfoMachine, input);
    m.actor.send({ type: 'dogInfo.pet.change', index: 1, values: { birthday: '13/45/2020' } });
    m.actor.send({ type: 'dogInfo.submit' });
    expect(m.value()).toBe('editing');
    expect(m.context().fieldErrors).toEqual({ 'pets.1.birthday': 'Invalid date' });
    m.actor.send({ type: 'dogInfo.pet.change', index: 1, values: { birthday: '01/01/2030' } });
    m.actor.send({ type: 'dogInfo.submit' });
    expect(m.context().fieldErrors).toEqual({ 'pets.1.birthday': 'Invalid date' });
  });

  it('saves the dogs and safety answers to the order', () => {
    const m = startMachine(dogInfoMachine, input);
    m.actor.send({ type: 'dogInfo.pet.change', index: 0, values: { name: 'Rex', birthday: '01/02/2020' } });
    m.actor.send({ type: 'dogInfo.safety.change', values: { has_doggy_door: true } });
    m.actor.send({ type: 'dogInfo.howHeard.change', values: ['Truck'] });
    m.actor.send({ type: 'dogInfo.submit' });
    expect(m.value()).toBe('saving');
    expect(m.pending.get('updateOrder')?.input).toMatchObject({
      id: 'order-1',
      isEnquiry: false,
      body: {
        has_doggy_door: true,
        is_dogs_outside: false,
        hear_about_us: ['Truck'],
        outreach: 'website',
        pets: [{ name: 'Rex', birthday: '01/02/2020' }, { name: '' }],
      },
    });
  });

  it('routing after saving: /account, /login with the email, or /registration', async () => {
    const a = await saved(true);
    await a.resolve('checkEmailExists', { exists: true });
    expect(a.effectNames()).toEqual(['navigateAccount']);
    const l = await saved(false);
    expect(l.pending.get('checkEmailExists')?.input).toEqual({ email: 'ada@example.com' });
    await l.resolve('checkEmailExists', { exists: true });
    expect(l.effectNames()).toEqual(['navigateLogin']);
    const r = await saved(false);
    await r.resolve('checkEmailExists', { exists: false });
    expect(r.effectNames()).toEqual(['navigateRegistration']);
    expect(r.value()).toBe('done');
  });

  it('a failed email check counts as "exists"', async () => {
    const a = await saved(true);
    await a.reject('checkEmailExists', new Error('network'));
    expect(a.effectNames()).toEqual(['navigateAccount']);
    const l = await saved(false);
    await l.reject('checkEmailExists', new Error('network'));
    expect(l.effectNames()).toEqual(['navigateLogin']);
  });

  it('update errors return to the form; Back goes to /', async () => {
    const m = startMachine(dogInfoMachine, input);
    m.actor.send({ type: 'dogInfo.submit' });
    await expectRefusalThenFailure(m, 'updateOrder', {
      state: 'editing',
      retry: () => m.actor.send({ type: 'dogInfo.submit' }),
    });
    m.actor.send({ type: 'dogInfo.back' });
    expect(m.effectNames()).toEqual(['notifyErrors', 'notifyErrors', 'navigateHome']);
  });

  it('default actors and effects throw "not provided"', () => {
    expect(defaultsThrow(dogInfoMachine)).toEqual([]);
  });
});

describe('dog photo', () => {
  const latin1 = (...bytes: number[]) => String.fromCharCode(...bytes);
  const headers = {
    jpeg: latin1(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0, 1),
    png: latin1(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d),
    webp: `RIFF${latin1(0x24, 0, 0, 0)}WEBPVP8 `,
    heic: `${latin1(0, 0, 0, 0x18)}ftypheic${latin1(0, 0, 0, 0)}`,
    pdf: '%PDF-1.7\n%âãÏÓ',
    text: 'Hello, dogs!',
  };

  it('takes only JPEG, PNG, WebP or HEIC images (by signature), up to 5 MB', () => {
    for (const kind of ['jpeg', 'png', 'webp', 'heic'] as const) {
      expect(photoKind(headers[kind])).toBe(kind);
      expect(photoError({ size: 1024, header: headers[kind] })).toBeNull();
    }
    expect(photoError({ size: 1024, header: headers.pdf })).toBe(messages.photoNotImage);
    expect(photoError({ size: 1024, header: headers.text })).toBe(messages.photoNotImage);
    expect(photoError({ size: 5 * 1024 * 1024, header: headers.png })).toBeNull();
    expect(photoError({ size: 5 * 1024 * 1024 + 1, header: headers.png })).toBe(messages.photoTooLarge);
  });
});

describe('dog-info machine: the form, the payload and where a save leads', () => {
  it('starts with one empty pet per dog, every safety answer off and no errors', () => {
    const m = startMachine(dogInfoMachine, { ...input, hearAboutUs: ['Truck'] });
    const pet = blankAnswers();
    expect(m.context()).toEqual({
      order,
      signedIn: false,
      today,
      pets: [pet, pet],
      safety: { is_dogs_outside: false, has_doggy_door: false, can_clean_if_dogs_out: false },
      hearAboutUs: ['Truck'],
      fieldErrors: {},
      errors: [],
    });
  });

  it('with no how-heard answer the payload leaves hear_about_us out, so an earlier answer is kept', () => {
    const m = startMachine(dogInfoMachine, input);
    m.actor.send({ type: 'dogInfo.submit' });
    const body = (m.pending.get('updateOrder')?.input as { body: Record<string, unknown> }).body;
    expect(body).not.toHaveProperty('hear_about_us');
    expect(body).toEqual({
      is_dogs_outside: false,
      has_doggy_door: false,
      can_clean_if_dogs_out: false,
      pets: m.context().pets,
      outreach: 'website',
    });
  });

  it('an enquiry is saved as an enquiry', () => {
    const m = startMachine(dogInfoMachine, { ...input, order: { ...order, is_enquiry: true } });
    m.actor.send({ type: 'dogInfo.submit' });
    expect(m.pending.get('updateOrder')?.input).toMatchObject({ id: 'order-1', isEnquiry: true });
  });

  it('a birthday of blanks counts as not given, not as an invalid date', () => {
    const m = startMachine(dogInfoMachine, input);
    m.actor.send({ type: 'dogInfo.pet.change', index: 0, values: { birthday: '   ' } });
    m.actor.send({ type: 'dogInfo.submit' });
    expect(m.value()).toBe('saving');
    expect(m.context().fieldErrors).toEqual({});
  });

  it('a corrected resubmission clears the field errors and the errors of the failed save', async () => {
    const m = startMachine(dogInfoMachine, input);
    m.actor.send({ type: 'dogInfo.pet.change', index: 0, values: { birthday: '13/45/2020' } });
    m.actor.send({ type: 'dogInfo.submit' });
    expect(m.context().fieldErrors).toEqual({ 'pets.0.birthday': 'Invalid date' });
    m.actor.send({ type: 'dogInfo.pet.change', index: 0, values: { birthday: '01/02/2020' } });
    m.actor.send({ type: 'dogInfo.submit' });
    expect(m.value()).toBe('saving');
    expect(m.context().fieldErrors).toEqual({});
    await m.resolve('updateOrder', { kind: 'invalid', errors: ['detail: Not found.'] });
    expect(m.context().errors).toEqual(['detail: Not found.']);
    m.actor.send({ type: 'dogInfo.submit' });
    expect(m.context().errors).toEqual([]);
  });

  it('a failed save shows its own errors as toasts', async () => {
    const m = startMachine(dogInfoMachine, input);
    m.actor.send({ type: 'dogInfo.submit' });
    await m.resolve('updateOrder', { kind: 'invalid', errors: ['detail: Not found.'] });
    m.actor.send({ type: 'dogInfo.submit' });
    await m.reject('updateOrder', new Error('network'));
    expect(m.effect('notifyErrors')).toEqual([
      { errors: ['detail: Not found.'] },
      { errors: ['Something went wrong'] },
    ]);
  });

  it('after saving, each answer of the email check ends the page with its one navigation', async () => {
    const account = await saved(true);
    await account.resolve('checkEmailExists', { exists: true });
    expect(account.value()).toBe('done');
    expect(account.snapshot().status).toBe('done');
    const login = await saved(false);
    await login.resolve('checkEmailExists', { exists: true });
    expect(login.value()).toBe('done');
    expect(login.calls).toEqual([{ name: 'navigateLogin', params: 'ada@example.com' }]);
    const registration = await saved(true);
    await registration.resolve('checkEmailExists', { exists: false });
    expect(registration.value()).toBe('done');
    expect(registration.effectNames()).toEqual(['navigateRegistration']);
  });

  it('a failed email check ends the page too: /account signed in, /login with the order email signed out', async () => {
    const account = await saved(true);
    await account.reject('checkEmailExists', new Error('network'));
    expect(account.value()).toBe('done');
    expect(account.snapshot().status).toBe('done');
    const login = await saved(false);
    await login.reject('checkEmailExists', new Error('network'));
    expect(login.value()).toBe('done');
    expect(login.calls).toEqual([{ name: 'navigateLogin', params: 'ada@example.com' }]);
  });

  it('no saved order, or Back, ends the page at /', () => {
    const none = startMachine(dogInfoMachine, { ...input, order: null });
    expect(none.snapshot().status).toBe('done');
    const back = startMachine(dogInfoMachine, input);
    back.actor.send({ type: 'dogInfo.back' });
    expect(back.value()).toBe('redirected');
    expect(back.snapshot().status).toBe('done');
  });
});

describe('dog photo signatures', () => {
  const latin1 = (...bytes: number[]) => String.fromCharCode(...bytes);
  const box = (brand: string) => `${latin1(0, 0, 0, 0x18)}ftyp${brand}${latin1(0, 0, 0, 0)}`;

  it('every HEIC/HEIF brand is taken as heic', () => {
    for (const brand of ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']) {
      expect(photoKind(box(brand))).toBe('heic');
    }
  });

  it('a brand or a box that is not HEIC is not an image', () => {
    expect(photoKind(box('mp42'))).toBeNull();
    expect(photoKind(`${latin1(0, 0, 0, 0x18)}moovheic${latin1(0, 0, 0, 0)}`)).toBeNull();
  });

  it('WebP needs both the RIFF header and the WEBP form', () => {
    expect(photoKind(`RIFF${latin1(0x24, 0, 0, 0)}WAVEfmt `)).toBeNull();
    expect(photoKind(`RIFX${latin1(0x24, 0, 0, 0)}WEBPVP8 `)).toBeNull();
  });
});
