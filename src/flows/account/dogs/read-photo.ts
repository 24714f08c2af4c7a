// A picked file as the dog machine checks it (machines/dog/dog.photo.ts): its size, its first bytes
// and its content in base64 (src/flows/shared/read-file.ts).
import type { PickedPhoto } from '../../../../machines/dog/dog.photo';
import { readBase64, readHeader } from '../../shared/read-file';

export async function readPhoto(file: File): Promise<PickedPhoto> {
  return { size: file.size, header: await readHeader(file, 16), base64: await readBase64(file) };
}
