// Opening a base64 PDF (spec 3 §2.6, §2.8): base64 → Blob (application/pdf) → blob: URL in a window
// opened in the click; the window closed on failure; the URL revoked later; a blocked popup downloads.
import { describe, expect, it, vi } from 'vitest';
import {
  base64ToPdfBlob,
  openPdf,
  PDF_URL_LIFETIME_MS,
  pdfFileName,
} from '../../../../src/flows/account/shared/open-pdf';
import type { PdfBrowser } from '../../../../src/flows/account/shared/open-pdf';

const PDF_TEXT = '%PDF-1.4\n%\u00e2\u00e3\u00cf\u00d3\n1 0 obj';
const PDF_BASE64 = Buffer.from(PDF_TEXT, 'latin1').toString('base64');

/** A stand-in window: its location and whether it was closed. */
function fakeWindow() {
  const win = {
    closed: false,
    opener: {} as unknown,
    location: { href: 'about:blank' },
    document: { title: '', body: { textContent: '' } },
    close: vi.fn(() => {
      win.closed = true;
    }),
  };
  return win;
}

function fakeBrowser(win: ReturnType<typeof fakeWindow> | null) {
  const timers: { run: () => void; ms: number }[] = [];
  const browser: PdfBrowser = {
    open: vi.fn(() => win as unknown as Window | null),
    createObjectURL: vi.fn(() => 'blob:http://localhost/abc'),
    revokeObjectURL: vi.fn(),
    download: vi.fn(),
    later: (run, ms) => void timers.push({ run, ms }),
  };
  return { browser, timers };
}

describe('base64ToPdfBlob', () => {
  it('decodes the bytes as they are, typed application/pdf', async () => {
    const blob = base64ToPdfBlob(PDF_BASE64);
    expect(blob.type).toBe('application/pdf');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect(Buffer.from(bytes).toString('latin1')).toBe(PDF_TEXT);
    expect(Buffer.from(bytes.slice(0, 5)).toString('latin1')).toBe('%PDF-');
  });

  it('ignores whitespace (wrapped base64) and refuses what is not base64', async () => {
    const wrapped = PDF_BASE64.replace(/(.{8})/g, '$1\n');
    expect(await base64ToPdfBlob(wrapped).text()).toBe(await base64ToPdfBlob(PDF_BASE64).text());
    expect(() => base64ToPdfBlob('not base64!')).toThrow();
  });
});

describe('pdfFileName', () => {
  it('makes a safe file name', () => {
    expect(pdfFileName('Invoice INV-1003')).toBe('Invoice-INV-1003.pdf');
    expect(pdfFileName('Proposal for Oak Hollow, 11/04/2026')).toBe('Proposal-for-Oak-Hollow-11-04-2026.pdf');
    expect(pdfFileName('///')).toBe('document.pdf');
  });
});

describe('openPdf', () => {
  it('opens the window before the answer, then points it at the blob URL; revokes it later', async () => {
    const win = fakeWindow();
    const { browser, timers } = fakeBrowser(win);
    let answer: (b64: string) => void = () => {};
    const done = openPdf(() => new Promise<string>((resolve) => (answer = resolve)), 'Invoice INV-1003', browser);
    // Synchronously, in the click: the window is open, cut from the opener, and says what is coming.
    expect(browser.open).toHaveBeenCalledTimes(1);
    expect(win.opener).toBeNull();
    expect(win.document.title).toBe('Invoice INV-1003');
    expect(win.document.body.textContent).toBe('Loading Invoice INV-1003…');
    answer(PDF_BASE64);
    await expect(done).resolves.toBe('opened');
    expect(win.location.href).toBe('blob:http://localhost/abc');
    const blob = vi.mocked(browser.createObjectURL).mock.calls[0]![0];
    expect(blob.type).toBe('application/pdf');
    expect(browser.revokeObjectURL).not.toHaveBeenCalled();
    expect(timers.map((t) => t.ms)).toEqual([PDF_URL_LIFETIME_MS]);
    timers[0]!.run();
    expect(browser.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/abc');
    expect(browser.download).not.toHaveBeenCalled();
  });

  it('a failed read closes the window and rethrows; no URL is made', async () => {
    const win = fakeWindow();
    const { browser } = fakeBrowser(win);
    const failure = new Error('404');
    await expect(openPdf(() => Promise.reject(failure), 'Invoice INV-1003', browser)).rejects.toBe(failure);
    expect(win.close).toHaveBeenCalled();
    expect(browser.createObjectURL).not.toHaveBeenCalled();
  });

  it('an answer that is not base64 closes the window too', async () => {
    const win = fakeWindow();
    const { browser } = fakeBrowser(win);
    await expect(openPdf(() => Promise.resolve('%%%'), 'Invoice INV-1003', browser)).rejects.toThrow();
    expect(win.close).toHaveBeenCalled();
  });

  it('a blocked popup (or a window the customer closed) gets the file as a download', async () => {
    const blocked = fakeBrowser(null);
    await expect(openPdf(() => Promise.resolve(PDF_BASE64), 'Invoice INV-1003', blocked.browser)).resolves.toBe(
      'downloaded',
    );
    expect(blocked.browser.download).toHaveBeenCalledWith('blob:http://localhost/abc', 'Invoice-INV-1003.pdf');

    const win = fakeWindow();
    const closed = fakeBrowser(win);
    const done = openPdf(() => Promise.resolve(PDF_BASE64), 'Credit Memo CM-2001', closed.browser);
    win.closed = true;
    await expect(done).resolves.toBe('downloaded');
    expect(win.location.href).toBe('about:blank');
  });
});
