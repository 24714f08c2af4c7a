// Page math of the URL-paged lists (Invoices, Proposals: 15 per page) and the /pay link check.
import { describe, expect, it } from 'vitest';
import { pageCount, pageIndex, pageParam, pageToFix } from '../../../../src/flows/account/shared/paging';
import { isPayPath } from '../../../../src/flows/account/invoices/invoice-api';

describe('paging', () => {
  it('the URL page (1-based, absent = first) as the 0-based read page', () => {
    expect(pageIndex(undefined)).toBe(0);
    expect(pageIndex(1)).toBe(0);
    expect(pageIndex(2)).toBe(1);
    expect(pageIndex(0)).toBe(0);
  });

  it('pages of a count, at least one', () => {
    expect(pageCount(0, 15)).toBe(1);
    expect(pageCount(15, 15)).toBe(1);
    expect(pageCount(16, 15)).toBe(2);
    expect(pageCount(17, 15)).toBe(2);
    expect(pageCount(31, 15)).toBe(3);
  });

  it('page 1 is the URL without ?page=', () => {
    expect(pageParam(1)).toBeUndefined();
    expect(pageParam(2)).toBe(2);
  });

  it('a page past the end goes to the last; an empty list stays (its empty state)', () => {
    expect(pageToFix(2, 17, 15)).toBeNull();
    expect(pageToFix(3, 17, 15)).toBe(2);
    expect(pageToFix(9, 15, 15)).toBe(1);
    expect(pageToFix(4, 0, 15)).toBeNull();
  });
});

describe('isPayPath', () => {
  it.each([
    ['/pay?c3RheF9wdWJsaWNfYXBpa2V5PXNhbmRib3g=', true],
    ['https://evil.example/pay?x', false],
    ['//evil.example/pay?x', false],
    ['/pay?a b', false],
    ['/login', false],
    ['/pay?', false],
  ])('follows only a path of the payment page with a base64 query: %s → %s', (path, follows) => {
    expect(isPayPath(path)).toBe(follows);
  });
});
