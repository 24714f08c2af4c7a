// Opening a PDF the API answers as base64 (spec 3 §2.6 'PDF download opens in a new window', §7
// print-invoices and proposal-pdf): the bytes become a Blob (application/pdf) behind a blob: URL,
// shown in a new window. Never a data: URL navigation (browsers block top-level data: URLs, and a
// data: URL of several MB is slow). The window is opened synchronously in the click, before the
// answer arrives, because a window opened after an await is a popup the browser blocks.
import { PDF_MIME_TYPE } from '../../../domain/constants';

/** How long a blob URL outlives its window's load: the viewer has read it long before (a leak otherwise). */
export const PDF_URL_LIFETIME_MS = 60_000;

/** base64 (standard alphabet, whitespace allowed) → a PDF Blob; throws on text that is not base64. */
export function base64ToPdfBlob(base64: string): Blob {
  const binary = atob(base64.replace(/\s+/g, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: PDF_MIME_TYPE });
}

/** A safe file name for the download fallback: 'Invoice INV-1003' → 'Invoice-INV-1003.pdf'. */
export function pdfFileName(title: string): string {
  const base = title.replace(/[^A-Za-z0-9._-]+/g, '-').replace(/^-+|-+$/g, '');
  return `${base || 'document'}.pdf`;
}

/** What the opener needs of the browser (window and URL), so the steps are tested without one. */
export interface PdfBrowser {
  open: () => Window | null;
  createObjectURL: (blob: Blob) => string;
  revokeObjectURL: (url: string) => void;
  /** Saves the file instead (a blocked popup): a download link clicked. */
  download: (url: string, fileName: string) => void;
  later: (run: () => void, ms: number) => void;
}

export const browserPdf: PdfBrowser = {
  open: () => window.open('', '_blank'),
  createObjectURL: (blob) => URL.createObjectURL(blob),
  revokeObjectURL: (url) => URL.revokeObjectURL(url),
  download: (url, fileName) => {
    const a = document.createElement('a');
    a.href = url;
    a.download = fileName;
    a.rel = 'noopener';
    document.body.append(a);
    a.click();
    a.remove();
  },
  later: (run, ms) => void setTimeout(run, ms),
};

/**
 * Call from the click itself: opens the window now (with a loading line), then loads the base64 and
 * points the window at its blob URL. On any failure the window is closed and the error rethrown (the
 * caller's toast). A blocked popup (no window) still gets the file, as a download. Resolves 'opened'
 * or 'downloaded'.
 */
export async function openPdf(
  load: () => Promise<string>,
  title: string,
  browser: PdfBrowser = browserPdf,
): Promise<'opened' | 'downloaded'> {
  const win = browser.open();
  if (win) {
    // The PDF needs nothing of this page: cut the way back to it.
    win.opener = null;
    // The blank window says what is coming (textContent: no markup is ever written into it).
    win.document.title = title;
    if (win.document.body) win.document.body.textContent = `Loading ${title}…`;
  }
  let url: string;
  try {
    url = browser.createObjectURL(base64ToPdfBlob(await load()));
  } catch (error) {
    win?.close();
    throw error;
  }
  browser.later(() => browser.revokeObjectURL(url), PDF_URL_LIFETIME_MS);
  if (win && !win.closed) {
    win.location.href = url;
    return 'opened';
  }
  browser.download(url, pdfFileName(title));
  return 'downloaded';
}
