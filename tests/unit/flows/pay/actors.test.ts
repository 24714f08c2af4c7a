import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../../../../src/api-context';
import { createApiClient } from '../../../../src/api/client';
import { ApiError } from '../../../../src/api/errors';
import { CardRefusedError } from '../../../../src/adapters/card-fields/card-fields';
import type { CardFieldsController } from '../../../../src/adapters/card-fields/card-fields';
import { createPayImplementations, paymentFieldErrors, refusedCardErrors } from '../../../../src/flows/pay/actors';
import { paymentPayload } from '../../../../machines/payment-link/payment-link.machine';
import type { PaymentLinkContext } from '../../../../machines/payment-link/payment-link.machine';
import { paymentFormFixture as form, paymentLinkInputFixture as link } from '../../../support/fixtures';
import { runActor } from '../../../support/run-actor';
import { tokenizerExpiryAndAddress } from '../../../support/card-token-details';
import { jsonResponse } from '../../../support/json-response';

const context: PaymentLinkContext = {
  link,
  form,
  hosted: { numberValid: true, cvvValid: true },
  saveCard: true,
  errors: {},
  token: 'tok_1',
  message: null,
};

function api(respond: (request: Request) => Promise<Response> | Response): { client: ApiClient; seen: Request[] } {
  const seen: Request[] = [];
  const client = createApiClient({
    baseUrl: 'http://api.test/api/v1',
    fetch: async (request) => {
      seen.push(request.clone());
      return respond(request);
    },
    storage: { local: null, session: null },
    visitorStorage: null,
  });
  return { client, seen };
}

describe('pay actors', () => {
  it('submitPayment: POST with an Idempotency-Key and the spec payload (address2 null); paid → the message', async () => {
    const { client, seen } = api(() => jsonResponse({ message: 'Payment of $107.25 received. Thank you!' }));
    const impl = createPayImplementations({ api: client, card: { current: null }, newIdempotencyKey: () => 'k1' });
    const result = await runActor(impl.actors.submitPayment, paymentPayload(context));
    expect(result).toEqual({ kind: 'paid', message: 'Payment of $107.25 received. Thank you!' });
    expect(seen[0]?.headers.get('Idempotency-Key')).toBe('k1');
    const body = (await seen[0]?.json()) as { address: { address2: unknown }; total: string; save_card: boolean };
    expect(body.address.address2).toBeNull();
    expect([body.total, body.save_card]).toEqual(['107.25', true]);
  });

  it('submitPayment: a network failure is retried once with the same key', async () => {
    let calls = 0;
    const { client, seen } = api(() => {
      calls += 1;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return jsonResponse({ message: 'ok' });
    });
    const impl = createPayImplementations({ api: client, card: { current: null }, newIdempotencyKey: () => 'k2' });
    await runActor(impl.actors.submitPayment, paymentPayload(context));
    expect(seen.map((r) => r.headers.get('Idempotency-Key'))).toEqual(['k2', 'k2']);
  });

  it('submitPayment: a 400 is a failure with the field errors at their fields and the body for the toast', async () => {
    const body = { non_field_errors: ['Your card was declined.'], address: { state: ['Choose a state.'] } };
    const { client } = api(() => jsonResponse(body, 400));
    const impl = createPayImplementations({ api: client, card: { current: null } });
    const result = await runActor<{ kind: string; errors: unknown; error: ApiError }>(
      impl.actors.submitPayment,
      paymentPayload(context),
    );
    expect(result.kind).toBe('failed');
    expect(result.errors).toEqual({ 'address.state': 'Choose a state.' });
    expect(result.error).toBeInstanceOf(ApiError);
    expect(result.error.body).toEqual(body);
  });

  it('tokenizeCard: the billing details and customer_id go to the provider; a refusal lands at the card fields', async () => {
    const tokenize = vi.fn<CardFieldsController['tokenize']>();
    tokenize.mockResolvedValueOnce({ id: 'pm_1', card_last_four: '1111' });
    tokenize.mockRejectedValueOnce(new CardRefusedError({ card_exp_year: ['Card has expired.'] }));
    tokenize.mockResolvedValueOnce(null);
    const { client } = api(() => jsonResponse({}, 500));
    const impl = createPayImplementations({ api: client, card: { current: { tokenize } } });
    const input = { form, customerId: 'cus1' };
    expect(await runActor(impl.actors.tokenizeCard, input)).toEqual({ kind: 'token', token: 'pm_1' });
    expect(tokenize.mock.calls[0]?.[0]).toEqual({
      firstname: 'Ann',
      lastname: 'Lee',
      person_name: 'Ann Lee',
      ...tokenizerExpiryAndAddress,
      customer_id: 'cus1',
    });
    expect(await runActor(impl.actors.tokenizeCard, input)).toEqual({
      kind: 'refused',
      errors: { 'credit_card_info.card_expiry_year': 'Card has expired.' },
    });
    expect(await runActor(impl.actors.tokenizeCard, input)).toEqual({ kind: 'none' });
  });

  it('tokenizeCard: an answer without field messages (a 5xx of the tokenizer) is a failure, not a refusal', async () => {
    const tokenize = vi.fn<CardFieldsController['tokenize']>();
    tokenize.mockRejectedValueOnce(new CardRefusedError('Internal Server Error'));
    const { client } = api(() => jsonResponse({}, 500));
    const impl = createPayImplementations({ api: client, card: { current: { tokenize } } });
    await expect(runActor(impl.actors.tokenizeCard, { form, customerId: null })).rejects.toBeInstanceOf(
      CardRefusedError,
    );
  });

  it('notifyErrors: no toast for 401/403 (the client goes to /)', () => {
    const { client } = api(() => jsonResponse({}));
    const impl = createPayImplementations({ api: client, card: { current: null } });
    // Nothing thrown and nothing queued: a 403 is the client's to handle.
    expect(() => impl.actions.notifyErrors({}, { error: new ApiError(403, { detail: 'x' }) })).not.toThrow();
  });
});

describe('error mapping', () => {
  it('refusedCardErrors: provider fields → credit_card_info.*; others under the card number', () => {
    expect(refusedCardErrors({ card_exp_month: ['Expiry month is invalid.'], detail: 'Nope' })).toEqual({
      'credit_card_info.card_expiry_month': 'Expiry month is invalid.',
      'credit_card_info.card_number': 'Nope',
    });
  });

  it('paymentFieldErrors keeps only address.* and credit_card_info.*', () => {
    expect(
      paymentFieldErrors({
        total: ['The amount does not match the invoice balance (420.00).'],
        address: { zip_code: ['Bad zip'] },
        credit_card_info: { card_cvv: ['Bad CVV'] },
      }),
    ).toEqual({ 'address.zip_code': 'Bad zip', 'credit_card_info.card_cvv': 'Bad CVV' });
  });
});
