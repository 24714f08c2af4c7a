// Shared by the quote machine tests: a quote with frequency, property type and dogs chosen, priced
// (weekly, town house, 2 dogs). Needs fake timers (the price debounce is 400 ms).
import { vi } from 'vitest';
import { quoteMachine } from '../../../machines/quote/quote.machine';
import { startMachine } from '../../support/machine-test';
import { areaFixture, priceFixture } from '../../support/fixtures';

export async function pricedQuote() {
  const m = startMachine(quoteMachine, { area: areaFixture, initialFrequency: 'weekly' });
  m.actor.send({ type: 'quote.propertyType.select', propertyType: 'townhouse' });
  m.actor.send({ type: 'quote.pets.select', petCount: '2' });
  await vi.advanceTimersByTimeAsync(400);
  await m.settle('calculatePrice', { output: { kind: 'priced', price: priceFixture } });
  return m;
}
