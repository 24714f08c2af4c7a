/** The save actor's input from the machine's context (spec 3 §7 Dogs: birthday as YYYY-MM-DD; photo only if changed). */
import { wireBirthday } from './dog.schema';
import type { DogContext, SaveDogRequest } from './dog.types';

export function saveDogRequest(c: DogContext): SaveDogRequest {
  const values = { ...c.form, birthday: wireBirthday(c.form.birthday) };
  return { is_update: c.isUpdate, uuid: c.uuid, values: c.photoChanged ? { ...values, photo: c.photo } : values };
}
