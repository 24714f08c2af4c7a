// The 'Service Summary' sidebar of /getquote (spec 1 §2, §4, §9): the price breakdown of the
// pricing-calculator answer, the prepay toggle with 6/12 months, the coupon box, and the step's
// Continue button (left out at CHECK OUT, where the summary is read-only).
// Invariant: amounts are shown only while the machine is in `priced`, i.e. the price answers the
// current selections; while repricing the breakdown is replaced by a progress message, so a stale
// price is never on screen.
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { components } from '../../api/schema.gen';
import { BILLED_MONTHLY, BILLED_ONCE } from '../../domain/constants';
import { FREQUENCY_LABELS, PROPERTY_TYPE_LABELS } from '../../domain/enums';
import { messages } from '../../domain/messages';
import { formatDollars, toAmount } from '../../domain/money';
import { Button } from '../../ui/button';
import { Disclosure } from '../../ui/disclosure';
import { Radio, RadioGroup, Switch } from '../../ui/choice';
import { Spinner } from '../../ui/spinner';
import { TextField } from '../../ui/text-field';
import type { CalculatedPrice, PriceRange } from '../../../machines/shared/types';
import { canPrice, dogCount, isOtherAreaFilled } from '../../../machines/quote/quote.schema';
import { canApplyCoupon, currentPrice, isCheckingCoupon, priceStatus } from '../../../machines/quote/quote.selectors';
import { displayedRange } from '../../../machines/subscription/subscription.schema';
import type { PriceStatus } from '../../../machines/quote/quote.selectors';
import { useQuoteSelector, useQuoteSend } from './quote-actor';

/** "Email me this quote" in its own chunk: it loads with the first price, never with the screen. */
const EmailQuote = lazy(() => import('./email-quote'));

type Price = components['schemas']['CalculatedPrice'];

/**
 * The machine keeps the calculator's answer as the actor received it (the wire object); its own type
 * names only the totals the machines read, so the breakdown's parts are checked here once, not cast.
 */
function isBreakdown(price: CalculatedPrice): price is Price {
  return (
    typeof price.cleaning_areas === 'object' &&
    typeof price.recurring_add_ons === 'object' &&
    typeof price.one_time_charges === 'object' &&
    typeof price.coupon === 'object' &&
    price.coupon !== null
  );
}

const asBreakdown = (price: CalculatedPrice | null): Price | null =>
  price !== null && isBreakdown(price) ? price : null;

/** The current price with its breakdown, or null while there is none. */
const useCurrentPrice = (): Price | null => asBreakdown(useQuoteSelector(currentPrice));

const percent = (value: string | number | null | undefined) => `${toAmount(value) ?? 0}%`;
const amountOrFree = (value: string | number) => (toAmount(value) === 0 ? 'FREE' : formatDollars(value));

function StatusMessage({ status }: { status: Exclude<PriceStatus, null> }) {
  const send = useQuoteSend();
  if (status === 'pricing')
    return (
      <p className="summary__status">
        <Spinner label="Calculating your price…" showLabel />
      </p>
    );
  if (status === 'failed') {
    // A way out besides changing a selection; the view also retries when the browser is back online.
    return (
      <div className="summary__status summary__status--failed">
        <p>{messages.priceFailedRetry}</p>
        <Button variant="secondary" onPress={() => send({ type: 'quote.price.retry' })}>
          Try again
        </Button>
      </div>
    );
  }
  return <p className="summary__status">Choose your options to see your price.</p>;
}

/** 'Every Other Week: $12.00 to $47.00 per visit'. */
const rangeText = (range: PriceRange) =>
  `${FREQUENCY_LABELS[range.frequency]}: ${formatDollars(range.min_price)} to ${formatDollars(range.max_price)} per visit`;

/**
 * The range shown until the quote has its own price (spec 1 §2): the one carried from /subscription
 * while its frequency is still chosen, and Every Other Week's default 12 to 47 whenever that is chosen.
 */
function useDisplayedRange(carried: PriceRange | null): PriceRange | null {
  const frequency = useQuoteSelector((s) => s.context.frequency);
  return displayedRange(carried, frequency);
}

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

