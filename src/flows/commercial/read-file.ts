// A picked map as the commercial-enquiry machine checks it (machines/shared/upload.ts): name, type,
// size, the first bytes as latin1 text (the `%PDF-` signature decides, not the name) and the data URL.
// A file over the upload limit is not read at all: the machine refuses it by its size.
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

/** The first bytes, one character per byte. */
function readHeader(file: File, bytes: number): Promise<string> {
  return read(
    (r) => r.readAsArrayBuffer(file.slice(0, bytes)),
    (r) => String.fromCharCode(...new Uint8Array(r.result as ArrayBuffer)),
  );
}

/**
 * The file as the machine reads it. The data URL is always labelled as a PDF (the API accepts that
 * prefix; the signature decides whether it is one).
 */
export async function pickFile(file: File): Promise<PickedFile> {
  const header = await readHeader(file, 8);
  if (file.size > MAX_UPLOAD_BYTES) return { name: file.name, type: file.type, size: file.size, header, dataUrl: '' };
  const base64 = await read(
    (r) => r.readAsDataURL(file),
    (r) => String(r.result).split('base64,')[1] ?? '',
  );
  return {
    name: file.name,
    type: file.type,
    size: file.size,
    header,
    dataUrl: `data:${PDF_MIME_TYPE};base64,${base64}`,
  };
}
