import { describe, expect, it } from 'vitest';
import { cardMachine } from '../../machines/card/card.machine';
import { addressChoices } from '../../machines/card/card.form';
import { cardErrors, emptyHosted } from '../../machines/card/card.schema';
import { startMachine } from '../support/machine-kit';
import { expectDeleteAsksFirst } from '../support/confirm-delete';
import { expectSaveRefusedThenFailed } from '../support/refusal-then-failure';
import {
  addressFixture as address,
  cardFormFixture as form,
  cardInputFixture as input,
  cardsFixture as cards,
} from '../support/fixtures';
import { added, completeHosted as complete, office, pine, serviceOrders as orders } from '../model/card.fixtures';

async function toForm(machineInput = input) {
  const t = startMachine(cardMachine, machineInput);
  t.send({ type: 'card.add' });
  expect(t.value()).toEqual({ adding: 'loadingFields' });
  t.send({ type: 'card.fields.ready' });
  return t;
}

async function toSaving() {
  const t = await toForm();
  t.send({ type: 'card.change', values: form });
  t.send({ type: 'card.hosted.change', hosted: complete });
  t.send({ type: 'card.submit' });
  await t.resolve('tokenizeCard', { kind: 'token', token: 'tok_1' });
  return t;
}

describe('card machine: add', () => {
  it('hasPublicKey false: the 10 s toast, no modal', () => {
    const t = startMachine(cardMachine, { ...input, publicKey: null });
    t.send({ type: 'card.add' });
    expect(t.value()).toBe('idle');
    expect(t.effect('notifyErrors')).toEqual([
      { errors: ['Error occurred while loading Stax. Please contact the admin.'] },
    ]);
  });

  it('hasPublicKey true: the fields load; typing meanwhile is kept; a load failure toasts and closes', async () => {
    const t = startMachine(cardMachine, input);
    t.send({ type: 'card.add' });
    t.send({ type: 'card.change', values: { card_holder_name: 'Ann' } });
    expect(t.context().form.card_holder_name).toBe('Ann');
    t.send({ type: 'card.fields.fail' });
    expect(t.value()).toBe('idle');
    expect(t.effect('notifyErrors')).toHaveLength(1);
    t.send({ type: 'card.add' });
    expect(t.context().form.card_holder_name).toBe('');
    t.send({ type: 'card.fields.ready' });
    expect(t.value()).toEqual({ adding: 'form' });
  });

  it('isNewCardValid false: the spec messages on an empty submit', async () => {
    // Two stored addresses: none is chosen for the customer.
    const t = await toForm({ ...input, addresses: [address, { ...address, address: '7 Pine Rd' }] });
    t.send({ type: 'card.submit' });
    expect(t.value()).toEqual({ adding: 'form' });
    expect(t.context().errors).toEqual({
      card_holder_name: 'Card holder name is required',
      card_expiry_month: 'Expire Month is required',
      card_expiry_year: 'Expire Year is required',
      address: 'Billing address is required',
      card_number: 'Card Number is required',
      card_cvv: 'CVV is required',
    });
    // A changed field's message goes; the others stay until the next submit.
    t.send({ type: 'card.change', values: { card_holder_name: 'A' } });
    expect(t.context().errors.card_holder_name).toBeUndefined();
    expect(t.context().errors.address).toBe('Billing address is required');
    t.send({ type: 'card.change', values: { card_expiry_month: '13', card_expiry_year: '30' } });
    t.send({ type: 'card.hosted.change', hosted: { number: 'invalid', cvv: 'complete' } });
    t.send({ type: 'card.submit' });
    expect(t.context().errors).toMatchObject({
      card_expiry_month: 'Enter the month as MM, from 01 to 12.',
      card_expiry_year: 'Card expire year is invalid.',
      card_number: 'Card Number is invalid',
    });
    expect(t.context().errors.card_cvv).toBeUndefined();
  });

  it('hasToken false / tokenizer rejection: each message a toast, back to the form', async () => {
    const t = await toForm();
    t.send({ type: 'card.change', values: form });
    t.send({ type: 'card.hosted.change', hosted: complete });
    t.send({ type: 'card.submit' });
    expect(t.value()).toEqual({ adding: 'tokenizing' });
    expect(t.inputOf('tokenizeCard')).toEqual({ form });
    await t.resolve('tokenizeCard', { kind: 'invalid', errors: ['Card has expired.', 'Bad zip'] });
    expect(t.value()).toEqual({ adding: 'form' });
    t.send({ type: 'card.submit' });
    const error = new Error('offline');
    await t.reject('tokenizeCard', error);
    expect(t.effect('notifyErrors')).toEqual([{ errors: ['Card has expired.', 'Bad zip'] }, { error }]);
  });

  it('isSaved true: POST body, the new card appended, the list reloads', async () => {
    const t = await toSaving();
    expect(t.inputOf('addCard')).toEqual({
      user_uuid: 'u1',
      address,
      stax_card_token: 'tok_1',
      card_holder_name: 'Ann Lee',
      charge_invoice_card: true,
    });
    await t.resolve('addCard', { kind: 'saved', card: added });
    expect(t.value()).toBe('idle');
    expect(t.context().cards).toEqual([...cards, added]);
    expect(t.effectNames()).toEqual(['reloadCards', 'notifyAdded']);
  });

  it('isSaved false / rejection: toasts, the form stays as typed; cancel closes', async () => {
    const t = await toSaving();
    await t.resolve('addCard', { kind: 'invalid', errors: ['stax_card_token: Invalid card token.'] });
    expect(t.value()).toEqual({ adding: 'form' });
    expect(t.context().form).toEqual(form);
    t.send({ type: 'card.submit' });
    await t.resolve('tokenizeCard', { kind: 'token', token: 'tok_2' });
    await t.reject('addCard');
    expect(t.value()).toEqual({ adding: 'form' });
    expect(t.context().cards).toEqual(cards);
    expect(t.effect('notifyErrors')).toHaveLength(2);
    t.send({ type: 'card.cancel' });
    expect(t.value()).toBe('idle');
  });
});

