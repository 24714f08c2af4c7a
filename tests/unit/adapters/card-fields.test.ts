// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CardRefusedError, isSandboxKey } from '../../../src/adapters/card-fields/card-fields';
import {
  createSandboxCardFields,
  isCardNumberComplete,
  isCvvComplete,
} from '../../../src/adapters/card-fields/sandbox';
import { STAX_SCRIPT_URL, loadStaxJs } from '../../../src/adapters/card-fields/stax';
import { fakeApi } from '../../support/fake-api';
import { tokenizerExpiryAndAddress } from '../../support/card-token-details';

const details = {
  firstname: 'Ada',
  lastname: 'Lovelace',
  person_name: 'Ada Lovelace',
  ...tokenizerExpiryAndAddress,
  email: 'ada@example.com',
  phone: '9195550100',
};

afterEach(() => {
  delete (globalThis as { StaxJs?: unknown }).StaxJs;
  document.head.innerHTML = '';
});

describe('CardFields port', () => {
  it('uses the sandbox for keys starting with sandbox only', () => {
    expect(isSandboxKey('sandbox')).toBe(true);
    expect(isSandboxKey('sandbox-raleigh')).toBe(true);
    expect(isSandboxKey('pk_live_123')).toBe(false);
    expect(isSandboxKey(null)).toBe(false);
  });

  it('calls the number complete by the Luhn check, the CVV by 3–4 digits', () => {
    expect(isCardNumberComplete('4111111111111111')).toBe(true);
    expect(isCardNumberComplete('4000000000000002')).toBe(true);
    expect(isCardNumberComplete('4111111111111112')).toBe(false);
    expect(isCardNumberComplete('41111')).toBe(false);
    expect(isCvvComplete('123')).toBe(true);
    expect(isCvvComplete('12')).toBe(false);
  });

  it('sandbox: POSTs the card and details to /sandbox/tokenize/ and returns the payment method id', async () => {
    const seen: unknown[] = [];
    const { client: api } = fakeApi((call) => {
      seen.push(call.body);
      return { status: 200, body: { id: 'pm_1', card_type: 'visa', card_last_four: '1111', card_exp: '122030' } };
    });
    const controller = createSandboxCardFields(api, () => ({ number: '4111111111111111', cvv: '123' }));
    expect(await controller.tokenize(details)).toEqual({ id: 'pm_1', card_last_four: '1111' });
    expect(seen[0]).toMatchObject({
      card_number: '4111111111111111',
      card_cvv: '123',
      card_exp_month: '12',
      card_exp_year: '2030',
      method: 'card',
      firstname: 'Ada',
      address_zip: '27601',
    });
  });

  it('sandbox: a refused card rejects with the answer (checkout logs it; the account toasts its messages)', async () => {
    const body = { card_number: ['Invalid card number.'] };
    const { client: api } = fakeApi(() => ({ status: 400, body }));
    const tokenizing = createSandboxCardFields(api, () => ({ number: '4111111111111112', cvv: '123' })).tokenize(
      details,
    );
    await expect(tokenizing).rejects.toBeInstanceOf(CardRefusedError);
    await expect(tokenizing).rejects.toMatchObject({ details: body });
  });

  it('sandbox: an answer without a payment method id gives no token', async () => {
    const { client: api } = fakeApi(() => ({ status: 200, body: {} }));
    expect(
      await createSandboxCardFields(api, () => ({ number: '4111111111111111', cvv: '123' })).tokenize(details),
    ).toBeNull();
  });

  it('stax: loads Stax.js once from staxjs.staxpayments.com', async () => {
    const first = loadStaxJs();
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe(STAX_SCRIPT_URL);
    const ctor = vi.fn();
    (globalThis as { StaxJs?: unknown }).StaxJs = ctor;
    scripts[0]?.dispatchEvent(new Event('load'));
    expect(await first).toBe(ctor);
    expect(await loadStaxJs()).toBe(ctor);
    expect(document.head.querySelectorAll('script')).toHaveLength(1);
  });
});
