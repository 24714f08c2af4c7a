import { describe, expect, it } from 'vitest';
import { pauseServiceMachine } from '../../machines/pause-service/pause-service.machine';
import { defaultsThrow, startMachine } from '../support/machine-kit';
import { expectDeleteAsksFirst } from '../support/confirm-delete';
import { accountMessages } from '../../src/domain/account-messages';
import { pauseServiceInput as input } from '../model/pause-service.fixtures';

/** Started and with the modal open. */
function opened() {
  const t = startMachine(pauseServiceMachine, input);
  t.send({ type: 'pause.open' });
  return t;
}

/** Picks `date` as From or To: refused with `refusal` (the field stays empty), or kept with no message. */
function expectPicked(t: ReturnType<typeof opened>, field: 'from' | 'to', date: string, refusal?: string) {
  t.send({ type: `pause.${field}.change` as const, date });
  expect(t.context().form[`pause_${field}`]).toBe(refusal ? null : date);
  expect(t.context().errors).toEqual(refusal ? { [`pause_${field}`]: refusal } : {});
}

describe('pause-service machine', () => {
  it('starts closed; Pause Service opens the modal and Cancel closes it with the form reset', () => {
    const t = startMachine(pauseServiceMachine, input);
    expect(t.value()).toBe('closed');
    t.send({ type: 'pause.from.change', date: '2026-11-25' });
    expect(t.context().form.pause_from).toBeNull();
    t.send({ type: 'pause.open' });
    expect(t.value()).toBe('editing');
    t.send({ type: 'pause.from.change', date: '2026-11-25' });
    t.send({ type: 'pause.from.change', date: '2026-11-22' });
    t.send({ type: 'pause.close' });
    expect(t.value()).toBe('closed');
    expect(t.context().form.pause_from).toBeNull();
    expect(t.context().errors).toEqual({});
  });

  it('isFromAllowed: today and earlier are refused with a message, a later From is kept and clears it', () => {
    const t = opened();
    expectPicked(t, 'from', '2026-11-22', accountMessages.pauseFromAfterToday);
    expectPicked(t, 'from', '2026-11-23');
  });

  it('isToAllowed: To must be after From and not while suspended; a new From clears To', () => {
    const t = opened();
    expectPicked(t, 'to', '2026-12-01', accountMessages.pauseToAfterFrom);
    expectPicked(t, 'from', '2026-11-25');
    expectPicked(t, 'to', '2026-11-25', accountMessages.pauseToAfterFrom);
    expectPicked(t, 'to', '2026-12-01');
    t.send({ type: 'pause.from.change', date: '2026-11-26' });
    expect(t.context().form).toMatchObject({ pause_from: '2026-11-26', pause_to: null });
    t.send({ type: 'pause.suspend.change', checked: true });
    t.send({ type: 'pause.to.change', date: '2026-12-01' });
    expect(t.context().form.pause_to).toBeNull();
  });

  it('a refused date is not kept: a refused From clears From and To, a refused To clears To', () => {
    const t = opened();
    t.send({ type: 'pause.from.change', date: '2026-11-25' });
    t.send({ type: 'pause.to.change', date: '2026-12-01' });
    t.send({ type: 'pause.understand.change', checked: true });
    expect(t.snapshot().can({ type: 'pause.submit' })).toBe(true);
    t.send({ type: 'pause.to.change', date: '2026-11-24' });
    expect(t.context().form).toMatchObject({ pause_from: '2026-11-25', pause_to: null });
    expect(t.snapshot().can({ type: 'pause.submit' })).toBe(false);
    t.send({ type: 'pause.to.change', date: '2026-12-01' });
    t.send({ type: 'pause.from.change', date: '2026-11-01' });
    expect(t.context().form).toMatchObject({ pause_from: null, pause_to: null });
    expect(t.context().errors).toEqual({ pause_from: accountMessages.pauseFromAfterToday });
    t.send({ type: 'pause.to.change', date: '2026-11-20' });
    expect(t.context().errors).toEqual({
      pause_from: accountMessages.pauseFromAfterToday,
      pause_to: accountMessages.pauseToAfterFrom,
    });
  });

  it('a kept To drops only its own error', () => {
    const t = opened();
    t.send({ type: 'pause.to.change', date: '2026-11-20' });
    t.send({ type: 'pause.from.change', date: '2026-11-01' });
    t.send({ type: 'pause.to.change', date: '2026-11-20' });
    expect(Object.keys(t.context().errors)).toEqual(['pause_from', 'pause_to']);
    t.send({ type: 'pause.from.change', date: '2026-11-25' });
    t.send({ type: 'pause.to.change', date: '2026-11-24' });
    expect(t.context().errors).toEqual({ pause_to: accountMessages.pauseToAfterFrom });
    t.send({ type: 'pause.to.change', date: '2026-12-01' });
    expect(t.context().errors).toEqual({});
  });

  it('suspend-until-manual clears To and its error; unticking keeps the errors', () => {
    const t = opened();
    t.send({ type: 'pause.from.change', date: '2026-11-25' });
    t.send({ type: 'pause.to.change', date: '2026-12-01' });
    t.send({ type: 'pause.to.change', date: '2026-11-20' });
    t.send({ type: 'pause.suspend.change', checked: true });
    expect(t.context().form).toMatchObject({ suspend_until_manual: true, pause_to: null });
    expect(t.context().errors).toEqual({});
    t.send({ type: 'pause.from.change', date: '2026-11-02' });
    t.send({ type: 'pause.suspend.change', checked: false });
    expect(t.context().form.suspend_until_manual).toBe(false);
    expect(t.context().errors).toEqual({ pause_from: accountMessages.pauseFromAfterToday });
  });

  it('canPause: From + (To or suspend) + the understand checkbox', () => {
    const t = opened();
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

  it('isSaved true: posts the pause, resets the form, closes and reloads service and pauses, then says so', async () => {
    const t = opened();
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
    expect(t.value()).toBe('closed');
    expect(t.context().form).toEqual({
      pause_from: null,
      pause_to: null,
      suspend_until_manual: false,
      understand_pause_func: false,
    });
    expect(t.effectNames()).toEqual(['reloadService', 'reloadPauses', 'notifyPaused']);
  });

  it('sends To when not suspended', () => {
    const t = opened();
    t.send({ type: 'pause.from.change', date: '2026-11-25' });
    t.send({ type: 'pause.to.change', date: '2026-12-01' });
    t.send({ type: 'pause.understand.change', checked: true });
    t.send({ type: 'pause.submit' });
    expect(t.inputOf('createPause')).toMatchObject({ pause_to: '2026-12-01', suspend_until_manual: false });
  });

  it('isSaved false and a rejection: each error as a toast, the form is kept and the modal stays open', async () => {
    const t = opened();
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
    expect(t.value()).toBe('editing');
    expect(t.effect('notifyErrors')).toEqual([{ error: { pause_from: ['Overlaps'] } }, { error: err }]);
    expect(t.effect('notifyPaused')).toEqual([]);
  });

  it('delete asks for confirmation; cancel keeps the pause; success and failure both reload the list', async () => {
    const t = startMachine(pauseServiceMachine, input);
    await expectDeleteAsksFirst(t, { list: 'pause', uuid: 'p1', idle: 'closed', target: () => t.context().deleteUuid });
    expect(t.value()).toBe('closed');
    expect(t.effectNames()).toEqual(['reloadPauses', 'notifyPauseDeleted']);
    t.send({ type: 'pause.delete', uuid: 'p2' });
    t.send({ type: 'pause.delete.confirm' });
    await t.reject('deletePause');
    expect(t.value()).toBe('closed');
    expect(t.context().deleteUuid).toBeNull();
    expect(t.effect('reloadPauses')).toHaveLength(2);
    expect(t.effect('notifyPauseDeleted')).toHaveLength(1);
  });

  it('canPause: suspend-until-manual and the checkbox without a From date still cannot pause', () => {
    const t = opened();
    t.send({ type: 'pause.suspend.change', checked: true });
    t.send({ type: 'pause.understand.change', checked: true });
    expect(t.snapshot().can({ type: 'pause.submit' })).toBe(false);
  });

  it('a confirmed delete forgets the deleted pause once it is done', async () => {
    const t = startMachine(pauseServiceMachine, input);
    t.send({ type: 'pause.delete', uuid: 'p1' });
    t.send({ type: 'pause.delete.confirm' });
    await t.resolve('deletePause', undefined);
    expect(t.context().deleteUuid).toBeNull();
  });

  it('a pause cannot be deleted while the modal is open', () => {
    const t = opened();
    expect(t.snapshot().can({ type: 'pause.delete', uuid: 'p1' })).toBe(false);
  });

  it('every effect throws "not provided" by default', () => {
    expect(defaultsThrow(pauseServiceMachine)).toEqual([]);
  });
});
