/**
 * The /pay link (spec 2 §2, §3): the query string after '?' is base64 of 'key=value' pairs joined
 * by '&'. Keys read: stax_public_apikey, total, taxes, invoice_uuid, stax_customer. Total and taxes
 * are used only when not '0'; balance due = total + taxes.
 *
 * parsePayLink never throws: every way a link can be wrong is a result kind the page branches on.
 * Per design §8 the server charges the invoice's own balance and rejects a total that does not
 * match, so the amounts here are for display and for the request only.
 */
import { centsToDecimal, toCents } from './money';

export const PAY_LINK_KEYS = ['stax_public_apikey', 'total', 'taxes', 'invoice_uuid', 'stax_customer'] as const;
export type PayLinkKey = (typeof PAY_LINK_KEYS)[number];
/**
 * Without these there is nothing to pay: no invoice, or no amount. A link without the public key is
 * still a link (spec 2 §4: the page shows it, with the 'could not load the card form' toast).
 */
export const REQUIRED_PAY_LINK_KEYS = ['invoice_uuid', 'total'] as const satisfies readonly PayLinkKey[];

export interface PayLink {
  /** The card provider's public key; null when the link has none (the card form cannot load). */
  publicKey: string | null;
  invoiceUuid: string;
  /** The card provider's customer id, or null (the tokenizer then gets no customer_id). */
  staxCustomer: string | null;
  /** Decimal strings with two decimals: '120.00'. */
  total: string;
  taxes: string;
  /** total + taxes, sent as `total` of the payment call. */
  balanceDue: string;
}

export type PayLinkResult =
  | { kind: 'ok'; link: PayLink }
  /** No query string at all. */
  | { kind: 'empty' }
  /** The query is not base64 or does not decode to text. */
  | { kind: 'bad-base64' }
  /** Decoded, but a required key is missing or empty ('0' counts as missing for total). */
  | { kind: 'missing-keys'; missing: PayLinkKey[]; values: Partial<Record<PayLinkKey, string>> }
  /** total or taxes is not a decimal amount. */
  | { kind: 'bad-amount'; key: 'total' | 'taxes'; value: string }
  /** total is '0' (or 0.00): the link carries nothing to charge. */
  | { kind: 'zero-total'; values: Partial<Record<PayLinkKey, string>> };

/** base64 (standard or URL-safe, padding optional, possibly percent-encoded) → UTF-8 text, or null. */
export function decodeBase64Text(input: string): string | null {
  let text = input.trim();
  if (text.includes('%')) {
    try {
      text = decodeURIComponent(text);
    } catch {
      return null;
    }
  }
  text = text.replace(/ /g, '+').replace(/-/g, '+').replace(/_/g, '/');
  const unpadded = text.replace(/=+$/, '');
  if (unpadded.length === 0 || !/^[A-Za-z0-9+/]+$/.test(unpadded) || unpadded.length % 4 === 1) return null;
  const padded = unpadded + '='.repeat((4 - (unpadded.length % 4)) % 4);
  try {
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

function decodeComponent(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** 'a=1&b=2' → {a:'1', b:'2'}; the first '=' splits; later duplicates win; '+' stays '+'. */
export function parsePairs(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of text.split('&')) {
    if (!part) continue;
    const eq = part.indexOf('=');
    const key = decodeComponent(eq === -1 ? part : part.slice(0, eq)).trim();
    const value = eq === -1 ? '' : decodeComponent(part.slice(eq + 1)).trim();
    if (key) out[key] = value;
  }
  return out;
}

/** Parse `location.search` (with or without '?') of the /pay page. */
export function parsePayLink(search: string): PayLinkResult {
  const query = (search ?? '').replace(/^\?/, '').trim();
  if (!query) return { kind: 'empty' };
  const decoded = decodeBase64Text(query);
  // A decoded link that has no key=value pair at all is not the link format either.
  if (decoded === null || !decoded.includes('=')) return { kind: 'bad-base64' };

  const pairs = parsePairs(decoded);
  const values: Partial<Record<PayLinkKey, string>> = {};
  for (const key of PAY_LINK_KEYS) {
    const value = pairs[key];
    if (value !== undefined && value !== '' && value !== 'null' && value !== 'undefined') values[key] = value;
  }

  const missing = REQUIRED_PAY_LINK_KEYS.filter((k) => values[k] === undefined);
  if (missing.length > 0) return { kind: 'missing-keys', missing, values };

  const totalCents = toCents(values.total);
  if (totalCents === null) return { kind: 'bad-amount', key: 'total', value: values.total ?? '' };
  // 'Taxes are used only if not 0': absent or '0' means no tax.
  const taxesCents = values.taxes === undefined ? 0 : toCents(values.taxes);
  if (taxesCents === null) return { kind: 'bad-amount', key: 'taxes', value: values.taxes ?? '' };
  if (totalCents === 0) return { kind: 'zero-total', values };
  if (totalCents < 0 || taxesCents < 0)
    return {
      kind: 'bad-amount',
      key: totalCents < 0 ? 'total' : 'taxes',
      value: (totalCents < 0 ? values.total : values.taxes) ?? '',
    };

  return {
    kind: 'ok',
    link: {
      publicKey: values.stax_public_apikey ?? null,
      invoiceUuid: values.invoice_uuid ?? '',
      staxCustomer: values.stax_customer ?? null,
      total: centsToDecimal(totalCents),
      taxes: centsToDecimal(taxesCents),
      balanceDue: centsToDecimal(totalCents + taxesCents),
    },
  };
}

/** Build a link query (the inverse, for tests, the dev outbox and the reference server's emails). */
export function encodePayLink(values: Partial<Record<PayLinkKey, string>>): string {
  const text = PAY_LINK_KEYS.filter((k) => values[k] !== undefined)
    .map((k) => `${k}=${values[k] ?? ''}`)
    .join('&');
  const bytes = new TextEncoder().encode(text);
  return btoa(String.fromCharCode(...bytes));
}
