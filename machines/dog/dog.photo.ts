/**
 * A dog's photo in the Dogs tab's modal (spec 3 §2.4: images only, at most 5 MB, design.md §8: uploads
 * are checked by their signature): PNG, JPEG, GIF or WebP, recognised by the file's first bytes, never
 * by its name or the type the browser reports (a text file renamed .png is refused). Only images every
 * browser can show are taken, so the preview and the card always display what was sent.
 * The view reads the file (size, first bytes, base64); the machine decides, so the rule runs without a DOM.
 */
import { MAX_UPLOAD_BYTES, accountMessages, messages } from '../shared/domain';

export interface PickedPhoto {
  size: number;
  /** The first 16 bytes of the file as latin1 text. */
  header: string;
  /** The file's content, base64 ('' when it was too large to read). */
  base64: string;
}

const MIME = { png: 'image/png', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' } as const;
export type DogPhotoKind = keyof typeof MIME;

/** The image kind by its signature, or null. */
export function dogPhotoKind(header: string): DogPhotoKind | null {
  if (header.startsWith('\x89PNG\r\n\x1A\n')) return 'png';
  if (header.startsWith('\xFF\xD8\xFF')) return 'jpeg';
  if (header.startsWith('GIF87a') || header.startsWith('GIF89a')) return 'gif';
  if (header.startsWith('RIFF') && header.slice(8, 12) === 'WEBP') return 'webp';
  return null;
}

/** Why a picked photo is refused, or null when it is an image within the limit. */
export function dogPhotoError(photo: PickedPhoto): string | null {
  if (dogPhotoKind(photo.header) === null) return accountMessages.dogPhotoNotImage;
  if (photo.size > MAX_UPLOAD_BYTES) return messages.photoTooLarge;
  return null;
}

/** The photo as sent: a data URL labelled with the type its signature shows (whatever the browser said). */
export function dogPhotoDataUrl(photo: PickedPhoto): string {
  const kind = dogPhotoKind(photo.header) ?? 'png';
  return `data:${MIME[kind]};base64,${photo.base64}`;
}