describe('card machine: the billing address nobody has to choose', () => {
  it('exactly one stored address: chosen when Add Credit Card opens; a submit does not ask for one', async () => {
    const t = await toForm({ ...input, addresses: [address] });
    expect(t.context().form.address).toEqual(address);
    t.send({ type: 'card.submit' });
    expect(t.context().errors.address).toBeUndefined();
    expect(t.context().errors.card_holder_name).toBe('Card holder name is required');
  });

  it('one place stored twice is still one address', async () => {
    const t = await toForm({ ...input, addresses: [address, { ...address }] });
    expect(t.context().form.address).toEqual(address);
  });

  it('none or several: nothing chosen, the chooser asks', async () => {
    for (const addresses of [[], [address, pine]]) {
      const t = await toForm({ ...input, addresses });
      expect(t.context().form.address).toBeNull();
      t.send({ type: 'card.submit' });
      expect(t.context().errors.address).toBe('Billing address is required');
    }
  });

  it('chosen again each time the modal opens, even after another address was picked and cancelled', async () => {
    const t = await toForm({ ...input, addresses: [address] });
    t.send({ type: 'card.change', values: { address: null } });
    t.send({ type: 'card.cancel' });
    t.send({ type: 'card.add' });
    expect(t.context().form.address).toEqual(address);
  });

  it("a commercial customer with one service: that service's billing address wins; without one, the stored one", () => {
    const one = startMachine(cardMachine, { ...input, commercial: true, serviceOrders: [orders[0]!] });
    one.send({ type: 'card.add' });
    expect(one.context().form.address).toEqual(office);
    const bare = startMachine(cardMachine, { ...input, commercial: true, serviceOrders: [orders[1]!] });
    bare.send({ type: 'card.add' });
    expect(bare.context().form).toMatchObject({ service_order_uuid: 'so2', address });
  });

  it('a commercial customer with several services: the picked service brings the address', () => {
    const t = startMachine(cardMachine, { ...input, commercial: true, serviceOrders: orders });
    t.send({ type: 'card.add' });
    expect(t.context().form.address).toBeNull();
    t.send({ type: 'card.change', values: { service_order_uuid: 'so1' } });
    expect(t.context().form.address).toEqual(office);
  });
});

