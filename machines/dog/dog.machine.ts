/**
 * dog: the Dogs tab's Add / Edit dog modal and delete (spec doc 3 §2.4, §4 Dog modal, §5 Dog, §7 Dogs, §8).
 *
 * States: idle → form (add or update, is_update) ⇄ saving → idle (saved)
 *         idle → confirmingDelete → deleting → idle
 *
 * Invariants: the photo is sent only when it was changed (a new one picked, or the saved one removed);
 * a picked file is taken only when its signature shows an image within 5 MB; on add with one service
 * the service is chosen already; a delete asks first, then sets is_deleted on the dog on success and
 * clears it on failure. Server field errors show at their fields, the others as toasts (§8).
 */
import { assign, fromPromise, setup } from 'xstate';
import type { NotifyErrorsParams } from '../shared/types';
import { notProvided } from '../shared/types';
import { dogErrors, emptyDogForm, refreshErrors } from './dog.schema';
import type { DogErrors, DogForm } from './dog.schema';
import { dogPhotoDataUrl, dogPhotoError } from './dog.photo';
import type { PickedPhoto } from './dog.photo';
import { saveDogRequest } from './dog.payload';
import type { Dog, DogContext, DogEdit, DogEvent, DogInput, SaveDogRequest, SaveResult } from './dog.types';

