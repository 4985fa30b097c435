import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo, postJson } from '../../../../tests/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { TERMS_MESSAGE } from '../../../shared/accounts.ts';

const valid = (email: string) => ({
  firstName: 'Ada',
  lastName: 'Obi',
  email,
  password: 'lagos-lens-2026',
  acceptTerms: true,
});

describe('sign up', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const userRow = async (email: string) =>
    (
      await t.app.database.query<{
        role: string;
        is_approved: boolean;
        email_verified: boolean;
        first_name: string;
      }>('select role, is_approved, email_verified, first_name from users where email = $1', [email])
    )[0];

  it('creates a customer by default, unverified and not signed in, and emails a verification link', async () => {
    const res = await postJson(t.app, '/api/auth/sign-up/email', valid('New.Client@Example.com'));
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name.includes('session_token'))).toBeUndefined();
    expect(await userRow('new.client@example.com')).toMatchObject({
      role: 'customer',
      is_approved: false,
      email_verified: false,
      first_name: 'Ada',
    });
    const [email] = await emailsTo(t.app, 'new.client@example.com');
    expect(email?.template).toBe('verify-email');
    expect(email?.text).toMatch(/\/api\/auth\/verify-email\?token=/);
  });

  it('creates an unapproved photographer when asked', async () => {
    const res = await postJson(t.app, '/api/auth/sign-up/email', {
      ...valid('lens@example.com'),
      role: 'photographer',
    });
    expect(res.statusCode).toBe(200);
    expect(await userRow('lens@example.com')).toMatchObject({ role: 'photographer', is_approved: false });
  });

  it('never makes a super admin or an approved account, whatever the body says', async () => {
    const admin = await postJson(t.app, '/api/auth/sign-up/email', {
      ...valid('sneaky@example.com'),
      role: 'super_admin',
    });
    expect(admin.statusCode).toBe(400);
    expect(admin.json().message).toBe('Choose Client or Photographer/Vendor as the account type');
    expect(await userRow('sneaky@example.com')).toBeUndefined();

    const approved = await postJson(t.app, '/api/auth/sign-up/email', {
      ...valid('sneaky2@example.com'),
      role: 'photographer',
      isApproved: true,
      emailVerified: true,
    });
    expect(approved.statusCode).toBe(200);
    expect(await userRow('sneaky2@example.com')).toMatchObject({ is_approved: false, email_verified: false });
  });

  it('answers a weak password with its reasons', async () => {
    const res = await postJson(t.app, '/api/auth/sign-up/email', {
      ...valid('weak@example.com'),
      password: 'short',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'WEAK_PASSWORD',
      reasons: ['use at least 8 characters', 'include at least one number'],
      message: 'Password is too weak: use at least 8 characters, include at least one number.',
    });
    const letters = await postJson(t.app, '/api/auth/sign-up/email', {
      ...valid('weak@example.com'),
      password: '1234567890',
    });
    expect(letters.json().reasons).toEqual(['include at least one letter']);
    expect(await userRow('weak@example.com')).toBeUndefined();
  });

  it('requires the names, a valid email and the terms', async () => {
    const noName = await postJson(t.app, '/api/auth/sign-up/email', {
      ...valid('a@example.com'),
      firstName: ' ',
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().fields.firstName).toBe('First name is required');

    const badEmail = await postJson(t.app, '/api/auth/sign-up/email', valid('not-an-email'));
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().fields.email).toBe('Enter a valid email address');

    const noTerms = await postJson(t.app, '/api/auth/sign-up/email', {
      ...valid('b@example.com'),
      acceptTerms: false,
    });
    expect(noTerms.statusCode).toBe(400);
    expect(noTerms.json().message).toBe(TERMS_MESSAGE);
  });

  it('does not reveal that an email is taken, and tells the owner instead', async () => {
    await postJson(t.app, '/api/auth/sign-up/email', valid('taken@example.com'));
    const again = await postJson(t.app, '/api/auth/sign-up/email', {
      ...valid('Taken@example.com'),
      firstName: 'Other',
    });
    expect(again.statusCode).toBe(200);
    const users = await t.app.database.query('select id from users where email = $1', ['taken@example.com']);
    expect(users).toHaveLength(1);
    const templates = (await emailsTo(t.app, 'taken@example.com')).map((e) => e.template);
    expect(templates).toEqual(['existing-account', 'verify-email']);
  });
});
