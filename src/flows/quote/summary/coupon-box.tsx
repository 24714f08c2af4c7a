// The coupon box (spec 1 §2, §4): 'Have a coupon?' opens the code field; an applied coupon shows its
// saving with Remove; at CHECK OUT only the applied coupon is shown.
import { useState } from 'react';
import { formatDollars } from '../../../domain/money';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/text-field';
import { canApplyCoupon, isCheckingCoupon, priceStatus } from '../../../../machines/quote/quote.selectors';
import { useQuoteSelector, useQuoteSend } from '../quote-context';
import { useCurrentPrice } from './current-price';
import { submitWith } from '../../../ui/event-handlers';

export function CouponBox({ readOnly }: { readOnly: boolean }) {
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
      onSubmit={submitWith(() => send({ type: 'quote.coupon.apply' }))}
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
