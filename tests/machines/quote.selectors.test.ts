import { describe, expect, it, vi } from 'vitest';
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
import { useFakeClock } from '../support/fake-clock';

useFakeClock();

const snap = (m: { actor: unknown }) => (m.actor as Actor<typeof quoteMachine>).getSnapshot();

/** What the quote screen reads off a snapshot to draw the price and the Continue button. */
const readings = (s: ReturnType<typeof snap>) => ({
  priceStatus: priceStatus(s),
  currentPrice: currentPrice(s),
  canContinue: canContinue(s),
  isCheckoutNear: isCheckoutNear(s),
  isFormComplete: isFormComplete(s),
  isDone: isDone(s),
});

/** A priced quote whose dog count just changed: the new price is on its way. */
async function repricing() {
  const m = await pricedQuote();
  m.actor.send({ type: 'quote.pets.select', petCount: '3' });
  return m;
}

describe('quote selectors', () => {
  it('incomplete: no price, nothing to continue, the form not complete', () => {
    const m = startMachine(quoteMachine, { area: areaFixture, initialFrequency: 'weekly' });
    expect(readings(snap(m))).toEqual({
      priceStatus: 'incomplete',
      currentPrice: null,
      canContinue: false,
      isCheckoutNear: false,
      isFormComplete: false,
      isDone: false,
    });
  });

  it("repricing: 'pricing' and no price (a stale price is never current)", async () => {
    const s = snap(await repricing());
    expect(readings(s)).toMatchObject({
      priceStatus: 'pricing',
      currentPrice: null,
      canContinue: false,
      isFormComplete: true,
    });
    expect(s.context.price).toEqual(priceFixture);
  });

  it('repricing without a coupon is not checking a coupon', async () => {
    const m = await repricing();
    expect(priceStatus(snap(m))).toBe('pricing');
    expect(isCheckingCoupon(snap(m))).toBe(false);
  });

  it('priced: the price is current and Continue available; done keeps the price and is checkout', async () => {
    const m = await pricedQuote();
    const priced = { priceStatus: null, currentPrice: priceFixture, isCheckoutNear: true, isFormComplete: true };
    expect(readings(snap(m))).toEqual({ ...priced, canContinue: true, isDone: false });
    m.actor.send({ type: 'quote.continue' });
    expect(readings(snap(m))).toEqual({ ...priced, canContinue: false, isDone: true });
  });

  it("failed: 'failed' and no price", async () => {
    const m = await repricing();
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
