import { describe, expect, it } from 'vitest';
import { pauseServiceMachine } from '../../machines/pause-service/pause-service.machine';
import { startMachine } from '../support/machine-kit';

const input = { serviceOrderUuid: 'so1', today: '2026-11-22' };

describe('pause-service machine', () => {
  it('isFromAllowed: today and earlier are refused, a later From is kept', () => {
    const t = startMachine(pauseServiceMachine, input);
    t.send({ type: 'pause.from.change', date: '2026-11-22' });
    expect(t.context().form.pause_from).toBeNull();
    t.send({ type: 'pause.from.change', date: '2026-11-23' });
    expect(t.context().form.pause_from).toBe('2026-11-23');
  });

  it('isToAllowed: To must be after From and not while suspended; a new From clears To', () => {
    const t = startMachine(pauseServiceMachine, input);
    t.send({ type: 'pause.to.change', date: '2026-12-01' });
    expect(t.context().form.pause_to).toBeNull();
    t.send({ type: 'pause.from.change', date: '2026-11-25' });
    t.send({ type: 'pause.to.change', date: '2026-11-25' });
    expect(t.context().form.pause_to).toBeNull();
    t.send({ type: 'pause.to.change', date: '2026-12-01' });
    expect(t.context().form.pause_to).toBe('2026-12-01');
    t.send({ type: 'pause.from.change', date: '2026-11-26' });
    expect(t.context().form).toMatchObject({ pause_from: '2026-11-26', pause_to: null });
    t.send({ type: 'pause.suspend.change', checked: true });
    t.send({ type: 'pause.to.change', date: '2026-12-01' });
    expect(t.context().form.pause_to).toBeNull();
  });

  it('suspend-until-manual clears To', () => {
    const t = startMachine(pauseServiceMachine, input);
    t.send({ type: 'pause.from.change', date: '2026-11-25' });
    t.send({ type: 'pause.to.change', date: '2026-12-01' });
    t.send({ type: 'pause.suspend.change', checked: true });
    expect(t.context().form).toMatchObject({ suspend_until_manual: true, pause_to: null });
    t.send({ type: 'pause.suspend.change', checked: false });
    expect(t.context().form.suspend_until_manual).toBe(false);
  });

  it('canPause: From + (To or suspend) + the understand checkbox', () => {
    const t = startMachine(pauseServiceMachine, input);
    const can = () => t.snapshot().can({ type: 'pause.submit' });
    expect(can()).toBe(false);
    t.send({ type: 'pause.from.change', date: '2026-11-25' });
    t.send({ type: 'pause.understand.change', checked: true });
    expect(can()).toBe(false);
    t.send({ type: 'pause.suspend.change', checked: true });
    expect(can()).toBe(true);
    t.send({ type: 'pause.suspend.change', checked: false });
    t.send({ type: 'pause.to.change', date: '2026-12-01' });
    expect(can()).toBe(true);
    t.send({ type: 'pause.understand.change', checked: false });
    expect(can()).toBe(false);
  });

  it('isSaved true: posts the pause, resets the form and reloads service and pauses', async () => {
    const t = startMachine(pauseServiceMachine, input);
    t.send({ type: 'pause.from.change', date: '2026-11-25' });
    t.send({ type: 'pause.suspend.change', checked: true });
    t.send({ type: 'pause.understand.change', checked: true });
    t.send({ type: 'pause.submit' });
    expect(t.value()).toBe('submitting');
    expect(t.inputOf('createPause')).toEqual({
      service_order_uuid: 'so1',
      understand_pause_func: true,
      pause_from: '2026-11-25',
      pause_to: null,
      suspend_until_manual: true,
    });
    await t.resolve('createPause', { kind: 'saved' });
    expect(t.value()).toBe('editing');
    expect(t.context().form).toEqual({
      pause_from: null,
      pause_to: null,
      suspend_until_manual: false,
      understand_pause_func: false,
    });
    expect(t.effectNames()).toEqual(['reloadService', 'reloadPauses']);
  });

  it('isSaved false and a rejection: each error as a toast, the form is kept', async () => {
    const t = startMachine(pauseServiceMachine, input);
    t.send({ type: 'pause.from.change', date: '2026-11-25' });
    t.send({ type: 'pause.to.change', date: '2026-12-01' });
    t.send({ type: 'pause.understand.change', checked: true });
    t.send({ type: 'pause.submit' });
    await t.resolve('createPause', { kind: 'invalid', errors: { pause_from: ['Overlaps'] } });
    expect(t.value()).toBe('editing');
    expect(t.context().form.pause_to).toBe('2026-12-01');
    t.send({ type: 'pause.submit' });
    const err = new Error('offline');
    await t.reject('createPause', err);
    expect(t.effect('notifyErrors')).toEqual([{ error: { pause_from: ['Overlaps'] } }, { error: err }]);
  });

  it('delete asks for confirmation; cancel keeps the pause; success and failure both reload the list', async () => {
    const t = startMachine(pauseServiceMachine, input);
    t.send({ type: 'pause.delete', uuid: 'p1' });
    expect(t.value()).toBe('confirmingDelete');
    t.send({ type: 'pause.delete.cancel' });
    expect(t.value()).toBe('editing');
    expect(t.context().deleteUuid).toBeNull();
    t.send({ type: 'pause.delete', uuid: 'p1' });
    t.send({ type: 'pause.delete.confirm' });
    expect(t.inputOf('deletePause')).toEqual({ uuid: 'p1' });
    await t.resolve('deletePause', undefined);
    expect(t.value()).toBe('editing');
    t.send({ type: 'pause.delete', uuid: 'p2' });
    t.send({ type: 'pause.delete.confirm' });
    await t.reject('deletePause');
    expect(t.value()).toBe('editing');
    expect(t.effect('reloadPauses')).toHaveLength(2);
  });
});
