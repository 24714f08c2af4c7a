// A picked file as the upload machines check it (the account's photo and community map, the enquiry's
// maps): its first bytes (the signature decides what it is, never the name or the browser's type) and
// its content in base64, not read at all for a file over the upload limit (the machines refuse it by
// its size). Shared by the flows, so one FileReader wrapper serves them all.
import type { PickedFile } from '../../../machines/shared/upload';
import { MAX_UPLOAD_BYTES, PDF_MIME_TYPE } from '../../domain/constants';

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

/**
 * A picked map or PDF as the upload machines check it (machines/shared/upload.ts: the community's boundary
 * map, the enquiry's maps): name, type, size, the first bytes (the `%PDF-` signature decides, not the
 * name) and the data URL. The data URL is always labelled as a PDF (the API accepts only that prefix;
 * the signature decides whether it is one); '' for a file over the limit, which is not read.
 */
export async function pickFile(file: File): Promise<PickedFile> {
  const [header, base64] = await Promise.all([readHeader(file, 8), readBase64(file)]);
  return {
    name: file.name,
    type: file.type,
    size: file.size,
    header,
    dataUrl: file.size > MAX_UPLOAD_BYTES ? '' : `data:${PDF_MIME_TYPE};base64,${base64}`,
  };
}
