// A dog's rules on the server (spec 3 §5): the birthday is never after the office's today,
// dogs belong to residential services only, and the photo is an image of at most 5 MB. The app checks the
// same before sending; these hold for any caller. Each answers the field error's message, or null.

import { MAX_UPLOAD_BYTES } from '../../src/domain/constants';

/** The largest decoded photo: the app's upload limit (5 MB), one constant for both sides. */
export const MAX_PHOTO_BYTES = MAX_UPLOAD_BYTES;

/** Image kinds by their first bytes, each with the MIME types a data URL may declare for it. */
const IMAGE_KINDS: { name: string; mimes: string[]; matches: (b: Buffer) => boolean }[] = [
  {
    name: 'PNG',
    mimes: ['image/png'],
    matches: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { name: 'JPEG', mimes: ['image/jpeg', 'image/jpg'], matches: (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { name: 'GIF', mimes: ['image/gif'], matches: (b) => /^GIF8[79]a$/.test(b.subarray(0, 6).toString('latin1')) },
  {
    name: 'WebP',
    mimes: ['image/webp'],
    matches: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  // The checkout's dog page already accepts HEIC (iPhone photos): the server must not refuse what the app sends.
  {
    name: 'HEIC',
    mimes: ['image/heic', 'image/heif'],
    matches: (b) =>
      b.subarray(4, 8).toString('latin1') === 'ftyp' &&
      ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'].includes(b.subarray(8, 12).toString('latin1')),
  },
];

export const PHOTO_MESSAGES = {
  notDataUrl: 'The photo must be sent as an image data URL (data:image/…;base64,…).',
  notImage: 'The photo must be a PNG, JPEG, GIF, WebP or HEIC image.',
  tooLarge: 'The photo must be 5 MB or smaller.',
  mismatch: (kind: string, declared: string) => `The photo is a ${kind} image but is declared as ${declared}.`,
} as const;

const BIRTHDAY_IN_FUTURE = 'Invalid date: a birthday cannot be in the future.';
export const COMMERCIAL_DOGS = 'Dogs can only be added to a residential service.';

/** Why a data-URL photo is refused, or null when it is a known image of at most 5 MB whose MIME type matches. */
export function photoProblem(photo: string): string | null {
  const m = /^data:([a-z0-9.+-]+\/[a-z0-9.+-]+);base64,([A-Za-z0-9+/]*={0,2})$/i.exec(photo);
  if (!m) return PHOTO_MESSAGES.notDataUrl;
  const declared = (m[1] as string).toLowerCase();
  const bytes = Buffer.from(m[2] as string, 'base64');
  if (bytes.length > MAX_PHOTO_BYTES) return PHOTO_MESSAGES.tooLarge;
  const kind = IMAGE_KINDS.find((k) => k.matches(bytes));
  if (!kind) return PHOTO_MESSAGES.notImage;
  return kind.mimes.includes(declared) ? null : PHOTO_MESSAGES.mismatch(kind.name, declared);
}

/** A birthday (YYYY-MM-DD, already a valid date by the contract) after `today` (the office's date) is refused. */
export function birthdayProblem(birthday: unknown, today: string): string | null {
  return typeof birthday === 'string' && birthday > today ? BIRTHDAY_IN_FUTURE : null;
}

/**
 * Every rule for one dog, as field errors (empty when it may be stored): the birthday not after `today`
 * (the office's date), the service (`order`, when one is named) residential, the photo an image ≤ 5 MB.
 * `photo: null` clears it and an absent one keeps it; the stored photo sent back is not a new upload.
 */
export function petErrors(
  body: Record<string, unknown>,
  order: Record<string, unknown> | null,
  storedPhoto: unknown,
  today: string,
): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (order?.service_type === 'commercial') errors.service_order_uuid = [COMMERCIAL_DOGS];
  const birthday = birthdayProblem(body.birthday, today);
  if (birthday) errors.birthday = [birthday];
  const photo = typeof body.photo === 'string' && body.photo !== storedPhoto ? photoProblem(body.photo) : null;
  if (photo) errors.photo = [photo];
  return errors;
}
