// 'Your Service Confirmed!' (spec 1 §2 Service-confirmed sidebar): what checkout stored in
// acquisitionStore.order().confirmation — billing details, subscription details, priced add-ons,
// price per visit, one-time charges (with the since-last-clean label), total for the first visit,
// the applied coupon with its savings, and the prepay total. Amounts arrive formatted.
import { Fragment } from 'react';
import type { ServiceConfirmation } from '../acquisition-store';

export function ServiceConfirmed({ confirmation }: { confirmation: ServiceConfirmation }) {
  const c = confirmation;
  // One label, one value: older stores kept the label inside the value.
  const sinceLastClean = c.since_last_clean_label?.replace(/^Since last clean:\s*/, '') ?? null;
  return (
    <aside className="confirmed" aria-labelledby="confirmed-title">
      <h2 id="confirmed-title">Your Service Confirmed!</h2>

      <h3>Billing details</h3>
      <dl>
        {c.card_last_four ? (
          <>
            <dt>Card</dt>
            <dd>ending in {c.card_last_four}</dd>
          </>
        ) : null}
        <dt>Billing address</dt>
        <dd>{c.billing_address}</dd>
      </dl>

      <h3>Subscription details</h3>
      <dl>
        <dt>Frequency</dt>
        <dd>{c.frequency_label}</dd>
        <dt>Cleaning areas</dt>
        <dd>{c.areas.length > 0 ? c.areas.join(', ') : 'None'}</dd>
        <dt>Property type</dt>
        <dd>{c.property_type_label}</dd>
        <dt>Dogs</dt>
        <dd>{c.pet_count}</dd>
      </dl>

      {c.add_ons.length > 0 ? (
        <>
          <h3>Add-ons</h3>
          <dl>
            {c.add_ons.map((a) => (
              <Fragment key={a.name}>
                <dt>{a.name}</dt>
                <dd>{a.price}</dd>
              </Fragment>
            ))}
          </dl>
        </>
      ) : null}

      <h3>Price</h3>
      <dl>
        <dt>Price per visit</dt>
        <dd>{c.price_per_visit}</dd>
        {sinceLastClean && !c.one_time_charges.some((o) => o.label.startsWith('Since last clean')) ? (
          <>
            <dt>Since last clean</dt>
            <dd>{sinceLastClean}</dd>
          </>
        ) : null}
        {c.one_time_charges.map((o) => (
          <Fragment key={o.label}>
            <dt>{o.label}</dt>
            <dd>{o.amount}</dd>
          </Fragment>
        ))}
        {c.coupon ? (
          <>
            <dt>Coupon {c.coupon.code}</dt>
            <dd>−{c.coupon.savings}</dd>
          </>
        ) : null}
        <dt>Total for first visit</dt>
        <dd>{c.total_first_visit}</dd>
        {c.prepay_total ? (
          <>
            <dt>Prepay total</dt>
            <dd>{c.prepay_total}</dd>
          </>
        ) : null}
      </dl>
    </aside>
  );
}
