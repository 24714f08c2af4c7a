/**
 * The Add / Edit dog modal of the Dogs tab (spec doc 3 §3 Dog, §4 Dog modal, §5 Dog): the dog's facts and its
 * five flags (friendly, clean with dog in yard, treats allowed, doggy door, left outside). On add,
 * name and service_order_uuid are required (the name on update too, see dogErrors); the birthday (MM/DD/YYYY) must be a valid date
 * that is not in the future, else 'Invalid date'.
 */
import { parseDate } from '@internationalized/date';
import { accountMessages, birthdayError } from '../shared/domain';

export interface DogForm {
  name: string;
  breed: string;
  /** As typed, MM/DD/YYYY ('' when not given). */
  birthday: string;
  additional_info: string;
  /** The five flags of spec 3 §3 Dog (their words: src/domain DOG_FLAG_LABELS). */
  is_friendly: boolean;
  can_clean_if_in_yard: boolean;
  can_treat: boolean;
  has_doggy_door: boolean;
  is_dogs_outside: boolean;
  service_order_uuid: string;
}

/** The fields an error can belong to: the form's, and the photo. */
export type DogField = keyof DogForm | 'photo';
export type DogErrors = Partial<Record<DogField, string>>;

export const emptyDogForm: DogForm = {
  name: '',
  breed: '',
  birthday: '',
  additional_info: '',
  is_friendly: false,
  can_clean_if_in_yard: false,
  can_treat: false,
  has_doggy_door: false,
  is_dogs_outside: false,
  service_order_uuid: '',
};

/**
 * Field → message; `today` is YYYY-MM-DD. The spec requires the name on add; an update keeps it
 * required too, because the contract refuses an empty name (PetUpdateRequest.name minLength 1): a
 * cleared name is said at its field rather than refused by the server or silently kept as it was.
 */
export function dogErrors(form: DogForm, today: string, isUpdate: boolean): DogErrors {
  const errors: DogErrors = {};
  if (form.name.trim() === '') errors.name = accountMessages.dogNameRequired;
  if (!isUpdate && form.service_order_uuid === '') errors.service_order_uuid = accountMessages.dogServiceRequired;
  if (form.birthday !== '') {
    const error = birthdayError(form.birthday, parseDate(today));
    if (error) errors.birthday = error;
  }
  return errors;
}

/**
 * The errors after the customer changed `changed`: an error shown at one of those fields is checked
 * again (and goes once the field is right; a server's error there goes with the edit); the errors of
 * other fields stay, and no new error appears while typing (they come on submit or on leaving the birthday).
 */
export function refreshErrors(
  errors: DogErrors,
  form: DogForm,
  changed: readonly string[],
  today: string,
  isUpdate: boolean,
): DogErrors {
  const now = dogErrors(form, today, isUpdate);
  const next: DogErrors = { ...errors };
  for (const key of changed as DogField[]) {
    if (next[key] === undefined) continue;
    if (now[key] === undefined) delete next[key];
    else next[key] = now[key];
  }
  return next;
}

/** MM/DD/YYYY → YYYY-MM-DD as sent (null when empty). */
export function wireBirthday(birthday: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(birthday);
  return m ? `${m[3]}-${m[1]}-${m[2]}` : null;
}
