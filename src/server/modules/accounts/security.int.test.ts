import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  linkInLatestEmail,
  originOf,
  postJson,
  signIn,
  signInAs,
} from '../../../../tests/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { CSRF_MESSAGE } from '../../plugins/csrf.ts';
import { loadAuthSecret } from './auth-secret.ts';

describe('account security', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const attempt = (
    ip: string,
    email: string,
    password = 'wrong-pass1',
    headers: Record<string, string> = {},
  ) => postJson(t.app, '/api/auth/sign-in/email', { email, password }, { remoteAddress: ip, headers });

  describe('rate limits per client IP', () => {
    it('answers a password guesser from one IP with 429 after a handful of tries', async () => {
      const statuses: number[] = [];
      // A different email each time: this is the per-IP limit, not the per-account one.
      for (let i = 0; i < 12; i++)
        statuses.push((await attempt('203.0.113.10', `guess${i}@example.com`)).statusCode);
      expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
      expect(statuses.slice(10)).toEqual([429, 429]);
      const limited = await attempt('203.0.113.10', 'another@example.com');
      expect(limited.json().message).toBe('Too many attempts. Please wait a minute and try again.');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      // Someone else is not affected.
      expect((await attempt('203.0.113.11', 'guess0@example.com')).statusCode).toBe(401);
    });

    it('cannot be dodged with a made-up X-Forwarded-For when no proxy is trusted', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await attempt('203.0.113.20', `spoof${i}@example.com`, 'wrong-pass1', {
          'x-forwarded-for': `10.0.0.${i}`,
          'x-aworan-client-ip': `10.1.0.${i}`,
        });
        statuses.push(res.statusCode);
      }
      expect(statuses.at(-1)).toBe(429);
    });

    it('uses the forwarded address when the proxy in front is trusted (TRUST_PROXY)', async () => {
      const proxied = await createTestApp({ trustProxy: '127.0.0.1' });
      try {
        const statuses: number[] = [];
        for (let i = 0; i < 11; i++) {
          const res = await postJson(
            proxied.app,
            '/api/auth/sign-in/email',
            { email: `p${i}@example.com`, password: 'wrong-pass1' },
            { remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': `198.18.0.${i + 1}` } },
          );
          statuses.push(res.statusCode);
        }
        // Eleven different clients behind the proxy: nobody is limited.
        expect(statuses).toEqual(Array(11).fill(401));
      } finally {
        await proxied.close();
      }
    });

    it('limits sign-ups, verification emails and reset requests', async () => {
      const ip = '203.0.113.30';
      const signUps: number[] = [];
      for (let i = 0; i < 11; i++) {
        const res = await postJson(
          t.app,
          '/api/auth/sign-up/email',
          {
            firstName: 'A',
            lastName: 'B',
            email: `bulk${i}@example.com`,
            password: 'lagos-lens-2026',
            acceptTerms: true,
          },
          { remoteAddress: ip },
        );
        signUps.push(res.statusCode);
      }
      expect(signUps.slice(0, 10).every((s) => s === 200)).toBe(true);
      expect(signUps[10]).toBe(429);

      const resets: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await postJson(
          t.app,
          '/api/auth/request-password-reset',
          { email: `bulk${i}@example.com`, redirectTo: '/reset-password' },
          { remoteAddress: ip },
        );
        resets.push(res.statusCode);
      }
      expect(resets).toEqual([200, 200, 200, 200, 200, 429]);

      const verifications: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await postJson(
          t.app,
          '/api/auth/send-verification-email',
          { email: `bulk${i}@example.com` },
          { remoteAddress: ip },
        );
        verifications.push(res.statusCode);
      }
      expect(verifications.at(-1)).toBe(429);
    });
  });

  describe('sign-in slowdown per account and address', () => {
    it('slows the guessing address after five failures, never the owner elsewhere, and audits it', async () => {
      const user = await createUser(t.app);
      const attacker = '198.18.1.1';
      for (let i = 0; i < 5; i++) expect((await attempt(attacker, user.email)).statusCode).toBe(401);
      // The guessing address now waits, even with the right password…
      const slowed = await attempt(attacker, user.email, user.password);
      expect(slowed.statusCode).toBe(429);
      expect(slowed.json()).toMatchObject({ code: 'SIGN_IN_SLOWED' });
      expect(slowed.json().message).toMatch(/^Too many failed sign-in attempts\. Try again in 1 minute/);
      // …while the owner, from their own address, signs in as usual.
      expect((await attempt('198.18.1.77', user.email, user.password)).statusCode).toBe(200);

      const audit = await t.app.database.query<{ action: string; ip_address: string }>(
        'select action, ip_address from audit_log where target_id = $1 order by created_at',
        [user.email],
      );
      expect(audit.filter((a) => a.action === 'auth.sign_in_failed').map((a) => a.ip_address)).toEqual(
        Array(5).fill(attacker),
      );
      expect(audit.at(-1)).toEqual({ action: 'auth.sign_in_locked', ip_address: attacker });

      // When the wait runs out the right password works from there too and clears the streak.
      await t.app.database.query(
        `update attempt_counters set locked_until = now() - interval '1 second' where starts_with(key, $1)`,
        [`sign-in|${user.email}|`],
      );
      expect((await attempt(attacker, user.email, user.password)).statusCode).toBe(200);
      expect(
        await t.app.database.query('select * from attempt_counters where starts_with(key, $1)', [
          `sign-in|${user.email}|`,
        ]),
      ).toEqual([]);
    });

    it('does not slow anyone for failures spread over many addresses', async () => {
      const user = await createUser(t.app);
      for (let i = 0; i < 8; i++) {
        expect((await attempt(`198.18.2.${i + 1}`, user.email)).statusCode).toBe(401);
      }
      expect((await attempt('198.18.2.100', user.email, user.password)).statusCode).toBe(200);
    });

    it('lifts every slowdown on the account after a password reset', async () => {
      const user = await createUser(t.app);
      const attacker = '198.18.3.1';
      for (let i = 0; i < 6; i++) await attempt(attacker, user.email);
      expect((await attempt(attacker, user.email, user.password)).statusCode).toBe(429);

      await postJson(t.app, '/api/auth/request-password-reset', { email: user.email });
      const link = await linkInLatestEmail(t.app, user.email, 'reset-password');
      const token = new URL(link).searchParams.get('token');
      const reset = await postJson(
        t.app,
        '/api/auth/reset-password',
        { token, newPassword: 'fresh-start-2026' },
        { remoteAddress: attacker },
      );
      expect(reset.statusCode).toBe(200);
      expect((await attempt(attacker, user.email, 'fresh-start-2026')).statusCode).toBe(200);
    });
  });

  describe('cross-site request forgery', () => {
    it('refuses a signed-in write from another site or with no origin, on our routes and better-auth’s', async () => {
      const user = await signInAs(t.app, 'customer');
      const write = (url: string, headers: Record<string, string>) =>
        t.app.inject({
          method: 'PUT',
          url,
          headers: { cookie: user.cookie, ...headers },
          payload: { firstName: 'X', lastName: 'Y' },
        });

      const evil = await write('/api/accounts/me/name', { origin: 'https://evil.example' });
      expect(evil.statusCode).toBe(403);
      expect(evil.json().message).toBe(CSRF_MESSAGE);
      expect((await write('/api/accounts/me/name', {})).statusCode).toBe(403);
      expect(
        (await write('/api/accounts/me/name', { origin: originOf(t.app), 'sec-fetch-site': 'cross-site' }))
          .statusCode,
      ).toBe(403);
      expect(
        (await write('/api/accounts/me/name', { referer: `${originOf(t.app)}/account` })).statusCode,
      ).toBe(200);
      expect((await write('/api/accounts/me/name', { origin: originOf(t.app) })).statusCode).toBe(200);

      const signOut = await t.app.inject({
        method: 'POST',
        url: '/api/auth/sign-out',
        headers: { cookie: user.cookie, origin: 'https://evil.example' },
        payload: {},
      });
      expect(signOut.statusCode).toBe(403);
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/accounts/me',
        headers: { cookie: user.cookie },
      });
      expect(me.json().viewer.email).toBe(user.email);
    });

    it('lets cookie-less requests through (forms before sign-in, scripts)', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        payload: { email: 'someone@example.com' },
        remoteAddress: '198.18.2.1',
      });
      expect(res.statusCode).toBe(200);
    });
  });

  describe('auth secret', () => {
    it('is generated once, kept in the database and shared, unless AUTH_SECRET is set', async () => {
      const first = await loadAuthSecret(t.app.db, undefined);
      const second = await loadAuthSecret(t.app.db, undefined);
      expect(first).toHaveLength(64);
      expect(second).toBe(first);
      expect(await loadAuthSecret(t.app.db, 'x'.repeat(40))).toBe('x'.repeat(40));
    });

    it('keeps sessions valid across a restart on the same database', async () => {
      const user = await createUser(t.app);
      const cookie = await signIn(t.app, user.email, user.password);
      // A second app on the same database plays the restarted server.
      const { buildApp } = await import('../../app.ts');
      const restarted = await buildApp(t.config, { database: t.db.database });
      try {
        const me = await restarted.inject({ method: 'GET', url: '/api/accounts/me', headers: { cookie } });
        expect(me.json().viewer?.email).toBe(user.email);
      } finally {
        await restarted.close();
      }
    });
  });
});
