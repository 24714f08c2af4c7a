// The community's boundary map as the community-info machine reads it (PickedFile: the first bytes
// for the `%PDF-` signature, the data URL to send).
import type { PickedFile } from '../../../../machines/shared/upload';
import { MAX_UPLOAD_BYTES, PDF_MIME_TYPE } from '../../../domain/constants';

function read<T>(how: (r: FileReader) => void, out: (r: FileReader) => T): Promise<T> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(out(reader));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    how(reader);
  });
}

/**
 * The picked file as the community-info machine checks it. The data URL is always labelled as a PDF
 * (the server accepts only that prefix; the signature decides whether it is one), and is not read at
 * all for a file over the limit (the machine refuses it by its size).
 */
export async function pickFile(file: File): Promise<PickedFile> {
  const header = await read(
    (r) => r.readAsArrayBuffer(file.slice(0, 8)),
    (r) => String.fromCharCode(...new Uint8Array(r.result as ArrayBuffer)),
  );
  const dataUrl =
    file.size > MAX_UPLOAD_BYTES
      ? ''
      : await read(
          (r) => r.readAsDataURL(file),
          (r) => `data:${PDF_MIME_TYPE};base64,${String(r.result).split('base64,')[1] ?? ''}`,
        );
  return { name: file.name, type: file.type, size: file.size, header, dataUrl };
}
