import { describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { sessionMachine } from '../../machines/session/session.machine';
import { startMachine } from '../support/machine-kit';
import { useFakeClock } from '../support/fake-clock';

useFakeClock();

describe('session machine', () => {
  it('isSignedIn false starts signed out; activity is ignored and nothing expires', async () => {
    const t = startMachine(sessionMachine, { signedIn: false });
    expect(t.value()).toBe('signedOut');
    t.send({ type: 'session.activity' });
    await vi.advanceTimersByTimeAsync(900000);
    expect(t.value()).toBe('signedOut');
    expect(t.calls).toEqual([]);
    t.send({ type: 'session.signIn' });
    expect(t.value()).toEqual({ signedIn: 'active' });
  });

  it('idleLogout: 900000 ms without activity clears storage and goes to /login', async () => {
    const t = startMachine(sessionMachine, { signedIn: true });
    expect(t.value()).toEqual({ signedIn: 'active' });
    await vi.advanceTimersByTimeAsync(899999);
    expect(t.value()).toEqual({ signedIn: 'active' });
    await vi.advanceTimersByTimeAsync(1);
    expect(t.value()).toBe('signedOut');
    expect(t.calls).toEqual([
      { name: 'clearStorage', params: undefined },
      { name: 'navigate', params: '/login' },
    ]);
  });

  it('activity restarts the idle count', async () => {
    const t = startMachine(sessionMachine, { signedIn: true });
    await vi.advanceTimersByTimeAsync(600000);
    t.send({ type: 'session.activity' });
    await vi.advanceTimersByTimeAsync(600000);
    expect(t.value()).toEqual({ signedIn: 'active' });
    await vi.advanceTimersByTimeAsync(300000);
    expect(t.value()).toBe('signedOut');
  });

  it('Sign Out revokes the token, then clears storage and goes to /login (success and failure)', async () => {
    const t = startMachine(sessionMachine, { signedIn: true });
    t.send({ type: 'session.signOut' });
    expect(t.value()).toEqual({ signedIn: 'signingOut' });
    await t.resolve('revokeSession', undefined);
    expect(t.value()).toBe('signedOut');
    expect(t.effect('navigate')).toEqual(['/login']);
    t.send({ type: 'session.signIn' });
    t.send({ type: 'session.signOut' });
    await t.reject('revokeSession');
    expect(t.value()).toBe('signedOut');
    expect(t.effect('clearStorage')).toHaveLength(2);
    // The idle timer of the left state no longer runs.
    await vi.advanceTimersByTimeAsync(900000);
    expect(t.effect('navigate')).toEqual(['/login', '/login']);
  });

  it('401/403 clears storage and redirects to the target given, from any state', () => {
    const t = startMachine(sessionMachine, { signedIn: true });
    t.send({ type: 'session.unauthorized', redirectTo: '/' });
    expect(t.value()).toBe('signedOut');
    expect(t.calls).toEqual([
      { name: 'clearStorage', params: undefined },
      { name: 'navigate', params: '/' },
    ]);
    t.send({ type: 'session.unauthorized', redirectTo: '/login' });
    expect(t.effect('navigate')).toEqual(['/', '/login']);
  });

  it('default effects throw "not provided"', () => {
    const errors: unknown[] = [];
    const actor = createActor(sessionMachine, { input: { signedIn: true } });
    actor.subscribe({ error: (e) => errors.push(e) });
    actor.start();
    actor.send({ type: 'session.unauthorized', redirectTo: '/' });
    expect(String(errors[0])).toMatch(/clearStorage not provided/);
  });
});
