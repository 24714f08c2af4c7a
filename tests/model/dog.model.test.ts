// Model-based paths of the dog editor (design.md §4), with the shared harness.
import { dogMachine } from '../../machines/dog/dog.machine';
import { emptyDogForm } from '../../machines/dog/dog.schema';
import { defineModelSuite } from '../support/model-harness';
import type { Fixtures } from '../support/model-harness';

const form = { ...emptyDogForm, name: 'Rex', birthday: '03/04/2020', service_order_uuid: 'so1' };

const fixtures: Fixtures<typeof dogMachine> = {
  'dog.add': [{ type: 'dog.add' }],
  'dog.edit': [{ type: 'dog.edit', uuid: 'd1', form }],
  'dog.change': [{ type: 'dog.change', values: form }],
  'dog.photo.change': [{ type: 'dog.photo.change', dataUrl: 'data:image/png;base64,AA' }],
  'dog.submit': [{ type: 'dog.submit' }],
  'dog.cancel': [{ type: 'dog.cancel' }],
  'dog.delete': [{ type: 'dog.delete', uuid: 'd1' }],
  'xstate.done.actor.saveDog': [
    { type: 'xstate.done.actor.saveDog', output: { kind: 'saved' } },
    { type: 'xstate.done.actor.saveDog', output: { kind: 'invalid', errors: { name: ['bad'] } } },
  ],
  'xstate.error.actor.saveDog': [{ type: 'xstate.error.actor.saveDog', error: new Error('offline') }],
  'xstate.done.actor.deleteDog': [{ type: 'xstate.done.actor.deleteDog', output: undefined }],
  'xstate.error.actor.deleteDog': [{ type: 'xstate.error.actor.deleteDog', error: new Error('offline') }],
};

defineModelSuite('dog', dogMachine, {
  fixtures,
  input: { dogs: [{ uuid: 'd1', name: 'Rex' }], today: '2026-11-22' },
  project: ({ context }) => ({
    isUpdate: context.isUpdate,
    filled: context.form.name !== '',
    photo: context.photo !== null,
    errors: Object.keys(context.errors).length > 0,
    deleted: context.dogs[0]?.is_deleted ?? null,
  }),
});
