import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieHeader,
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

const DAY_S = 24 * 60 * 60;

describe('sign in, sessions and sign out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const me = async (cookie?: string) =>
    (
      await t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: cookie ? { cookie } : {} })
    ).json();

  it('refuses an unverified email, sends a fresh link, and lets the person in once verified', async () => {
    const signUp = await postJson(t.app, '/api/auth/sign-up/email', {
      firstName: 'Kemi',
      lastName: 'Ade',
      email: 'kemi@example.com',
      password: 'lagos-lens-2026',
      acceptTerms: true,
      callbackURL: '/login?verified=1',
    });
    expect(signUp.statusCode).toBe(200);

    const early = await postJson(t.app, '/api/auth/sign-in/email', {
      email: 'kemi@example.com',
      password: 'lagos-lens-2026',
    });
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(
      'Please verify your email before logging in. We have sent you a new verification link.',
    );
    expect(
      (await emailsTo(t.app, 'kemi@example.com')).filter((e) => e.template === 'verify-email'),
    ).toHaveLength(2);

    const link = new URL(await linkInLatestEmail(t.app, 'kemi@example.com', 'verify-email'));
    const verify = await t.app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(verify.statusCode).toBe(302);
    expect(verify.headers.location).toBe('/login?verified=1');

    const res = await postJson(t.app, '/api/auth/sign-in/email', {
      email: 'KEMI@example.com',
      password: 'lagos-lens-2026',
    });
    expect(res.statusCode).toBe(200);
    const body = await me(cookieHeader(res));
    expect(body.viewer).toMatchObject({
      email: 'kemi@example.com',
      firstName: 'Kemi',
      lastName: 'Ade',
      role: 'customer',
      isApproved: false,
      emailVerified: true,
    });
  });

  it('sends a broken verification link back to the login page with the reason', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/auth/verify-email?token=not-a-token&callbackURL=%2Flogin%3Fverified%3D1',
    });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/login?verified=1&error=INVALID_TOKEN');
  });

  it('answers a wrong password with one message whether or not the account exists', async () => {
    const user = await createUser(t.app);
    const wrong = await postJson(t.app, '/api/auth/sign-in/email', {
      email: user.email,
      password: 'wrong-pass1',
    });
    const nobody = await postJson(t.app, '/api/auth/sign-in/email', {
      email: 'nobody@example.com',
      password: 'x1yyyyyy',
    });
    expect(wrong.statusCode).toBe(401);
    expect(nobody.statusCode).toBe(401);
    expect(wrong.json().message).toBe(nobody.json().message);
  });

  it('sets an HttpOnly, SameSite=Lax session cookie; long when remembered, a browser session when not', async () => {
    const user = await createUser(t.app);
    const remembered = await postJson(t.app, '/api/auth/sign-in/email', {
      email: user.email,
      password: TEST_PASSWORD,
      rememberMe: true,
    });
    const cookie = remembered.cookies.find((c) => c.name === 'aworan.session_token')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    expect(cookie.secure).toBeFalsy();
    expect(cookie.path).toBe('/');
    expect(cookie.maxAge).toBe(30 * DAY_S);

    const brief = await postJson(t.app, '/api/auth/sign-in/email', {
      email: user.email,
      password: TEST_PASSWORD,
      rememberMe: false,
    });
    const session = brief.cookies.find((c) => c.name === 'aworan.session_token')!;
    expect(session.maxAge).toBeUndefined();
    expect(session.expires).toBeUndefined();

    const rows = await t.app.database.query<{ expires_at: Date }>(
      'select expires_at from auth_sessions s join users u on u.id = s.user_id where u.email = $1 order by s.created_at',
      [user.email],
    );
    const days = rows.map((r) => (new Date(r.expires_at).getTime() - Date.now()) / (DAY_S * 1000));
    expect(days[0]).toBeGreaterThan(29);
    expect(days[1]).toBeLessThan(1.01);
  });

  it('marks cookies Secure behind HTTPS', async () => {
    const secure = await createTestApp({ publicUrl: 'https://aworan.example' });
    try {
      const user = await createUser(secure.app);
      const res = await postJson(secure.app, '/api/auth/sign-in/email', {
        email: user.email,
        password: TEST_PASSWORD,
      });
      const cookie = res.cookies.find((c) => c.name.endsWith('aworan.session_token'))!;
      expect(cookie.name).toBe('__Secure-aworan.session_token');
      expect(cookie.secure).toBe(true);
      expect(cookie.httpOnly).toBe(true);
    } finally {
      await secure.close();
    }
  });

  it('signs out: the session ends on the server, not only in the browser', async () => {
    const user = await createUser(t.app, { kind: 'approvedPhotographer' });
    const cookie = await signIn(t.app, user.email, user.password);
    expect((await me(cookie)).viewer.role).toBe('photographer');
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie, origin: originOf(t.app) },
      payload: {},
      remoteAddress: nextTestIp(),
    });
    expect(out.statusCode).toBe(200);
    expect((await me(cookie)).viewer).toBeNull();
  });

  it('answers /me for visitors with null, never an error', async () => {
    expect(await me()).toEqual({ viewer: null, application: null });
    expect(await me('aworan.session_token=forged.value')).toEqual({ viewer: null, application: null });
  });

  it('looks no session up for a request without a session cookie', async () => {
    const calls: unknown[] = [];
    const original = t.app.auth.api.getSession;
    t.app.auth.api.getSession = ((...args: Parameters<typeof original>) => {
      calls.push(args);
      return original(...args);
    }) as typeof original;
    try {
      await me();
      await me('theme=dark; other=1');
      expect(calls).toHaveLength(0);
      await me('aworan.session_token=forged.value');
      expect(calls).toHaveLength(1);
    } finally {
      t.app.auth.api.getSession = original;
    }
  });

  it('offers social sign-in only for providers configured through the environment', async () => {
    const none = await t.app.inject({ method: 'GET', url: '/api/accounts/auth-options' });
    expect(none.json()).toEqual({ socialProviders: [] });
    const refused = await postJson(t.app, '/api/auth/sign-in/social', {
      provider: 'google',
      callbackURL: '/dashboard',
    });
    expect(refused.statusCode).toBe(404);

    const social = await createTestApp({
      socialProviders: { google: { clientId: 'aworan-test-client', clientSecret: 'aworan-test-secret' } },
    });
    try {
      const options = await social.app.inject({ method: 'GET', url: '/api/accounts/auth-options' });
      expect(options.json()).toEqual({ socialProviders: ['google'] });
      const start = await postJson(social.app, '/api/auth/sign-in/social', {
        provider: 'google',
        callbackURL: '/dashboard',
      });
      expect(start.statusCode).toBe(200);
      const url = new URL(start.json().url);
      expect(url.hostname).toBe('accounts.google.com');
      expect(url.searchParams.get('client_id')).toBe('aworan-test-client');
      expect(url.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/callback/google');
      // A callback URL on another site is refused.
      const evil = await postJson(social.app, '/api/auth/sign-in/social', {
        provider: 'google',
        callbackURL: 'https://evil.example/steal',
      });
      expect(evil.statusCode).toBe(403);
    } finally {
      await social.close();
    }
  });
});
