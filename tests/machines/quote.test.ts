import { describe, expect, it, vi } from 'vitest';
import { quoteMachine } from '../../machines/quote/quote.machine';
import {
  canPrice,
  dogCount,
  emptySelections,
  isOtherAreaFilled,
  normaliseExtraPetCount,
  priceRequest,
  quoteSelectionErrors,
  toggleArea,
} from '../../machines/quote/quote.schema';
import { defaultsThrow, startMachine } from '../support/machine-kit';
import { areaFixture, priceFixture } from '../support/fixtures';
import { pricedQuote } from '../support/scenarios';
import { entries, justOnceInput } from '../model/quote.fixtures';
import { useFakeClock } from '../support/fake-clock';

useFakeClock();

const pricing = (v: unknown) => (v as { editing: { pricing: string } }).editing.pricing;
const warning = (v: unknown) => (v as { editing: { warning: string } }).editing.warning;

/** Selections that can be priced: weekly, a town house, one dog. */
const base = {
  ...emptySelections,
  frequency: 'weekly' as const,
  propertyType: 'townhouse' as const,
  petCount: '1' as const,
};

/** Town house and 2 dogs chosen on a weekly quote and the 400 ms debounce passed: the price request runs. */
async function priceRequested(m = startMachine(quoteMachine, { area: areaFixture, initialFrequency: 'weekly' })) {
  m.actor.send({ type: 'quote.propertyType.select', propertyType: 'townhouse' });
  m.actor.send({ type: 'quote.pets.select', petCount: '2' });
  await vi.advanceTimersByTimeAsync(400);
  return m;
}

/** A priced quote with `code` applied and the 500 ms coupon debounce passed: the price request runs. */
async function couponApplied(code: string) {
  const m = await pricedQuote();
  m.actor.send({ type: 'quote.coupon.change', code });
  m.actor.send({ type: 'quote.coupon.apply' });
  await vi.advanceTimersByTimeAsync(500);
  return m;
}

describe('quote schema', () => {
  it('requires frequency, property type, dogs and, for once, last cleaned (spec messages)', () => {
    expect(quoteSelectionErrors(emptySelections)).toEqual({
      frequency: 'Frequency is required',
      propertyType: 'Property type is required',
      petCount: 'Pet count is required',
    });
    const once = {
      ...emptySelections,
      frequency: 'once' as const,
      propertyType: 'townhouse' as const,
      petCount: '1' as const,
    };
    expect(quoteSelectionErrors(once)).toEqual({ lastCleaned: 'Last cleaned is required' });
    expect(canPrice({ ...once, lastCleaned: 'less_than_2_weeks' })).toBe(true);
    expect(canPrice({ ...once, frequency: 'weekly', petCount: '4+', extraPetCount: null })).toBe(false);
    expect(canPrice({ ...once, frequency: 'weekly', petCount: '4+', extraPetCount: 5 })).toBe(true);
    // The dependent messages show even while another field is still missing.
    expect(quoteSelectionErrors({ ...emptySelections, frequency: 'once', petCount: '4+' })).toEqual({
      propertyType: 'Property type is required',
      petCount: 'Pet count is required',
      lastCleaned: 'Last cleaned is required',
    });
  });

  it('extra dog count above 3 is kept, else cleared', () => {
    expect(normaliseExtraPetCount(4)).toBe(4);
    expect(normaliseExtraPetCount(3)).toBeNull();
    expect(normaliseExtraPetCount(null)).toBeNull();
  });

  it('the first selected area is included; unselecting it promotes the next', () => {
    const areas = toggleArea(toggleArea(toggleArea([], 'Front Yard'), 'Back Yard'), 'Dog Run');
    expect(areas).toEqual(['Front Yard', 'Back Yard', 'Dog Run']);
    expect(toggleArea(areas, 'Front Yard')[0]).toBe('Back Yard');
  });

  it("'Other' without text blocks continuing; its text (or 'Other') is sent", () => {
    const s = { ...base, areas: ['Other'] };
    expect(isOtherAreaFilled(s)).toBe(false);
    expect(priceRequest(s, areaFixture, null).areas_to_clean).toEqual(['Other']);
    expect(isOtherAreaFilled({ ...s, otherAreaText: ' Gate ' })).toBe(true);
    expect(priceRequest({ ...s, otherAreaText: ' Gate ' }, areaFixture, 'SAVE5')).toMatchObject({
      areas_to_clean: ['Gate'],
      coupon_code: 'SAVE5',
      pet_count: 1,
    });
  });

  it('4+ dogs: pet_count stays 4 (the API maximum) and the exact number goes in extra_pet_count', () => {
    const s = { ...base, petCount: '4+' as const, extraPetCount: 6 };
    expect(priceRequest(s, areaFixture, null)).toMatchObject({ pet_count: 4, is_extra_pet: true, extra_pet_count: 6 });
  });
});

