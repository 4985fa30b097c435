import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  linkInLatestEmail,
  nextTestIp,
  postJson,
  signIn,
  signInAs,
  TEST_PASSWORD,
} from '../../../../tests/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords.ts';
import { createOrPromoteAdmin } from './user-admin.service.ts';

/** Breached passwords are refused everywhere a password is chosen; sign-up stores no `image`. */
describe('common passwords and sign-up fields', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const signUp = (email: string, extra: Record<string, unknown> = {}) =>
    postJson(t.app, '/api/auth/sign-up/email', {
      firstName: 'Ada',
      lastName: 'Obi',
      email,
      password: 'lagos-lens-2026',
      acceptTerms: true,
      ...extra,
    });

  it('knows the common passwords whatever their case, and not a good one', () => {
    expect(isCommonPassword('password1')).toBe(true);
    expect(isCommonPassword('Password1')).toBe(true);
    expect(isCommonPassword('qwerty123')).toBe(true);
    expect(isCommonPassword('lagos-lens-2026')).toBe(false);
  });

  it('refuses one at sign-up with a clear message', async () => {
    const res = await signUp('common@example.com', { password: 'password1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'COMMON_PASSWORD', message: COMMON_PASSWORD_MESSAGE });
    expect(res.json().fields.password).toBe(COMMON_PASSWORD_MESSAGE);
  });

  it('refuses one for a reset and a change of password', async () => {
    const user = await createUser(t.app);
    await postJson(t.app, '/api/auth/request-password-reset', { email: user.email });
    const link = await linkInLatestEmail(t.app, user.email, 'reset-password');
    const token = new URL(link).searchParams.get('token');
    const reset = await postJson(t.app, '/api/auth/reset-password', { token, newPassword: 'Password1' });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().code).toBe('COMMON_PASSWORD');

    const cookie = await signIn(t.app, user.email, user.password);
    const change = await postJson(
      t.app,
      '/api/auth/change-password',
      { currentPassword: TEST_PASSWORD, newPassword: 'iloveyou1' },
      { headers: { cookie } },
    );
    expect(change.statusCode).toBe(400);
    expect(change.json().code).toBe('COMMON_PASSWORD');
    expect(await signIn(t.app, user.email, TEST_PASSWORD)).toBeTruthy();
  });

  it('refuses one for a new super admin, from the dashboard and the command line', async () => {
    const admin = await signInAs(t.app, 'superAdmin');
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/admins',
      headers: admin.headers,
      remoteAddress: nextTestIp(),
      payload: { email: 'weak.admin@example.com', password: 'password1', firstName: 'W', lastName: 'A' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.password).toBe(COMMON_PASSWORD_MESSAGE);
    await expect(
      createOrPromoteAdmin(t.app.db, {
        email: 'cli.admin@example.com',
        password: 'password1',
        firstName: 'C',
        lastName: 'A',
      }),
    ).rejects.toThrow(COMMON_PASSWORD_MESSAGE);
    const rows = await t.app.database.query('select 1 from users where email in ($1, $2)', [
      'weak.admin@example.com',
      'cli.admin@example.com',
    ]);
    expect(rows).toEqual([]);
  });

  it('refuses an image sent with a sign-up and stores nothing', async () => {
    const res = await signUp('image@example.com', { image: 'javascript:alert(document.cookie)' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty('image');
    const rows = await t.app.database.query('select image from users where email = $1', [
      'image@example.com',
    ]);
    expect(rows).toEqual([]);
  });
});
