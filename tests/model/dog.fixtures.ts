// The dog editor's fixtures, shared by the machine suite, the model suite and the UI model suite (which
// names the path's dogs and offers only what the view shows). Free of vitest: Playwright loads it too.
import type { dogMachine } from '../../machines/dog/dog.machine';
import { emptyDogForm } from '../../machines/dog/dog.schema';
import type { Fixtures, Snap } from '../support/model-paths';
import { actorDone, actorFailed, plainEvents } from '../support/actor-events';

type M = typeof dogMachine;

export const today = '2026-11-22';
/** The customer's one dog. */
export const savedDogs = [{ uuid: 'd1', name: 'Rex' }];

const form = { ...emptyDogForm, name: 'Rex', birthday: '03/04/2020', service_order_uuid: 'so1' };
/** A small PNG as the photo picker reads it. */
export const png = { size: 100, header: '\x89PNG\r\n\x1A\n', base64: 'AA' };

export const dogFixtures = {
  ...plainEvents(
    'dog.birthday.blur',
    'dog.photo.remove',
    'dog.submit',
    'dog.cancel',
    'dog.delete.confirm',
    'dog.delete.cancel',
  ),
  'dog.list.load': [{ type: 'dog.list.load', dogs: savedDogs }],
  'dog.add': [{ type: 'dog.add', services: ['so1'] }],
  'dog.edit': [{ type: 'dog.edit', uuid: 'd1', form, photo: null }],
  'dog.change': [
    { type: 'dog.change', values: form },
    { type: 'dog.change', values: { birthday: '13/45/2020' } },
    { type: 'dog.change', values: { can_clean_if_in_yard: true, has_doggy_door: true, is_dogs_outside: true } },
  ],
  'dog.photo.change': [
    { type: 'dog.photo.change', photo: png },
    { type: 'dog.photo.change', photo: { size: 10, header: 'text', base64: '' } },
  ],
  'dog.delete': [{ type: 'dog.delete', uuid: 'd1' }],
  'xstate.done.actor.saveDog': actorDone(
    'saveDog',
    { kind: 'saved' },
    { kind: 'invalid', fieldErrors: { birthday: 'Invalid date' }, lines: ['bad'] },
  ),
  'xstate.error.actor.saveDog': actorFailed('saveDog'),
  'xstate.done.actor.deleteDog': actorDone('deleteDog', undefined),
  'xstate.error.actor.deleteDog': actorFailed('deleteDog'),
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
