// Restoring the quote after a reload (design §3.6): a snapshot saved mid-debounce or after a failed
// price must be priced after the restore (XState does not persist delayed events; a reload is a retry),
// and Back from CHECK OUT
// reopens the completed quote as priced without a new request.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { Snapshot } from 'xstate';
import { quoteMachine } from '../../../../machines/quote/quote.machine';
import type { PriceResult } from '../../../../machines/quote/quote.machine';
import type { PriceRequest } from '../../../../machines/quote/quote.schema';
import type { Area } from '../../../../machines/shared/types';
import { reopened, resumable } from '../../../../src/flows/quote/quote-persistence';
import { quoteArea } from './quote-screen-kit';

const area: Area = { ...quoteArea, add_on: [] };

function counting() {
  const inputs: PriceRequest[] = [];
  const logic = quoteMachine.provide({
    actors: {
      calculatePrice: fromPromise<PriceResult, PriceRequest>(async ({ input }) => {
        inputs.push(input);
        return { kind: 'priced', price: { total_price_per_service: '17.00', total_price_for_first_visit: '17.00' } };
      }),
    },
  });
  return { logic, inputs };
}

const settle = (ms = 50) => new Promise((r) => setTimeout(r, ms));
const json = (s: unknown) => JSON.parse(JSON.stringify(s)) as unknown;

/** A quote under way: a town house with `petCount` dogs chosen. */
function startQuote(logic: typeof quoteMachine, petCount: '2' | '3') {
  const actor = createActor(logic, { input: { area, initialFrequency: 'weekly' } }).start();
  actor.send({ type: 'quote.propertyType.select', propertyType: 'townhouse' });
  actor.send({ type: 'quote.pets.select', petCount });
  return actor;
}

/** What a reload does: a new quote started from the saved snapshot, its price requests counted. */
async function reload(snapshot: unknown) {
  const { logic, inputs } = counting();
  const actor = createActor(logic, {
    input: { area, initialFrequency: 'weekly' },
    snapshot: snapshot as Snapshot<unknown>,
  }).start();
  await settle();
  return { actor, inputs };
}

describe('quote persistence', () => {
  it('a snapshot saved while debouncing is priced at once after the restore, with the saved selections', async () => {
    const first = counting();
    const a = startQuote(first.logic, '3');
    expect(a.getSnapshot().matches({ editing: { pricing: 'debouncing' } })).toBe(true);
    const saved = json(a.getPersistedSnapshot());
    a.stop();
    expect(first.inputs).toHaveLength(0);

    const second = await reload(resumable(saved));
    const b = second.actor;
    expect(second.inputs).toHaveLength(1);
    expect(second.inputs[0]).toMatchObject({ pet_count: 3, property_type: 'townhouse', frequency: 'weekly' });
    expect(b.getSnapshot().matches({ editing: { pricing: 'priced' } })).toBe(true);
    b.stop();
  });

  it('a snapshot saved after a failed price (a reload aborts the request under way) is priced again after the restore', async () => {
    const logic = quoteMachine.provide({
      actors: {
        calculatePrice: fromPromise<PriceResult, PriceRequest>(() => Promise.reject(new TypeError('Failed to fetch'))),
      },
      actions: { notifyErrors: () => undefined },
    });
    const a = startQuote(logic, '2');
    await settle(600);
    expect(a.getSnapshot().matches({ editing: { pricing: 'failed' } })).toBe(true);
    expect(a.getSnapshot().context.errors).not.toEqual([]);
    const saved = json(a.getPersistedSnapshot());
    a.stop();

    const second = await reload(resumable(saved));
    const b = second.actor;
    expect(second.inputs).toHaveLength(1);
    expect(second.inputs[0]).toMatchObject({ pet_count: 2, property_type: 'townhouse', frequency: 'weekly' });
    expect(b.getSnapshot().matches({ editing: { pricing: 'priced' } })).toBe(true);
    expect(b.getSnapshot().context.errors).toEqual([]);
    b.stop();
  });

  it('a completed quote reopens as priced with its context and no new request', async () => {
    const a = startQuote(counting().logic, '2');
    await settle(500);
    a.send({ type: 'quote.continue' });
    expect(a.getSnapshot().status).toBe('done');
    const saved = json(a.getPersistedSnapshot());
    a.stop();

    const second = await reload(reopened(saved));
    const b = second.actor;
    const s = b.getSnapshot();
    expect(s.status).toBe('active');
    expect(s.matches({ editing: { pricing: 'priced' } })).toBe(true);
    expect(s.context.petCount).toBe('2');
    expect(s.context.price).toMatchObject({ total_price_for_first_visit: '17.00' });
    expect(s.can({ type: 'quote.continue' })).toBe(true);
    expect(second.inputs).toHaveLength(0);
    b.stop();
  });

  it('anything that is not a saved quote resumes as nothing', () => {
    expect(resumable(null)).toBeNull();
    expect(resumable({ value: 'x' })).toBeNull();
    expect(reopened('garbage')).toBeNull();
  });
});
