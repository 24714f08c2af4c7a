// The edges of the field shelf (machines/shared/fields.ts): how a schema's verdict is read (each field's first
// message by its path, a message about the value as a whole under the empty path) and the card expiry year.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { cardExpiryYear, fieldError, fieldErrors, required } from '../../machines/shared/fields';
import { messages } from '../../src/domain/messages';

describe('fieldErrors and fieldError', () => {
  it("a message about the value itself (no field) is kept under ''", () => {
    expect(fieldErrors(required('Name is required'), ' ')).toEqual({ '': 'Name is required' });
    expect(fieldErrors(required('Name is required'), 'Ann')).toEqual({});
  });

  it('the first message of a field wins, whatever follows it in the pipe', () => {
    const schema = v.object({ code: v.pipe(v.string(), v.nonEmpty('Code is required'), v.length(4, 'Four digits')) });
    expect(fieldErrors(schema, { code: '' })).toEqual({ code: 'Code is required' });
    expect(fieldError(schema.entries.code, '')).toBe('Code is required');
    expect(fieldError(schema.entries.code, '1234')).toBeNull();
  });

  it('a card expiry year is exactly four digits, nothing before or after', () => {
    expect(fieldError(cardExpiryYear(), '2031')).toBeNull();
    expect(fieldError(cardExpiryYear(), '20311')).toBe(messages.expireYearInvalid);
    expect(fieldError(cardExpiryYear(), 'y2031')).toBe(messages.expireYearInvalid);
  });
});
