import { describe, expect, it } from 'vitest';
import { rangeFor, subscriptionMachine } from '../../machines/subscription/subscription.machine';
import { displayedRange, SUBSCRIPTION_CARD_ORDER } from '../../machines/subscription/subscription.schema';
import { defaultsThrow, startMachine } from '../support/machine-kit';
import { areaFixture } from '../support/fixtures';

const ranges = [
  { frequency: 'weekly' as const, min_price: '15.00', max_price: '28.00' },
  { frequency: 'bi_monthly' as const, min_price: '20.00', max_price: '35.00' },
];

describe('subscription machine', () => {
  it('hasArea false → redirect to /', () => {
    const m = startMachine(subscriptionMachine, { area: null });
    expect(m.value()).toBe('redirected');
    expect(m.effectNames()).toEqual(['navigateHome']);
  });

  it('loads the ranges of the field office (isLoaded) and a card → /getquote with its range', async () => {
    const m = startMachine(subscriptionMachine, { area: areaFixture });
    expect(m.pending.get('loadPriceRanges')?.input).toEqual({ fieldOfficeUuid: 'office-raleigh' });
    await m.resolve('loadPriceRanges', { kind: 'loaded', ranges });
    expect(m.value()).toBe('ready');
    m.actor.send({ type: 'subscription.select', frequency: 'weekly' });
    expect(m.value()).toBe('chosen');
    expect(m.context().chosen).toEqual(ranges[0]);
    expect(m.effectNames()).toEqual(['navigateQuote']);
  });

  it('every other week carries the default range 12 to 47', () => {
    expect(rangeFor(ranges, 'bi_monthly')).toEqual({ frequency: 'bi_monthly', min_price: '12', max_price: '47' });
    expect(SUBSCRIPTION_CARD_ORDER).toEqual(['twice_weekly', 'weekly', 'bi_monthly', 'monthly', 'once']);
  });

  it('the range the quote shows before a price: 12 to 47 whenever Every Other Week is chosen, another only while carried', () => {
    const weekly = ranges.find((r) => r.frequency === 'weekly') ?? null;
    const everyOtherWeek = { frequency: 'bi_monthly', min_price: '12', max_price: '47' };
    expect(displayedRange(weekly, 'bi_monthly')).toEqual(everyOtherWeek);
    expect(displayedRange(null, 'bi_monthly')).toEqual(everyOtherWeek);
    expect(displayedRange(weekly, 'weekly')).toEqual(weekly);
    expect(displayedRange(weekly, 'monthly')).toBeNull();
    expect(displayedRange(null, 'weekly')).toBeNull();
    expect(displayedRange(weekly, null)).toBeNull();
  });

  it('isLoaded false and failures → failed; retry reloads', async () => {
    const m = startMachine(subscriptionMachine, { area: areaFixture });
    await m.resolve('loadPriceRanges', { kind: 'invalid', errors: ['detail: Not found.'] });
    expect(m.value()).toBe('failed');
    expect(m.context().errors).toEqual(['detail: Not found.']);
    m.actor.send({ type: 'subscription.retry' });
    await m.reject('loadPriceRanges', new Error('network'));
    expect(m.context().errors).toEqual(['Something went wrong']);
  });

  it('default actor and effects throw "not provided"', () => {
    expect(defaultsThrow(subscriptionMachine)).toEqual([]);
  });
});
