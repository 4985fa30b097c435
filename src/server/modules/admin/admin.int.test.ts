import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  postJson,
  type SignedInUser,
  signIn,
  signInAs,
  signUpThroughApi,
  TEST_PASSWORD,
} from '../../../../tests/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { createOrPromoteAdmin } from '../accounts/user-admin.service.ts';

describe('admin dashboard API', () => {
  let t: TestApp;
  let admin: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAs(t.app, 'superAdmin');
  });
  afterAll(() => t.close());

  const get = async (url: string, who: SignedInUser = admin) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: who.cookie } });
  const send = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method, url, headers: admin.headers, payload });

  it('shows live figures from the database, zero where a domain has nothing yet', async () => {
    const before = (await get('/api/admin/overview')).json();
    expect(before.figures).toMatchObject({ galleries: 0, revenueKobo: 0, contracts: 0 });
    expect(before.health).toMatchObject({ status: 'ok', database: { ok: true } });
    expect(before.outboxAvailable).toBe(true);

    const photographer = await signInAs(t.app, 'pendingPhotographer');
    await createUser(t.app, { kind: 'customer' });
    await createUser(t.app, { kind: 'customer' });
    await t.app.inject({
      method: 'POST',
      url: '/api/accounts/photographer-application',
      headers: photographer.headers,
      payload: { businessName: 'Count Me' },
    });

    const after = (await get('/api/admin/overview')).json();
    expect(after.figures.photographers).toBe(before.figures.photographers + 1);
    expect(after.figures.customers).toBe(before.figures.customers + 2);
    expect(after.figures.pendingApprovals).toBe(before.figures.pendingApprovals + 1);

    const studio = await signInAs(t.app, 'approvedPhotographer');
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/contracts',
      headers: studio.headers,
      payload: {
        title: 'Counted',
        clientName: 'Ada Obi',
        clientEmail: 'ada@example.test',
        content: 'Terms.',
      },
    });
    expect(made.statusCode, made.body).toBe(201);
    expect((await get('/api/admin/overview')).json().figures.contracts).toBe(before.figures.contracts + 1);
  });

  it('finds users by name or email, a page at a time', async () => {
    await createUser(t.app, { firstName: 'Zainab', email: 'zainab.search@example.com' });
    const byName = (await get('/api/admin/users?search=zainab')).json();
    expect(byName.users.map((u: { email: string }) => u.email)).toEqual(['zainab.search@example.com']);
    const wildcard = (await get('/api/admin/users?search=%25')).json();
    expect(wildcard.total).toBe(0);
    const page = (await get('/api/admin/users?page=1')).json();
    expect(page.pageSize).toBe(20);
    expect(page.total).toBeGreaterThanOrEqual(page.users.length);
  });

  it('moves a person between customer and photographer, never to or from super admin, and audits it', async () => {
    const user = await signInAs(t.app, 'approvedPhotographer');
    const toCustomer = await send('PUT', `/api/admin/users/${user.id}/role`, { role: 'customer' });
    expect(toCustomer.statusCode).toBe(200);
    expect(toCustomer.json().user).toMatchObject({ role: 'customer', isApproved: false });
    const back = await send('PUT', `/api/admin/users/${user.id}/role`, { role: 'photographer' });
    // A photographer again, but approval has to be earned again.
    expect(back.json().user).toMatchObject({ role: 'photographer', isApproved: false });
    const viewer = (await get('/api/accounts/me', user)).json().viewer;
    expect(viewer).toMatchObject({ role: 'photographer', isApproved: false });

    expect((await send('PUT', `/api/admin/users/${user.id}/role`, { role: 'super_admin' })).statusCode).toBe(
      400,
    );
    const otherAdmin = await createUser(t.app, { kind: 'superAdmin' });
    expect(
      (await send('PUT', `/api/admin/users/${otherAdmin.id}/role`, { role: 'customer' })).statusCode,
    ).toBe(409);
    expect((await send('PUT', `/api/admin/users/${admin.id}/role`, { role: 'customer' })).statusCode).toBe(
      400,
    );

    const audit = await t.app.database.query<{ details: { from: string; to: string } }>(
      `select details from audit_log where action = 'user.role_changed' and target_id = $1 order by created_at`,
      [user.id],
    );
    expect(audit.map((a) => `${a.details.from}>${a.details.to}`)).toEqual([
      'photographer>customer',
      'customer>photographer',
    ]);
  });

  it('disables an account: sessions end, sign-in is refused; enabling lets the person back', async () => {
    const user = await signInAs(t.app, 'customer');
    const disabled = await send('POST', `/api/admin/users/${user.id}/disable`);
    expect(disabled.json().user.disabled).toBe(true);
    expect((await get('/api/accounts/me', user)).json().viewer).toBeNull();
    expect((await get('/api/accounts/sessions', user)).statusCode).toBe(401);

    const refused = await postJson(t.app, '/api/auth/sign-in/email', {
      email: user.email,
      password: user.password,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'This account has been disabled. Contact Aworan support to restore it.',
    );

    await send('POST', `/api/admin/users/${user.id}/enable`);
    expect(await signIn(t.app, user.email, user.password)).toContain('aworan.session_token=');
    expect((await send('POST', `/api/admin/users/${admin.id}/disable`)).statusCode).toBe(400);

    const audit = await t.app.database.query<{ action: string; actor_user_id: string }>(
      `select action, actor_user_id from audit_log where target_id = $1 order by created_at`,
      [user.id],
    );
    expect(audit.map((a) => a.action)).toEqual(['user.disabled', 'user.enabled']);
    expect(audit.every((a) => a.actor_user_id === admin.id)).toBe(true);
  });

  it('creates another super admin who can log in at once; no duplicates, no weak passwords', async () => {
    const input = {
      email: 'Second.Admin@example.com',
      password: 'admin-pass-9',
      firstName: 'Second',
      lastName: 'Admin',
    };
    const created = await send('POST', '/api/admin/admins', input);
    expect(created.statusCode).toBe(201);
    expect(created.json().user).toMatchObject({
      email: 'second.admin@example.com',
      role: 'super_admin',
      isApproved: true,
      emailVerified: true,
    });
    const cookie = await signIn(t.app, 'second.admin@example.com', 'admin-pass-9');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: { cookie } })).statusCode,
    ).toBe(200);

    const duplicate = await send('POST', '/api/admin/admins', input);
    expect(duplicate.statusCode).toBe(409);
    const weak = await send('POST', '/api/admin/admins', {
      ...input,
      email: 'third@example.com',
      password: 'weak',
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fields.password).toMatch(/^Password is too weak/);
  });

  it('shows the email outbox and the audit trail', async () => {
    const someone = await createUser(t.app);
    await send('POST', `/api/admin/users/${someone.id}/disable`);
    const outbox = (await get('/api/admin/outbox')).json();
    expect(outbox.emails.length).toBeGreaterThan(0);
    expect(outbox.emails[0]).toHaveProperty('subject');
    const audit = (await get('/api/admin/audit?limit=5')).json();
    expect(audit.entries.length).toBeGreaterThan(0);
    expect(audit.entries.some((e: { actorEmail: string | null }) => e.actorEmail === admin.email)).toBe(true);
  });

  it('shows the email log without bodies in production (they carry sign-in links)', async () => {
    const production = await createTestApp({ isProduction: true });
    try {
      // A real sign-up queues a verification email, whose body carries a sign-in link.
      await signUpThroughApi(production.app);
      const boss = await createUser(production.app, { kind: 'superAdmin' });
      const cookie = await signIn(production.app, boss.email, boss.password);
      const res = await production.app.inject({
        method: 'GET',
        url: '/api/admin/outbox',
        headers: { cookie },
      });
      expect(res.statusCode).toBe(200);
      const emails = res.json().emails as Array<{ template: string; status: string; text: string }>;
      expect(emails.length).toBeGreaterThan(0);
      expect(emails.every((e) => e.text === '')).toBe(true);
      const overview = await production.app.inject({
        method: 'GET',
        url: '/api/admin/overview',
        headers: { cookie },
      });
      expect(overview.json().outboxAvailable).toBe(false);
    } finally {
      await production.close();
    }
  });
});

