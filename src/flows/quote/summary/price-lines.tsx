// The price breakdown's lines (spec 1 §3 'calculated_price'): base price, areas, add-ons, coupon,
// the price per visit, the first visit's charges and total, and the prepay lines when prepaid.
import type { ReactNode } from 'react';
import { BILLED_MONTHLY, BILLED_ONCE } from '../../../domain/constants';
import { formatDollars, toAmount } from '../../../domain/money';
import type { Price } from './current-price';

const amountOrFree = (value: string | number) => (toAmount(value) === 0 ? 'FREE' : formatDollars(value));

/**
 * One row of a two-column definition list: the label (`dt`) left, the amount (`dd`) right in tabular figures.
 * `strong` marks a subtotal (a rule above it), `total` the amount paid (a rule and a larger figure).
 */
function Row({
  label,
  value,
  testId,
  strong,
  total,
}: {
  label: ReactNode;
  value: ReactNode;
  testId?: string;
  strong?: boolean;
  total?: boolean;
}) {
  const className = ['summary__row', strong || total ? 'summary__row--strong' : '', total ? 'summary__row--total' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd data-testid={testId}>{value}</dd>
    </div>
  );
}

/** The breakdown of a current price (spec 1 §3 'calculated_price'). */
export function PriceBreakdown({ price }: { price: Price }) {
  const once = price.frequency === 'once';
  const coupon = price.coupon;
  // An every-visit coupon (SAVE5) is part of the price per visit; a first-visit one comes off the first visit.
  const everyVisit = coupon.coupon_applied && coupon.applies_to === 'every_visit';
  const couponLabel = `Coupon ${coupon.coupon_code ?? ''}`.trim();
  return (
    <dl className="summary__list">
      <Row label="Base service price" value={formatDollars(price.service_base_price)} />
      {price.cleaning_areas.items.map((item, i) => (
        <Row key={`${item.area}-${i}`} label={item.area} value={i === 0 ? 'Included' : formatDollars(item.price)} />
      ))}
      {price.recurring_add_ons.recurring_addon_items.map((item, i) => (
        <Row key={`${item.name}-${i}`} label={`${item.name} (every visit)`} value={amountOrFree(item.price)} />
      ))}
      {everyVisit ? (
        <Row
          label={`${couponLabel} (every visit)`}
          value={`-${formatDollars(coupon.savings)}`}
          testId="quote-coupon-savings"
        />
      ) : null}
      <Row
        label={
          <>
            Price per visit <span className="summary__note">{once ? BILLED_ONCE : BILLED_MONTHLY}</span>
          </>
        }
        value={formatDollars(price.total_price_per_service)}
        testId="quote-per-visit"
        strong
      />
      {price.one_time_charges.one_time_items.map((item, i) => (
        <Row
          key={`${item.type}-${item.name}-${i}`}
          label={
            item.type === 'last_clean'
              ? `Initial cleanup (since last clean: ${item.name})`
              : `${item.name} (first visit)`
          }
          value={amountOrFree(item.price)}
        />
      ))}
      {coupon.coupon_applied && !everyVisit ? (
        <Row label={couponLabel} value={`-${formatDollars(coupon.savings)}`} testId="quote-coupon-savings" />
      ) : null}
      <Row
        label="Total for first visit"
        value={formatDollars(price.total_price_for_first_visit)}
        testId="quote-total"
        total
      />
      {price.is_prepaid ? (
        <>
          <Row
            label={`Prepay for ${price.prepay_months ?? ''} months`}
            value={formatDollars(price.prepay_price_after_coupon_discount)}
          />
          <Row label="You save" value={formatDollars(price.prepay_savings)} />
          <Row label="Tax" value={formatDollars(price.prepay_tax)} />
          <Row
            label="Prepay total"
            value={formatDollars(price.net_payable_prepay_amount)}
            testId="quote-prepay-total"
            total
          />
        </>
      ) : null}
    </dl>
  );
}
