import { describe, expect, it } from 'vitest';
import { cardMachine } from '../../machines/card/card.machine';
import type { SavedCard } from '../../machines/card/card.machine';
import { addressChoices } from '../../machines/card/card.form';
import {
  billingAddressErrors,
  cardErrors,
  emptyHosted,
  hostedErrors,
  sameAddress,
} from '../../machines/card/card.schema';
import type { CardForm } from '../../machines/card/card.schema';
import { emptyAddress } from '../../machines/shared/address.schema';
import { startMachine } from '../support/machine-kit';
import {
  addressFixture as address,
  cardFormFixture as form,
  cardInputFixture as input,
  cardsFixture as cards,
} from '../support/fixtures';
import { added, completeHosted as complete, office, pine, serviceOrders as orders } from '../model/card.fixtures';

const second: SavedCard = { ...cards[0]!, uuid: 'c2', card_holder_name: 'Bo Lee', address: pine };
const twoCards = { ...input, cards: [...cards, second] };

function toForm(machineInput = input) {
  const t = startMachine(cardMachine, machineInput);
  t.send({ type: 'card.add' });
  t.send({ type: 'card.fields.ready' });
  return t;
}

async function toSaving(machineInput = input, values: Partial<CardForm> = form) {
  const t = toForm(machineInput);
  t.send({ type: 'card.change', values });
  t.send({ type: 'card.hosted.change', hosted: complete });
  t.send({ type: 'card.submit' });
  await t.resolve('tokenizeCard', { kind: 'token', token: 'tok_1' });
  return t;
}

function toUpdating(machineInput = input) {
  const t = startMachine(cardMachine, machineInput);
  t.send({ type: 'card.edit', uuid: 'c1' });
  t.send({ type: 'card.submit' });
  return t;
}

describe('card: the context a machine starts with', () => {
  it('no form, empty hosted fields, no errors, nothing added, no token, no target', () => {
    const t = startMachine(cardMachine, input);
    expect(t.context()).toMatchObject({
      form: { card_holder_name: '', card_expiry_month: '', card_expiry_year: '', address: null },
      hosted: { complete: false, number: 'empty', cvv: 'empty' },
      errors: {},
      newAddress: emptyAddress,
      addedAddresses: [],
      token: null,
      targetUuid: null,
    });
  });
});

describe('card: hosted fields', () => {
  it('the provider calling both complete is enough, whatever each field last said', () => {
    expect(hostedErrors({ complete: true, number: 'empty', cvv: 'invalid' })).toEqual({});
  });

  it('a complete number and a missing CVV: only the CVV is asked for', () => {
    expect(hostedErrors({ complete: false, number: 'complete', cvv: 'empty' })).toEqual({
      card_cvv: 'CVV is required',
    });
    expect(hostedErrors(emptyHosted)).toEqual({
      card_number: 'Card Number is required',
      card_cvv: 'CVV is required',
    });
  });

  it('a new card whose other fields are valid is not sent while the hosted fields are incomplete', () => {
    const t = toForm();
    t.send({ type: 'card.change', values: form });
    t.send({ type: 'card.submit' });
    expect(t.value()).toEqual({ adding: 'form' });
    expect(t.context().errors).toEqual({ card_number: 'Card Number is required', card_cvv: 'CVV is required' });
  });
});

describe('card: the expiry month', () => {
  const monthError = (card_expiry_month: string) =>
    cardErrors({ ...form, card_expiry_month }, { hosted: null, needsServiceOrder: false }).card_expiry_month;

  it('01 to 12 are accepted', () => {
    for (const month of ['01', '09', '10', '12']) expect(monthError(month)).toBeUndefined();
  });

  it('anything around a valid month, or 00, is refused', () => {
    for (const month of ['00', '0a', '13', '112', '012', '123', '1', ' 12'])
      expect(monthError(month)).toBe('Enter the month as MM, from 01 to 12.');
  });
});

