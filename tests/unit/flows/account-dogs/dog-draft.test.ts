// The dog modal's draft over a reload: kept without the last try's errors; a picked photo too large
// for the session storage goes back to what the modal opened with (and is then not sent).
import { describe, expect, it } from 'vitest';
import { PHOTO_DRAFT_LIMIT, dogDraft } from '../../../../src/flows/account/dogs/dog-context';
import type { Pet } from '../../../../src/flows/account/dogs/dog-facts';

const pets = [{ uuid: 'd1', name: 'Rex', photo: '/media/rex.png' }] as unknown as Pet[];
const persisted = (context: Record<string, unknown>) => ({ value: 'form', context });

describe('dog draft', () => {
  it('keeps the entries and a photo that fits, without the errors', () => {
    const context = { uuid: null, photo: 'data:image/png;base64,AA', photoChanged: true, errors: { name: 'x' } };
    expect(dogDraft(pets)(persisted(context))).toEqual(persisted({ ...context, errors: {} }));
  });

  it('a picked photo too large: the saved photo on update, none on add, and not sent', () => {
    const big = `data:image/png;base64,${'A'.repeat(PHOTO_DRAFT_LIMIT)}`;
    const update = dogDraft(pets)(persisted({ uuid: 'd1', photo: big, photoChanged: true, errors: {} }));
    expect(update.context).toMatchObject({ photo: '/media/rex.png', photoChanged: false });
    const add = dogDraft(pets)(persisted({ uuid: null, photo: big, photoChanged: true, errors: {} }));
    expect(add.context).toMatchObject({ photo: null, photoChanged: false });
  });

  it('an unchanged saved photo stays, whatever its length', () => {
    const saved = { uuid: 'd1', photo: '/media/rex.png', photoChanged: false, errors: {} };
    expect(dogDraft(pets)(persisted(saved)).context).toMatchObject({ photo: '/media/rex.png' });
  });
});
