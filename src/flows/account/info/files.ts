// The community's boundary map as the community-info machine reads it (PickedFile: the first bytes
// for the `%PDF-` signature, the data URL to send).
import type { PickedFile } from '../../../../machines/shared/upload';
import { MAX_UPLOAD_BYTES, PDF_MIME_TYPE } from '../../../domain/constants';
import { readBase64, readHeader } from '../../read-file';

/**
 * The picked file as the community-info machine checks it. The data URL is always labelled as a PDF
 * (the server accepts only that prefix; the signature decides whether it is one), and is not read at
 * all for a file over the limit (the machine refuses it by its size).
 */
export async function pickFile(file: File): Promise<PickedFile> {
  const header = await readHeader(file, 8);
  const base64 = await readBase64(file);
  const dataUrl = file.size > MAX_UPLOAD_BYTES ? '' : `data:${PDF_MIME_TYPE};base64,${base64}`;
  return { name: file.name, type: file.type, size: file.size, header, dataUrl };
}
