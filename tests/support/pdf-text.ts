// The text lines of a PDF the reference server drew with pdf-lib (server/routes/account.ts pdfBase64): each
// page content stream is Flate-compressed and every line one `<hex> Tj`. Enough to read what a customer
// would read in the PDF, without a PDF library in the tests.
import { inflateSync } from 'node:zlib';

/** The shown strings of `pdf` (base64 or bytes), in drawing order. */
export function pdfTextLines(pdf: string | Buffer): string[] {
  const bytes = typeof pdf === 'string' ? Buffer.from(pdf, 'base64') : pdf;
  const raw = bytes.toString('latin1');
  const lines: string[] = [];
  const streams = /stream\r?\n([\s\S]*?)\r?\nendstream/g;
  for (let m = streams.exec(raw); m; m = streams.exec(raw)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(m[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue; // not a Flate stream
    }
    for (const shown of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
      lines.push(Buffer.from(shown[1] ?? '', 'hex').toString('latin1'));
  }
  return lines;
}
