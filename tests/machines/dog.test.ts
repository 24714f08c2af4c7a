import { describe, expect, it } from 'vitest';
import { dogMachine } from '../../machines/dog/dog.machine';
import { emptyDogForm, refreshErrors } from '../../machines/dog/dog.schema';
import { dogPhotoError, dogPhotoKind } from '../../machines/dog/dog.photo';
import { startMachine } from '../support/machine-kit';
import { expectDeleteAsksFirst } from '../support/confirm-delete';
import { savedDogs as dogs, today } from '../model/dog.fixtures';

const form = { ...emptyDogForm, name: 'Rex', breed: 'Lab', birthday: '03/04/2020', service_order_uuid: 'so1' };
const PNG = '\x89PNG\r\n\x1A\n\0\0\0\rIHDR';
const png = { size: 100, header: PNG, base64: 'AAA' };

describe('dog machine', () => {
  it('add with one service chooses it; with two, none', () => {
    const t = startMachine(dogMachine, { dogs, today });
    t.send({ type: 'dog.add', services: ['so1'] });
    expect(t.context().form.service_order_uuid).toBe('so1');
    t.send({ type: 'dog.cancel' });
    t.send({ type: 'dog.add', services: ['so1', 'so2'] });
    expect(t.context().form.service_order_uuid).toBe('');
  });

  it('isDogValid false on add: name, service and birthday messages; fixing a field clears its error', () => {
    const t = startMachine(dogMachine, { dogs, today });
    t.send({ type: 'dog.add', services: [] });
    t.send({ type: 'dog.change', values: { birthday: '12/01/2026' } });
    t.send({ type: 'dog.submit' });
    expect(t.value()).toBe('form');
    expect(t.context().errors).toEqual({
      name: 'Name is required',
      service_order_uuid: 'Service is required',
      birthday: 'Invalid date',
    });
    t.send({ type: 'dog.change', values: { name: 'Rex' } });
    expect(t.context().errors.name).toBeUndefined();
    t.send({ type: 'dog.change', values: { birthday: '13/45/2020' } });
    expect(t.context().errors.birthday).toBe('Invalid date');
    expect(t.context().errors.service_order_uuid).toBe('Service is required');
  });

  it('leaving the birthday shows Invalid date at once; a right date clears it', () => {
    const t = startMachine(dogMachine, { dogs, today });
    t.send({ type: 'dog.add', services: ['so1'] });
    t.send({ type: 'dog.change', values: { birthday: '13/45/2020' } });
    expect(t.context().errors).toEqual({});
    t.send({ type: 'dog.birthday.blur' });
    expect(t.context().errors).toEqual({ birthday: 'Invalid date' });
    t.send({ type: 'dog.change', values: { birthday: '11/22/2026' } });
    t.send({ type: 'dog.birthday.blur' });
    expect(t.context().errors).toEqual({});
  });

  it('add: is_update false, birthday sent as YYYY-MM-DD, no photo unless picked; isSaved reloads', async () => {
    const t = startMachine(dogMachine, { dogs, today });
    t.send({ type: 'dog.add', services: ['so1'] });
    t.send({ type: 'dog.change', values: form });
    t.send({ type: 'dog.submit' });
    expect(t.value()).toBe('saving');
    expect(t.inputOf('saveDog')).toEqual({ is_update: false, uuid: null, values: { ...form, birthday: '2020-03-04' } });
    await t.resolve('saveDog', { kind: 'saved' });
    expect(t.value()).toBe('idle');
    expect(t.effectNames()).toEqual(['reloadDogs', 'notifySaved']);
  });

  it('the five dog flags: add starts with none, an edit from the saved ones; each change sets one; all five are sent', async () => {
    const flags = {
      is_friendly: false,
      can_clean_if_in_yard: false,
      can_treat: false,
      has_doggy_door: false,
      is_dogs_outside: false,
    };
    const t = startMachine(dogMachine, { dogs, today });
    t.send({ type: 'dog.add', services: ['so1'] });
    expect(t.context().form).toMatchObject(flags);
    t.send({ type: 'dog.cancel' });

    const saved = { ...form, ...flags, can_clean_if_in_yard: true, is_dogs_outside: true };
    t.send({ type: 'dog.edit', uuid: 'd1', form: saved, photo: null });
    expect(t.context().form).toMatchObject({
      can_clean_if_in_yard: true,
      is_dogs_outside: true,
      has_doggy_door: false,
    });
    t.send({ type: 'dog.change', values: { has_doggy_door: true } });
    t.send({ type: 'dog.change', values: { is_dogs_outside: false } });
    expect(t.context().errors).toEqual({});
    t.send({ type: 'dog.submit' });
    expect(t.value()).toBe('saving');
    expect(t.inputOf('saveDog')).toEqual({
      is_update: true,
      uuid: 'd1',
      values: {
        ...saved,
        birthday: '2020-03-04',
        is_friendly: false,
        can_clean_if_in_yard: true,
        can_treat: false,
        has_doggy_door: true,
        is_dogs_outside: false,
      },
    });
    await t.resolve('saveDog', { kind: 'saved' });
    expect(t.value()).toBe('idle');
  });

  it('isPhotoAcceptable: an image is taken as a data URL of its real type; anything else is refused', () => {
    const t = startMachine(dogMachine, { dogs, today });
    t.send({ type: 'dog.add', services: ['so1'] });
    t.send({ type: 'dog.photo.change', photo: { size: 10, header: 'hello world, not', base64: 'aGVsbG8=' } });
    expect(t.context().photo).toBeNull();
    expect(t.context().errors.photo).toMatch(/not an image/);
    t.send({ type: 'dog.photo.change', photo: { ...png, size: 5242881 } });
    expect(t.context().errors.photo).toMatch(/5 MB/);
    t.send({ type: 'dog.photo.change', photo: png });
    expect(t.context().errors.photo).toBeUndefined();
    expect(t.context().photo).toBe('data:image/png;base64,AAA');
    t.send({ type: 'dog.change', values: form });
    t.send({ type: 'dog.submit' });
    expect(t.inputOf('saveDog')).toMatchObject({ values: { photo: 'data:image/png;base64,AAA' } });
  });

  it('a refused photo keeps its message through a failed submit', () => {
    const t = startMachine(dogMachine, { dogs, today });
    t.send({ type: 'dog.add', services: [] });
    t.send({ type: 'dog.photo.change', photo: { size: 10, header: 'plain text', base64: '' } });
    t.send({ type: 'dog.submit' });
    expect(Object.keys(t.context().errors).sort()).toEqual(['name', 'photo', 'service_order_uuid']);
  });

  it('isDogValid on update: the name stays required (the contract refuses an empty one), the service does not', () => {
    const t = startMachine(dogMachine, { dogs, today });
    t.send({ type: 'dog.edit', uuid: 'd1', form: { ...form, name: ' ', service_order_uuid: '' }, photo: null });
    t.send({ type: 'dog.submit' });
    expect(t.value()).toBe('form');
    expect(t.context().errors).toEqual({ name: 'Name is required' });
  });

  it('update: is_update true and the photo only when changed; server field errors at fields, the rest toasts', async () => {
    const t = startMachine(dogMachine, { dogs, today });
    t.send({ type: 'dog.edit', uuid: 'd1', form, photo: 'https://x/rex.png' });
    expect(t.context().photo).toBe('https://x/rex.png');
    t.send({ type: 'dog.submit' });
    expect(t.inputOf('saveDog')).toMatchObject({ is_update: true, uuid: 'd1' });
    expect(t.inputOf('saveDog')).not.toHaveProperty('values.photo');
    await t.resolve('saveDog', {
      kind: 'invalid',
      fieldErrors: { birthday: 'Invalid date' },
      lines: ['Dogs cannot be added to a commercial service.'],
    });
    expect(t.value()).toBe('form');
    expect(t.context().errors).toEqual({ birthday: 'Invalid date' });
    expect(t.effect('notifyErrors')).toEqual([{ errors: ['Dogs cannot be added to a commercial service.'] }]);
    t.send({ type: 'dog.change', values: { birthday: '03/05/2020' } });
    expect(t.context().errors).toEqual({});
    t.send({ type: 'dog.photo.remove' });
    t.send({ type: 'dog.submit' });
    expect(t.inputOf('saveDog')).toMatchObject({ values: { photo: null } });
    await t.reject('saveDog');
    expect(t.value()).toBe('form');
    expect(t.effect('notifyErrors')).toHaveLength(2);
    t.send({ type: 'dog.cancel' });
    expect(t.value()).toBe('idle');
  });

  it('delete asks first: cancel keeps the dog; confirm deletes; is_deleted set on success, cleared on failure', async () => {
    const t = startMachine(dogMachine, { dogs, today });
    await expectDeleteAsksFirst(t, { list: 'dog', uuid: 'd1', target: () => t.context().uuid });
    expect(t.context().dogs[0]?.is_deleted).toBe(true);
    expect(t.effectNames()).toEqual(['reloadDogs', 'notifyDeleted']);
    t.send({ type: 'dog.delete', uuid: 'd1' });
    t.send({ type: 'dog.delete.confirm' });
    await t.reject('deleteDog');
    expect(t.context().dogs[0]?.is_deleted).toBe(false);
    expect(t.effect('notifyErrors')).toHaveLength(1);
  });

  it('a reloaded list replaces the dogs and keeps the is_deleted flags of those still on it', async () => {
    const t = startMachine(dogMachine, { dogs, today });
    t.send({ type: 'dog.delete', uuid: 'd1' });
    t.send({ type: 'dog.delete.confirm' });
    t.send({ type: 'dog.list.load', dogs: [...dogs, { uuid: 'd2', name: 'Ada' }] });
    await t.resolve('deleteDog', undefined);
    t.send({ type: 'dog.list.load', dogs: [...dogs, { uuid: 'd2', name: 'Ada' }] });
    expect(t.context().dogs).toEqual([
      { uuid: 'd1', name: 'Rex', is_deleted: true },
      { uuid: 'd2', name: 'Ada', is_deleted: false },
    ]);
  });
});

describe('dog photo and errors rules', () => {
  it('recognises PNG, JPEG, GIF and WebP by their first bytes only', () => {
    expect(dogPhotoKind(PNG)).toBe('png');
    expect(dogPhotoKind('\xFF\xD8\xFF\xE0')).toBe('jpeg');
    expect(dogPhotoKind('GIF89a')).toBe('gif');
    expect(dogPhotoKind('GIF87a')).toBe('gif');
    expect(dogPhotoKind('RIFF\0\0\0\0WEBPVP8 ')).toBe('webp');
    expect(dogPhotoKind('RIFF\0\0\0\0WAVEfmt ')).toBeNull();
    expect(dogPhotoKind('%PDF-1.7')).toBeNull();
    expect(dogPhotoError({ size: 5242880, header: PNG, base64: '' })).toBeNull();
  });

  it('refreshErrors checks again only the changed fields that show an error', () => {
    const errors = { name: 'Name is required', breed: 'Too long' };
    const next = refreshErrors(errors, { ...emptyDogForm, birthday: '99' }, ['breed', 'birthday'], today, false);
    expect(next).toEqual({ name: 'Name is required' });
  });
});
