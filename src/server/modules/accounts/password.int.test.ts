import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  emailsTo,
  linkInLatestEmail,
  nextTestIp,
  originOf,
  postJson,
  signIn,
  TEST_PASSWORD,
} from '../../../../tests/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';

describe('passwords and sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = async (cookie: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: { cookie } })).json().viewer;
  const tryPassword = async (email: string, password: string) =>
    (await postJson(t.app, '/api/auth/sign-in/email', { email, password })).statusCode;
  const asUser = (cookie: string) => ({ cookie, origin: originOf(t.app) });

  describe('forgot and reset password', () => {
    it('answers the same whether or not the email has an account, and emails only a real one', async () => {
      const user = await createUser(t.app);
      const real = await postJson(t.app, '/api/auth/request-password-reset', {
        email: user.email,
        redirectTo: '/reset-password',
      });
      const fake = await postJson(t.app, '/api/auth/request-password-reset', {
        email: 'ghost@example.com',
        redirectTo: '/reset-password',
      });
      expect(real.statusCode).toBe(200);
      expect(real.body).toBe(fake.body);
      expect(await emailsTo(t.app, 'ghost@example.com')).toEqual([]);
      const link = await linkInLatestEmail(t.app, user.email, 'reset-password');
      expect(link).toMatch(/^http:\/\/localhost:3000\/reset-password\?token=[A-Za-z0-9]+$/);
    });

    it('resets with a strong password once, ends every session, and refuses the link a second time', async () => {
      const user = await createUser(t.app);
      const cookie = await signIn(t.app, user.email, user.password);
      await postJson(t.app, '/api/auth/request-password-reset', { email: user.email });
      const token = new URL(await linkInLatestEmail(t.app, user.email, 'reset-password')).searchParams.get(
        'token',
      );

      const weak = await postJson(t.app, '/api/auth/reset-password', { token, newPassword: 'password' });
      expect(weak.statusCode).toBe(400);
      expect(weak.json()).toMatchObject({ code: 'WEAK_PASSWORD', reasons: ['include at least one number'] });

      const ok = await postJson(t.app, '/api/auth/reset-password', { token, newPassword: 'brand-new-pass1' });
      expect(ok.statusCode).toBe(200);
      expect(await me(cookie)).toBeNull();
      expect(await tryPassword(user.email, TEST_PASSWORD)).toBe(401);
      expect(await tryPassword(user.email, 'brand-new-pass1')).toBe(200);

      const again = await postJson(t.app, '/api/auth/reset-password', { token, newPassword: 'third-pass-3' });
      expect(again.statusCode).toBe(400);
      expect(again.json().code).toBe('INVALID_TOKEN');

      const audit = await t.app.database.query<{ action: string }>(
        'select action from audit_log where target_id = $1',
        [user.id],
      );
      expect(audit.map((a) => a.action)).toContain('auth.password_reset');
    });

    it('refuses an expired link', async () => {
      const user = await createUser(t.app);
      await postJson(t.app, '/api/auth/request-password-reset', { email: user.email });
      const token = new URL(await linkInLatestEmail(t.app, user.email, 'reset-password')).searchParams.get(
        'token',
      );
      const [row] = await t.app.database.query<{ minutes: number }>(
        `select round(extract(epoch from expires_at - now()) / 60)::int as minutes from auth_verifications where identifier = $1`,
        [`reset-password:${token}`],
      );
      expect(row?.minutes).toBe(30);
      await t.app.database.query(
        `update auth_verifications set expires_at = now() - interval '1 minute' where identifier = $1`,
        [`reset-password:${token}`],
      );
      const res = await postJson(t.app, '/api/auth/reset-password', {
        token,
        newPassword: 'brand-new-pass1',
      });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('change password', () => {
    it('checks the current password and strength, then ends the other sessions but not this one', async () => {
      const user = await createUser(t.app);
      const here = await signIn(t.app, user.email, user.password);
      const elsewhere = await signIn(t.app, user.email, user.password);
      const change = (body: Record<string, unknown>) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/change-password',
          headers: asUser(here),
          payload: body,
          remoteAddress: nextTestIp(),
        });

      expect((await change({ currentPassword: 'not-it-1', newPassword: 'next-pass-22' })).statusCode).toBe(
        400,
      );
      const weak = await change({ currentPassword: user.password, newPassword: 'abc' });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().code).toBe('WEAK_PASSWORD');

      // Asking to keep the other sessions does not work: they always end.
      const ok = await change({
        currentPassword: user.password,
        newPassword: 'next-pass-22',
        revokeOtherSessions: false,
      });
      expect(ok.statusCode).toBe(200);
      const stillHere = ok.cookies.length ? ok.cookies.map((c) => `${c.name}=${c.value}`).join('; ') : here;
      expect((await me(stillHere))?.email).toBe(user.email);
      expect(await me(elsewhere)).toBeNull();
      expect((await emailsTo(t.app, user.email))[0]?.template).toBe('password-changed');
      const audit = await t.app.database.query<{ action: string }>(
        'select action from audit_log where target_id = $1',
        [user.id],
      );
      expect(audit.map((a) => a.action)).toContain('auth.password_changed');
    });
  });

  describe('active sessions', () => {
    it('lists sessions with the current one marked, signs one out and then all the others', async () => {
      const user = await createUser(t.app);
      const here = await signIn(t.app, user.email, user.password);
      const phone = await signIn(t.app, user.email, user.password);
      const laptop = await signIn(t.app, user.email, user.password);

      const list = async () =>
        (
          await t.app.inject({ method: 'GET', url: '/api/accounts/sessions', headers: { cookie: here } })
        ).json().sessions as Array<{ id: string; current: boolean; ipAddress: string }>;
      const sessions = await list();
      expect(sessions).toHaveLength(3);
      expect(sessions.filter((s) => s.current)).toHaveLength(1);
      expect(sessions[0]?.ipAddress).toMatch(/^198\.51\./);

      const current = sessions.find((s) => s.current)!;
      const refuse = await t.app.inject({
        method: 'DELETE',
        url: `/api/accounts/sessions/${current.id}`,
        headers: asUser(here),
      });
      expect(refuse.statusCode).toBe(400);

      const other = sessions.find((s) => !s.current)!;
      const one = await t.app.inject({
        method: 'DELETE',
        url: `/api/accounts/sessions/${other.id}`,
        headers: asUser(here),
      });
      expect(one.statusCode).toBe(200);
      expect(await list()).toHaveLength(2);

      const rest = await t.app.inject({
        method: 'POST',
        url: '/api/accounts/sessions/revoke-others',
        headers: asUser(here),
      });
      expect(rest.json()).toEqual({ revoked: 1 });
      expect(await me(phone)).toBeNull();
      expect(await me(laptop)).toBeNull();
      expect((await me(here))?.email).toBe(user.email);
    });

    it('cannot sign out somebody else’s session', async () => {
      const a = await createUser(t.app);
      const b = await createUser(t.app);
      const aCookie = await signIn(t.app, a.email, a.password);
      const bCookie = await signIn(t.app, b.email, b.password);
      const bSessions = (
        await t.app.inject({ method: 'GET', url: '/api/accounts/sessions', headers: { cookie: bCookie } })
      ).json().sessions;
      const res = await t.app.inject({
        method: 'DELETE',
        url: `/api/accounts/sessions/${bSessions[0].id}`,
        headers: asUser(aCookie),
      });
      expect(res.statusCode).toBe(404);
      expect((await me(bCookie))?.email).toBe(b.email);
    });
  });

  it('updates the name', async () => {
    const user = await createUser(t.app);
    const cookie = await signIn(t.app, user.email, user.password);
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/accounts/me/name',
      headers: asUser(cookie),
      payload: { firstName: ' Tolu ', lastName: 'Bello' },
    });
    expect(res.statusCode).toBe(200);
    expect(await me(cookie)).toMatchObject({ firstName: 'Tolu', lastName: 'Bello' });
    const empty = await t.app.inject({
      method: 'PUT',
      url: '/api/accounts/me/name',
      headers: asUser(cookie),
      payload: { firstName: '', lastName: 'Bello' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fields.firstName).toBe('First name is required');
  });
});