describe('quote machine', () => {
  it('starts incomplete without selections (cannotPrice true)', () => {
    const m = startMachine(quoteMachine, { area: areaFixture, initialFrequency: 'weekly' });
    expect(pricing(m.value())).toBe('incomplete');
    expect(m.actor.getSnapshot().can({ type: 'quote.continue' })).toBe(false);
  });

  it('priceDebounce: recalculates after 400 ms of quiet; each change restarts the wait', async () => {
    const m = startMachine(quoteMachine, { area: areaFixture, initialFrequency: 'weekly' });
    m.actor.send({ type: 'quote.propertyType.select', propertyType: 'townhouse' });
    m.actor.send({ type: 'quote.pets.select', petCount: '2' });
    expect(pricing(m.value())).toBe('debouncing');
    await vi.advanceTimersByTimeAsync(399);
    m.actor.send({ type: 'quote.pets.select', petCount: '3' });
    await vi.advanceTimersByTimeAsync(399);
    expect(pricing(m.value())).toBe('debouncing');
    expect(m.pending.has('calculatePrice')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(pricing(m.value())).toBe('calculating');
    expect(m.pending.get('calculatePrice')?.input).toMatchObject({
      frequency: 'weekly',
      property_type: 'townhouse',
      pet_count: 3,
      field_office_uuid: 'office-raleigh',
    });
  });

  it('a change during calculation cancels the stale request (its signal aborts)', async () => {
    const m = await priceRequested();
    const stale = m.pending.get('calculatePrice');
    expect(stale?.signal.aborted).toBe(false);
    m.actor.send(entries.deodorizer);
    expect(stale?.signal.aborted).toBe(true);
    expect(pricing(m.value())).toBe('debouncing');
  });

  it('Continue is enabled only when priced (isPriced) and disabled by dogs, add-ons or areas until repriced', async () => {
    const m = await pricedQuote();
    expect(pricing(m.value())).toBe('priced');
    expect(m.context().price).toEqual(priceFixture);
    expect(m.actor.getSnapshot().can({ type: 'quote.continue' })).toBe(true);
    for (const event of [
      { type: 'quote.pets.select', petCount: '1' },
      { type: 'quote.addOn.toggle', addOn: { uuid: 'a', name: 'A', is_recurring: false } },
      { type: 'quote.area.toggle', area: 'Front Yard' },
    ] as const) {
      m.actor.send(event);
      expect(m.actor.getSnapshot().can({ type: 'quote.continue' })).toBe(false);
      await vi.advanceTimersByTimeAsync(400);
      await m.resolve('calculatePrice', { kind: 'priced', price: priceFixture });
      expect(m.actor.getSnapshot().can({ type: 'quote.continue' })).toBe(true);
    }
    m.actor.send({ type: 'quote.continue' });
    expect(m.value()).toBe('completed');
    expect(m.actor.getSnapshot().output).toMatchObject({
      couponCode: null,
      price: priceFixture,
      selections: { frequency: 'weekly', petCount: '1', areas: ['Front Yard'] },
    });
  });

  it("canContinue false with 'Other' and no text; its text, typed after the price came back, is priced under that name before Continue", async () => {
    const m = await pricedQuote();
    m.actor.send({ type: 'quote.area.toggle', area: 'Other' });
    await vi.advanceTimersByTimeAsync(400);
    await m.resolve('calculatePrice', { kind: 'priced', price: priceFixture });
    expect(m.actor.getSnapshot().can({ type: 'quote.continue' })).toBe(false);
    m.actor.send({ type: 'quote.area.other.change', text: 'Gate side' });
    expect(m.actor.getSnapshot().matches({ editing: { pricing: 'debouncing' } })).toBe(true);
    expect(m.actor.getSnapshot().can({ type: 'quote.continue' })).toBe(false);
    await vi.advanceTimersByTimeAsync(400);
    expect((m.inputOf('calculatePrice') as { areas_to_clean: string[] }).areas_to_clean).toContain('Gate side');
    await m.resolve('calculatePrice', { kind: 'priced', price: priceFixture });
    expect(m.actor.getSnapshot().can({ type: 'quote.continue' })).toBe(true);
  });

  it("isFrequencyOffered: 'once' only when the original frequency was once; 'once' turns prepay off", async () => {
    const weekly = startMachine(quoteMachine, { area: areaFixture, initialFrequency: 'weekly' });
    weekly.actor.send({ type: 'quote.frequency.select', frequency: 'once' });
    expect(weekly.context().frequency).toBe('weekly');
    const m = startMachine(quoteMachine, justOnceInput);
    m.actor.send({ type: 'quote.propertyType.select', propertyType: 'townhouse' });
    m.actor.send({ type: 'quote.pets.select', petCount: '2' });
    expect(m.context().frequency).toBe('once');
    // once without last cleaned cannot be priced
    expect(pricing(m.value())).toBe('incomplete');
    m.actor.send({ type: 'quote.frequency.select', frequency: 'weekly' });
    m.actor.send({ type: 'quote.prepay.toggle' });
    m.actor.send({ type: 'quote.prepay.months.select', months: 12 });
    expect(m.context()).toMatchObject({ prepay: true, prepayMonths: 12 });
    m.actor.send({ type: 'quote.frequency.select', frequency: 'once' });
    expect(m.context()).toMatchObject({ frequency: 'once', prepay: false, prepayMonths: null });
    // isPrepayAllowed false for once
    expect(m.actor.getSnapshot().can({ type: 'quote.prepay.toggle' })).toBe(false);
    m.actor.send({ type: 'quote.lastCleaned.select', lastCleaned: '1-2_months' });
    expect(pricing(m.value())).toBe('debouncing');
  });

  it('isPrepayOn: months only with prepay on; prepay off clears them', async () => {
    const m = await pricedQuote();
    expect(m.actor.getSnapshot().can({ type: 'quote.prepay.months.select', months: 6 })).toBe(false);
    m.actor.send({ type: 'quote.prepay.toggle' });
    m.actor.send({ type: 'quote.prepay.months.select', months: 6 });
    expect(m.context()).toMatchObject({ prepay: true, prepayMonths: 6 });
    m.actor.send({ type: 'quote.prepay.toggle' });
    expect(m.context()).toMatchObject({ prepay: false, prepayMonths: null });
  });

  it('large lot: the warning opens (isLargeLot); cancel clears the property type, Continue confirms', async () => {
    const m = await pricedQuote();
    m.actor.send({ type: 'quote.propertyType.select', propertyType: 'single_family_small' });
    expect(warning(m.value())).toBe('closed');
    m.actor.send({ type: 'quote.propertyType.select', propertyType: 'single_family_large' });
    expect(warning(m.value())).toBe('largeLot');
    m.actor.send({ type: 'quote.largeLot.cancel' });
    expect(warning(m.value())).toBe('closed');
    expect(m.context().propertyType).toBeNull();
    expect(pricing(m.value())).toBe('incomplete');
    // isLargeLotWarningOpen false: a stray cancel does not clear anything
    m.actor.send({ type: 'quote.propertyType.select', propertyType: 'townhouse' });
    m.actor.send({ type: 'quote.largeLot.cancel' });
    expect(m.context().propertyType).toBe('townhouse');
    m.actor.send({ type: 'quote.propertyType.select', propertyType: 'single_family_large' });
    await vi.advanceTimersByTimeAsync(400);
    await m.resolve('calculatePrice', { kind: 'priced', price: priceFixture });
    expect(m.actor.getSnapshot().can({ type: 'quote.continue' })).toBe(false);
    m.actor.send({ type: 'quote.largeLot.confirm' });
    expect(m.context().propertyType).toBe('single_family_large');
    expect(m.actor.getSnapshot().can({ type: 'quote.continue' })).toBe(true);
  });

  it('couponDebounce: apply waits 500 ms; success keeps the code, remove clears and reprices', async () => {
    const m = await pricedQuote();
    expect(m.actor.getSnapshot().can({ type: 'quote.coupon.apply' })).toBe(false);
    m.actor.send({ type: 'quote.coupon.change', code: ' WELCOME10 ' });
    m.actor.send({ type: 'quote.coupon.apply' });
    expect(pricing(m.value())).toBe('debouncingCoupon');
    await vi.advanceTimersByTimeAsync(499);
    expect(m.pending.has('calculatePrice')).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(m.pending.get('calculatePrice')?.input).toMatchObject({ coupon_code: 'WELCOME10' });
    const discounted = { ...priceFixture, coupon: { coupon_applied: true, savings: '4.30' } };
    await m.resolve('calculatePrice', { kind: 'priced', price: discounted });
    expect(m.context()).toMatchObject({ couponCode: 'WELCOME10', couponError: null, price: discounted });
    m.actor.send({ type: 'quote.coupon.remove' });
    expect(m.context()).toMatchObject({ couponCode: null, couponInput: '' });
    await vi.advanceTimersByTimeAsync(500);
    expect(m.pending.get('calculatePrice')?.input).toMatchObject({ coupon_code: null });
    // hasCoupon false: nothing to remove
    await m.resolve('calculatePrice', { kind: 'priced', price: priceFixture });
    expect(m.actor.getSnapshot().can({ type: 'quote.coupon.remove' })).toBe(false);
  });

  it('isCouponRejected: the error shows and the price is recalculated without the coupon', async () => {
    const m = await couponApplied('OLD2020');
    await m.resolve('calculatePrice', { kind: 'couponRejected', message: 'This coupon has expired.' });
    expect(m.context()).toMatchObject({ couponCode: null, couponError: 'This coupon has expired.' });
    expect(pricing(m.value())).toBe('calculating');
    expect(m.pending.get('calculatePrice')?.input).toMatchObject({ coupon_code: null });
  });

  it('other pricing errors and unexpected failures → failed (no price, Continue disabled)', async () => {
    const m = await priceRequested();
    await m.resolve('calculatePrice', { kind: 'invalid', errors: ['frequency: bad'] });
    expect(pricing(m.value())).toBe('failed');
    expect(m.context()).toMatchObject({ price: null, errors: ['frequency: bad'] });
    m.actor.send({ type: 'quote.pets.select', petCount: '1' });
    await vi.advanceTimersByTimeAsync(400);
    await m.reject('calculatePrice', new Error('network'));
    expect(m.context().errors).toEqual(['Something went wrong']);
    expect(m.actor.getSnapshot().can({ type: 'quote.continue' })).toBe(false);
  });

  it('the quote can be cleared', async () => {
    const m = await pricedQuote();
    m.actor.send({ type: 'quote.notes.change', text: 'Gate code 12' });
    m.actor.send({ type: 'quote.disposal.change', text: 'Bin' });
    m.actor.send({ type: 'quote.clear' });
    expect(pricing(m.value())).toBe('incomplete');
    expect(m.context()).toMatchObject({ ...emptySelections, price: null, couponCode: null });
  });

  it('default actor and effects throw "not provided"', () => {
    expect(defaultsThrow(quoteMachine)).toEqual([]);
  });
});

describe('quote schema: boundaries and fallbacks', () => {
  it('selections that can be priced have no errors', () => {
    expect(quoteSelectionErrors(base)).toEqual({});
  });

  it('4+ dogs: exactly 4 can be priced, 3 cannot', () => {
    expect(canPrice({ ...base, petCount: '4+', extraPetCount: 4 })).toBe(true);
    expect(canPrice({ ...base, petCount: '4+', extraPetCount: 3 })).toBe(false);
  });

  it('an extra dog count that is not a number is reported on that field alone', () => {
    const errors = quoteSelectionErrors({ ...base, petCount: '4+', extraPetCount: Number.NaN });
    expect(Object.keys(errors)).toEqual(['extraPetCount']);
  });

  it('a fractional extra dog count is cleared', () => {
    expect(normaliseExtraPetCount(4.5)).toBeNull();
    expect(normaliseExtraPetCount(7)).toBe(7);
  });

  it('the number of dogs quoted: the option, or with 4+ its exact number', () => {
    expect(dogCount({ ...base, petCount: '4+', extraPetCount: 6 })).toBe(6);
    expect(dogCount({ ...base, petCount: '4+', extraPetCount: null })).toBeNull();
    expect(dogCount({ ...base, petCount: '3' })).toBe(3);
    expect(dogCount({ ...base, petCount: null })).toBeNull();
  });

  it("'Other' filled with blanks only is not filled", () => {
    expect(isOtherAreaFilled({ ...base, areas: ['Other'], otherAreaText: '   ' })).toBe(false);
  });

  it('the price request sends the chosen frequency and property type, weekly and townhouse while none is chosen', () => {
    expect(
      priceRequest({ ...base, frequency: 'monthly', propertyType: 'single_family_small' }, areaFixture, null),
    ).toMatchObject({
      frequency: 'monthly',
      property_type: 'single_family_small',
    });
    expect(priceRequest({ ...base, frequency: null, propertyType: null }, areaFixture, null)).toMatchObject({
      frequency: 'weekly',
      property_type: 'townhouse',
    });
  });

  it('an extra dog count left from 4+ is not sent with fewer dogs', () => {
    expect(priceRequest({ ...base, petCount: '2', extraPetCount: 5 }, areaFixture, null)).toMatchObject({
      pet_count: 2,
      is_extra_pet: false,
      extra_pet_count: null,
    });
  });

  it("only 'Other' is replaced by its text; the other areas are sent by name, in order", () => {
    const s = { ...base, areas: ['Front Yard', 'Other', 'Dog Run'], otherAreaText: 'Gate side' };
    expect(priceRequest(s, areaFixture, null).areas_to_clean).toEqual(['Front Yard', 'Gate side', 'Dog Run']);
  });
});

describe('quote machine: what each entry changes', () => {
  const start = () => startMachine(quoteMachine, { area: areaFixture, initialFrequency: 'weekly' });

  async function repriced(m: ReturnType<typeof start>, ms = 400) {
    expect(pricing(m.value())).toMatch(/^debouncing/);
    await vi.advanceTimersByTimeAsync(ms);
    const request = m.pending.get('calculatePrice')?.input;
    await m.resolve('calculatePrice', { kind: 'priced', price: priceFixture });
    expect(pricing(m.value())).toBe('priced');
    return request;
  }

  it('starts from the frequency chosen on /subscription with no coupon, price or errors', () => {
    const m = start();
    expect(m.context()).toEqual({
      ...emptySelections,
      frequency: 'weekly',
      area: areaFixture,
      onceOffered: false,
      couponInput: '',
      couponCode: null,
      couponError: null,
      price: null,
      errors: [],
    });
  });

  it('another recurring frequency is offered and repriced', async () => {
    const m = await pricedQuote();
    m.actor.send({ type: 'quote.frequency.select', frequency: 'monthly' });
    expect(m.context().frequency).toBe('monthly');
    expect(await repriced(m)).toMatchObject({ frequency: 'monthly' });
  });

  it('switching between two recurring frequencies keeps prepay and its period', async () => {
    const m = await pricedQuote();
    m.actor.send({ type: 'quote.prepay.toggle' });
    m.actor.send({ type: 'quote.prepay.months.select', months: 12 });
    m.actor.send({ type: 'quote.frequency.select', frequency: 'monthly' });
    expect(m.context()).toMatchObject({ frequency: 'monthly', prepay: true, prepayMonths: 12 });
    expect(await repriced(m)).toMatchObject({ frequency: 'monthly', is_prepaid: true, prepay_months: 12 });
  });

  it('4+ dogs: the exact number is kept from 4 up and priced; fewer clears it', async () => {
    const m = await pricedQuote();
    m.actor.send({ type: 'quote.pets.select', petCount: '4+' });
    expect(pricing(m.value())).toBe('incomplete');
    m.actor.send({ type: 'quote.pets.extra.change', count: 4 });
    expect(m.context().extraPetCount).toBe(4);
    expect(await repriced(m)).toMatchObject({ pet_count: 4, is_extra_pet: true, extra_pet_count: 4 });
    m.actor.send({ type: 'quote.pets.extra.change', count: 6 });
    expect(await repriced(m)).toMatchObject({ extra_pet_count: 6 });
    m.actor.send({ type: 'quote.pets.extra.change', count: 3 });
    expect(m.context().extraPetCount).toBeNull();
    expect(pricing(m.value())).toBe('incomplete');
  });

  it('an unpriceable change drops the price it had', async () => {
    const m = await pricedQuote();
    m.actor.send({ type: 'quote.pets.select', petCount: '4+' });
    expect(pricing(m.value())).toBe('incomplete');
    expect(m.context().price).toBeNull();
  });

  it('add-ons toggle on and off by uuid, are kept in order and are sent as add_ons', async () => {
    const deodorizer = { uuid: 'addon-deodorizer', name: 'Deodorizer', is_recurring: true };
    const takeAway = { uuid: 'addon-take-away', name: 'Take waste away', is_recurring: false };
    const m = await pricedQuote();
    m.actor.send({ type: 'quote.addOn.toggle', addOn: deodorizer });
    m.actor.send({ type: 'quote.addOn.toggle', addOn: takeAway });
    expect(m.context().addOns).toEqual([deodorizer, takeAway]);
    expect(await repriced(m)).toMatchObject({ add_ons: [deodorizer, takeAway] });
    m.actor.send({ type: 'quote.addOn.toggle', addOn: { ...deodorizer } });
    expect(m.context().addOns).toEqual([takeAway]);
    expect(await repriced(m)).toMatchObject({ add_ons: [takeAway] });
  });

  it('notes and disposal location are kept as typed, without repricing, and carried to the output', async () => {
    const m = await pricedQuote();
    m.actor.send({ type: 'quote.notes.change', text: 'Beware of the cat' });
    m.actor.send({ type: 'quote.disposal.change', text: 'Bin by the gate' });
    expect(m.context()).toMatchObject({ cleaningNotes: 'Beware of the cat', disposalLocation: 'Bin by the gate' });
    expect(pricing(m.value())).toBe('priced');
    m.actor.send({ type: 'quote.continue' });
    expect(m.snapshot().output?.selections).toMatchObject({
      cleaningNotes: 'Beware of the cat',
      disposalLocation: 'Bin by the gate',
    });
  });

  it('cancelling the large-lot warning after the lot was priced clears it and drops the price', async () => {
    const m = await pricedQuote();
    m.actor.send({ type: 'quote.propertyType.select', propertyType: 'single_family_large' });
    await repriced(m);
    m.actor.send({ type: 'quote.largeLot.cancel' });
    expect(m.context()).toMatchObject({ propertyType: null, price: null });
    expect(pricing(m.value())).toBe('incomplete');
  });

  it('removing the coupon of a quote that cannot be priced leaves it incomplete, with no request', async () => {
    const m = await pricedQuote();
    m.actor.send({ type: 'quote.coupon.change', code: 'WELCOME10' });
    m.actor.send({ type: 'quote.coupon.apply' });
    m.actor.send({ type: 'quote.pets.select', petCount: '4+' });
    expect(pricing(m.value())).toBe('incomplete');
    m.actor.send({ type: 'quote.coupon.remove' });
    expect(m.context().couponCode).toBeNull();
    expect(pricing(m.value())).toBe('incomplete');
    await vi.advanceTimersByTimeAsync(500);
    expect(pricing(m.value())).toBe('incomplete');
    expect(m.pending.has('calculatePrice')).toBe(false);
  });

  it('a coupon of blanks cannot be applied', async () => {
    const m = await pricedQuote();
    m.actor.send({ type: 'quote.coupon.change', code: '   ' });
    expect(m.actor.getSnapshot().can({ type: 'quote.coupon.apply' })).toBe(false);
  });

  it('another pricing error with a coupon applied fails the price and keeps the coupon', async () => {
    const m = await couponApplied('WELCOME10');
    await m.resolve('calculatePrice', { kind: 'invalid', errors: ['frequency: bad'] });
    expect(pricing(m.value())).toBe('failed');
    expect(m.context()).toMatchObject({ couponCode: 'WELCOME10', couponError: null, errors: ['frequency: bad'] });
    expect(m.effect('notifyErrors')).toEqual([{ errors: ['frequency: bad'] }]);
  });

  it('a coupon refusal with no coupon applied is an unexpected failure', async () => {
    const m = await priceRequested();
    await m.resolve('calculatePrice', { kind: 'couponRejected', message: 'Invalid coupon code.' });
    expect(pricing(m.value())).toBe('failed');
    expect(m.context()).toMatchObject({ couponError: null, errors: ['Something went wrong'], price: null });
    expect(m.effect('notifyErrors')).toEqual([{ errors: ['Something went wrong'] }]);
  });

  it('a failed price shows its errors as toasts; a price after a retry clears them', async () => {
    const m = await priceRequested();
    await m.reject('calculatePrice', new Error('network'));
    expect(m.effect('notifyErrors')).toEqual([{ errors: ['Something went wrong'] }]);
    m.actor.send({ type: 'quote.price.retry' });
    expect(pricing(m.value())).toBe('calculating');
    await m.resolve('calculatePrice', { kind: 'priced', price: priceFixture });
    expect(m.context()).toMatchObject({ price: priceFixture, errors: [] });
  });

  it('clearing after a failure also clears the coupon box and the errors', async () => {
    const m = start();
    m.actor.send({ type: 'quote.coupon.change', code: 'WELCOME10' });
    await priceRequested(m);
    await m.resolve('calculatePrice', { kind: 'invalid', errors: ['frequency: bad'] });
    m.actor.send({ type: 'quote.clear' });
    expect(m.context()).toMatchObject({ couponInput: '', couponError: null, errors: [], price: null });
  });
});
