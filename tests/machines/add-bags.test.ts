import { describe, expect, it } from 'vitest';
import { createActor, toPromise } from 'xstate';
import type { AnyActorLogic } from 'xstate';
import { addBagsMachine } from '../../machines/add-bags/add-bags.machine';
import { defaultsThrow, startMachine } from '../support/machine-kit';
import { twoServices as two } from '../model/add-bags.fixtures';

const one = { orderUuids: ['so1'], price: '8.99' };

describe('add-bags machine', () => {
  it('hasOrders: without a residential service the offer does not open', () => {
    const t = startMachine(addBagsMachine, { orderUuids: [], price: '8.99' });
    t.send({ type: 'bags.open' });
    expect(t.value()).toBe('idle');
  });

  it('one service: opening asks for confirmation with that service chosen', () => {
    const t = startMachine(addBagsMachine, one);
    t.send({ type: 'bags.open' });
    expect(t.value()).toBe('confirming');
    expect(t.context().selected).toBe('so1');
    expect(t.snapshot().can({ type: 'bags.confirm' })).toBe(true);
  });

  it('two services: nothing chosen until the customer chooses (hasSelection, isKnownOrder)', () => {
    const t = startMachine(addBagsMachine, two);
    t.send({ type: 'bags.open' });
    expect(t.context().selected).toBeNull();
    expect(t.snapshot().can({ type: 'bags.confirm' })).toBe(false);
    t.send({ type: 'bags.confirm' });
    expect(t.value()).toBe('confirming');
    t.send({ type: 'bags.select', uuid: 'someone-elses' });
    expect(t.context().selected).toBeNull();
    t.send({ type: 'bags.select', uuid: 'so2' });
    expect(t.context().selected).toBe('so2');
    t.send({ type: 'bags.confirm' });
    expect(t.value()).toBe('buying');
    expect(t.inputOf('addBags')).toEqual({ service_order_uuid: 'so2', add_bags: '8.99' });
  });

  it('cancel closes the confirmation and forgets the choice; nothing is bought', () => {
    const t = startMachine(addBagsMachine, two);
    t.send({ type: 'bags.open' });
    t.send({ type: 'bags.select', uuid: 'so1' });
    t.send({ type: 'bags.cancel' });
    expect(t.value()).toBe('idle');
    expect(t.context().selected).toBeNull();
    expect(t.calls).toEqual([]);
  });

  it('isAdded true: the toast with the server sentence, the services reload, done; may buy again', async () => {
    const t = startMachine(addBagsMachine, one);
    t.send({ type: 'bags.open' });
    t.send({ type: 'bags.confirm' });
    // While the request runs the dialog ignores cancel.
    t.send({ type: 'bags.cancel' });
    expect(t.value()).toBe('buying');
    await t.resolve('addBags', { kind: 'added', detail: '200 bags will be delivered with your next service.' });
    expect(t.value()).toBe('done');
    expect(t.calls).toEqual([
      { name: 'notifyBought', params: { detail: '200 bags will be delivered with your next service.' } },
      { name: 'reloadServices', params: undefined },
    ]);
    expect(t.context()).toMatchObject({
      selected: null,
      added: { detail: '200 bags will be delivered with your next service.' },
    });
    t.send({ type: 'bags.open' });
    expect(t.value()).toBe('confirming');
    expect(t.context().selected).toBe('so1');
  });

  it('an answer without detail still toasts (detail null: the view says it in our words)', async () => {
    const t = startMachine(addBagsMachine, one);
    t.send({ type: 'bags.open' });
    t.send({ type: 'bags.confirm' });
    await t.resolve('addBags', { kind: 'added', detail: null });
    expect(t.effect('notifyBought')).toEqual([{ detail: null }]);
    expect(t.context().added).toEqual({ detail: null });
  });

  it('isAdded false and a rejection: the errors as toasts, the confirmation stays open with the choice', async () => {
    const t = startMachine(addBagsMachine, two);
    t.send({ type: 'bags.open' });
    t.send({ type: 'bags.select', uuid: 'so2' });
    t.send({ type: 'bags.confirm' });
    await t.resolve('addBags', { kind: 'invalid', errors: { add_bags: ['Doggie bags cost 8.99 (200 bags).'] } });
    expect(t.value()).toBe('confirming');
    expect(t.context().selected).toBe('so2');
    t.send({ type: 'bags.confirm' });
    const offline = new Error('offline');
    await t.reject('addBags', offline);
    expect(t.value()).toBe('confirming');
    expect(t.effect('notifyErrors')).toEqual([
      { error: { add_bags: ['Doggie bags cost 8.99 (200 bags).'] } },
      { error: offline },
    ]);
    expect(t.effectNames()).not.toContain('reloadServices');
    expect(t.context().added).toBeNull();
  });

  it("an answer of no known kind toasts without taking anything from it as the server's errors", async () => {
    const t = startMachine(addBagsMachine, one);
    t.send({ type: 'bags.open' });
    t.send({ type: 'bags.confirm' });
    await t.resolve('addBags', { kind: 'unexpected', errors: { add_bags: ['not shown'] } });
    expect(t.value()).toBe('confirming');
    expect(t.effect('notifyErrors')).toEqual([{ error: undefined }]);
    expect(t.context().added).toBeNull();
  });

  it('every default effect and actor throws "not provided"', async () => {
    expect(defaultsThrow(addBagsMachine)).toEqual([]);
    const logic = addBagsMachine.implementations.actors.addBags as AnyActorLogic;
    const actor = createActor(logic, {
      input: { service_order_uuid: 'so1', add_bags: '8.99' },
    });
    const settled = toPromise(actor);
    actor.start();
    await expect(settled).rejects.toThrow('addBags not provided');
  });
});
