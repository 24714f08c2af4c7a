// The quote machine's pricing rules and its schema helpers: prepay needs its period (6 or 12 months),
// and the Other area text has a length limit.
import { describe, expect, it, vi } from 'vitest';
import { quoteMachine } from '../../machines/quote/quote.machine';
import { emptySelections, priceRequest } from '../../machines/quote/quote.schema';
import { startMachine } from '../support/machine-kit';
import { areaFixture, priceFixture } from '../support/fixtures';
import { pricedQuote } from '../support/scenarios';
import { useFakeClock } from '../support/fake-clock';

useFakeClock();

const pricing = (v: unknown) => (v as { editing: { pricing: string } }).editing.pricing;

async function reprice(m: Awaited<ReturnType<typeof pricedQuote>>) {
  await vi.advanceTimersByTimeAsync(400);
  await m.resolve('calculatePrice', { kind: 'priced', price: priceFixture });
  expect(pricing(m.value())).toBe('priced');
}

describe('prepay on requires a period', () => {
  it('prepay on without 6 or 12 months: Continue disabled, priced as not prepaid; a period enables it', async () => {
    const m = await pricedQuote();
    expect(m.actor.getSnapshot().can({ type: 'quote.continue' })).toBe(true);
    m.actor.send({ type: 'quote.prepay.toggle' });
    await vi.advanceTimersByTimeAsync(400);
    // The request never says is_prepaid without its period.
    expect(m.pending.get('calculatePrice')?.input).toMatchObject({
      is_prepaid: false,
      prepay_months: null,
      prepay_for_year: false,
    });
    await m.resolve('calculatePrice', { kind: 'priced', price: priceFixture });
    expect(pricing(m.value())).toBe('priced');
    expect(m.actor.getSnapshot().can({ type: 'quote.continue' })).toBe(false);
    m.actor.send({ type: 'quote.continue' });
    expect(m.actor.getSnapshot().status).toBe('active');

    m.actor.send({ type: 'quote.prepay.months.select', months: 6 });
    await vi.advanceTimersByTimeAsync(400);
    expect(m.pending.get('calculatePrice')?.input).toMatchObject({
      is_prepaid: true,
      prepay_months: 6,
      prepay_for_year: false,
    });
    await m.resolve('calculatePrice', { kind: 'priced', price: priceFixture });
    expect(m.actor.getSnapshot().can({ type: 'quote.continue' })).toBe(true);

    // Prepay off clears the months and Continue needs none.
    m.actor.send({ type: 'quote.prepay.toggle' });
    await reprice(m);
    expect(m.context()).toMatchObject({ prepay: false, prepayMonths: null });
    expect(m.actor.getSnapshot().can({ type: 'quote.continue' })).toBe(true);
  });

  it('the price request with a period says so', () => {
    const s = {
      ...emptySelections,
      frequency: 'weekly',
      propertyType: 'townhouse',
      petCount: '1',
      prepay: true,
      prepayMonths: 12,
    } as const;
    expect(priceRequest(s, areaFixture, null)).toMatchObject({
      is_prepaid: true,
      prepay_months: 12,
      prepay_for_year: true,
    });
    expect(priceRequest({ ...s, prepayMonths: null }, areaFixture, null)).toMatchObject({
      is_prepaid: false,
      prepay_months: null,
      prepay_for_year: false,
    });
  });
});

describe('the Other area text has a length limit', () => {
  it('the Other text is kept to 100 characters (typed, pasted or restored), and sent so', () => {
    const m = startMachine(quoteMachine, { area: areaFixture, initialFrequency: 'weekly' });
    m.actor.send({ type: 'quote.area.toggle', area: 'Other' });
    m.actor.send({ type: 'quote.area.other.change', text: 'x'.repeat(2000) });
    expect(m.context().otherAreaText).toHaveLength(100);
    expect(priceRequest(m.context(), areaFixture, null).areas_to_clean).toEqual(['x'.repeat(100)]);
  });
});