describe('card: the service a commercial card pays for', () => {
  it('a residential customer with service orders adds a card without choosing one, and the POST names none', async () => {
    const t = await toSaving({ ...input, serviceOrders: orders }, { ...form, service_order_uuid: 'so1' });
    expect(t.value()).toEqual({ adding: 'saving' });
    expect(t.inputOf('addCard')).not.toHaveProperty('service_order_uuid');
  });

  it('a commercial customer without service orders adds a card without choosing one', async () => {
    const t = await toSaving({ ...input, commercial: true, serviceOrders: [] });
    expect(t.value()).toEqual({ adding: 'saving' });
    expect(t.inputOf('addCard')).not.toHaveProperty('service_order_uuid');
  });

  it('editing a commercial card never asks for a service', () => {
    const t = toUpdating({ ...input, commercial: true, serviceOrders: orders });
    expect(t.value()).toEqual({ editing: 'updating' });
  });

  it('picking a service without a billing address leaves the address unchosen', () => {
    const t = toForm({ ...input, addresses: [], commercial: true, serviceOrders: orders });
    t.send({ type: 'card.change', values: { service_order_uuid: 'so2' } });
    expect(t.context().form).toMatchObject({ service_order_uuid: 'so2', address: null });
  });

  it('a service the list no longer has brings no address', () => {
    const t = toForm({ ...input, addresses: [], commercial: true, serviceOrders: orders });
    t.send({ type: 'card.change', values: { service_order_uuid: 'gone' } });
    expect(t.context().form).toMatchObject({ service_order_uuid: 'gone', address: null });
  });

  it('the address cleared after a pick stays cleared when the same service is sent again', () => {
    const t = toForm({ ...input, addresses: [], commercial: true, serviceOrders: orders });
    t.send({ type: 'card.change', values: { service_order_uuid: 'so1' } });
    expect(t.context().form.address).toEqual(office);
    t.send({ type: 'card.change', values: { address: null } });
    t.send({ type: 'card.change', values: { service_order_uuid: 'so1' } });
    expect(t.context().form.address).toBeNull();
  });

  it('a change of another field brings no address', () => {
    const t = toForm({ ...input, addresses: [], commercial: true, serviceOrders: orders });
    t.send({ type: 'card.change', values: { card_holder_name: 'Ann' } });
    expect(t.context().form.address).toBeNull();
  });
});

describe('card: request bodies', () => {
  it('the POST trims the holder name', async () => {
    const t = await toSaving(input, { ...form, card_holder_name: '  Ann Lee ' });
    expect(t.inputOf('addCard')).toMatchObject({ card_holder_name: 'Ann Lee' });
  });

  it('the PATCH trims the holder name', () => {
    const t = startMachine(cardMachine, input);
    t.send({ type: 'card.edit', uuid: 'c1' });
    t.send({ type: 'card.change', values: { card_holder_name: ' Ann B. Lee  ' } });
    t.send({ type: 'card.submit' });
    expect(t.inputOf('updateCard')).toMatchObject({ card_holder_name: 'Ann B. Lee' });
  });
});

describe('card: the list with two cards', () => {
  it('editing opens the chosen card, not the first', () => {
    const t = startMachine(cardMachine, twoCards);
    t.send({ type: 'card.edit', uuid: 'c2' });
    expect(t.context().form).toMatchObject({ card_holder_name: 'Bo Lee', address: pine });
    expect(t.context().targetUuid).toBe('c2');
  });

  it('an update replaces only the edited card', async () => {
    const t = startMachine(cardMachine, twoCards);
    t.send({ type: 'card.edit', uuid: 'c2' });
    t.send({ type: 'card.submit' });
    const updated = { ...second, card_holder_name: 'Bo B. Lee' };
    await t.resolve('updateCard', { kind: 'saved', card: updated });
    expect(t.context().cards).toEqual([cards[0], updated]);
  });

  it('a delete marks only the deleted card and forgets the target', async () => {
    const t = startMachine(cardMachine, twoCards);
    t.send({ type: 'card.delete', uuid: 'c2' });
    t.send({ type: 'card.delete.confirm' });
    expect(t.inputOf('deleteCard')).toEqual({ uuid: 'c2' });
    await t.resolve('deleteCard', undefined);
    expect(t.context().cards.map((c) => c.is_deleted)).toEqual([undefined, true]);
    expect(t.context().targetUuid).toBeNull();
  });

  it('a failed delete forgets the target too', async () => {
    const t = startMachine(cardMachine, twoCards);
    t.send({ type: 'card.delete', uuid: 'c2' });
    t.send({ type: 'card.delete.confirm' });
    await t.reject('deleteCard');
    expect(t.context().targetUuid).toBeNull();
  });
});

