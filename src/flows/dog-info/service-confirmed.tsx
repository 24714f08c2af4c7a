// 'Your Service Confirmed!' (spec 1 §2 Service-confirmed sidebar): what checkout stored in
// acquisitionStore.order().confirmation — billing details, subscription details, priced add-ons,
// price per visit, one-time charges (with the since-last-clean label), total for the first visit,
// the applied coupon with its savings, and the prepay total. Amounts arrive formatted.
// Each group is a definition list of rows, a label (`dt`) beside its value (`dd`): amounts right-aligned
// in tabular figures, long text (an address, the areas) under its label, totals under a rule.
import type { ReactNode } from 'react';
import type { ServiceConfirmation } from '../shared/acquisition-store';

type RowKind = 'money' | 'text' | 'long';

function Row({
  label,
  kind = 'text',
  total,
  children,
}: {
  label: ReactNode;
  /** money: an amount, right-aligned; text: a short value beside its label; long: under its label. */
  kind?: RowKind;
  total?: boolean;
  children: ReactNode;
}) {
  const className = ['confirmed__row', `confirmed__row--${kind}`, total ? 'confirmed__row--total' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

export function ServiceConfirmed({ confirmation }: { confirmation: ServiceConfirmation }) {
  const c = confirmation;
  // One label, one value: older stores kept the label inside the value.
  const sinceLastClean = c.since_last_clean_label?.replace(/^Since last clean:\s*/, '') ?? null;
  return (
    <aside className="confirmed" aria-labelledby="confirmed-title">
      <h2 id="confirmed-title" className="summary-title">
        Your Service Confirmed!
      </h2>

      <h3 className="confirmed__group">Billing details</h3>
      <dl className="confirmed__list">
        {c.card_last_four ? <Row label="Card">ending in {c.card_last_four}</Row> : null}
        <Row label="Billing address" kind="long">
          {c.billing_address}
        </Row>
      </dl>

      <h3 className="confirmed__group">Subscription details</h3>
      <dl className="confirmed__list">
        <Row label="Frequency">{c.frequency_label}</Row>
        <Row label="Cleaning areas" kind="long">
          {c.areas.length > 0 ? c.areas.join(', ') : 'None'}
        </Row>
        <Row label="Property type">{c.property_type_label}</Row>
        <Row label="Dogs">{c.pet_count}</Row>
      </dl>

      {c.add_ons.length > 0 ? (
        <>
          <h3 className="confirmed__group">Add-ons</h3>
          <dl className="confirmed__list">
            {c.add_ons.map((a) => (
              <Row key={a.name} label={a.name} kind="money">
                {a.price}
              </Row>
            ))}
          </dl>
        </>
      ) : null}

      <h3 className="confirmed__group">Price</h3>
      <dl className="confirmed__list">
        <Row label="Price per visit" kind="money">
          {c.price_per_visit}
        </Row>
        {sinceLastClean && !c.one_time_charges.some((o) => o.label.startsWith('Since last clean')) ? (
          <Row label="Since last clean">{sinceLastClean}</Row>
        ) : null}
        {c.one_time_charges.map((o) => (
          <Row key={o.label} label={o.label} kind="money">
            {o.amount}
          </Row>
        ))}
        {c.coupon ? (
          <Row label={`Coupon ${c.coupon.code}`} kind="money">
            −{c.coupon.savings}
          </Row>
        ) : null}
        <Row label="Total for first visit" kind="money" total>
          {c.total_first_visit}
        </Row>
        {c.prepay_total ? (
          <Row label="Prepay total" kind="money" total>
            {c.prepay_total}
          </Row>
        ) : null}
      </dl>
    </aside>
  );
}
