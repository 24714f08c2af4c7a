// The dog modal's request and refusal in the wire's shapes (spec 3 §7 Dogs, §8): POST pet/ and
// PATCH pet/{uuid}/ bodies from the machine's SaveDogRequest, and a 400's body split into the
// messages shown at the modal's fields and the lines shown as toasts. Pure; tested in tests/unit.
import type { components } from '../../../api/schema.gen';
import { fieldErrors, toastLines } from '../../../api/errors';
import type { SaveDogRequest, SaveResult } from '../../../../machines/dog/dog.types';
import type { DogErrors, DogField } from '../../../../machines/dog/dog.schema';
import { DOG_FLAGS } from '../../../domain/account-enums';

type Schemas = components['schemas'];
type Values = SaveDogRequest['values'];

const blankToNull = (s: string) => (s.trim() === '' ? null : s.trim());

/** The fields both bodies share; the photo only when the machine put it there (it changed). */
function common(v: Values) {
  return {
    breed: blankToNull(v.breed),
    birthday: v.birthday,
    additional_info: blankToNull(v.additional_info),
    is_friendly: v.is_friendly,
    can_clean_if_in_yard: v.can_clean_if_in_yard,
    can_treat: v.can_treat,
    has_doggy_door: v.has_doggy_door,
    is_dogs_outside: v.is_dogs_outside,
    ...(v.photo === undefined ? {} : { photo: v.photo }),
  };
}

/** POST pet/: name and service_order_uuid are required on add (the machine made sure of both). */
export function petCreateBody(v: Values): Schemas['PetCreateRequest'] {
  return { name: v.name.trim(), service_order_uuid: v.service_order_uuid, ...common(v) };
}

/** PATCH pet/{uuid}/: the service only when one is chosen (the spec requires it on add only). */
export function petUpdateBody(v: Values): Schemas['PetUpdateRequest'] {
  return {
    name: v.name.trim(),
    ...(v.service_order_uuid ? { service_order_uuid: v.service_order_uuid } : {}),
    ...common(v),
  };
}

const FIELDS: readonly DogField[] = [
  'name',
  'breed',
  'birthday',
  'additional_info',
  ...DOG_FLAGS,
  'service_order_uuid',
  'photo',
];

/**
 * A refusal's body: each message of a modal's field shows at that field (a birthday refused by the
 * server reads 'Invalid date' there, as typed ones do); everything else (a `detail`, another field)
 * becomes toast lines in the generic form (spec 3 §8). A body with nothing readable toasts the generic line.
 */
export function dogRefusal(body: unknown): Extract<SaveResult, { kind: 'invalid' }> {
  const byField = fieldErrors(body);
  const at: DogErrors = {};
  const rest: Record<string, unknown> = {};
  for (const [key, texts] of Object.entries(byField)) {
    if ((FIELDS as readonly string[]).includes(key) && texts[0]) at[key as DogField] = texts.join(' ');
    else rest[key] = texts;
  }
  const nothingAtFields = Object.keys(at).length === 0;
  const lines = nothingAtFields ? toastLines(body) : Object.keys(rest).length > 0 ? toastLines(rest) : [];
  return { kind: 'invalid', fieldErrors: at, lines };
}