describe('card: toasts and logs', () => {
  it('a failed load of the hosted fields toasts the Stax message', () => {
    const t = startMachine(cardMachine, input);
    t.send({ type: 'card.add' });
    t.send({ type: 'card.fields.fail' });
    expect(t.effect('notifyErrors')).toEqual([
      { errors: ['Error occurred while loading Stax. Please contact the admin.'] },
    ]);
  });

  it('a tokenizer answer of no known kind toasts no lines', async () => {
    const t = toForm();
    t.send({ type: 'card.change', values: form });
    t.send({ type: 'card.hosted.change', hosted: complete });
    t.send({ type: 'card.submit' });
    await t.resolve('tokenizeCard', { kind: 'unexpected', errors: ['not shown'] });
    expect(t.value()).toEqual({ adding: 'form' });
    expect(t.effect('notifyErrors')).toEqual([{ errors: [] }]);
  });

  it("a refused or failed POST toasts the server's lines, then the failure", async () => {
    const t = await toSaving();
    await t.resolve('addCard', { kind: 'invalid', errors: ['stax_card_token: Invalid card token.'] });
    t.send({ type: 'card.submit' });
    await t.resolve('tokenizeCard', { kind: 'token', token: 'tok_2' });
    const error = new Error('offline');
    await t.reject('addCard', error);
    expect(t.effect('notifyErrors')).toEqual([{ errors: ['stax_card_token: Invalid card token.'] }, { error }]);
  });

  it('a refused or failed PATCH is logged with what came back and toasted', async () => {
    const t = toUpdating();
    const refusal = { kind: 'invalid', errors: ['Expiry month is invalid.'] };
    await t.resolve('updateCard', refusal);
    t.send({ type: 'card.submit' });
    const error = new Error('offline');
    await t.reject('updateCard', error);
    expect(t.effect('logError')).toEqual([{ error: refusal }, { error }]);
    expect(t.effect('notifyErrors')).toEqual([{ errors: ['Expiry month is invalid.'] }, { error }]);
  });
});

describe('card: the add-address view', () => {
  it('opens empty each time, whatever was typed before Back', () => {
    const t = toForm();
    t.send({ type: 'card.address.open' });
    t.send({ type: 'card.address.change', address: { ...pine, zip_code: '275' } });
    t.send({ type: 'card.address.back' });
    t.send({ type: 'card.address.open' });
    expect(t.context().newAddress).toEqual(emptyAddress);
  });

  it('an added address is trimmed in every part', () => {
    const t = toForm();
    t.send({ type: 'card.address.open' });
    t.send({
      type: 'card.address.change',
      address: { address: ' 7 Pine Rd ', city: ' Cary ', state: ' NC ', zip_code: ' 27513 ' },
    });
    t.send({ type: 'card.address.submit' });
    expect(t.context().addedAddresses).toEqual([pine]);
    expect(t.context().form.address).toEqual(pine);
  });

  it('editing a card: a new address typed in the view joins the choices and is chosen', () => {
    const t = startMachine(cardMachine, input);
    t.send({ type: 'card.edit', uuid: 'c1' });
    t.send({ type: 'card.address.open' });
    t.send({ type: 'card.address.change', address: pine });
    expect(t.context().newAddress).toEqual(pine);
    t.send({ type: 'card.address.submit' });
    expect(t.value()).toEqual({ editing: 'form' });
    expect(t.context().addedAddresses).toEqual([pine]);
    expect(t.context().form.address).toEqual(pine);
  });

  it('every part is required, with its own message', () => {
    expect(billingAddressErrors(emptyAddress)).toEqual({
      address: 'Address is required',
      city: 'City is required',
      state: 'State is required',
      zip_code: 'Zipcode is required',
    });
  });

  it('the choices without a chosen address: the stored and the added ones', () => {
    expect(addressChoices([address], [pine], null)).toEqual([address, pine]);
    expect(addressChoices([address, added.address!], [], null)).toEqual([address]);
  });

  it('the same place: street ignoring case and spaces, and the ZIP ignoring spaces', () => {
    expect(sameAddress(address, { ...address, address: ' 1 MAIN ST ', zip_code: ' 27601 ' })).toBe(true);
    expect(sameAddress({ ...address, address: '1 Main St  ' }, { ...address, zip_code: '27601 ' })).toBe(true);
    expect(sameAddress({ ...address, zip_code: ' 27601 ' }, address)).toBe(true);
    expect(sameAddress(address, { ...address, zip_code: '27603' })).toBe(false);
    expect(sameAddress(address, { ...address, address: '2 Main St' })).toBe(false);
  });
});
