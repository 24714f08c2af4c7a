// The Billing tab's pure helpers (wire → machine data, the tile's words, the tokenizer's details) and its
// actors against a fake fetch (spec 3 §7 Billing, §8): which call each one makes, with what body, and
// how answers become the card machine's results.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardRefusedError } from '../../../../src/adapters/card-fields/card-fields';
import type { CardFieldsController } from '../../../../src/adapters/card-fields/card-fields';
import type { components } from '../../../../src/api/schema.gen';
import { createCardImplementations, refusalMessages } from '../../../../src/flows/account/billing/actors';
import {
  addressKey,
  brandLabel,
  cardLabel,
  orderLabel,
  toBillingData,
  tokenDetails,
  twinCards,
} from '../../../../src/flows/account/billing/billing-model';
import { addressFixture as address, cardFormFixture as form } from '../../../support/fixtures';
import { fakeApi } from '../../../support/fake-api';
import type { Handler, Routes } from '../../../support/fake-api';
import { closeToasts, toastContents, toastMessages } from '../../../support/screen-isolation';
import { runActor } from '../../../support/run-actor';
import { tokenizerExpiryAndAddress } from '../../../support/card-token-details';

type BillingInfo = components['schemas']['BillingInfo'];

const USER = '9c9c9c9c-4444-4444-8444-444444444444';
const CARD = 'c0000000-0000-4000-8000-000000000001';
const ORDER = 'a0000000-0000-4000-8000-000000000001';

const info: BillingInfo = {
  uuid: CARD,
  card_holder_name: 'Casey Customer',
  address: { ...address, route: 'Main St', geo_location: { latitude: 35.7, longitude: -78.6 } },
  stax_payment_object: { id: 'pm_1', card_type: 'visa', card_last_four: '1111', card_exp: '122030' },
  stax_customer: null,
  card_exp_month: '12',
  card_exp_year: '2030',
  charge_invoice_card: true,
  service_order: { uuid: ORDER, billing_address: address, service_address: address },
};

const saved = {
  uuid: CARD,
  card_holder_name: 'Casey Customer',
  card_type: 'visa',
  card_last_four: '1111',
  card_exp_month: '12',
  card_exp_year: '2030',
  address,
  service_order_uuid: ORDER,
};

function setup(answer: Handler | Routes, controller: CardFieldsController | null = null) {
  const fake = fakeApi(answer);
  const impl = createCardImplementations({
    api: fake.client,
    queryClient: fake.queryClient,
    userUuid: USER,
    card: { current: controller },
    account: { email: 'casey@example.com', stax_customer: 'cus_1' },
  });
  return { fake, impl };
}

afterEach(() => {
  closeToasts();
  vi.restoreAllMocks();
});

describe('billing model', () => {
  it('maps the tab read to the machine: four address parts, the brand, the service order', () => {
    const data = toBillingData({
      cards: [info, { ...info, service_order: null, address: null }],
      billing_addresses: [{ ...address, street_number: '1' }],
      service_orders: [{ uuid: ORDER, billing_address: null, service_address: address }],
    });
    expect(data.cards).toEqual([saved, { ...saved, address: null, service_order_uuid: null }]);
    expect(data.addresses).toEqual([address]);
    expect(data.serviceOrders).toEqual([{ uuid: ORDER, billing_address: null, service_address: address }]);
  });

  it("names cards and service orders in the customer's words", () => {
    expect(brandLabel('visa')).toBe('Visa');
    expect(brandLabel('AMEX')).toBe('American Express');
    expect(brandLabel('jcb')).toBe('Jcb');
    expect(brandLabel('')).toBe('Card');
    expect(cardLabel(saved)).toBe('Visa ending in 1111 (expires 12/2030)');
    expect(orderLabel({ uuid: ORDER, service_address: address, billing_address: null }, 0)).toBe(
      '1 Main St, Raleigh, NC 27601',
    );
    expect(orderLabel({ uuid: ORDER, service_address: null, billing_address: null }, 1)).toBe('Service 2');
    expect(addressKey({ ...address, address: ' 1 MAIN St ' })).toBe(addressKey(address));
  });

  it('tells apart the tiles of two cards of the same brand and last four (unique region names)', () => {
    const renewed = { ...saved, uuid: 'renewed', card_exp_year: '2034' };
    const other = { ...saved, uuid: 'other', card_last_four: '4242' };
    expect(twinCards([saved, renewed, other])).toEqual(new Set([saved.uuid, 'renewed']));
    expect(twinCards([saved, other])).toEqual(new Set());
  });

  it('gives the tokenizer the holder split into first and last name, the address and the account', () => {
    expect(
      tokenDetails({ ...form, card_holder_name: '  Ann  B.  Lee ' }, { email: 'a@x.com', stax_customer: null }),
    ).toEqual({
      firstname: 'Ann',
      lastname: 'B. Lee',
      person_name: 'Ann B. Lee',
      ...tokenizerExpiryAndAddress,
      email: 'a@x.com',
      customer_id: null,
    });
    expect(tokenDetails({ ...form, card_holder_name: 'Cher' }, { email: 'a@x.com', stax_customer: 'c' })).toMatchObject(
      { firstname: 'Cher', lastname: 'Cher', customer_id: 'c' },
    );
  });

  it("keeps the provider's messages without their field names", () => {
    expect(refusalMessages({ card_number: ['Card number is invalid.'], card_exp_year: ['Card has expired.'] })).toEqual(
      ['Card number is invalid.', 'Card has expired.'],
    );
    const generic = ['We could not verify this card. Please check its details and try again.'];
    expect(refusalMessages('<html>')).toEqual(generic);
    expect(refusalMessages(Object.assign(new TypeError('Failed to fetch'), { code: 'x' }))).toEqual(generic);
  });
});

