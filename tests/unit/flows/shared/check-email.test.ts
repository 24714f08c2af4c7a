// The one email check of the flows (dog-info and the enquiry's first step): how each answer reads.
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../../src/api/errors';
import { checkEmail } from '../../../../src/flows/shared/check-email';
import { fakeApi } from '../../../support/fake-api';
import type { Answer } from '../../../support/fake-api';

const ask = async (answer: () => Answer) => {
  const fake = fakeApi({ 'GET /accounts/check-email/': answer });
  const out = await checkEmail(fake.client, 'casey+1@example.com');
  return { out, call: fake.calls[0] };
};

describe('checkEmail', () => {
  it('sends the email as the query and reads already_exists as taken or free', async () => {
    const taken = await ask(() => ({ status: 200, body: { already_exists: true } }));
    expect(taken.out).toBe('taken');
    expect(taken.call?.searchParams.get('email')).toBe('casey+1@example.com');
    expect((await ask(() => ({ status: 200, body: { already_exists: false } }))).out).toBe('free');
  });

  it('reads a refusal (4xx) as refused, and throws on a server failure or no answer', async () => {
    expect((await ask(() => ({ status: 400, body: { email: ['Enter a valid email address.'] } }))).out).toBe('refused');
    await expect(ask(() => ({ status: 503, body: { detail: 'down' } }))).rejects.toBeInstanceOf(ApiError);
    await expect(
      ask(() => {
        throw new TypeError('Failed to fetch');
      }),
    ).rejects.toThrow();
  });
});
