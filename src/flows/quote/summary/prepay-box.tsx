// The prepay box: 'Prepay and save' with its 6 or 12 months (spec 1 §2, §4), a note of the choice
// at CHECK OUT, nothing for a one-time cleaning.
import { useEffect, useRef } from 'react';
import { messages } from '../../../domain/messages';
import { formatDollars, toAmount } from '../../../domain/money';
import { Radio, RadioGroup, Switch } from '../../../ui/choice';
import { canPrice, isOtherAreaFilled } from '../../../../machines/quote/quote.schema';
import { priceStatus } from '../../../../machines/quote/quote.selectors';
import { useQuoteSelector, useQuoteSend } from '../quote-context';
import { asBreakdown } from './current-price';

const percent = (value: string | number | null | undefined) => `${toAmount(value) ?? 0}%`;

export function PrepayBox({ readOnly, continueTries }: { readOnly: boolean; continueTries: number }) {
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
