// @vitest-environment jsdom
// A picked file as the dog machine reads it: size, first bytes and base64 (none above 5 MB).
import { describe, expect, it } from 'vitest';
import { readPhoto } from '../../../../src/flows/account/dogs/read-photo';
import { dogPhotoKind } from '../../../../machines/dog/dog.photo';

const PNG_BYTES = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2];

describe('readPhoto', () => {
  it('reads the signature and the content of an image, whatever its name says', async () => {
    const picked = await readPhoto(new File([new Uint8Array(PNG_BYTES)], 'rex.txt', { type: 'text/plain' }));
    expect(picked.size).toBe(PNG_BYTES.length);
    expect(dogPhotoKind(picked.header)).toBe('png');
    expect(picked.header).toHaveLength(16);
    expect(atob(picked.base64).charCodeAt(0)).toBe(0x89);
  });

  it('a text file renamed .png is read as what it is', async () => {
    const picked = await readPhoto(new File(['just some text'], 'rex.png', { type: 'image/png' }));
    expect(dogPhotoKind(picked.header)).toBeNull();
  });

  it('a file over 5 MB is not read beyond its first bytes', async () => {
    const big = new File([new Uint8Array(PNG_BYTES), new Uint8Array(5 * 1024 * 1024)], 'big.png');
    const picked = await readPhoto(big);
    expect(picked.base64).toBe('');
    expect(picked.size).toBeGreaterThan(5242880);
  });
});
