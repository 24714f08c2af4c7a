// The dog editor's fixtures, shared by the machine suite, the model suite and the UI model suite (which
// names the path's dogs and offers only what the view shows). Free of vitest: Playwright loads it too.
import type { dogMachine } from '../../machines/dog/dog.machine';
import { emptyDogForm } from '../../machines/dog/dog.schema';
import type { Fixtures, Snap } from '../support/model-paths';

type M = typeof dogMachine;

export const today = '2026-11-22';
/** The customer's one dog. */
export const savedDogs = [{ uuid: 'd1', name: 'Rex' }];

const form = { ...emptyDogForm, name: 'Rex', birthday: '03/04/2020', service_order_uuid: 'so1' };
/** A small PNG as the photo picker reads it. */
export const png = { size: 100, header: '\x89PNG\r\n\x1A\n', base64: 'AA' };

export const dogFixtures = {
  'dog.list.load': [{ type: 'dog.list.load', dogs: savedDogs }],
  'dog.add': [{ type: 'dog.add', services: ['so1'] }],
  'dog.edit': [{ type: 'dog.edit', uuid: 'd1', form, photo: null }],
  'dog.change': [
    { type: 'dog.change', values: form },
    { type: 'dog.change', values: { birthday: '13/45/2020' } },
    { type: 'dog.change', values: { can_clean_if_in_yard: true, has_doggy_door: true, is_dogs_outside: true } },
  ],
  'dog.birthday.blur': [{ type: 'dog.birthday.blur' }],
  'dog.photo.change': [
    { type: 'dog.photo.change', photo: png },
    { type: 'dog.photo.change', photo: { size: 10, header: 'text', base64: '' } },
  ],
  'dog.photo.remove': [{ type: 'dog.photo.remove' }],
  'dog.submit': [{ type: 'dog.submit' }],
  'dog.cancel': [{ type: 'dog.cancel' }],
  'dog.delete': [{ type: 'dog.delete', uuid: 'd1' }],
  'dog.delete.confirm': [{ type: 'dog.delete.confirm' }],
  'dog.delete.cancel': [{ type: 'dog.delete.cancel' }],
  'xstate.done.actor.saveDog': [
    { type: 'xstate.done.actor.saveDog', output: { kind: 'saved' } },
    {
      type: 'xstate.done.actor.saveDog',
      output: { kind: 'invalid', fieldErrors: { birthday: 'Invalid date' }, lines: ['bad'] },
    },
  ],
  'xstate.error.actor.saveDog': [{ type: 'xstate.error.actor.saveDog', error: new Error('offline') }],
  'xstate.done.actor.deleteDog': [{ type: 'xstate.done.actor.deleteDog', output: undefined }],
  'xstate.error.actor.deleteDog': [{ type: 'xstate.error.actor.deleteDog', error: new Error('offline') }],
} satisfies Fixtures<M>;

/** What identifies a model state: the form's mode and fill, the photo, the errors, the dog deleted. */
export const dogProjection = ({ context }: Snap<M>) => ({
  isUpdate: context.isUpdate,
  filled: context.form.name !== '',
  validBirthday: context.form.birthday !== '13/45/2020',
  photo: context.photo !== null,
  photoChanged: context.photoChanged,
  errors: Object.keys(context.errors).sort().join(','),
  deleted: context.dogs[0]?.is_deleted ?? null,
});
