import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo, type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';

describe('photographer application and approval', () => {
  let t: TestApp;
  let admin: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAs(t.app, 'superAdmin');
  });
  afterAll(() => t.close());

  const apply = (user: SignedInUser | null, payload: Record<string, unknown>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/accounts/photographer-application',
      headers: user?.headers ?? {},
      payload,
    });
  const decide = (userId: string, decision: 'approve' | 'reject', payload: Record<string, unknown> = {}) =>
    t.app.inject({
      method: 'POST',
      url: `/api/admin/photographers/${userId}/${decision}`,
      headers: admin.headers,
      payload,
    });
  const list = async (status?: string) =>
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/admin/photographers${status ? `?status=${status}` : ''}`,
        headers: admin.headers,
      })
    ).json().photographers as Array<{ userId: string; status: string; businessName: string | null }>;
  const me = async (user: SignedInUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/accounts/me', headers: { cookie: user.cookie } })).json();

  it('is for signed-in photographers only', async () => {
    const anonymous = await apply(null, { businessName: 'Lens' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().message).toBe('User not authenticated');
    const customer = await signInAs(t.app, 'customer');
    expect((await apply(customer, { businessName: 'Lens' })).statusCode).toBe(403);
    expect((await apply(admin, { businessName: 'Lens' })).statusCode).toBe(403);
  });

  it('validates the business name and the portfolio URL', async () => {
    const photographer = await signInAs(t.app, 'pendingPhotographer');
    const noName = await apply(photographer, { businessName: ' ', portfolioUrl: '' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().message).toBe('Business name is required');
    const badUrl = await apply(photographer, { businessName: 'Lens', portfolioUrl: 'not a url' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().fields.portfolioUrl).toBe('Enter a valid URL (https://…)');
  });

  it('goes from application to approval: status, reviewer, time, email, audit', async () => {
    const photographer = await signInAs(t.app, 'pendingPhotographer', { firstName: 'Bisi' });
    const res = await apply(photographer, {
      businessName: 'Bisi Frames',
      portfolioUrl: 'https://bisi.example/work',
      description: 'Weddings in Lagos',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().application).toMatchObject({
      status: 'pending',
      businessName: 'Bisi Frames',
      reviewedAt: null,
    });

    expect((await apply(photographer, { businessName: 'Again' })).statusCode).toBe(409);
    expect((await me(photographer)).application.status).toBe('pending');
    expect((await emailsTo(t.app, admin.email))[0]?.subject).toBe(
      'New photographer application: Bisi Frames',
    );

    const pending = await list();
    expect(pending.map((p) => p.userId)).toContain(photographer.id);

    const approved = await decide(photographer.id, 'approve');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().photographer).toMatchObject({ status: 'approved', isApproved: true });

    const [row] = await t.app.database.query<{
      status: string;
      reviewed_by: string;
      reviewed_at: Date | null;
    }>('select status, reviewed_by, reviewed_at from photographer_applications where user_id = $1', [
      photographer.id,
    ]);
    expect(row).toMatchObject({ status: 'approved', reviewed_by: admin.id });
    expect(row?.reviewed_at).toBeTruthy();

    const viewer = await me(photographer);
    expect(viewer.viewer).toMatchObject({ role: 'photographer', isApproved: true });
    const [email] = await emailsTo(t.app, photographer.email);
    expect(email?.subject).toBe('Your Aworan photographer account is approved');
    expect(email?.text).toContain('/photographer-dashboard');

    const audit = await t.app.database.query<{ action: string; actor_user_id: string }>(
      `select action, actor_user_id from audit_log where target_id = $1 order by created_at`,
      [photographer.id],
    );
    expect(audit.map((a) => a.action)).toEqual([
      'photographer.application_submitted',
      'photographer.approved',
    ]);
    expect(audit[1]?.actor_user_id).toBe(admin.id);

    expect((await decide(photographer.id, 'approve')).statusCode).toBe(409);
    expect((await list('approved')).map((p) => p.userId)).toContain(photographer.id);
    expect((await list('pending')).map((p) => p.userId)).not.toContain(photographer.id);
  });

  it('rejects with a reason, tells the photographer, and lets them apply again', async () => {
    const photographer = await signInAs(t.app, 'pendingPhotographer');
    await apply(photographer, { businessName: 'Blurry Co' });
    const rejected = await decide(photographer.id, 'reject', { reason: 'Please add a portfolio link.' });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().photographer).toMatchObject({
      status: 'rejected',
      isApproved: false,
      rejectionReason: 'Please add a portfolio link.',
    });
    const [email] = await emailsTo(t.app, photographer.email);
    expect(email?.text).toContain('Please add a portfolio link.');
    expect((await me(photographer)).application).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Please add a portfolio link.',
    });

    const again = await apply(photographer, {
      businessName: 'Sharp Co',
      portfolioUrl: 'https://sharp.example',
    });
    expect(again.statusCode).toBe(201);
    expect((await list('pending')).find((p) => p.userId === photographer.id)?.businessName).toBe('Sharp Co');
    const audit = await t.app.database.query<{ action: string }>(
      'select action from audit_log where target_id = $1',
      [photographer.id],
    );
    expect(audit.map((a) => a.action)).toContain('photographer.rejected');
  });

  it('has nothing to decide for a photographer without an application, or for a customer', async () => {
    const photographer = await signInAs(t.app, 'pendingPhotographer');
    const customer = await signInAs(t.app, 'customer');
    expect((await decide(photographer.id, 'approve')).statusCode).toBe(409);
    expect((await decide(customer.id, 'approve')).statusCode).toBe(404);
    expect((await list('all')).find((p) => p.userId === photographer.id)?.status).toBe('not_applied');
  });

  it('an approved photographer cannot apply again', async () => {
    const photographer = await signInAs(t.app, 'approvedPhotographer');
    const res = await apply(photographer, { businessName: 'Anything' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Your photographer account is already approved.');
  });

  describe('photographer profile', () => {
    it('starts blank, saves, and keeps public addresses unique', async () => {
      const a = await signInAs(t.app, 'approvedPhotographer');
      const b = await signInAs(t.app, 'pendingPhotographer');
      const get = async (u: SignedInUser) =>
        (
          await t.app.inject({ method: 'GET', url: '/api/accounts/photographer-profile', headers: u.headers })
        ).json();
      const put = (u: SignedInUser, profile: Record<string, string>) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/accounts/photographer-profile',
          headers: u.headers,
          payload: profile,
        });
      const profile = {
        businessName: 'A Studio',
        slug: 'a-studio',
        city: 'Ibadan',
        phone: '+234 803 000 0000',
        bio: 'Hi',
      };

      expect((await get(a)).profile).toEqual({ businessName: '', slug: '', city: '', phone: '', bio: '' });
      expect((await put(a, profile)).json().profile).toEqual(profile);
      const taken = await put(b, { ...profile, businessName: 'B Studio' });
      expect(taken.statusCode).toBe(409);
      expect(taken.json().message).toBe('That profile address is taken. Try another.');
      const invalid = await put(b, { ...profile, slug: 'Not Valid!' });
      expect(invalid.statusCode).toBe(400);
      expect((await put(b, { ...profile, slug: '', businessName: 'B Studio' })).statusCode).toBe(200);
    });
  });
});
