import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/api/errors';
import { notifyErrors, notifyLines } from '../../../../src/flows/shared/notify-errors';
import { closeToasts, toastContents } from '../../../support/screen-isolation';

afterEach(closeToasts);

describe('notifyErrors', () => {
  it('shows ready lines as they are and reads raw failures with toastLines', () => {
    expect(notifyLines({ errors: ['Quote id not found'] })).toEqual(['Quote id not found']);
    expect(notifyLines({ error: { email: ['taken'] } })).toEqual(['email: taken']);
    expect(notifyLines({ error: new ApiError(400, { detail: 'Throttled' }) })).toEqual(['Throttled']);
    expect(notifyLines({ error: new Error('network') })).toEqual(['Something went wrong']);
  });

  it('one error toast per line', () => {
    notifyErrors({}, { errors: ['a', 'b'] });
    const shown = toastContents();
    expect(shown).toHaveLength(2);
    expect(shown).toEqual(
      expect.arrayContaining([
        { kind: 'error', message: 'a' },
        { kind: 'error', message: 'b' },
      ]),
    );
  });
});
