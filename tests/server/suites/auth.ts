// Auth: login, logout revokes, registration roles, reset through the outbox, change, expiry.
import { describe, expect, it } from 'vitest';
import { createApp } from '../../../server/app';
import { messages } from '../../../src/domain/messages';
import { call, drift, getWorld, login, newCustomer, uniqueEmail, OUTBOX_KEY } from '../support';

export function authSuite() {
  describe('auth', () => {
    it('login: success shape, failure as non_field_errors, is_crm accepted', async () => {
      const ok = await call('POST', '/auth/login/', {
        body: { email: 'CUSTOMER@example.com', password: 'Password1', is_crm: false },
      });
      expect(ok.status).toBe(200);
      expect(ok.body.user).toMatchObject({ email: 'customer@example.com', first_name: 'Casey', roles: ['customer'] });
      expect(ok.body.user.zip_codes).toContain('27601');
      const bad = await call('POST', '/auth/login/', {
        body: { email: 'customer@example.com', password: 'wrong', is_crm: false },
      });
      expect(bad).toMatchObject({
        status: 400,
        body: { non_field_errors: ['Unable to log in with provided credentials.'] },
      });
      const lead = await call('POST', '/auth/login/', { body: { email: 'lead@example.com', password: 'Password1' } });
      expect(lead.status).toBe(400);
    });

    it('auth/user and logout revokes the token', async () => {
      const token = await login('customer@example.com');
      expect((await call('GET', '/auth/user/', { token })).body.email).toBe('customer@example.com');
      expect((await call('POST', '/auth/logout/', { token })).status).toBe(200);
      const after = await call('GET', '/auth/user/', { token });
      expect(after.status).toBe(401);
      expect(after.body).toHaveProperty('detail');
      expect((await call('GET', '/auth/user/')).status).toBe(401);
      expect((await call('GET', '/auth/user/', { token: 'nonsense' })).status).toBe(401);
    });

    it('tokens expire after 15 idle minutes and 12 hours absolute', async () => {
      try {
        const idle = await login('customer@example.com');
        drift.ms = 16 * 60 * 1000;
        expect((await call('GET', '/auth/user/', { token: idle })).status).toBe(401);
        drift.ms = 0;
        const busy = await login('customer@example.com');
        let status = 200;
        for (let m = 14; m <= 13 * 60 && status === 200; m += 14) {
          drift.ms = m * 60 * 1000;
          status = (await call('GET', '/auth/user/', { token: busy })).status;
          if (m < 12 * 60) expect(status).toBe(200);
        }
        expect(status).toBe(401);
      } finally {
        drift.ms = 0;
      }
    });

    it('registration: roles, duplicate email, weak and mismatched passwords', async () => {
      const email = uniqueEmail('reg');
      const weak = await call('POST', '/auth/registration/', {
        body: { email, password1: 'password1', password2: 'password1', role: 'customer' },
      });
      // In the browser's words (machines/shared/fields.ts): the set-password screens check the same rule.
      expect(weak).toMatchObject({ status: 400, body: { password1: [messages.passwordNeedsUppercaseAndDigit] } });
      const mismatch = await call('POST', '/auth/registration/', {
        body: { email, password1: 'Password1', password2: 'Password2', role: 'customer' },
      });
      expect(mismatch).toMatchObject({ status: 400, body: { password2: ['Your passwords need to match'] } });
      expect(
        (
          await call('POST', '/auth/registration/', {
            body: { email, password1: 'Password1', password2: 'Password1', role: 'commercial_lead' },
          })
        ).status,
      ).toBe(201);
      const me = await call('POST', '/auth/login/', { body: { email, password: 'Password1' } });
      expect(me.body.user.roles).toEqual(['commercial_lead']);
      const dup = await call('POST', '/auth/registration/', {
        body: { email, password1: 'Password1', password2: 'Password1', role: 'customer' },
      });
      // A registered address is not refused by name (design.md §8): a link is mailed to it, the same answer.
      expect(dup.status).toBe(202);
      expect(dup.body).toEqual({ detail: "We've emailed you a link to continue where you left off." });
      const bad = await call('POST', '/auth/registration/', {
        body: { email, password1: 'Password1', password2: 'Password1', role: 'admin' },
      });
      expect(bad.status).toBe(400);
    });

    it('password reset: email with link in the outbox, errors under token, uid, new_password2', async () => {
      const { email } = await newCustomer();
      expect((await call('POST', '/auth/password/reset-custom/', { body: { email, is_crm: false } })).status).toBe(200);
      expect(
        (await call('POST', '/auth/password/reset-custom/', { body: { email: uniqueEmail('ghost') } })).status,
      ).toBe(200);
      const outbox = await call('GET', `/dev/outbox/?key=${OUTBOX_KEY}`);
      const mail = outbox.body.results.find((m: { to: string }) => m.to === email);
      expect(mail.link).toMatch(/^http:\/\/app\.test\/reset-password\/[0-9a-f]{40}\?uid=/);
      const url = new URL(mail.link);
      const token = url.pathname.split('/').pop() as string;
      const uid = url.searchParams.get('uid') as string;
      const { logs } = await getWorld();
      expect(logs.some((l) => l.includes(token))).toBe(false);
      const confirm = (body: Record<string, string>) =>
        call('POST', '/auth/password/reset/confirm/', {
          body: { new_password1: 'Newpass123', new_password2: 'Newpass123', token, uid, ...body },
        });
      expect((await confirm({ uid: 'bogus' })).body).toEqual({ uid: ['Invalid value'] });
      expect((await confirm({ token: 'bogus' })).body).toEqual({ token: ['Invalid value'] });
      expect((await confirm({ new_password2: 'Other1234' })).body).toHaveProperty('new_password2');
      expect((await confirm({})).status).toBe(200);
      expect((await confirm({})).body).toEqual({ token: ['Invalid value'] });
      await login(email, 'Newpass123');
    });

    it('password change needs a token and a valid pair', async () => {
      const { email, token } = await newCustomer();
      expect(
        (
          await call('POST', '/auth/password/change/', {
            body: { new_password1: 'Password9', new_password2: 'Password9' },
          })
        ).status,
      ).toBe(401);
      const change = (body: Record<string, string>) => call('POST', '/auth/password/change/', { token, body });
      const pair = { new_password1: 'Password9', new_password2: 'Password9' };
      expect((await change({ ...pair, new_password2: 'Password8', old_password: 'Password1' })).status).toBe(400);
      // The current password is required once the account has one (design.md §8), and must be right.
      const without = await change(pair);
      expect(without.status).toBe(400);
      expect(without.body).toEqual({ old_password: ['Enter your current password to choose a new one.'] });
      const wrong = await change({ ...pair, old_password: 'Password2' });
      expect(wrong.status).toBe(400);
      expect(wrong.body).toHaveProperty('old_password');
      await login(email, 'Password1');
      expect((await change({ ...pair, old_password: 'Password1' })).status).toBe(200);
      await login(email, 'Password9');
    });

    it('dev outbox is hidden in production', async () => {
      const { db } = await getWorld();
      const prod = createApp({ db, env: { nodeEnv: 'production', log: () => undefined } });
      const r = await prod.request('/api/v1/dev/outbox/');
      expect(r.status).toBe(404);
      expect(await r.json()).toEqual({ detail: 'Not found.' });
      expect((await call('GET', '/no/such/route/')).status).toBe(404);
      const { app } = await getWorld();
      const huge = await app.request('/api/v1/pricing-calculator/', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `{"x":"${'a'.repeat(25 * 1024 * 1024)}"}`,
      });
      expect(huge.status).toBe(413);
      const res = await app.request('/api/v1/user/me/');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('cache-control')).toBe('no-store');
    });
  });
}
