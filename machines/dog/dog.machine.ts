/**
 * dog: the Dogs tab's Add / Edit dog modal and delete (spec doc 3 §2.4, §4 Dog modal, §5 Dog, §7 Dogs).
 *
 * States: idle → form (add or update, is_update) → saving → idle ; idle → deleting → idle
 *
 * Invariants: the photo is sent only when it was changed; a delete sets is_deleted on the dog
 * on success and clears it on failure.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { NotifyErrorsParams } from '../shared/types';
import { notProvided } from '../shared/types';
import { dogErrors, emptyDogForm, wireBirthday } from './dog.schema';
import type { DogForm } from './dog.schema';

export interface Dog {
  uuid: string;
  name: string;
  is_deleted?: boolean;
}

export interface DogInput {
  dogs: Dog[];
  /** Today, YYYY-MM-DD. */
  today: string;
}

/** POST pet/ (add) or PATCH pet/{uuid}/ (update); birthday as YYYY-MM-DD; photo only if changed. */
export interface SaveDogRequest {
  is_update: boolean;
  uuid: string | null;
  values: Omit<DogForm, 'birthday'> & { birthday: string | null; photo?: string };
}

export type SaveResult = { kind: 'saved' } | { kind: 'invalid'; errors: unknown };

export interface DogContext {
  dogs: Dog[];
  today: string;
  isUpdate: boolean;
  uuid: string | null;
  form: DogForm;
  /** A new photo (data URL), or null when unchanged. */
  photo: string | null;
  errors: Record<string, string>;
}

export type DogEvent =
  | { type: 'dog.add' }
  | { type: 'dog.edit'; uuid: string; form: DogForm }
  | { type: 'dog.change'; values: Partial<DogForm> }
  | { type: 'dog.photo.change'; dataUrl: string }
  | { type: 'dog.submit' }
  | { type: 'dog.cancel' }
  | { type: 'dog.delete'; uuid: string };

export function saveDogRequest(c: DogContext): SaveDogRequest {
  const values = { ...c.form, birthday: wireBirthday(c.form.birthday) };
  return { is_update: c.isUpdate, uuid: c.uuid, values: c.photo === null ? values : { ...values, photo: c.photo } };
}

export const dogMachine = setup({
  types: {
    context: {} as DogContext,
    events: {} as DogEvent,
    input: {} as DogInput,
  },
  actors: {
    saveDog: fromPromise<SaveResult, SaveDogRequest>(() => notProvided('saveDog')),
    /** DELETE pet/{uuid}/. */
    deleteDog: fromPromise<void, { uuid: string }>(() => notProvided('deleteDog')),
  },
  guards: {
    isDogValid: ({ context }) => Object.keys(dogErrors(context.form, context.today, context.isUpdate)).length === 0,
    isSaved: (_, result: SaveResult) => result.kind === 'saved',
  },
  actions: {
    startAdd: assign({ isUpdate: false, uuid: null, form: emptyDogForm, photo: null, errors: {} }),
    startEdit: assign({
      isUpdate: true,
      uuid: (_, p: { uuid: string; form: DogForm }) => p.uuid,
      form: (_, p: { uuid: string; form: DogForm }) => p.form,
      photo: null,
      errors: {},
    }),
    assignForm: assign({ form: ({ context }, values: Partial<DogForm>) => ({ ...context.form, ...values }) }),
    assignPhoto: assign({ photo: (_, dataUrl: string) => dataUrl }),
    assignErrors: assign({ errors: ({ context }) => dogErrors(context.form, context.today, context.isUpdate) }),
    assignDeleting: assign({ uuid: (_, uuid: string) => uuid }),
    setDeleted: assign({
      dogs: ({ context }, deleted: boolean) =>
        context.dogs.map((d) => (d.uuid === context.uuid ? { ...d, is_deleted: deleted } : d)),
    }),
    /** Effects the view provides. */
    reloadDogs: () => notProvided('reloadDogs'),
    notifySaved: () => notProvided('notifySaved'),
    notifyErrors: (_, _params: NotifyErrorsParams) => notProvided('notifyErrors'),
  },
}).createMachine({
  id: 'dog',
  description: 'Dogs tab: one card per dog, the Add/Edit dog modal and delete.',
  context: ({ input }) => ({
    dogs: input.dogs,
    today: input.today,
    isUpdate: false,
    uuid: null,
    form: emptyDogForm,
    photo: null,
    errors: {},
  }),
  initial: 'idle',
  states: {
    idle: {
      description: 'The dog cards; no modal open.',
      on: {
        'dog.add': { target: 'form', actions: 'startAdd' },
        'dog.edit': {
          target: 'form',
          actions: { type: 'startEdit', params: ({ event }) => ({ uuid: event.uuid, form: event.form }) },
        },
        'dog.delete': { target: 'deleting', actions: { type: 'assignDeleting', params: ({ event }) => event.uuid } },
      },
    },
    form: {
      description: 'Add mode or Update mode (is_update); birthday MM/DD/YYYY, not in the future.',
      on: {
        'dog.change': { actions: { type: 'assignForm', params: ({ event }) => event.values } },
        'dog.photo.change': { actions: { type: 'assignPhoto', params: ({ event }) => event.dataUrl } },
        'dog.submit': [{ guard: 'isDogValid', target: 'saving' }, { actions: 'assignErrors' }],
        'dog.cancel': { target: 'idle' },
      },
    },
    saving: {
      description: 'POST pet/ or PATCH pet/{uuid}/; the photo only if it was changed.',
      invoke: {
        id: 'saveDog',
        src: 'saveDog',
        input: ({ context }) => saveDogRequest(context),
        onDone: [
          {
            guard: { type: 'isSaved', params: ({ event }) => event.output },
            target: 'idle',
            actions: ['reloadDogs', 'notifySaved'],
          },
          {
            target: 'form',
            actions: {
              type: 'notifyErrors',
              params: ({ event }) => ({ error: event.output.kind === 'invalid' ? event.output.errors : undefined }),
            },
          },
        ],
        onError: { target: 'form', actions: { type: 'notifyErrors', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    deleting: {
      description: 'DELETE pet/{uuid}/: is_deleted set on success, cleared on failure.',
      invoke: {
        id: 'deleteDog',
        src: 'deleteDog',
        input: ({ context }) => ({ uuid: context.uuid ?? '' }),
        onDone: { target: 'idle', actions: { type: 'setDeleted', params: true } },
        onError: {
          target: 'idle',
          actions: [
            { type: 'setDeleted', params: false },
            { type: 'notifyErrors', params: ({ event }) => ({ error: event.error }) },
          ],
        },
      },
    },
  },
});
