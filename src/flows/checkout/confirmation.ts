// What the 'Your Service Confirmed!' sidebar shows (spec 1 §2), built once at checkout from the placed
// order's price and the quote's choices, and stored with the order (acquisitionStore.setOrder).
// Pure: no I/O. Money is kept as display strings ('12.50') so the sidebar never re-derives a price.
import type { QuoteOutput } from '../../../machines/quote/quote.machine';
import type { Address } from '../../../machines/shared/address.schema';
import { FREQUENCY_LABELS, LAST_CLEANED_LABELS, PROPERTY_TYPE_LABELS } from '../../domain/enums';
import type { Frequency, LastCleaned, PropertyType } from '../../domain/enums';
import { formatDollars } from '../../domain/money';
import type { ServiceConfirmation } from '../shared/acquisition-store';
import { isRecord } from '../../api/errors';

export const SINCE_LAST_CLEAN = 'Since last clean';

type Money = string | number | null | undefined;
interface PriceItem {
  name?: string;
  area?: string;
  price?: Money;
  type?: string;
}

const itemsOf = (v: unknown, key: string): PriceItem[] =>
  isRecord(v) && Array.isArray(v[key]) ? (v[key] as PriceItem[]) : [];

export function addressText(a: Address): string {
  return [a.address, a.city, `${a.state} ${a.zip_code}`.trim()].filter((p) => p.trim() !== '').join(', ');
}

export function buildConfirmation(args: {
  quote: QuoteOutput;
  /** The calculated_price answered with the order (falls back to the quote's). */
  price: Record<string, unknown> | null | undefined;
  billingAddress: Address;
  cardLastFour: string | null;
}): ServiceConfirmation {
  const { quote, billingAddress, cardLastFour } = args;
  const price = args.price ?? (quote.price as Record<string, unknown>);
  const s = quote.selections;
  const frequency = (price.frequency as Frequency | undefined) ?? s.frequency ?? 'weekly';
  const propertyType = (price.property_type as PropertyType | undefined) ?? s.propertyType ?? 'townhouse';
  const oneTime = itemsOf(price.one_time_charges, 'one_time_items');
  const coupon = isRecord(price.coupon) && price.coupon.coupon_applied === true ? price.coupon : null;
  const prepayTotal = price.is_prepaid === true ? (price.net_payable_prepay_amount as Money) : null;
  return {
    card_last_four: cardLastFour,
    billing_address: addressText(billingAddress),
    frequency_label: FREQUENCY_LABELS[frequency] ?? String(frequency),
    areas: itemsOf(price.cleaning_areas, 'items')
      .map((i) => i.area ?? '')
      .filter(Boolean),
    property_type_label: PROPERTY_TYPE_LABELS[propertyType] ?? String(propertyType),
    pet_count:
      typeof price.pet_count === 'number'
        ? price.pet_count
        : Number(s.petCount === '4+' ? s.extraPetCount : s.petCount) || 1,
    add_ons: itemsOf(price.recurring_add_ons, 'recurring_addon_items').map((i) => ({
      name: i.name ?? '',
      price: formatDollars(i.price),
    })),
    price_per_visit: formatDollars(price.total_price_per_service as Money),
    // The initial cleanup is the one-time item of type last_clean: its label says what it is for
    // (the sidebar showed 'Since last clean' twice).
    one_time_charges: oneTime.map((i) => ({
      label: i.type === 'last_clean' ? `${SINCE_LAST_CLEAN} (${i.name ?? ''})` : (i.name ?? ''),
      amount: formatDollars(i.price),
    })),
    since_last_clean_label: s.lastCleaned ? (LAST_CLEANED_LABELS[s.lastCleaned as LastCleaned] ?? s.lastCleaned) : null,
    total_first_visit: formatDollars(price.total_price_for_first_visit as Money),
    coupon: coupon
      ? {
          code: (coupon.coupon_code as string | null | undefined) ?? quote.couponCode ?? '',
          savings: formatDollars(coupon.savings as Money),
        }
      : null,
    prepay_total: prepayTotal === null || prepayTotal === undefined ? null : formatDollars(prepayTotal),
  };
}
