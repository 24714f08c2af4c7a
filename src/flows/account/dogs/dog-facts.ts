// What the Dogs tab shows of a dog and offers as its service (spec 3 §2.4, §3 Dog, §9 dates MM/DD/YYYY and the dog flags),
// as plain text: pure functions of the API's answers, tested in tests/unit/flows/account-dogs.
import type { components } from '../../../api/schema.gen';
import { wireToSlashed } from '../../../domain/dates';
import { accountMessages } from '../../../domain/account-messages';
import { DOG_FLAGS, DOG_FLAG_LABELS } from '../../../domain/account-enums';
import type { DogForm } from '../../../../machines/dog/dog.schema';
import { addressLine, isCommercialOrder } from '../shared/service-facts';
import type { ServiceOrder } from '../shared/service-facts';

export type Pet = components['schemas']['Pet'];

/** The services a dog can belong to: the residential ones (the server refuses dogs on commercial services). */
export function dogServiceOptions(orders: readonly ServiceOrder[]): { id: string; label: string }[] {
  return orders
    .filter((o) => !isCommercialOrder(o))
    .map((o) => ({ id: o.uuid, label: addressLine(o.service_address) }));
}

/** The dog as the Edit modal starts: the saved values, blanks for what was never given. */
export function petToForm(pet: Pet): DogForm {
  return {
    name: pet.name,
    breed: pet.breed ?? '',
    birthday: wireToSlashed(pet.birthday),
    additional_info: pet.additional_info ?? '',
    is_friendly: pet.is_friendly ?? false,
    can_clean_if_in_yard: pet.can_clean_if_in_yard ?? false,
    can_treat: pet.can_treat ?? false,
    has_doggy_door: pet.has_doggy_door ?? false,
    is_dogs_outside: pet.is_dogs_outside ?? false,
    service_order_uuid: pet.service_order_uuid,
  };
}

/** The placeholder's letter when a dog has no photo: the name's first letter, upper case ('?' for none). */
export function dogInitial(name: string): string {
  const first = [...name.trim()][0];
  return first ? first.toLocaleUpperCase('en-US') : '?';
}

const yesNo = (flag: boolean | null) => (flag === null ? accountMessages.notProvided : flag ? 'Yes' : 'No');
const orNotGiven = (text: string | null | undefined) => (text?.trim() ? text.trim() : accountMessages.notProvided);

/** The address the dog belongs to: its own service_address, else its service's, else 'Not provided'. */
export function dogAddress(pet: Pet, orders: readonly ServiceOrder[]): string {
  const address = pet.service_address ?? orders.find((o) => o.uuid === pet.service_order_uuid)?.service_address;
  return address ? addressLine(address) : accountMessages.notProvided;
}

/** The card's rows: breed, birthday, the five flags, additional info and the service address. */
export function dogFactRows(pet: Pet, orders: readonly ServiceOrder[]) {
  return [
    { key: 'breed', label: 'Breed', value: orNotGiven(pet.breed) },
    { key: 'birthday', label: 'Birthday', value: wireToSlashed(pet.birthday) || accountMessages.notProvided },
    ...DOG_FLAGS.map((flag) => ({ key: flag, label: DOG_FLAG_LABELS[flag], value: yesNo(pet[flag]) })),
    { key: 'info', label: 'Additional info', value: orNotGiven(pet.additional_info) },
    { key: 'address', label: accountMessages.dogService, value: dogAddress(pet, orders) },
  ];
}
