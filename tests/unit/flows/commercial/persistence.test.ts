// The wizard's progress across a reload: an editing snapshot of the same quote comes back with its maps;
// a map the session's quota could not hold comes back as one to pick again; other states, another
// quote and a finished enquiry do not come back.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { commercialEnquiryMachine } from '../../../../machines/commercial-enquiry/commercial-enquiry.machine';
import type {
  CommercialEnquiryInput,
  VerifyResult,
} from '../../../../machines/commercial-enquiry/commercial-enquiry.machine';
import { commercialPersistence } from '../../../../src/flows/commercial/persistence';
import { commercialEnquiryInputFixture as input, pdfFixture as pdf } from '../../../support/fixtures';

/** sessionStorage with a quota (in characters, as browsers count it). */
function fakeStorage(quota = Infinity) {
  const items = new Map<string, string>();
  const used = () => [...items].reduce((n, [k, v]) => n + k.length + v.length, 0);
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem(k: string, v: string) {
      if (used() - (items.get(k)?.length ?? 0) + v.length > quota) throw new DOMException('full', 'QuotaExceededError');
      items.set(k, v);
    },
    removeItem: (k: string) => void items.delete(k),
    clear: () => items.clear(),
    key: (i: number) => [...items.keys()][i] ?? null,
    get length() {
      return items.size;
    },
  };
}

let storage = fakeStorage();
beforeEach(() => {
  storage = fakeStorage();
  vi.stubGlobal('sessionStorage', storage);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  commercialPersistence.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const big = { ...pdf, name: 'big.pdf', dataUrl: `data:application/pdf;base64,${'A'.repeat(5000)}` };

function wizard(events: Parameters<ReturnType<typeof createActor<typeof commercialEnquiryMachine>>['send']>[0][]) {
  const actor = createActor(commercialEnquiryMachine, { input }).start();
  for (const e of events) actor.send(e);
  commercialPersistence.save(actor.getPersistedSnapshot());
  actor.stop();
}

const restore = (now: CommercialEnquiryInput = input) => {
  const snapshot = commercialPersistence.load(now);
  return snapshot ? createActor(commercialEnquiryMachine, { input: now, snapshot }).start() : null;
};

describe('commercial persistence', () => {
  it('restores step 1 and its map; the map is stored apart from the entries', () => {
    wizard([
      { type: 'step1.change', values: { first_name: 'Ada', community_name: 'Oak Park' } },
      { type: 'step1.map.select', file: pdf },
    ]);
    expect(storage.getItem('flow.commercial')).not.toContain(pdf.dataUrl);
    const actor = restore();
    expect(actor?.getSnapshot().value).toEqual({ step1: 'editing' });
    expect(actor?.getSnapshot().context).toMatchObject({
      step1: { first_name: 'Ada', community_name: 'Oak Park' },
      boundaryMap: pdf.dataUrl,
      mapNames: { community_boundary_map: 'map.pdf' },
      lostMaps: [],
    });
  });

  it('a map over the quota is asked for again; picking it again takes it off the list', () => {
    storage = fakeStorage(3000);
    vi.stubGlobal('sessionStorage', storage);
    wizard([
      { type: 'step1.change', values: { first_name: 'Ada' } },
      { type: 'step1.map.select', file: big },
    ]);
    const actor = restore();
    expect(actor?.getSnapshot().context).toMatchObject({
      step1: { first_name: 'Ada' },
      boundaryMap: null,
      mapNames: {},
      lostMaps: ['community_boundary_map'],
    });
    actor?.send({ type: 'step1.map.select', file: pdf });
    expect(actor?.getSnapshot().context.lostMaps).toEqual([]);
  });

  it('another quote, a state that is not editing, or nothing stored: nothing comes back', () => {
    wizard([{ type: 'step1.change', values: { first_name: 'Ada' } }]);
    expect(restore({ ...input, quoteUuid: 'q2' })).toBeNull();
    commercialPersistence.clear();
    expect(restore()).toBeNull();
    // Step 1 being checked (its check never answers here): not a state to resume.
    const checking = commercialEnquiryMachine.provide({
      actors: { verifyStep1: fromPromise(() => new Promise<VerifyResult>(() => undefined)) },
    });
    const actor = createActor(checking, { input }).start();
    actor.send({
      type: 'step1.change',
      values: { first_name: 'A', last_name: 'B', community_name: 'C', email_address: 'a@b.co' },
    });
    actor.send({ type: 'step1.next' });
    commercialPersistence.save(actor.getPersistedSnapshot());
    actor.stop();
    expect(restore()).toBeNull();
  });

  it("step 1 validated is kept; a signed-in user's names come from now", () => {
    wizard([{ type: 'step1.change', values: { first_name: 'Old', email_address: 'old@example.com' } }]);
    commercialPersistence.markStep1Validated({ ...restore()!.getSnapshot().context.step1, community_name: 'Oak' });
    const now = {
      ...input,
      loggedIn: true,
      userUuid: 'u1',
      step1: { first_name: 'Cas', email_address: 'cas@example.com' },
    };
    const context = restore(now)?.getSnapshot().context;
    expect(context).toMatchObject({
      step1Validated: true,
      step1: { first_name: 'Cas', email_address: 'cas@example.com', community_name: 'Oak' },
      input: { loggedIn: true, userUuid: 'u1' },
    });
  });

  it('clear removes the entries and every map', () => {
    wizard([{ type: 'step1.map.select', file: pdf }]);
    commercialPersistence.clear();
    expect([...storage.items.keys()]).toEqual([]);
  });
});