describe('card machine: commercial service picker', () => {
  const commercial = { ...input, commercial: true, serviceOrders: orders };

  it('a service is required; picking one brings its billing address; the POST names it', async () => {
    const t = await toForm(commercial);
    t.send({ type: 'card.submit' });
    expect(t.context().errors.service_order_uuid).toBe('Choose the service location this card pays for.');
    t.send({ type: 'card.change', values: { service_order_uuid: 'so1' } });
    expect(t.context().form.address).toEqual(office);
    t.send({ type: 'card.change', values: { ...form, address: office, service_order_uuid: 'so1' } });
    t.send({ type: 'card.hosted.change', hosted: complete });
    t.send({ type: 'card.submit' });
    await t.resolve('tokenizeCard', { kind: 'token', token: 'tok_1' });
    expect(t.inputOf('addCard')).toMatchObject({ service_order_uuid: 'so1', address: office });
  });

  it('one service: chosen from the start; residential never needs one', () => {
    const t = startMachine(cardMachine, { ...commercial, serviceOrders: [orders[0]!] });
    t.send({ type: 'card.add' });
    expect(t.context().form).toMatchObject({ service_order_uuid: 'so1', address: office });
    const residential = cardErrors(
      { ...form, service_order_uuid: null },
      { hosted: emptyHosted, needsServiceOrder: false },
    );
    expect(residential.service_order_uuid).toBeUndefined();
  });
});

describe('card machine: the add-address view', () => {
  it('isNewAddressValid false: Add Address is not possible; true: the address joins the choices, chosen', async () => {
    const t = await toForm();
    t.send({ type: 'card.submit' });
    t.send({ type: 'card.address.open' });
    expect(t.value()).toEqual({ adding: 'address' });
    const partial = { address: '7 Pine Rd', city: 'Cary', state: 'NC', zip_code: '275' };
    t.send({ type: 'card.address.change', address: partial });
    expect(t.snapshot().can({ type: 'card.address.submit' })).toBe(false);
    t.send({ type: 'card.address.submit' });
    expect(t.value()).toEqual({ adding: 'address' });
    t.send({ type: 'card.address.change', address: { ...partial, zip_code: '27513 ' } });
    t.send({ type: 'card.address.submit' });
    expect(t.value()).toEqual({ adding: 'form' });
    const pine = { ...partial, zip_code: '27513' };
    expect(t.context().addedAddresses).toEqual([pine]);
    expect(t.context().form.address).toEqual(pine);
    expect(t.context().errors.address).toBeUndefined();
    // Offered until the modal closes, beside the stored ones (a re-read of the list keeps it); never stored.
    t.send({ type: 'card.change', values: { address } });
    t.send({ type: 'card.sync', data: { cards, addresses: [address], serviceOrders: [] } });
    const c = t.context();
    expect(addressChoices(c.addresses, c.addedAddresses, c.form.address)).toEqual([address, pine]);
    t.send({ type: 'card.cancel' });
    t.send({ type: 'card.add' });
    expect(t.context().addedAddresses).toEqual([]);
    expect(t.context().addresses).toEqual([address]);
  });

  it('an address already stored is chosen, not repeated; Back keeps the form', async () => {
    const t = startMachine(cardMachine, input);
    t.send({ type: 'card.edit', uuid: 'c1' });
    t.send({ type: 'card.address.open' });
    t.send({ type: 'card.address.back' });
    expect(t.value()).toEqual({ editing: 'form' });
    t.send({ type: 'card.address.open' });
    t.send({ type: 'card.address.change', address: { ...address, address: '1 MAIN ST' } });
    t.send({ type: 'card.address.submit' });
    expect(t.context().addedAddresses).toEqual([]);
    expect(t.context().form.address).toEqual(address);
  });

  it("an edited card's own address is offered even when the stored list lacks it", () => {
    expect(addressChoices([], [], address)).toEqual([address]);
    expect(addressChoices([address], [], { ...address, zip_code: '27601' })).toEqual([address]);
  });
});

