/** Dog and safety details page /doginfo (spec doc 2 §2, §3 'Pet', §5 'Dog page'). */
import type { CalendarDate } from '@internationalized/date';
import { birthdayError, MAX_UPLOAD_BYTES, messages } from '../shared/domain';

export interface Pet {
  name: string;
  breed: string;
  /** MM/DD/YYYY as typed (slashes inserted automatically); empty when unknown. */
  birthday: string;
  is_friendly: boolean;
  can_treat: boolean;
  additional_info: string;
  /** Data URL of the photo, or null. */
  photo: string | null;
}

export interface PropertySafety {
  is_dogs_outside: boolean;
  has_doggy_door: boolean;
  can_clean_if_dogs_out: boolean;
}

export const emptyPet: Pet = {
  name: '',
  breed: '',
  birthday: '',
  is_friendly: false,
  can_treat: false,
  additional_info: '',
  photo: null,
};

export const emptySafety: PropertySafety = {
  is_dogs_outside: false,
  has_doggy_door: false,
  can_clean_if_dogs_out: false,
};

/** `pets.<i>.birthday` → 'Invalid date' for a typed birthday that is not a valid past date. */
export function dogInfoErrors(pets: readonly Pet[], today: CalendarDate): Record<string, string> {
  const errors: Record<string, string> = {};
  pets.forEach((pet, i) => {
    if (pet.birthday.trim() === '') return;
    const error = birthdayError(pet.birthday, today);
    if (error) errors[`pets.${i}.birthday`] = error;
  });
  return errors;
}

/** One pet per dog of the order. */
export function petsFor(petCount: number): Pet[] {
  return Array.from({ length: Math.max(0, petCount) }, () => ({ ...emptyPet }));
}

/** A picked photo as the view reads it: the first bytes (latin1) decide what it is, not its name. */
export interface PickedPhoto {
  size: number;
  /** At least the first 12 bytes of the file as latin1 text. */
  header: string;
}

/** The image kinds a dog photo may be, recognised by their signatures. */
export function photoKind(header: string): 'jpeg' | 'png' | 'webp' | 'heic' | null {
  if (header.startsWith('\xFF\xD8\xFF')) return 'jpeg';
  if (header.startsWith('\x89PNG\r\n\x1A\n')) return 'png';
  if (header.startsWith('RIFF') && header.slice(8, 12) === 'WEBP') return 'webp';
  if (
    header.slice(4, 8) === 'ftyp' &&
    ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'].includes(header.slice(8, 12))
  )
    return 'heic';
  return null;
}

/** Only JPEG, PNG, WebP or HEIC images, at most 5 MB; null when the photo is fine. */
export function photoError(photo: PickedPhoto): string | null {
  if (photoKind(photo.header) === null) return messages.photoNotImage;
  if (photo.size > MAX_UPLOAD_BYTES) return messages.photoTooLarge;
  return null;
}