const withoutPhotoError = ({ photo: _photo, ...rest }: DogErrors): DogErrors => rest;

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
    isPhotoAcceptable: (_, photo: PickedPhoto) => dogPhotoError(photo) === null,
  },
  actions: {
    /** The list as read; a dog still on it keeps its is_deleted flag. */
    assignDogs: assign({
      dogs: ({ context }, dogs: Dog[]) =>
        dogs.map((d) => ({ ...d, is_deleted: context.dogs.find((o) => o.uuid === d.uuid)?.is_deleted ?? false })),
    }),
    /** Add mode: an empty form; the only service, when there is one, already chosen. */
    startAdd: assign({
      isUpdate: false,
      uuid: null,
      form: (_, services: string[]) => ({
        ...emptyDogForm,
        service_order_uuid: services.length === 1 ? (services[0] ?? '') : '',
      }),
      photo: null,
      photoChanged: false,
      errors: {},
    }),
    startEdit: assign({
      isUpdate: true,
      uuid: (_, p: DogEdit) => p.uuid,
      form: (_, p: DogEdit) => p.form,
      photo: (_, p: DogEdit) => p.photo,
      photoChanged: false,
      errors: {},
    }),
    assignForm: assign(({ context }, values: Partial<DogForm>) => {
      const form = { ...context.form, ...values };
      return {
        form,
        errors: refreshErrors(context.errors, form, Object.keys(values), context.today, context.isUpdate),
      };
    }),
    /** Leaving the birthday shows 'Invalid date' at once (the other required fields wait for Save). */
    assignBirthdayError: assign({
      errors: ({ context }) => {
        const { birthday: _old, ...rest } = context.errors;
        const error = dogErrors(context.form, context.today, context.isUpdate).birthday;
        return error ? { ...rest, birthday: error } : rest;
      },
    }),
    assignPhoto: assign({
      photo: (_, photo: PickedPhoto) => dogPhotoDataUrl(photo),
      photoChanged: true,
      errors: ({ context }) => withoutPhotoError(context.errors),
    }),
    /** A refused file is not kept: the photo stays as it was and the field says why. */
    refusePhoto: assign({
      errors: ({ context }, photo: PickedPhoto) => {
        const error = dogPhotoError(photo);
        return error ? { ...context.errors, photo: error } : context.errors;
      },
    }),
    removePhoto: assign({
      photo: null,
      photoChanged: true,
      errors: ({ context }) => withoutPhotoError(context.errors),
    }),
    assignErrors: assign({
      errors: ({ context }) => ({
        ...(context.errors.photo ? { photo: context.errors.photo } : {}),
        ...dogErrors(context.form, context.today, context.isUpdate),
      }),
    }),
    assignServerErrors: assign({ errors: (_, errors: DogErrors) => errors }),
    assignUuid: assign({ uuid: (_, uuid: string | null) => uuid }),
    setDeleted: assign({
      dogs: ({ context }, deleted: boolean) =>
        context.dogs.map((d) => (d.uuid === context.uuid ? { ...d, is_deleted: deleted } : d)),
    }),
    /** Effects the view provides. */
    reloadDogs: () => notProvided('reloadDogs'),
    /** 'Data was saved successfully' (spec 3 §8). */
    notifySaved: () => notProvided('notifySaved'),
    notifyDeleted: () => notProvided('notifyDeleted'),
    notifyErrors: (_, _params: NotifyErrorsParams) => notProvided('notifyErrors'),
  },
}).createMachine({
  id: 'dog',
  description: 'Dogs tab: one card per dog, the Add/Edit dog modal and delete with confirmation.',
  context: ({ input }) => ({
    dogs: input.dogs,
    today: input.today,
    isUpdate: false,
    uuid: null,
    form: emptyDogForm,
    photo: null,
    photoChanged: false,
    errors: {},
  }),
  on: {
    'dog.list.load': { actions: { type: 'assignDogs', params: ({ event }) => event.dogs } },
  },
  initial: 'idle',
  states: {
    idle: {
      description: "The dog cards (or the empty state); 'Add Dog', and Edit and Delete on each card.",
      on: {
        'dog.add': { target: 'form', actions: { type: 'startAdd', params: ({ event }) => event.services } },
        'dog.edit': {
          target: 'form',
          actions: {
            type: 'startEdit',
            params: ({ event }) => ({ uuid: event.uuid, form: event.form, photo: event.photo }),
          },
        },
        'dog.delete': {
          target: 'confirmingDelete',
          actions: { type: 'assignUuid', params: ({ event }) => event.uuid },
        },
      },
    },
    form: {
      description:
        'The Add/Edit dog modal, Add mode or Update mode (is_update): name required, and the service on add; birthday MM/DD/YYYY, a real date not in the future, else Invalid date; photo an image of at most 5 MB.',
      on: {
        'dog.change': { actions: { type: 'assignForm', params: ({ event }) => event.values } },
        'dog.birthday.blur': { actions: 'assignBirthdayError' },
        'dog.photo.change': [
          {
            guard: { type: 'isPhotoAcceptable', params: ({ event }) => event.photo },
            actions: { type: 'assignPhoto', params: ({ event }) => event.photo },
          },
          { actions: { type: 'refusePhoto', params: ({ event }) => event.photo } },
        ],
        'dog.photo.remove': { actions: 'removePhoto' },
        'dog.submit': [{ guard: 'isDogValid', target: 'saving' }, { actions: 'assignErrors' }],
        'dog.cancel': { target: 'idle' },
      },
    },
    saving: {
      description: 'POST pet/ or PATCH pet/{uuid}/ (birthday as YYYY-MM-DD); the photo only if it was changed.',
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
            actions: [
              {
                type: 'assignServerErrors',
                params: ({ event }) => (event.output.kind === 'invalid' ? event.output.fieldErrors : {}),
              },
              {
                type: 'notifyErrors',
                params: ({ event }) => ({ errors: event.output.kind === 'invalid' ? event.output.lines : [] }),
              },
            ],
          },
        ],
        onError: { target: 'form', actions: { type: 'notifyErrors', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    confirmingDelete: {
      description: 'Deleting a dog asks for confirmation first.',
      on: {
        'dog.delete.confirm': { target: 'deleting' },
        'dog.delete.cancel': { target: 'idle', actions: { type: 'assignUuid', params: null } },
      },
    },
    deleting: {
      description: 'DELETE pet/{uuid}/: is_deleted set on success (the card goes), cleared on failure with a toast.',
      invoke: {
        id: 'deleteDog',
        src: 'deleteDog',
        input: ({ context }) => ({ uuid: context.uuid ?? '' }),
        onDone: {
          target: 'idle',
          actions: [{ type: 'setDeleted', params: true }, 'reloadDogs', 'notifyDeleted'],
        },
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
