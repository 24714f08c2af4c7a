import { describe, expect, it } from 'vitest';
import { decodeBase64Text, encodePayLink, parsePairs, parsePayLink } from '../../../src/domain/pay-link';

const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
const full = 'stax_public_apikey=sandbox&total=120.5&taxes=8.74&invoice_uuid=inv-1&stax_customer=cus-9';

describe('parsePayLink (spec 2 §2)', () => {
  it('reads a valid link and computes the balance due', () => {
    expect(parsePayLink(`?${b64(full)}`)).toEqual({
      kind: 'ok',
      link: {
        publicKey: 'sandbox',
        invoiceUuid: 'inv-1',
        staxCustomer: 'cus-9',
        total: '120.50',
        taxes: '8.74',
        balanceDue: '129.24',
      },
    });
  });
  it('accepts the query without "?", URL-safe and percent-encoded base64, and no padding', () => {
    const encoded = b64(full);
    const expected = parsePayLink(`?${encoded}`);
    expect(parsePayLink(encoded)).toEqual(expected);
    expect(parsePayLink(encodeURIComponent(encoded))).toEqual(expected);
    expect(parsePayLink(encoded.replace(/=+$/, ''))).toEqual(expected);
    const urlSafe = Buffer.from('stax_public_apikey=k?>>&total=1&invoice_uuid=i').toString('base64url');
    expect(parsePayLink(urlSafe)).toMatchObject({ kind: 'ok', link: { publicKey: 'k?>>' } });
  });
  it("treats taxes '0' or absent as no tax, stax_customer absent as null", () => {
    const r = parsePayLink(b64('stax_public_apikey=k&total=50&taxes=0&invoice_uuid=i'));
    expect(r).toEqual({
      kind: 'ok',
      link: {
        publicKey: 'k',
        invoiceUuid: 'i',
        staxCustomer: null,
        total: '50.00',
        taxes: '0.00',
        balanceDue: '50.00',
      },
    });
  });
  it('reports bad base64', () => {
    expect(parsePayLink('?not base64!!')).toEqual({ kind: 'bad-base64' });
    expect(parsePayLink('?a')).toEqual({ kind: 'bad-base64' });
    expect(parsePayLink('?' + b64('just some text'))).toEqual({ kind: 'bad-base64' });
    expect(parsePayLink('?' + Buffer.from([0xff, 0xfe, 0x3d]).toString('base64'))).toEqual({ kind: 'bad-base64' });
  });
  it('reports an empty query', () => {
    expect(parsePayLink('')).toEqual({ kind: 'empty' });
    expect(parsePayLink('?')).toEqual({ kind: 'empty' });
  });
  it('reports missing keys, keeping what was read', () => {
    expect(parsePayLink(b64('total=10&taxes=1'))).toEqual({
      kind: 'missing-keys',
      missing: ['invoice_uuid'],
      values: { total: '10', taxes: '1' },
    });
    expect(parsePayLink(b64('stax_public_apikey=&taxes=1'))).toMatchObject({
      kind: 'missing-keys',
      missing: ['invoice_uuid', 'total'],
    });
  });
  it('reads a link without the public key (the page shows the missing-key toast)', () => {
    expect(parsePayLink(b64('total=10&invoice_uuid=i'))).toMatchObject({
      kind: 'ok',
      link: { publicKey: null, invoiceUuid: 'i', balanceDue: '10.00' },
    });
    expect(parsePayLink(b64('stax_public_apikey=&total=10&invoice_uuid=i'))).toMatchObject({
      kind: 'ok',
      link: { publicKey: null },
    });
  });
  it("reports total '0' as nothing to charge", () => {
    expect(parsePayLink(b64('stax_public_apikey=k&total=0&taxes=0&invoice_uuid=i'))).toEqual({
      kind: 'zero-total',
      values: { stax_public_apikey: 'k', total: '0', taxes: '0', invoice_uuid: 'i' },
    });
    expect(parsePayLink(b64('stax_public_apikey=k&total=0.00&invoice_uuid=i')).kind).toBe('zero-total');
  });
  it('reports amounts that are not numbers or are negative', () => {
    expect(parsePayLink(b64('stax_public_apikey=k&total=ten&invoice_uuid=i'))).toEqual({
      kind: 'bad-amount',
      key: 'total',
      value: 'ten',
    });
    expect(parsePayLink(b64('stax_public_apikey=k&total=10&taxes=x&invoice_uuid=i'))).toEqual({
      kind: 'bad-amount',
      key: 'taxes',
      value: 'x',
    });
    expect(parsePayLink(b64('stax_public_apikey=k&total=-10&invoice_uuid=i'))).toEqual({
      kind: 'bad-amount',
      key: 'total',
      value: '-10',
    });
  });
  it('never throws on odd input', () => {
    for (const s of ['%', '?%E0%A4%A', '====', '?' + 'A'.repeat(10001), '\u0000', '?&&&'])
      expect(() => parsePayLink(s)).not.toThrow();
  });
  it('round-trips with encodePayLink', () => {
    const q = encodePayLink({ stax_public_apikey: 'k', total: '12.34', invoice_uuid: 'u' });
    expect(parsePayLink(q)).toMatchObject({ kind: 'ok', link: { total: '12.34', balanceDue: '12.34' } });
  });
  it('splits pairs on the first "="', () => {
    expect(parsePairs('a=b=c&d=%20e&&f')).toEqual({ a: 'b=c', d: 'e', f: '' });
    expect(decodeBase64Text(b64('héllo'))).toBe('héllo');
  });
});
