import { describe, expect, it, vi } from 'vitest';
import { paymentLinkMachine } from '../../machines/payment-link/payment-link.machine';
import { paymentErrors } from '../../machines/payment-link/payment-link.schema';
import { selectPaidMessage } from '../../machines/payment-link/payment-link.selectors';
import { startMachine } from '../support/machine-kit';
import { paymentFormFixture as form, paymentLinkInputFixture as link } from '../support/fixtures';
import { useFakeClock } from '../support/fake-clock';
import { blankAnswers } from '../support/blank-answers';

useFakeClock();

function filled() {
  const t = startMachine(paymentLinkMachine, link);
  t.send({ type: 'pay.change', values: form });
  t.send({ type: 'pay.hosted.change', hosted: { numberValid: true, cvvValid: true } });
  return t;
}

async function toSubmitting() {
  const t = filled();
  t.send({ type: 'pay.submit' });
  await vi.advanceTimersByTimeAsync(500);
  await t.resolve('tokenizeCard', { kind: 'token', token: 'tok_1' });
  return t;
}

describe('payment-link machine', () => {
  it('hasPublicKey false: error toast, nothing can be paid', () => {
    const t = startMachine(paymentLinkMachine, { ...link, publicKey: null });
    expect(t.value()).toBe('unavailable');
    expect(t.effect('notifyErrors')).toEqual([
      { errors: ['Error occurred while loading Stax. Please contact the admin.'] },
    ]);
    expect(t.snapshot().can({ type: 'pay.submit' })).toBe(false);
  });

  it('hasPublicKey true: initial form with the permission checked', () => {
    const t = startMachine(paymentLinkMachine, link);
    expect(t.value()).toBe('initial');
    expect(t.context().saveCard).toBe(true);
  });

  it('paymentValidate (500 ms) + isFormValid false: field errors keyed address.* / credit_card_info.*', async () => {
    const t = startMachine(paymentLinkMachine, link);
    t.send({ type: 'pay.change', values: { card_expiry_year: '30' } });
    t.send({ type: 'pay.submit' });
    expect(t.value()).toBe('validating');
    await vi.advanceTimersByTimeAsync(499);
    expect(t.value()).toBe('validating');
    await vi.advanceTimersByTimeAsync(1);
    expect(t.value()).toBe('initial');
    expect(t.context().errors).toEqual({
      'address.first_name': 'First name is required',
      'address.last_name': 'Last name is required',
      'address.address': 'Address is required',
      'address.state': 'State is required',
      'address.city': 'City is required',
      'address.zip_code': 'Zipcode is required',
      'credit_card_info.card_expiry_month': 'Expire Month is required',
      'credit_card_info.card_expiry_year': 'Card expire year is invalid.',
      'credit_card_info.card_number': 'Card Number is required',
      'credit_card_info.card_cvv': 'CVV is required',
    });
  });

  it('isFormValid true → tokenizing; hasToken false stops silently', async () => {
    const t = filled();
    t.send({ type: 'pay.submit' });
    await vi.advanceTimersByTimeAsync(500);
    expect(t.value()).toBe('tokenizing');
    expect(t.inputOf('tokenizeCard')).toEqual({ form, customerId: 'cus1' });
    await t.resolve('tokenizeCard', { kind: 'none' });
    expect(t.value()).toBe('initial');
    expect(t.calls).toEqual([]);
  });

  it("isRefused: the provider's field messages show at their fields; nothing is sent", async () => {
    const t = filled();
    t.send({ type: 'pay.submit' });
    await vi.advanceTimersByTimeAsync(500);
    await t.resolve('tokenizeCard', {
      kind: 'refused',
      errors: { 'credit_card_info.card_expiry_year': 'Card has expired.' },
    });
    expect(t.value()).toBe('initial');
    expect(t.context().errors).toEqual({ 'credit_card_info.card_expiry_year': 'Card has expired.' });
    expect(t.calls).toEqual([]);
    t.send({ type: 'pay.submit' });
    expect(t.context().errors).toEqual({});
  });

  it('a tokenizer failure is only logged', async () => {
    const t = filled();
    t.send({ type: 'pay.submit' });
    await vi.advanceTimersByTimeAsync(500);
    const err = new Error('declined');
    await t.reject('tokenizeCard', err);
    expect(t.value()).toBe('initial');
    expect(t.calls).toEqual([{ name: 'logError', params: { error: err } }]);
  });

  it('hasToken + isPaid true: success with the server message; the payload carries total with tax and save_card', async () => {
    const t = filled();
    t.send({ type: 'pay.permission.change', checked: false });
    t.send({ type: 'pay.submit' });
    await vi.advanceTimersByTimeAsync(500);
    await t.resolve('tokenizeCard', { kind: 'token', token: 'tok_1' });
    expect(t.value()).toBe('submitting');
    expect(t.inputOf('submitPayment')).toEqual({
      total: '107.25',
      invoice_uuid: 'inv1',
      stax_card_token: 'tok_1',
      stax_customer: 'cus1',
      save_card: false,
      card_holder_name: 'Ann Lee',
      address: {
        address: '1 Main St',
        address2: null,
        city: 'Raleigh',
        state: 'NC',
        zip_code: '27601',
        formatted_address: '1 Main St, Raleigh, NC 27601',
      },
    });
    await t.resolve('submitPayment', { kind: 'paid', message: 'Payment successful' });
    expect(t.value()).toBe('success');
    expect(t.snapshot().status).toBe('done');
    expect(t.effect('notifySuccess')).toEqual(['Payment successful']);
  });

  it('isPaid false: failure with server field errors and a toast; the form can be sent again', async () => {
    const t = await toSubmitting();
    await t.resolve('submitPayment', {
      kind: 'failed',
      errors: { 'address.zip_code': 'Bad zip' },
      error: { address: { zip_code: ['Bad zip'] } },
    });
    expect(t.value()).toBe('failure');
    expect(t.context().errors).toEqual({ 'address.zip_code': 'Bad zip' });
    expect(t.effect('notifyErrors')).toEqual([{ error: { address: { zip_code: ['Bad zip'] } } }]);
    t.send({ type: 'pay.change', values: { zip_code: '27603' } });
    t.send({ type: 'pay.submit' });
    expect(t.value()).toBe('validating');
    expect(t.context().errors).toEqual({});
  });

  it('a rejected payment call is a failure with a toast', async () => {
    const t = await toSubmitting();
    await t.reject('submitPayment');
    expect(t.value()).toBe('failure');
    expect(t.effect('notifyErrors')).toHaveLength(1);
  });

  it('hosted fields reported valid skip the number/CVV messages', () => {
    expect(paymentErrors(form, { numberValid: true, cvvValid: true })).toEqual({});
    expect(paymentErrors({ ...form, zip_code: '2760' }, { numberValid: true, cvvValid: false })).toEqual({
      'address.zip_code': 'Your ZIP code is invalid.',
      'credit_card_info.card_cvv': 'CVV is required',
    });
  });

  it('starts with an empty form, hosted fields not valid, no errors, token or message', () => {
    expect(startMachine(paymentLinkMachine, link).context()).toEqual({
      link,
      form: blankAnswers(),
      hosted: { numberValid: false, cvvValid: false },
      saveCard: true,
      errors: {},
      token: null,
      message: null,
    });
  });

  it('the card holder name is the trimmed first and last name', async () => {
    const t = startMachine(paymentLinkMachine, link);
    t.send({ type: 'pay.change', values: { ...form, first_name: '  Ann ', last_name: ' Lee  ' } });
    t.send({ type: 'pay.hosted.change', hosted: { numberValid: true, cvvValid: true } });
    t.send({ type: 'pay.submit' });
    await vi.advanceTimersByTimeAsync(500);
    await t.resolve('tokenizeCard', { kind: 'token', token: 'tok_1' });
    expect(t.inputOf('submitPayment')).toMatchObject({ card_holder_name: 'Ann Lee' });
  });

  it('after a failure the form, the hosted fields and the permission can be changed before sending again', async () => {
    const t = await toSubmitting();
    await t.reject('submitPayment');
    t.send({ type: 'pay.change', values: { zip_code: '27603' } });
    t.send({ type: 'pay.hosted.change', hosted: { cvvValid: false } });
    t.send({ type: 'pay.permission.change', checked: false });
    expect(t.context()).toMatchObject({
      form: { ...form, zip_code: '27603' },
      hosted: { numberValid: true, cvvValid: false },
      saveCard: false,
    });
    t.send({ type: 'pay.submit' });
    await vi.advanceTimersByTimeAsync(500);
    expect(t.context().errors).toEqual({ 'credit_card_info.card_cvv': 'CVV is required' });
  });

  it('a rejected payment call toasts the error it failed with', async () => {
    const t = await toSubmitting();
    const error = new Error('offline');
    await t.reject('submitPayment', error);
    expect(t.effect('notifyErrors')).toEqual([{ error }]);
  });

  it('a payment answer of no known kind is a failure with no field errors and an empty toast', async () => {
    const t = await toSubmitting();
    await t.resolve('submitPayment', { kind: 'unexpected', errors: { 'address.zip_code': 'x' }, error: 'x' });
    expect(t.value()).toBe('failure');
    expect(t.context().errors).toEqual({});
    expect(t.effect('notifyErrors')).toEqual([{ error: undefined }]);
  });

  it('a paid answer without a message toasts and shows an empty sentence', async () => {
    const t = await toSubmitting();
    await t.resolve('submitPayment', { kind: 'paid', message: null });
    expect(t.value()).toBe('success');
    expect(t.effect('notifySuccess')).toEqual(['']);
    expect(selectPaidMessage(t.snapshot())).toBe('');
  });
});
