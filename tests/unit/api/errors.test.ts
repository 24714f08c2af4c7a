import { describe, expect, it } from 'vitest';
import {
  ApiError,
  fieldErrors,
  firstFieldError,
  isAbortError,
  isTimeoutError,
  toastLines,
} from '../../../src/api/errors';

describe('toastLines (spec 1 §8 generic toast)', () => {
  it('a string body gives the generic line', () => {
    expect(toastLines('<html>502 Bad Gateway</html>')).toEqual(['Something went wrong']);
    expect(toastLines('')).toEqual(['Something went wrong']);
  });
  it('an array gives each string, or the generic line', () => {
    expect(toastLines(['First problem', 'Second problem'])).toEqual(['First problem', 'Second problem']);
    expect(toastLines(['Only this', 3, null, { a: 1 }])).toEqual(['Only this']);
    expect(toastLines([])).toEqual(['Something went wrong']);
    expect(toastLines([1, {}])).toEqual(['Something went wrong']);
  });
  it("an object gives 'field: message' per key, lists joined by ', '", () => {
    expect(toastLines({ email: ['Enter a valid email address.'], phone: ['Too short.', 'Digits only.'] })).toEqual([
      'email: Enter a valid email address.',
      'phone: Too short., Digits only.',
    ]);
  });
  it('a non_field_errors or detail message is shown without its key', () => {
    expect(toastLines({ non_field_errors: ['Your card was declined.'] })).toEqual(['Your card was declined.']);
    expect(toastLines({ detail: 'Not found.' })).toEqual(['Not found.']);
    expect(toastLines({ non_field_errors: ['First.', 'Second.'] })).toEqual(['First., Second.']);
    expect(toastLines(new ApiError(402, { non_field_errors: ['Your card was declined.'] }))).toEqual([
      'Your card was declined.',
    ]);
    // beside field errors, the keyless line keeps its place; other keys keep theirs
    expect(toastLines({ email: ['Taken.'], non_field_errors: ['Declined.'] })).toEqual(['email: Taken.', 'Declined.']);
    // nested: the key is dropped, the field path that holds it stays
    expect(toastLines({ card: { non_field_errors: ['Expired.'] } })).toEqual(['card: Expired.']);
    expect(toastLines({ phone_numbers: [{ detail: 'Bad.' }] })).toEqual(['phone_numbers[0]: Bad.']);
    // an empty keyless list still falls back to the generic line
    expect(toastLines({ non_field_errors: [] })).toEqual(['Something went wrong']);
    // forms still see the key
    expect(fieldErrors({ non_field_errors: ['Declined.'] })).toEqual({ non_field_errors: ['Declined.'] });
  });
  it('nested objects and lists of objects become dotted paths', () => {
    expect(toastLines({ stripe_card_details: { card_exp_month: ['Expiry month is invalid.'] } })).toEqual([
      'stripe_card_details.card_exp_month: Expiry month is invalid.',
    ]);
    expect(toastLines({ phone_numbers: [{}, { phone: ['Too short.'], type: ['Required.'] }] })).toEqual([
      'phone_numbers[1].phone: Too short.',
      'phone_numbers[1].type: Required.',
    ]);
    expect(toastLines({ address: { geo: { lat: 'bad', lng: ['bad'] } } })).toEqual([
      'address.geo.lat: bad',
      'address.geo.lng: bad',
    ]);
  });
  it('anything else gives the generic line', () => {
    for (const v of [null, undefined, 42, true, {}, { field: [] }, { field: null }, new Error('boom')])
      expect(toastLines(v)).toEqual(['Something went wrong']);
  });
  it('reads the body of an ApiError', () => {
    expect(toastLines(new ApiError(400, { coupon_code: ['Invalid coupon code.'] }))).toEqual([
      'coupon_code: Invalid coupon code.',
    ]);
  });
  it('survives a cyclic body', () => {
    const body: Record<string, unknown> = { a: ['x'] };
    body.self = body;
    expect(toastLines(body)[0]).toBe('a: x');
  });
});

describe('field errors for forms', () => {
  it('flattens to path → messages', () => {
    expect(fieldErrors({ address: { city: ['Required.'] }, coupon_code: 'Invalid coupon code.' })).toEqual({
      'address.city': ['Required.'],
      coupon_code: ['Invalid coupon code.'],
    });
    expect(fieldErrors('text')).toEqual({});
    expect(firstFieldError({ coupon_code: ['This coupon has expired.', 'x'] }, 'coupon_code')).toBe(
      'This coupon has expired.',
    );
    expect(firstFieldError({}, 'coupon_code')).toBeNull();
  });
  it('tells a timeout from a caller abort', () => {
    expect(isTimeoutError(new DOMException('t', 'TimeoutError'))).toBe(true);
    expect(isAbortError(new DOMException('t', 'TimeoutError'))).toBe(false);
    expect(isAbortError(new DOMException('a', 'AbortError'))).toBe(true);
    expect(isTimeoutError(new Error('x'))).toBe(false);
  });
});
