import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Actor } from 'xstate';
import { quoteMachine } from '../../machines/quote/quote.machine';
import {
  canApplyCoupon,
  canContinue,
  currentPrice,
  isCheckingCoupon,
  isCheckoutNear,
  isDone,
  isFormComplete,
  isLargeLotOpen,
  priceStatus,
} from '../../machines/quote/quote.selectors';
import { startMachine } from '../support/machine-kit';
import { areaFixture, priceFixture } from '../support/fixtures';
import { pricedQuote } from '../support/scenarios';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const snap = (m: { actor: unknown }) => (m.actor as Actor<typeof quoteMachine>).getSnapshot();

describe('quote selectors', () => {
  it('incomplete: no price, nothing to continue, the form not complete', () => {
    const m = startMachine(quoteMachine, { area: areaFixture, initialFrequency: 'weekly' });
    const s = snap(m);
    expect(priceStatus(s)).toBe('incomplete');
    expect(currentPrice(s)).toBeNull();
    expect(canContinue(s)).toBe(false);
    expect(isCheckoutNear(s)).toBe(false);
    expect(isFormComplete(s)).toBe(false);
    expect(isDone(s)).toBe(false);
  });

  it("repricing: 'pricing' and no price (a stale price is never current)", async () => {
    const m = await pricedQuote();
    m.actor.send({ type: 'quote.pets.select', petCount: '3' });
    const s = snap(m);
    expect(priceStatus(s)).toBe('pricing');
    expect(currentPrice(s)).toBeNull();
    expect(s.context.price).toEqual(priceFixture);
    expect(canContinue(s)).toBe(false);
    expect(isFormComplete(s)).toBe(true);
  });

  it('repricing without a coupon is not checking a coupon', async () => {
    const m = await pricedQuote();
    m.actor.send({ type: 'quote.pets.select', petCount: '3' });
    expect(priceStatus(snap(m))).toBe('pricing');
    expect(isCheckingCoupon(snap(m))).toBe(false);
  });

  it('priced: the price is current and Continue available; done keeps the price and is checkout', async () => {
    const m = await pricedQuote();
    let s = snap(m);
    expect(priceStatus(s)).toBeNull();
    expect(currentPrice(s)).toEqual(priceFixture);
    expect(canContinue(s)).toBe(true);
    expect(isCheckoutNear(s)).toBe(true);
    m.actor.send({ type: 'quote.continue' });
    s = snap(m);
    expect(isDone(s)).toBe(true);
    expect(priceStatus(s)).toBeNull();
    expect(currentPrice(s)).toEqual(priceFixture);
    expect(canContinue(s)).toBe(false);
    expect(isCheckoutNear(s)).toBe(true);
  });

  it("failed: 'failed' and no price", async () => {
    const m = await pricedQuote();
    m.actor.send({ type: 'quote.pets.select', petCount: '3' });
    await vi.advanceTimersByTimeAsync(400);
    await m.reject('calculatePrice', new Error('network'));
    expect(priceStatus(snap(m))).toBe('failed');
    expect(currentPrice(snap(m))).toBeNull();
  });

  it('the large-lot modal is open between choosing a large lot and its answer', () => {
    const m = startMachine(quoteMachine, { area: areaFixture, initialFrequency: 'weekly' });
    m.actor.send({ type: 'quote.propertyType.select', propertyType: 'single_family_large' });
    expect(isLargeLotOpen(snap(m))).toBe(true);
    m.actor.send({ type: 'quote.largeLot.confirm' });
    expect(isLargeLotOpen(snap(m))).toBe(false);
  });

  it('coupon: Apply needs a code; an applied code is checking while repriced', async () => {
    const m = await pricedQuote();
    expect(canApplyCoupon(snap(m))).toBe(false);
    m.actor.send({ type: 'quote.coupon.change', code: 'GOOD' });
    expect(canApplyCoupon(snap(m))).toBe(true);
    expect(isCheckingCoupon(snap(m))).toBe(false);
    m.actor.send({ type: 'quote.coupon.apply' });
    expect(isCheckingCoupon(snap(m))).toBe(true);
    await vi.advanceTimersByTimeAsync(500);
    await m.resolve('calculatePrice', { kind: 'priced', price: priceFixture });
    expect(isCheckingCoupon(snap(m))).toBe(false);
  });
});
