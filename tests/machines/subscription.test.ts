import { describe, expect, it } from 'vitest';
import { rangeFor, subscriptionMachine } from '../../machines/subscription/subscription.machine';
import { displayedRange, SUBSCRIPTION_CARD_ORDER } from '../../machines/subscription/subscription.schema';
import { defaultsThrow, startMachine } from '../support/machine-kit';
import { expectRefusalThenFailure } from '../support/refusal-then-failure';
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
    await expectRefusalThenFailure(m, 'loadPriceRanges', {
      state: 'failed',
      retry: () => m.actor.send({ type: 'subscription.retry' }),
    });
  });

  it('default actor and effects throw "not provided"', () => {
    expect(defaultsThrow(subscriptionMachine)).toEqual([]);
  });
});

describe('subscription machine: ranges, choices and outcomes', () => {
  const offered = [
    { frequency: 'weekly' as const, min_price: '15.00', max_price: '28.00' },
    { frequency: 'monthly' as const, min_price: '30.00', max_price: '55.00' },
  ];

  it('starts loading with no ranges, no choice and no errors', () => {
    const m = startMachine(subscriptionMachine, { area: areaFixture });
    expect(m.value()).toBe('loading');
    expect(m.context()).toEqual({ area: areaFixture, ranges: [], chosen: null, errors: [] });
  });

  it('a card carries its own frequency range, not the first one loaded, and the view is sent that range', async () => {
    const m = startMachine(subscriptionMachine, { area: areaFixture });
    await m.resolve('loadPriceRanges', { kind: 'loaded', ranges: offered });
    expect(m.context().ranges).toEqual(offered);
    m.actor.send({ type: 'subscription.select', frequency: 'monthly' });
    expect(m.context().chosen).toEqual(offered[1]);
    expect(m.effect('navigateQuote')).toEqual([offered[1]]);
    expect(m.snapshot().status).toBe('done');
  });

  it('a frequency the office does not price carries a range of 0 to 0', async () => {
    const m = startMachine(subscriptionMachine, { area: areaFixture });
    await m.resolve('loadPriceRanges', { kind: 'loaded', ranges: offered });
    m.actor.send({ type: 'subscription.select', frequency: 'twice_weekly' });
    const none = { frequency: 'twice_weekly', min_price: '0', max_price: '0' };
    expect(m.context().chosen).toEqual(none);
    expect(m.effect('navigateQuote')).toEqual([none]);
    expect(rangeFor([], 'once')).toEqual({ frequency: 'once', min_price: '0', max_price: '0' });
  });

  it('every other week is sent to the quote with the default 12 to 47, whatever the office priced', async () => {
    const m = startMachine(subscriptionMachine, { area: areaFixture });
    await m.resolve('loadPriceRanges', { kind: 'loaded', ranges });
    m.actor.send({ type: 'subscription.select', frequency: 'bi_monthly' });
    expect(m.effect('navigateQuote')).toEqual([{ frequency: 'bi_monthly', min_price: '12', max_price: '47' }]);
  });

  it('a failed load (rejected) waits in failed for a retry, and a successful retry clears the errors', async () => {
    const m = startMachine(subscriptionMachine, { area: areaFixture });
    await m.reject('loadPriceRanges', new Error('network'));
    expect(m.value()).toBe('failed');
    expect(m.context().errors).toEqual(['Something went wrong']);
    expect(m.actor.getSnapshot().can({ type: 'subscription.select', frequency: 'weekly' })).toBe(false);
    m.actor.send({ type: 'subscription.retry' });
    expect(m.value()).toBe('loading');
    expect(m.pending.get('loadPriceRanges')?.input).toEqual({ fieldOfficeUuid: 'office-raleigh' });
    await m.resolve('loadPriceRanges', { kind: 'loaded', ranges: offered });
    expect(m.value()).toBe('ready');
    expect(m.context().errors).toEqual([]);
  });

  it('without an area the machine ends at once, redirected home', () => {
    const m = startMachine(subscriptionMachine, { area: null });
    expect(m.snapshot().status).toBe('done');
    expect(m.pending.size).toBe(0);
  });
});