describe('card machine: edit, delete and sync', () => {
  it('isEditValid false/true; PATCH with stripe_card_details; the tile is replaced', async () => {
    const t = startMachine(cardMachine, input);
    t.send({ type: 'card.edit', uuid: 'c1' });
    expect(t.context().form).toEqual(form);
    t.send({ type: 'card.change', values: { card_holder_name: ' ' } });
    t.send({ type: 'card.submit' });
    expect(t.context().errors).toEqual({ card_holder_name: 'Card holder name is required' });
    t.send({ type: 'card.change', values: { card_holder_name: 'Ann B. Lee', card_expiry_year: '2031' } });
    t.send({ type: 'card.submit' });
    expect(t.inputOf('updateCard')).toEqual({
      user_uuid: 'u1',
      uuid: 'c1',
      address,
      stripe_card_details: { card_exp_month: '12', card_exp_year: '2031' },
      card_holder_name: 'Ann B. Lee',
    });
    const updated = { ...cards[0]!, card_holder_name: 'Ann B. Lee', card_exp_year: '2031' };
    await t.resolve('updateCard', { kind: 'saved', card: updated });
    expect(t.value()).toBe('idle');
    expect(t.context().cards).toEqual([updated]);
    expect(t.effectNames()).toEqual(['reloadCards', 'notifyUpdated']);
  });

  it('isSaved false / rejection of the update: logged, a toast, the form stays', async () => {
    const t = startMachine(cardMachine, input);
    t.send({ type: 'card.edit', uuid: 'c1' });
    await expectSaveRefusedThenFailed(t, 'updateCard', {
      save: 'card.submit',
      errors: ['Expiry month is invalid.'],
      state: { editing: 'form' },
    });
    expect(t.effectNames()).toEqual(['logError', 'notifyErrors', 'logError', 'notifyErrors']);
    expect(t.effect('notifyErrors')[0]).toEqual({ errors: ['Expiry month is invalid.'] });
    t.send({ type: 'card.cancel' });
    expect(t.value()).toBe('idle');
  });

  it('delete asks first; cancel keeps the card; success sets is_deleted and reloads', async () => {
    const t = startMachine(cardMachine, input);
    await expectDeleteAsksFirst(t, { list: 'card', uuid: 'c1', target: () => t.context().targetUuid });
    expect(t.context().cards[0]?.is_deleted).toBe(true);
    expect(t.effectNames()).toEqual(['reloadCards', 'notifyDeleted']);
  });

  it("a failed delete toasts the server's message and reloads the list; the card stays", async () => {
    const t = startMachine(cardMachine, input);
    t.send({ type: 'card.delete', uuid: 'c1' });
    t.send({ type: 'card.delete.confirm' });
    const error = { detail: 'Add another card before removing the only card of an active service.' };
    await t.reject('deleteCard', error);
    expect(t.value()).toBe('idle');
    expect(t.context().cards[0]?.is_deleted).toBeUndefined();
    expect(t.calls).toEqual([
      { name: 'notifyErrors', params: { error } },
      { name: 'reloadCards', params: undefined },
    ]);
  });

  it('card.sync replaces the list, the addresses and the services', () => {
    const t = startMachine(cardMachine, input);
    t.send({ type: 'card.sync', data: { cards: [added], addresses: [], serviceOrders: orders } });
    expect(t.context()).toMatchObject({ cards: [added], addresses: [], serviceOrders: orders, userUuid: 'u1' });
  });
});