describe('admin:create (the command line path)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates an approved super admin, or promotes an existing account with the new password', async () => {
    const { user, created } = await createOrPromoteAdmin(t.app.db, {
      email: 'Owner@Example.com',
      password: 'owner-pass-1',
      firstName: 'Owner',
      lastName: 'One',
    });
    expect(created).toBe(true);
    expect(user).toMatchObject({
      email: 'owner@example.com',
      role: 'super_admin',
      isApproved: true,
      emailVerified: true,
    });
    expect(await signIn(t.app, 'owner@example.com', 'owner-pass-1')).toContain('aworan.session_token=');

    const customer = await createUser(t.app, { kind: 'customer', verified: false });
    const promoted = await createOrPromoteAdmin(t.app.db, {
      email: customer.email,
      password: 'promoted-pass-2',
      firstName: 'Pro',
      lastName: 'Moted',
    });
    expect(promoted.created).toBe(false);
    expect(promoted.user).toMatchObject({ role: 'super_admin', isApproved: true, emailVerified: true });
    const status = async (password: string) =>
      (await postJson(t.app, '/api/auth/sign-in/email', { email: customer.email, password })).statusCode;
    expect(await status(TEST_PASSWORD)).toBe(401);
    expect(await status('promoted-pass-2')).toBe(200);
  });
});
