import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type SignedInUser, signInAs } from './auth-helpers.ts';
import { multipartBody, testPng } from './multipart.ts';
import { race, statuses } from './race.ts';
import { createTestApp, type TestApp } from './test-app.ts';
import { postgresUnavailable } from './test-database.ts';

/**
 * Races the code already defends against, on PostgreSQL where concurrent transactions really
 * overlap (PGlite has one connection, so requests queue there). Each test releases N requests
 * together and checks that exactly the allowed number win and nothing answers 5xx.
 */
const MAX_PORTFOLIO_IMAGES = 24;

describe.skipIf(inject('dbKind') !== 'postgres' || postgresUnavailable())('races on PostgreSQL', () => {
  let t: TestApp;
  let admins: SignedInUser[];

  beforeAll(async () => {
    t = await createTestApp();
    admins = [await signInAs(t.app, 'superAdmin'), await signInAs(t.app, 'superAdmin')];
  });
  afterAll(async () => {
    // The test database is dropped with (force); errors from its dying connections are expected.
    t.app.database.pool?.on('error', () => undefined);
    await t.close();
  });

  const as = (user: SignedInUser, request: InjectOptions): InjectOptions => ({
    ...request,
    headers: { ...user.headers, ...(request.headers ?? {}) },
  });

  it('one pending application per photographer, however many are sent at once', async () => {
    const photographer = await signInAs(t.app, 'pendingPhotographer');
    const answers = await race(
      t.app,
      Array.from({ length: 6 }, (_, i) =>
        as(photographer, {
          method: 'POST',
          url: '/api/accounts/photographer-application',
          payload: { businessName: `Studio ${i}`, portfolioUrl: '' },
        }),
      ),
    );
    expect(statuses(answers)).toEqual({ 201: 1, 409: 5 });
    const rows = await t.app.database.query<{ n: number }>(
      `select count(*)::int as n from photographer_applications where user_id = $1 and status = 'pending'`,
      [photographer.id],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('two admins deciding one application at once: one decision wins, the other is told', async () => {
    const photographer = await signInAs(t.app, 'pendingPhotographer');
    const applied = await t.app.inject(
      as(photographer, {
        method: 'POST',
        url: '/api/accounts/photographer-application',
        payload: { businessName: 'Contested Studio', portfolioUrl: '' },
      }),
    );
    expect(applied.statusCode, applied.body).toBe(201);
    const url = (decision: string) => `/api/admin/photographers/${photographer.id}/${decision}`;
    const answers = await race(t.app, [
      as(admins[0]!, { method: 'POST', url: url('approve'), payload: {} }),
      as(admins[1]!, { method: 'POST', url: url('reject'), payload: { reason: 'Please add a portfolio.' } }),
      as(admins[0]!, { method: 'POST', url: url('approve'), payload: {} }),
      as(admins[1]!, { method: 'POST', url: url('reject'), payload: { reason: 'Please add a portfolio.' } }),
    ]);
    expect(statuses(answers)).toEqual({ 200: 1, 409: 3 });
    const winner = answers.find((a) => a.statusCode === 200)!.json().photographer.status;
    const rows = await t.app.database.query<{ status: string }>(
      'select status from photographer_applications where user_id = $1',
      [photographer.id],
    );
    expect(rows.map((r) => r.status)).toEqual([winner]);
    const audit = await t.app.database.query<{ n: number }>(
      `select count(*)::int as n from audit_log where target_id = $1 and action in ('photographer.approved', 'photographer.rejected')`,
      [photographer.id],
    );
    expect(audit[0]!.n).toBe(1);
  });

  it('one public address per listing, when two photographers claim it at once', async () => {
    const [a, b, c] = [
      await signInAs(t.app, 'approvedPhotographer'),
      await signInAs(t.app, 'approvedPhotographer'),
      await signInAs(t.app, 'approvedPhotographer'),
    ];
    const claim = (user: SignedInUser) =>
      as(user, {
        method: 'PUT',
        url: '/api/marketplace/my-listing',
        payload: {
          businessName: 'Same Name Studio',
          slug: 'same-name-studio',
          city: 'Lagos',
          phone: '',
          bio: 'Portraits.',
          categories: ['portrait'],
          showPhone: false,
        },
      });
    const answers = await race(t.app, [claim(a), claim(b), claim(c)]);
    expect(statuses(answers)).toEqual({ 200: 1, 409: 2 });
  });

  it('never more portfolio images than the limit, with uploads racing for the last places', async () => {
    const photographer = await signInAs(t.app, 'approvedPhotographer');
    const png = await testPng();
    const upload = () => {
      const body = multipartBody(png, { fields: { caption: 'race' } });
      return as(photographer, {
        method: 'POST',
        url: '/api/marketplace/my-listing/portfolio',
        payload: body.payload,
        headers: { 'content-type': body.contentType },
      });
    };
    // Fill all but two places one by one, then race six uploads for those two.
    for (let i = 0; i < MAX_PORTFOLIO_IMAGES - 2; i++) {
      const res = await t.app.inject(upload());
      expect(res.statusCode, res.body).toBe(201);
    }
    const answers = await race(t.app, Array.from({ length: 6 }, upload));
    expect(statuses(answers)).toEqual({ 201: 2, 409: 4 });
    const rows = await t.app.database.query<{ n: number }>(
      `select count(*)::int as n from marketplace_images where user_id = $1 and kind = 'portfolio'`,
      [photographer.id],
    );
    expect(rows[0]!.n).toBe(MAX_PORTFOLIO_IMAGES);
  });
});