describe('billing actors', () => {
  it('tokenizeCard: a token; a refusal as its messages; no controller or no token as one message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const tokenize = vi.fn<CardFieldsController['tokenize']>();
    const { impl } = setup(() => ({ status: 500 }), { tokenize });
    tokenize.mockResolvedValueOnce({ id: 'pm_9', card_last_four: '1111' });
    expect(await runActor(impl.actors.tokenizeCard, { form })).toEqual({ kind: 'token', token: 'pm_9' });
    expect(tokenize.mock.calls[0]?.[0]).toMatchObject({
      firstname: 'Ann',
      email: 'casey@example.com',
      customer_id: 'cus_1',
    });
    tokenize.mockRejectedValueOnce(new CardRefusedError({ card_exp_year: ['Card has expired.'] }));
    expect(await runActor(impl.actors.tokenizeCard, { form })).toEqual({
      kind: 'invalid',
      errors: ['Card has expired.'],
    });
    tokenize.mockResolvedValueOnce(null);
    expect(await runActor(impl.actors.tokenizeCard, { form })).toMatchObject({ kind: 'invalid' });
    const none = setup(() => ({ status: 500 })).impl;
    expect(await runActor(none.actors.tokenizeCard, { form })).toMatchObject({ kind: 'invalid' });
  });

  it('addCard: POST /user-billing-info/ with the body; 201 saved, 400 its lines, 500 rejects', async () => {
    const body = {
      user_uuid: USER,
      address,
      stax_card_token: 'pm_9',
      card_holder_name: 'Ann Lee',
      charge_invoice_card: true,
      service_order_uuid: ORDER,
    };
    let status = 201;
    const { fake, impl } = setup({
      'POST /user-billing-info/': () =>
        status === 201
          ? { status, body: info }
          : { status, body: status === 400 ? { stax_card_token: ['Invalid card token.'] } : 'boom' },
    });
    expect(await runActor(impl.actors.addCard, body)).toEqual({ kind: 'saved', card: saved });
    expect(fake.calls[0]?.body).toEqual(body);
    status = 400;
    expect(await runActor(impl.actors.addCard, body)).toEqual({
      kind: 'invalid',
      errors: ['stax_card_token: Invalid card token.'],
    });
    status = 500;
    await expect(runActor(impl.actors.addCard, body)).rejects.toThrow('API error 500');
  });

  it('updateCard: PATCH /user-billing-info/{uuid}/ with stripe_card_details', async () => {
    const body = {
      user_uuid: USER,
      uuid: CARD,
      address,
      stripe_card_details: { card_exp_month: '04', card_exp_year: '2033' },
      card_holder_name: 'Casey Customer',
    };
    const { fake, impl } = setup({ [`PATCH /user-billing-info/${CARD}/`]: () => ({ status: 200, body: info }) });
    expect(await runActor(impl.actors.updateCard, body)).toMatchObject({ kind: 'saved' });
    expect(fake.calls[0]?.body).toEqual(body);
  });

  it("deleteCard: DELETE; a refusal rejects with the server's message for the toast", async () => {
    const detail = 'Add another card before removing the only card of an active service.';
    let status = 204;
    const { impl } = setup({
      [`DELETE /user-billing-info/${CARD}/`]: () => (status === 204 ? { status } : { status, body: { detail } }),
    });
    await runActor(impl.actors.deleteCard, { uuid: CARD });
    status = 400;
    const failure = runActor(impl.actors.deleteCard, { uuid: CARD });
    await expect(failure).rejects.toMatchObject({ status: 400, body: { detail } });
    impl.actions.notifyErrors(undefined, { error: await failure.catch((e: unknown) => e) });
    expect(toastMessages()).toEqual([detail]);
  });

  it('reloadCards reads the tab again; the success toasts use our words', () => {
    const { fake, impl } = setup(() => ({ status: 200 }));
    const spy = vi.spyOn(fake.queryClient, 'invalidateQueries');
    impl.actions.reloadCards();
    expect(spy).toHaveBeenCalledWith({ queryKey: ['billing', USER] });
    impl.actions.notifyAdded();
    expect(toastContents()).toEqual([{ kind: 'success', message: 'Your card was added.' }]);
  });
});
