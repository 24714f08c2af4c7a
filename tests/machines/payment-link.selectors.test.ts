import { describe, expect, it, vi } from 'vitest';
import { paymentLinkMachine } from '../../machines/payment-link/payment-link.machine';
import {
  selectCanSubmit,
  selectFieldErrors,
  selectIsBusy,
  selectIsUnavailable,
  selectPaidMessage,
} from '../../machines/payment-link/payment-link.selectors';
import { startMachine } from '../support/machine-kit';
import { paymentFormFixture as form, paymentLinkInputFixture as link } from '../support/fixtures';
import { useFakeClock } from '../support/fake-clock';

useFakeClock();

describe('payment-link selectors', () => {
  it('initial: editable, not busy, not paid', () => {
    const s = startMachine(paymentLinkMachine, link).snapshot();
    expect([selectCanSubmit(s), selectIsBusy(s), selectIsUnavailable(s), selectPaidMessage(s)]).toEqual([
      true,
      false,
      false,
      null,
    ]);
  });

  it('no public key: unavailable, Make Payment not usable', () => {
    const s = startMachine(paymentLinkMachine, { ...link, publicKey: null }).snapshot();
    expect([selectIsUnavailable(s), selectCanSubmit(s)]).toEqual([true, false]);
  });

  it('busy from validating to submitting (a second press does nothing), then the paid message', async () => {
    const t = startMachine(paymentLinkMachine, link);
    t.send({ type: 'pay.change', values: form });
    t.send({ type: 'pay.hosted.change', hosted: { numberValid: true, cvvValid: true } });
    t.send({ type: 'pay.submit' });
    expect([selectIsBusy(t.snapshot()), selectCanSubmit(t.snapshot())]).toEqual([true, false]);
    await vi.advanceTimersByTimeAsync(500);
    expect(selectIsBusy(t.snapshot())).toBe(true);
    await t.resolve('tokenizeCard', { kind: 'token', token: 'tok' });
    expect(selectIsBusy(t.snapshot())).toBe(true);
    await t.resolve('submitPayment', { kind: 'paid', message: 'Payment of $1.00 received.' });
    expect([selectIsBusy(t.snapshot()), selectPaidMessage(t.snapshot())]).toEqual([
      false,
      'Payment of $1.00 received.',
    ]);
  });

  it('field errors after a refused validation', async () => {
    const t = startMachine(paymentLinkMachine, link);
    t.send({ type: 'pay.submit' });
    await vi.advanceTimersByTimeAsync(500);
    expect(selectFieldErrors(t.snapshot())['address.city']).toBe('City is required');
  });
});
