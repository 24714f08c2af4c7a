/**
 * Money display (spec 1 §9, spec 2 §5): two decimals, en-US grouping, the absolute value with '-'
 * prefixed below zero; NaN, null, undefined, infinities and unparsable strings show '0.00'.
 * The API sends money as decimal strings ('12.50') or numbers; both are accepted.
 */

const FORMAT = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: true,
});

/** A finite number from an API money value, or null when it is not one ('', '12abc', NaN, null). */
export function toAmount(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    const text = value.trim().replace(/,/g, '');
    if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
    return Number(text);
  }
  return Number.isFinite(value) ? value : null;
}

/**
 * '1,234.50', '-12.00', '0.00'. An amount that rounds to zero shows '0.00' without a sign, so a
 * float artefact such as -0.001 never reads as a debt.
 */
export function formatMoney(value: number | string | null | undefined): string {
  const amount = toAmount(value);
  if (amount === null) return '0.00';
  const text = FORMAT.format(Math.abs(amount));
  return amount < 0 && text !== '0.00' ? `-${text}` : text;
}

/** '$1,234.50' and '-$12.00': the dollar form of the invoice summary and price cards. */
export function formatDollars(value: number | string | null | undefined): string {
  const text = formatMoney(value);
  return text.startsWith('-') ? `-$${text.slice(1)}` : `$${text}`;
}

/** Integer cents of a money value (null when not a number); sums are done in cents to stay exact. */
export function toCents(value: number | string | null | undefined): number | null {
  const amount = toAmount(value);
  return amount === null ? null : Math.round(amount * 100);
}

/** '1234.5' style wire string of integer cents: 123450 → '1234.50', -5 → '-0.05'. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** A zero cost_per_visit shows FREE (spec 1 §9). */
export function formatAddOnPrice(value: number | string | null | undefined): string {
  const cents = toCents(value);
  return cents === 0 ? 'FREE' : `$${formatMoney(value)}`;
}