function Selections() {
  const c = useQuoteSelector((s) => s.context);
  // 4+ without its exact number says so; it never stands in for a number.
  const dogs = dogCount(c);
  return (
    <ul className="summary__selections">
      {c.frequency ? <li>{FREQUENCY_LABELS[c.frequency]}</li> : null}
      {c.propertyType ? <li>{PROPERTY_TYPE_LABELS[c.propertyType]}</li> : null}
      {dogs !== null ? (
        <li>
          {dogs} {dogs === 1 ? 'dog' : 'dogs'}
        </li>
      ) : c.petCount === '4+' ? (
        <li>4+ dogs</li>
      ) : null}
    </ul>
  );
}

function Prepay({ readOnly, continueTries }: { readOnly: boolean; continueTries: number }) {
  const continueTried = continueTries > 0;
  const c = useQuoteSelector((s) => s.context);
  const status = useQuoteSelector(priceStatus);
  const send = useQuoteSend();
  const periodMissing = c.prepay && c.prepayMonths === null;
  // Continue tried with only the period missing: focus goes to its first choice.
  const periodRef = useRef<HTMLDivElement>(null);
  const focusPeriod = continueTried && periodMissing && canPrice(c) && isOtherAreaFilled(c);
  useEffect(() => {
    if (focusPeriod) periodRef.current?.querySelector<HTMLElement>('input')?.focus();
  }, [focusPeriod, continueTries]);
  const options = asBreakdown(c.price)?.prepay_price ?? null;
  if (c.frequency === 'once') return null;
  if (readOnly)
    return c.prepay ? <p className="summary__prepay-note">Prepaid for {c.prepayMonths ?? '–'} months</p> : null;
  return (
    <div className="summary__prepay">
      <Switch isSelected={c.prepay} onChange={() => send({ type: 'quote.prepay.toggle' })}>
        Prepay and save
      </Switch>
      {c.prepay ? (
        <div ref={periodRef}>
          <RadioGroup
            label="Prepay period"
            // Prepay on needs its period before Continue.
            isRequired
            description={periodMissing && !continueTried ? messages.prepayMonthsRequired : undefined}
            isInvalid={periodMissing && continueTried}
            errorMessage={messages.prepayMonthsRequired}
            value={c.prepayMonths ? String(c.prepayMonths) : null}
            onChange={(v) => send({ type: 'quote.prepay.months.select', months: v === '12' ? 12 : 6 })}
          >
            <Radio value="6">
              6 months
              {status === null && options ? (
                <span className="summary__note"> Save {formatDollars(options.six_months.savings)} (5%)</span>
              ) : null}
            </Radio>
            <Radio value="12">
              Total for 1 year ({percent(c.area.annual_prepay_discount)})
              {status === null && options ? (
                <span className="summary__note">
                  {' '}
                  Save {formatDollars(options.twelve_months.savings)} ({percent(c.area.annual_prepay_discount)})
                </span>
              ) : null}
            </Radio>
          </RadioGroup>
        </div>
      ) : null}
      <p className="summary__note">Prepaid service can be cancelled at any time for a refund of the unused amount.</p>
    </div>
  );
}

