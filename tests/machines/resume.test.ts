import { describe, expect, it } from 'vitest';
import { resumeMachine } from '../../machines/resume/resume.machine';
import { defaultsThrow, startMachine } from '../support/machine-kit';
import { openResults, restoredNewPrice, restoredQuote, restoredWizard } from '../model/resume.fixtures';

const open = () => startMachine(resumeMachine, { token: 'token-1' });

describe('resume machine', () => {
  it('isRestored: the flow is stored on this device, then on to its step; nothing is stored before', async () => {
    const t = open();
    expect(t.value()).toBe('validating');
    expect(t.inputOf('openLink')).toEqual({ token: 'token-1' });
    expect(t.effectNames()).toEqual([]);
    await t.resolve('openLink', openResults.restored);
    expect(t.value()).toBe('continuing');
    expect(t.snapshot().status).toBe('done');
    expect(t.calls).toEqual([
      { name: 'storeFlow', params: restoredQuote },
      { name: 'navigateToFlow', params: restoredQuote },
    ]);
    const wizard = open();
    await wizard.resolve('openLink', openResults.wizard);
    expect(wizard.effect('navigateToFlow')).toEqual([restoredWizard]);
  });

  it('isRestoredWithNewPrice: stored, the changed price said, and only Continue goes on', async () => {
    const t = open();
    await t.resolve('openLink', openResults.newPrice);
    expect(t.value()).toBe('priceChanged');
    expect(t.context().restored).toEqual(restoredNewPrice);
    expect(t.effectNames()).toEqual(['storeFlow']);
    t.send({ type: 'resume.resend' });
    expect(t.value()).toBe('priceChanged');
    t.send({ type: 'resume.continue' });
    expect(t.value()).toBe('continuing');
    expect(t.effect('navigateToFlow')).toEqual([restoredNewPrice]);
  });

  it("isExpired / isUsed: said so; 'Send me a new link' → sending → sent; a failed send returns with a toast", async () => {
    for (const reason of ['expired', 'used'] as const) {
      const t = open();
      await t.resolve('openLink', openResults[reason]);
      expect(t.value()).toBe(reason);
      expect(t.context().reason).toBe(reason);
      t.send({ type: 'resume.continue' });
      expect(t.value()).toBe(reason);
      t.send({ type: 'resume.resend' });
      expect(t.value()).toBe('sending');
      expect(t.inputOf('resendLink')).toEqual({ token: 'token-1' });
      await t.reject('resendLink');
      expect(t.value()).toBe(reason);
      expect(t.effect('notifyErrors')).toHaveLength(1);
      t.send({ type: 'resume.resend' });
      await t.resolve('resendLink', undefined);
      expect(t.value()).toBe('sent');
      expect(t.effect('storeFlow')).toEqual([]);
    }
  });

  it('invalid: no new link is offered; a failed request → failed, Try again opens again', async () => {
    const t = open();
    await t.resolve('openLink', openResults.invalid);
    expect(t.value()).toBe('invalid');
    expect(t.snapshot().can({ type: 'resume.resend' })).toBe(false);
    const f = open();
    await f.reject('openLink');
    expect(f.value()).toBe('failed');
    f.send({ type: 'resume.retry' });
    expect(f.value()).toBe('validating');
    await f.resolve('openLink', openResults.restored);
    expect(f.value()).toBe('continuing');
  });

  it('a restored flow is kept in context; with a new price its entries are stored before Continue', async () => {
    const t = open();
    await t.resolve('openLink', openResults.restored);
    expect(t.context().restored).toEqual(restoredQuote);
    const p = open();
    await p.resolve('openLink', openResults.newPrice);
    expect(p.effect('storeFlow')).toEqual([restoredNewPrice]);
  });

  it('a failed send toasts the error it failed with', async () => {
    for (const reason of ['expired', 'used'] as const) {
      const t = open();
      await t.resolve('openLink', openResults[reason]);
      t.send({ type: 'resume.resend' });
      const error = new Error(`resend failed (${reason})`);
      await t.reject('resendLink', error);
      expect(t.effect('notifyErrors')).toEqual([{ error }]);
    }
  });

  it('default actor and effects throw "not provided"', () => {
    expect(defaultsThrow(resumeMachine)).toEqual([]);
  });
});
