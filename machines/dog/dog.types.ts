/**
 * The dog machine's shapes (machines/dog/dog.machine.ts): its input, context and events, and what its
 * save actor takes and answers. Pure types.
 */
import type { DogErrors, DogForm } from './dog.schema';
import type { PickedPhoto } from './dog.photo';

export interface Dog {
  uuid: string;
  name: string;
  is_deleted?: boolean;
}

export interface DogInput {
  dogs: Dog[];
  /** Today (the field office's), YYYY-MM-DD. */
  today: string;
}

/** POST pet/ (add) or PATCH pet/{uuid}/ (update); birthday as YYYY-MM-DD; photo only if changed (null removes it). */
export interface SaveDogRequest {
  is_update: boolean;
  uuid: string | null;
  values: Omit<DogForm, 'birthday'> & { birthday: string | null; photo?: string | null };
}

/** A refusal (4xx): the messages of the form's fields, and the lines of the rest for toasts. */
export type SaveResult = { kind: 'saved' } | { kind: 'invalid'; fieldErrors: DogErrors; lines: string[] };

/** The dog an Edit opens the modal on: its saved values and photo. */
export interface DogEdit {
  uuid: string;
  form: DogForm;
  photo: string | null;
}

export interface DogContext {
  dogs: Dog[];
  today: string;
  isUpdate: boolean;
  /** The dog being edited, or whose delete awaits confirmation or runs. */
  uuid: string | null;
  form: DogForm;
  /** What the photo field shows: the saved photo (update), the picked one, or null. */
  photo: string | null;
  /** The photo was picked or removed in this modal: only then is it sent. */
  photoChanged: boolean;
  errors: DogErrors;
}

export type DogEvent =
  | { type: 'dog.list.load'; dogs: Dog[] }
  | { type: 'dog.add'; services: string[] }
  | ({ type: 'dog.edit' } & DogEdit)
  | { type: 'dog.change'; values: Partial<DogForm> }
  | { type: 'dog.birthday.blur' }
  | { type: 'dog.photo.change'; photo: PickedPhoto }
  | { type: 'dog.photo.remove' }
  | { type: 'dog.submit' }
  | { type: 'dog.cancel' }
  | { type: 'dog.delete'; uuid: string }
  | { type: 'dog.delete.confirm' }
  | { type: 'dog.delete.cancel' };
