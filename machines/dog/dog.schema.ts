/**
 * The Add / Edit dog modal of the Dogs tab (spec doc 3 §3 Dog, §4 Dog modal, §5 Dog). On add,
 * name and service_order_uuid are required; the birthday (MM/DD/YYYY) must be a valid date
 * that is not in the future, else 'Invalid date'.
 */
import { parseDate } from '@internationalized/date';
import { birthdayError } from '../shared/domain';

export interface DogForm {
  name: string;
  breed: string;
  /** As typed, MM/DD/YYYY ('' when not given). */
  birthday: string;
  additional_info: string;
  is_friendly: boolean;
  can_treat: boolean;
  service_order_uuid: string;
}

export const emptyDogForm: DogForm = {
  name: '',
  breed: '',
  birthday: '',
  additional_info: '',
  is_friendly: false,
  can_treat: false,
  service_order_uuid: '',
};

/** The spec gives no message for the two required fields on add; these are ours. */
export const DOG_NAME_REQUIRED = 'Name is required';
export const DOG_SERVICE_REQUIRED = 'Service is required';

/** Field → message; `today` is YYYY-MM-DD. */
export function dogErrors(form: DogForm, today: string, isUpdate: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!isUpdate && form.name.trim() === '') errors.name = DOG_NAME_REQUIRED;
  if (!isUpdate && form.service_order_uuid === '') errors.service_order_uuid = DOG_SERVICE_REQUIRED;
  if (form.birthday !== '') {
    const error = birthdayError(form.birthday, parseDate(today));
    if (error) errors.birthday = error;
  }
  return errors;
}

/** MM/DD/YYYY → YYYY-MM-DD as sent (null when empty). */
export function wireBirthday(birthday: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(birthday);
  return m ? `${m[3]}-${m[1]}-${m[2]}` : null;
}
