// A dog's photo and birthday as they are sent: the image kind read from the signature at the start of
// the file only, the data URL labelled with that kind, and the birthday turned into the wire date.
import { describe, expect, it } from 'vitest';
import { dogMachine } from '../../machines/dog/dog.machine';
import { dogPhotoDataUrl, dogPhotoKind } from '../../machines/dog/dog.photo';
import { wireBirthday } from '../../machines/dog/dog.schema';
import { startMachine } from '../support/machine-kit';
import { savedDogs as dogs, png, today } from '../model/dog.fixtures';

describe('dog photo signatures', () => {
  it('a signature counts only at the start of the file', () => {
    expect(dogPhotoKind('GIF87a\x01\x00\x01\x00')).toBe('gif');
    expect(dogPhotoKind('GIF89a\x01\x00\x01\x00')).toBe('gif');
    expect(dogPhotoKind('\x01\x00\x01\x00GIF87a')).toBeNull();
    expect(dogPhotoKind('\x01\x00\x01\x00GIF89a')).toBeNull();
    expect(dogPhotoKind('XXXX\0\0\0\0WEBPVP8 ')).toBeNull();
  });

  it('the data URL is labelled with the kind its signature shows', () => {
    expect(dogPhotoDataUrl({ size: 10, header: '\xFF\xD8\xFF\xE0', base64: 'BBB' })).toBe('data:image/jpeg;base64,BBB');
    expect(dogPhotoDataUrl({ size: 10, header: 'RIFF\0\0\0\0WEBPVP8 ', base64: 'CC' })).toBe(
      'data:image/webp;base64,CC',
    );
  });

  it('a JPEG picked in the modal is kept as a JPEG', () => {
    const t = startMachine(dogMachine, { dogs, today });
    t.send({ type: 'dog.add', services: ['so1'] });
    t.send({ type: 'dog.photo.change', photo: { ...png, header: '\xFF\xD8\xFF\xDB' } });
    expect(t.context().photo).toBe('data:image/jpeg;base64,AA');
  });
});

describe('wireBirthday', () => {
  it('MM/DD/YYYY becomes YYYY-MM-DD; anything around or short of that pattern is not a birthday', () => {
    expect(wireBirthday('03/04/2020')).toBe('2020-03-04');
    expect(wireBirthday('')).toBeNull();
    expect(wireBirthday('x03/04/2020')).toBeNull();
    expect(wireBirthday('03/04/20201')).toBeNull();
    expect(wireBirthday('3/4/2020')).toBeNull();
  });
});
