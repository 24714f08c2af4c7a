// A picked file as the upload machines check it (the account's photo and community map, the enquiry's
// maps): its first bytes (the signature decides what it is, never the name or the browser's type) and
// its content in base64, not read at all for a file over the upload limit (the machines refuse it by
// its size). Shared by the flows, so one FileReader wrapper serves them all.
import { MAX_UPLOAD_BYTES } from '../domain/constants';

function read<T>(how: (r: FileReader) => void, out: (r: FileReader) => T): Promise<T> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(out(reader));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    how(reader);
  });
}

/** The first `bytes` bytes, one character per byte. */
export function readHeader(file: File, bytes: number): Promise<string> {
  return read(
    (r) => r.readAsArrayBuffer(file.slice(0, bytes)),
    (r) => String.fromCharCode(...new Uint8Array(r.result as ArrayBuffer)),
  );
}

/** The content in base64 ('' for a file over MAX_UPLOAD_BYTES, which is not read). */
export function readBase64(file: File): Promise<string> {
  if (file.size > MAX_UPLOAD_BYTES) return Promise.resolve('');
  return read(
    (r) => r.readAsDataURL(file),
    (r) => String(r.result).split('base64,')[1] ?? '',
  );
}
