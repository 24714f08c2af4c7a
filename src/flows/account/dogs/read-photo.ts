// A picked file as the dog machine checks it (machines/dog/dog.photo.ts): its size, its first bytes
// (the signature decides whether it is an image) and its content in base64, which is not read at all
// for a file over the limit (the machine refuses it by its size).
import type { PickedPhoto } from '../../../../machines/dog/dog.photo';
import { MAX_UPLOAD_BYTES } from '../../../domain/constants';

function read<T>(how: (r: FileReader) => void, out: (r: FileReader) => T): Promise<T> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(out(reader));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    how(reader);
  });
}

export async function readPhoto(file: File): Promise<PickedPhoto> {
  const header = await read(
    (r) => r.readAsArrayBuffer(file.slice(0, 16)),
    (r) => String.fromCharCode(...new Uint8Array(r.result as ArrayBuffer)),
  );
  const base64 =
    file.size > MAX_UPLOAD_BYTES
      ? ''
      : await read(
          (r) => r.readAsDataURL(file),
          (r) => String(r.result).split('base64,')[1] ?? '',
        );
  return { size: file.size, header, base64 };
}
