/**
 * PDF uploads of the commercial wizard and the community-info modal (spec doc 2 §5, doc 3 §5;
 * design.md §8): PDF only, at most 5 MB (5242880 bytes), checked by the `%PDF-` signature and
 * the size. The view reads the file (name, type, size, the first bytes as text and the data
 * URL); the machine only decides, so the rule is testable without a DOM.
 */
import { MAX_UPLOAD_BYTES, messages } from './domain';

export interface PickedFile {
  name: string;
  /** MIME type reported by the browser ('' when unknown). */
  type: string;
  size: number;
  /** The first bytes of the file as latin1 text; a PDF starts with '%PDF-'. */
  header: string;
  /** The file as a data URL (base64), sent to the API. */
  dataUrl: string;
}

/** The error of a picked file, or null when it is a PDF within the limit. */
export function uploadError(file: PickedFile, tooLargeMessage: string): string | null {
  const looksPdf = file.type === 'application/pdf' || file.name.toLowerCase().endsWith('.pdf');
  if (!looksPdf) return messages.uploadNotPdf;
  if (!file.header.startsWith('%PDF-')) return messages.unsupportedFormat;
  if (file.size > MAX_UPLOAD_BYTES) return tooLargeMessage;
  return null;
}
