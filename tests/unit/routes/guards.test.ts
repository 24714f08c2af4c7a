// @vitest-environment jsdom
// The route guards (src/routes/guards.ts, run by the router): each redirects when its screen cannot be shown, and
// otherwise hands the screen what it needs as route context, read once from storage.
import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryHistory } from '@tanstack/react-router';
import { createAppRouter } from '../../../src/routes/router';
import { acquisitionStore } from '../../../src/flows/shared/acquisition-store';
import { sessionStore } from '../../../src/session-store';
import { areaFixture, sessionFixture } from '../../support/fixtures';

const session = { ...sessionFixture, email: sessionFixture.user.email };
import { fakeApi } from '../../support/fake-api';

async function open(path: string) {
  // Every read answers 404: guards never wait on the API, and a failed prefetch never fails a navigation.
  const router = createAppRouter({
    api: fakeApi(() => ({ status: 404, body: { detail: 'Not found.' } })).client,
    history: createMemoryHistory({ initialEntries: [path] }),
    scrollRestoration: false,
  });
  await router.load();
  const match = router.state.matches.at(-1);
  return { pathname: router.state.location.pathname, context: match?.context as unknown as Record<string, unknown> };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('route guards', () => {
  it('requireArea: /services, /subscription and /getquote without a stored area go to /', async () => {
    for (const path of ['/services', '/subscription', '/getquote']) expect((await open(path)).pathname).toBe('/');
  });

  it('requireArea: with an area, the screen gets the area, channel, lead and session from the context', async () => {
    acquisitionStore.setArea(areaFixture);
    acquisitionStore.setChannel(3);
    const { pathname, context } = await open('/getquote');
    expect(pathname).toBe('/getquote');
    expect(context).toMatchObject({ area: areaFixture, channel: 3, lead: null, session: null, priceRange: null });
  });

  it('requireSession: /account without a session goes to /login; with one, the session is in the context', async () => {
    expect((await open('/account')).pathname).toBe('/login');
    sessionStore.write(session);
    const { pathname, context } = await open('/account');
    expect(pathname).toBe('/account');
    expect(context.session).toEqual(session);
  });

  it('requireVisitor: /login and /reset-password with a session go to /account', async () => {
    sessionStore.write(session);
    expect((await open('/login')).pathname).toBe('/account');
    expect((await open('/reset-password/t?uid=u')).pathname).toBe('/account');
  });

  it('requireOrder and requireRegistration: no order → /; no registration flag → /', async () => {
    expect((await open('/doginfo')).pathname).toBe('/');
    expect((await open('/registration')).pathname).toBe('/');
    acquisitionStore.setOrder({ id: 'o1', is_enquiry: false, pet_count: 1, email: 'jo@example.com' });
    acquisitionStore.setAllowRegistration(true);
    expect((await open('/doginfo')).context).toMatchObject({ order: { id: 'o1' }, session: null });
    expect((await open('/registration')).context).toMatchObject({ order: { id: 'o1' } });
  });
});
