import { describe, expect, it } from 'vitest';
import { dogMachine } from '../../machines/dog/dog.machine';
import { emptyDogForm } from '../../machines/dog/dog.schema';
import { startMachine } from '../support/machine-kit';

const today = '2026-11-22';
const dogs = [{ uuid: 'd1', name: 'Rex' }];
const form = { ...emptyDogForm, name: 'Rex', breed: 'Lab', birthday: '03/04/2020', service_order_uuid: 'so1' };

describe('dog machine', () => {
  it('isDogValid false on add: name, service and birthday messages', () => {
    const t = startMachine(dogMachine, { dogs, today });
    t.send({ type: 'dog.add' });
    t.send({ type: 'dog.change', values: { birthday: '12/01/2026' } });
    t.send({ type: 'dog.submit' });
    expect(t.value()).toBe('form');
    expect(t.context().errors).toEqual({
      name: 'Name is required',
      service_order_uuid: 'Service is required',
      birthday: 'Invalid date',
    });
  });

  it('add: is_update false, birthday sent as YYYY-MM-DD, no photo unless picked; isSaved reloads', async () => {
    const t = startMachine(dogMachine, { dogs, today });
    t.send({ type: 'dog.add' });
    t.send({ type: 'dog.change', values: form });
    t.send({ type: 'dog.submit' });
    expect(t.value()).toBe('saving');
    expect(t.inputOf('saveDog')).toEqual({ is_update: false, uuid: null, values: { ...form, birthday: '2020-03-04' } });
    await t.resolve('saveDog', { kind: 'saved' });
    expect(t.value()).toBe('idle');
    expect(t.effectNames()).toEqual(['reloadDogs', 'notifySaved']);
  });

  it('update: is_update true and the photo only when changed; isSaved false / rejection toast', async () => {
    const t = startMachine(dogMachine, { dogs, today });
    t.send({ type: 'dog.edit', uuid: 'd1', form });
    t.send({ type: 'dog.submit' });
    expect(t.inputOf('saveDog')).toMatchObject({ is_update: true, uuid: 'd1' });
    expect(t.inputOf('saveDog')).not.toHaveProperty('values.photo');
    await t.resolve('saveDog', { kind: 'invalid', errors: { name: ['bad'] } });
    expect(t.value()).toBe('form');
    t.send({ type: 'dog.photo.change', dataUrl: 'data:image/png;base64,AA' });
    t.send({ type: 'dog.submit' });
    expect(t.inputOf('saveDog')).toMatchObject({ values: { photo: 'data:image/png;base64,AA' } });
    await t.reject('saveDog');
    expect(t.value()).toBe('form');
    expect(t.effect('notifyErrors')).toHaveLength(2);
    t.send({ type: 'dog.cancel' });
    expect(t.value()).toBe('idle');
  });

  it('delete: is_deleted set on success, cleared on failure', async () => {
    const t = startMachine(dogMachine, { dogs, today });
    t.send({ type: 'dog.delete', uuid: 'd1' });
    await t.resolve('deleteDog', undefined);
    expect(t.context().dogs[0]?.is_deleted).toBe(true);
    t.send({ type: 'dog.delete', uuid: 'd1' });
    await t.reject('deleteDog');
    expect(t.context().dogs[0]?.is_deleted).toBe(false);
    expect(t.effect('notifyErrors')).toHaveLength(1);
  });
});
