// @vitest-environment jsdom
// Sign Out before the session machine's code has loaded still revokes the token (with the token
// sent explicitly, since storage is cleared at once), clears both storages and goes to /login.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signOutNow } from '../../../../src/flows/session/sign-out-now';
import { sessionStore } from '../../../../src/session-store';
import { fakeApi } from '../../../support/fake-api';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const session = {
  key: 'token-123',
  email: 'jo@example.com',
  user: { first_name: 'Jo', last_name: 'Doe', email: 'jo@example.com', uuid: 'u', zip_codes: [], roles: ['customer'] },
};

describe('signOutNow', () => {
  it('revokes the stored token, clears storage and navigates to /login', async () => {
    sessionStore.write(session);
    sessionStorage.setItem('acq.area', '{}');
    const api = fakeApi({ 'POST /auth/logout/': () => ({ status: 204 }) });
    const navigate = vi.fn();
    signOutNow(api.client, navigate);
    expect(localStorage.length + sessionStorage.length).toBe(0);
    expect(navigate).toHaveBeenCalledWith('/login');
    await vi.waitFor(() => expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /auth/logout/']));
    expect(api.calls[0]?.authorization).toBe('token token-123');
  });

  it('signed out already: no request, the same end state', async () => {
    const api = fakeApi({});
    const navigate = vi.fn();
    signOutNow(api.client, navigate);
    expect(navigate).toHaveBeenCalledWith('/login');
    await new Promise((r) => setTimeout(r, 10));
    expect(api.calls).toEqual([]);
  });
});
