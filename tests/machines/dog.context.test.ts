// The dog machine's context and the params its toasts receive, beyond the transitions dog.test.ts walks.
import { describe, expect, it } from 'vitest';
import { dogMachine } from '../../machines/dog/dog.machine';
import { emptyDogForm } from '../../machines/dog/dog.schema';
import { startMachine } from '../support/machine-kit';
import { blankAnswers } from '../support/blank-answers';
import { savedDogs as dogs, today } from '../model/dog.fixtures';

const form = { ...emptyDogForm, name: 'Rex', birthday: '03/04/2020', service_order_uuid: 'so1' };
/** The empty form: every text empty and every flag off. */
const blank = blankAnswers();

describe('dog context', () => {
  it('starts idle with the dogs and today, in add mode with nothing picked', () => {
    const t = startMachine(dogMachine, { dogs, today });
    expect(t.value()).toBe('idle');
    expect(t.context()).toEqual({
      dogs,
      today,
      isUpdate: false,
      uuid: null,
      form: blank,
      photo: null,
      photoChanged: false,
      errors: {},
    });
  });

  it('add with several services starts from the empty form', () => {
    const t = startMachine(dogMachine, { dogs, today });
    t.send({ type: 'dog.add', services: ['so1', 'so2'] });
    expect(t.context().form).toEqual(blank);
  });

  it('a fixed field loses its error entirely (no key is left behind)', () => {
    const t = startMachine(dogMachine, { dogs, today });
    t.send({ type: 'dog.add', services: [] });
    t.send({ type: 'dog.submit' });
    expect(Object.keys(t.context().errors).sort()).toEqual(['name', 'service_order_uuid']);
    t.send({ type: 'dog.change', values: { name: 'Rex' } });
    expect(Object.keys(t.context().errors)).toEqual(['service_order_uuid']);
  });

  it("removing the photo drops the refused file's message", () => {
    const t = startMachine(dogMachine, { dogs, today });
    t.send({ type: 'dog.add', services: ['so1'] });
    t.send({ type: 'dog.photo.change', photo: { size: 10, header: 'plain text', base64: '' } });
    expect(Object.keys(t.context().errors)).toEqual(['photo']);
    t.send({ type: 'dog.photo.remove' });
    expect(t.context()).toMatchObject({ photo: null, photoChanged: true });
    expect(t.context().errors).toEqual({});
  });

  it('a failed save or delete hands the error itself to the toast and goes back where it was', async () => {
    const t = startMachine(dogMachine, { dogs, today });
    t.send({ type: 'dog.edit', uuid: 'd1', form, photo: null });
    t.send({ type: 'dog.submit' });
    const saveError = new Error('offline');
    await t.reject('saveDog', saveError);
    expect(t.value()).toBe('form');
    t.send({ type: 'dog.cancel' });
    t.send({ type: 'dog.delete', uuid: 'd1' });
    t.send({ type: 'dog.delete.confirm' });
    const deleteError = new Error('server down');
    await t.reject('deleteDog', deleteError);
    expect(t.value()).toBe('idle');
    expect(t.effect('notifyErrors')).toEqual([{ error: saveError }, { error: deleteError }]);
  });
});