function Coupon({ readOnly }: { readOnly: boolean }) {
  const c = useQuoteSelector((s) => s.context);
  const canApply = useQuoteSelector(canApplyCoupon);
  const checking = useQuoteSelector(isCheckingCoupon);
  const incomplete = useQuoteSelector(priceStatus) === 'incomplete';
  const send = useQuoteSend();
  const [open, setOpen] = useState(c.couponInput !== '' || c.couponError !== null || c.couponCode !== null);
  const price = useCurrentPrice();
  const applied = price?.coupon.coupon_applied ? price.coupon : null;
  const saving = applied
    ? `${formatDollars(applied.savings)}${applied.applies_to === 'every_visit' ? ' on every visit' : ''}`
    : '';
  const [focusOnOpen, setFocusOnOpen] = useState(false);
  if (readOnly)
    return applied ? (
      <p className="summary__coupon-applied">
        Coupon {applied.coupon_code} applied: you save {saving}
      </p>
    ) : null;
  // Applied and priced, or kept while the quote is incomplete (the machine reprices with it, and can remove it).
  if (c.couponCode !== null && (applied || incomplete)) {
    return (
      <div className="summary__coupon" role="group" aria-label="Coupon">
        <p className="summary__coupon-applied" data-testid="quote-coupon-applied">
          Coupon <strong>{applied?.coupon_code ?? c.couponCode}</strong> applied{applied ? `: you save ${saving}` : ''}
        </p>
        <Button
          variant="quiet"
          onPress={() => {
            send({ type: 'quote.coupon.remove' });
            setOpen(false);
          }}
        >
          Remove coupon
        </Button>
      </div>
    );
  }
  if (!open)
    return (
      <Button
        variant="quiet"
        onPress={() => {
          setOpen(true);
          setFocusOnOpen(true);
        }}
      >
        Have a coupon?
      </Button>
    );
  return (
    <form
      className="summary__coupon"
      aria-label="Coupon"
      onSubmit={(e) => {
        e.preventDefault();
        send({ type: 'quote.coupon.apply' });
      }}
    >
      <TextField
        label="Coupon code"
        value={c.couponInput}
        onChange={(code) => send({ type: 'quote.coupon.change', code })}
        isInvalid={c.couponError !== null}
        errorMessage={c.couponError}
        // Focus moves into the box only when the user opened it, never on a restore.
        autoFocus={focusOnOpen}
      />
      <Button type="submit" variant="secondary" isDisabled={!canApply || checking}>
        {checking ? 'Checking…' : 'Apply'}
      </Button>
    </form>
  );
}

export interface ServiceSummaryProps {
  /** The step's button (Continue); omitted at CHECK OUT. */
  action?: ReactNode;
  /** CHECK OUT: the quote is settled, so prepay and coupon are shown, not edited. */
  readOnly?: boolean;
  headingLevel?: 2 | 3;
  /** The price range of the frequency chosen on /subscription, shown while there is no price yet. */
  priceRange?: PriceRange | null;
  /** Continue was tried while the quote could not continue: a missing prepay period shows its message. */
  continueTries?: number;
}

export function ServiceSummary({
  action,
  readOnly = false,
  headingLevel = 2,
  priceRange = null,
  continueTries = 0,
}: ServiceSummaryProps) {
  const status = useQuoteSelector(priceStatus);
  const price = useCurrentPrice();
  const range = useDisplayedRange(priceRange);
  const H = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = useId();
  return (
    <section className="summary" aria-labelledby={headingId}>
      <H id={headingId} className="summary__title">
        Service Summary
      </H>
      <Selections />
      <div className="summary__price" aria-live="polite" aria-busy={status === 'pricing'}>
        {price ? <PriceBreakdown price={price} /> : <StatusMessage status={status ?? 'pricing'} />}
        {!price && range ? (
          <p className="summary__range" data-testid="quote-price-range">
            {rangeText(range)}
          </p>
        ) : null}
      </div>
      <Prepay readOnly={readOnly} continueTries={continueTries} />
      <Coupon readOnly={readOnly} />
      {price ? (
        <Suspense fallback={null}>
          <EmailQuote />
        </Suspense>
      ) : null}
      {action ? <div className="summary__action">{action}</div> : null}
    </section>
  );
}

/** Mobile (≤ 500 px): the total in a bar that expands to the breakdown; before a price, the range. */
export function MobilePriceBar({ priceRange = null }: { priceRange?: PriceRange | null }) {
  const status = useQuoteSelector(priceStatus);
  const price = useCurrentPrice();
  const range = useDisplayedRange(priceRange);
  return (
    <div className="price-bar" aria-busy={status === 'pricing'}>
      <Disclosure
        level={2}
        title={
          price ? (
            <span className="price-bar__title">
              <span className="price-bar__label">Total for first visit:</span>{' '}
              <span className="price-bar__amount" data-testid="quote-bar-total">
                {formatDollars(price.total_price_for_first_visit)}
              </span>
            </span>
          ) : status === 'pricing' ? (
            'Calculating your price…'
          ) : range ? (
            <span className="price-bar__title" data-testid="quote-bar-range">
              <span className="price-bar__label">Per visit:</span>{' '}
              <span className="price-bar__amount">
                {formatDollars(range.min_price)} to {formatDollars(range.max_price)}
              </span>
            </span>
          ) : (
            'Your price'
          )
        }
      >
        {price ? <PriceBreakdown price={price} /> : <StatusMessage status={status ?? 'pricing'} />}
      </Disclosure>
    </div>
  );
}
