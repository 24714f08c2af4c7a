// A picked map as the commercial-enquiry machine checks it (machines/shared/upload.ts): name, type,
// size, the first bytes as latin1 text (the `%PDF-` signature decides, not the name) and the data URL.
// A file over the upload limit is not read at all: the machine refuses it by its size.
import type { PickedFile } from '../../../machines/shared/upload';
import { MAX_UPLOAD_BYTES, PDF_MIME_TYPE } from '../../domain/constants';
import { readBase64, readHeader } from '../read-file';

/**
 * The file as the machine reads it. The data URL is always labelled as a PDF (the API accepts that
 * prefix; the signature decides whether it is one); '' for a file over the limit.
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
