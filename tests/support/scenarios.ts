/**
 * Machine states that several test files start from, reached through the machine's own events (never
 * a hand-built snapshot), so a change of the chart changes them everywhere at once.
 */
import { vi } from 'vitest';
import { quoteMachine } from '../../machines/quote/quote.machine';
import { startMachine } from './machine-kit';
import { areaFixture, priceFixture } from './fixtures';

/**
 * A quote with frequency, property type and dogs chosen, priced (weekly, town house, 2 dogs).
 * Needs fake timers: the price request waits for the 400 ms debounce.
 */
export async function pricedQuote() {
  const m = startMachine(quoteMachine, { area: areaFixture, initialFrequency: 'weekly' });
  m.actor.send({ type: 'quote.propertyType.select', propertyType: 'townhouse' });
  m.actor.send({ type: 'quote.pets.select', petCount: '2' });
  await vi.advanceTimersByTimeAsync(400);
  await m.resolve('calculatePrice', { kind: 'priced', price: priceFixture });
  return m;
}
