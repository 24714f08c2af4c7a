import { describe, expect, it } from 'vitest';
import { cardMachine } from '../../machines/card/card.machine';
import { startMachine } from '../support/machine-kit';
import {
  addressFixture as address,
  cardFormFixture as form,
  cardInputFixture as input,
  cardsFixture as cards,
} from '../support/fixtures';

async function toForm() {
  const t = startMachine(cardMachine, input);
  t.send({ type: 'card.add' });
  await t.resolve('loadTokenizer', undefined);
  return t;
}

async function toSaving() {
  const t = await toForm();
  t.send({ type: 'card.change', values: form });
  t.send({ type: 'card.hosted.change', hosted: { numberValid: true, cvvValid: true } });
  t.send({ type: 'card.submit' });
  await t.resolve('tokenizeCard', { kind: 'token', token: 'tok_1' });
  return t;
}

describe('card machine: add', () => {
  it('hasPublicKey false: toast, no modal', () => {
    const t = startMachine(cardMachine, { ...input, publicKey: null });
    t.send({ type: 'card.add' });
    expect(t.value()).toBe('idle');
    expect(t.effect('notifyErrors')).toEqual([
      { errors: ['We could not load the secure card form. Please contact us.'] },
    ]);
  });

  it('hasPublicKey true loads the tokenizer; a load failure toasts and closes', async () => {
    const t = startMachine(cardMachine, input);
    t.send({ type: 'card.add' });
    expect(t.value()).toEqual({ adding: 'loadingTokenizer' });
    expect(t.inputOf('loadTokenizer')).toEqual({ publicKey: 'sandbox' });
    await t.reject('loadTokenizer');
    expect(t.value()).toBe('idle');
    expect(t.effect('notifyErrors')).toHaveLength(1);
    t.send({ type: 'card.add' });
    await t.resolve('loadTokenizer', undefined);
    expect(t.value()).toEqual({ adding: 'form' });
  });

  it('isNewCardValid false: the spec messages', async () => {
    const t = await toForm();
    t.send({ type: 'card.change', values: { card_expiry_year: '30' } });
    t.send({ type: 'card.submit' });
    expect(t.value()).toEqual({ adding: 'form' });
    expect(t.context().errors).toEqual({
      card_holder_name: 'Card holder name is required',
      card_expiry_month: 'Expire Month is required',
      card_expiry_year: 'Card expire year is invalid.',
      address: 'Billing address is required',
      card_number: 'Card Number is required',
      card_cvv: 'CVV is required',
    });
  });

  it('hasToken false / tokenizer rejection: toasts, back to the form', async () => {
    const t = await toForm();
    t.send({ type: 'card.change', values: form });
    t.send({ type: 'card.hosted.change', hosted: { numberValid: true, cvvValid: true } });
    t.send({ type: 'card.submit' });
    expect(t.value()).toEqual({ adding: 'tokenizing' });
    await t.resolve('tokenizeCard', { kind: 'invalid', errors: ['Card number is invalid'] });
    expect(t.value()).toEqual({ adding: 'form' });
    t.send({ type: 'card.submit' });
    await t.reject('tokenizeCard');
    expect(t.effect('notifyErrors')).toEqual([{ error: ['Card number is invalid'] }, { error: expect.any(Error) }]);
  });

  it('isSaved true: the new card is appended', async () => {
    const t = await toSaving();
    expect(t.inputOf('addCard')).toEqual({
      user_uuid: 'u1',
      address,
      stax_card_token: 'tok_1',
      card_holder_name: 'Ann Lee',
      charge_invoice_card: true,
    });
    const card = { uuid: 'c2', card_holder_name: 'Ann Lee', card_last_four: '4242' };
    await t.resolve('addCard', { kind: 'saved', card });
    expect(t.value()).toBe('idle');
    expect(t.context().cards).toEqual([...cards, card]);
    expect(t.effectNames()).toContain('notifySaved');
  });

  it('isSaved false / rejection: toast, the form stays; cancel closes', async () => {
    const t = await toSaving();
    await t.resolve('addCard', { kind: 'invalid', errors: { address: ['bad'] } });
    expect(t.value()).toEqual({ adding: 'form' });
    t.send({ type: 'card.submit' });
    await t.resolve('tokenizeCard', { kind: 'token', token: 'tok_2' });
    await t.reject('addCard');
    expect(t.value()).toEqual({ adding: 'form' });
    expect(t.context().cards).toEqual(cards);
    t.send({ type: 'card.cancel' });
    expect(t.value()).toBe('idle');
  });
});

describe('card machine: edit and delete', () => {
  it('isEditValid false/true; update success reloads; failure is only logged', async () => {
    const t = startMachine(cardMachine, input);
    t.send({ type: 'card.edit', card: cards[0]!, form: { ...form, card_holder_name: '' } });
    t.send({ type: 'card.submit' });
    expect(t.context().errors).toEqual({ card_holder_name: 'Card holder name is required' });
    t.send({ type: 'card.change', values: { card_holder_name: 'Ann B. Lee' } });
    t.send({ type: 'card.submit' });
    expect(t.inputOf('updateCard')).toMatchObject({ uuid: 'c1', user_uuid: 'u1' });
    await t.reject('updateCard');
    expect(t.value()).toEqual({ editing: 'form' });
    expect(t.effectNames()).toEqual(['logError']);
    t.send({ type: 'card.submit' });
    await t.resolve('updateCard', undefined);
    expect(t.value()).toBe('idle');
    expect(t.effectNames()).toEqual(['logError', 'reloadCards', 'notifySaved']);
    t.send({ type: 'card.edit', card: cards[0]!, form });
    t.send({ type: 'card.cancel' });
    expect(t.value()).toBe('idle');
  });

  it('delete: is_deleted on success; on failure a toast and the list reloads', async () => {
    const t = startMachine(cardMachine, input);
    t.send({ type: 'card.delete', uuid: 'c1' });
    expect(t.inputOf('deleteCard')).toEqual({ uuid: 'c1' });
    await t.reject('deleteCard');
    expect(t.context().cards[0]?.is_deleted).toBeUndefined();
    expect(t.effectNames()).toEqual(['notifyErrors', 'reloadCards']);
    t.send({ type: 'card.delete', uuid: 'c1' });
    await t.resolve('deleteCard', undefined);
    expect(t.context().cards[0]?.is_deleted).toBe(true);
  });
});
