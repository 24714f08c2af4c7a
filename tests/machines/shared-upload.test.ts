// The PDF upload rule the commercial wizard and the community-info modal share (machines/shared/upload.ts).
import { describe, expect, it } from 'vitest';
import { uploadError } from '../../machines/shared/upload';
import { messages } from '../../src/domain/messages';
import { MAX_UPLOAD_BYTES } from '../../src/domain/constants';
import { pdfFixture as pdf } from '../support/fixtures';

describe('uploadError', () => {
  it('a PDF is recognised by its type, or else by a .pdf name in any case', () => {
    expect(uploadError({ ...pdf, name: 'scan' }, 'too large')).toBeNull();
    expect(uploadError({ ...pdf, type: '' }, 'too large')).toBeNull();
    expect(uploadError({ ...pdf, type: '', name: 'MAP.PDF' }, 'too large')).toBeNull();
    expect(uploadError({ ...pdf, type: '', name: 'map.pdf.png' }, 'too large')).toBe(messages.uploadNotPdf);
  });

  it('then by its signature at the start of the file, then by its size (5 MB is still accepted)', () => {
    expect(uploadError({ ...pdf, header: 'xx%PDF-1.7' }, 'too large')).toBe(messages.unsupportedFormat);
    expect(uploadError({ ...pdf, size: MAX_UPLOAD_BYTES }, 'too large')).toBeNull();
    expect(uploadError({ ...pdf, size: MAX_UPLOAD_BYTES + 1 }, 'too large')).toBe('too large');
  });
});
