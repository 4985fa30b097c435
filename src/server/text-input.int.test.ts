import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { nextTestIp, postJson, type SignedInUser, signInAs } from '../../tests/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';
import { bareTextFields } from '../../tests/text-fields.ts';
import { ADMIN_CONTENT_API } from '../shared/content-admin.ts';
import { UNSAFE_TEXT_MESSAGE } from '../shared/text.ts';

/**
 * Input a database cannot store (NUL bytes, lone UTF-16 surrogates, numbers past an `integer`
 * column) is refused with a 400 by the shared schemas, on public and admin routes alike, instead
 * of reaching PostgreSQL and answering 500.
 */
describe('unstorable input is a 400, never a 500', () => {
  let t: TestApp;
  let admin: SignedInUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signInAs(t.app, 'superAdmin');
  });
  afterAll(() => t.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, remoteAddress: nextTestIp() });
  const adminSend = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
    t.app.inject({ method, url, headers: admin.headers, payload: payload as object });

  it('refuses a NUL byte in query strings and path parameters of public pages', async () => {
    for (const url of [
      '/api/marketplace/photographers?q=%00',
      '/api/marketplace/photographers?city=Lagos%00',
      '/api/marketplace/photographers/ab%00c',
      '/api/content/blog/a%00b',
      '/api/content/services/a%00b',
      '/api/newsletter/confirm?token=%00',
    ]) {
      const res = await get(url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
    }
  });

  it('refuses NUL bytes and lone surrogates in the contact, demo and account forms', async () => {
    const contact = { name: 'Ada', email: 'ada@example.com', message: 'Hello there' };
    for (const [url, body] of [
      ['/api/inquiries/contact', { ...contact, name: 'Ada\u0000' }],
      ['/api/inquiries/contact', { ...contact, message: 'broken \ud800 text' }],
      ['/api/inquiries/demo', { name: 'Ada', email: 'ada@example.com', company: 'Studio\u0000' }],
      [
        '/api/auth/sign-up/email',
        {
          firstName: 'Ada\u0000',
          lastName: 'Obi',
          email: 'nul@example.com',
          password: 'lagos-lens-2026',
          acceptTerms: true,
        },
      ],
      // better-auth's own routes pass through the same rule.
      ['/api/auth/reset-password', { token: 'a\u0000b', newPassword: 'lagos-lens-2026' }],
      ['/api/auth/sign-in/email', { email: 'a\u0000@example.com', password: 'lagos-lens-2026' }],
    ] as const) {
      const res = await postJson(t.app, url, body);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
    }
    const res = await postJson(t.app, '/api/inquiries/contact', { ...contact, name: 'Ada\u0000' });
    expect(res.json().fields.name).toBe(UNSAFE_TEXT_MESSAGE);
  });

  it('still takes emoji and every script', async () => {
    const res = await postJson(t.app, '/api/inquiries/contact', {
      name: 'Ọlá 📸',
      email: 'ola@example.com',
      message: 'Ẹ kú àárọ̀ — 你好 — مرحبا',
    });
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses invalid Unicode in the FAQ and keeps the old one', async () => {
    const before = (await get('/api/content/pricing')).json().faq;
    const bad = await adminSend('PUT', ADMIN_CONTENT_API.faq, {
      faq: [{ question: 'Why \udc00?', answer: 'Because.' }],
    });
    expect(bad.statusCode, bad.body).toBe(400);
    expect((await get('/api/content/pricing')).json().faq).toEqual(before);
  });

  it('refuses sort orders and prices beyond the 32-bit columns', async () => {
    const tier = {
      name: 'Huge',
      priceKobo: 4_000_000,
      description: '',
      features: [],
      mostPopular: false,
      buttonText: 'Book Now',
      buttonLink: '/scheduling',
      sortOrder: 3,
    };
    for (const change of [
      { sortOrder: 2 ** 31 },
      { sortOrder: -(2 ** 31) - 1 },
      { priceKobo: 2 ** 31 },
      { priceKobo: 1e20 },
    ]) {
      const res = await adminSend('POST', ADMIN_CONTENT_API.tiers, { ...tier, ...change });
      expect(res.statusCode, `${JSON.stringify(change)}: ${res.body}`).toBe(400);
    }
    const ok = await adminSend('POST', ADMIN_CONTENT_API.tiers, { ...tier, sortOrder: 2 ** 31 - 1 });
    expect(ok.statusCode, ok.body).toBe(201);
  });

  it('takes every string of every route (body, query string, path) through safeText()', () => {
    const bare = t.app.registeredRoutes.flatMap(({ method, url, inputs }) =>
      Object.entries(inputs).flatMap(([part, schema]) =>
        schema && '_zod' in (schema as object)
          ? bareTextFields(schema as z.ZodType).map((field) => `${method} ${url} ${part}: ${field}`)
          : [],
      ),
    );
    expect(t.app.registeredRoutes.length).toBeGreaterThan(200);
    expect([...new Set(bare)], 'use safeText() from src/shared/text.ts for these').toEqual([]);
  });

  it('refuses a NUL byte or a lone surrogate in a refund reason (400, not 500)', async () => {
    const photographer = await signInAs(t.app, 'approvedPhotographer');
    for (const reason of ['Client\u0000asked', 'lone \ud800 half']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/payments/online/${randomUUID()}/refund`,
        headers: photographer.headers,
        payload: { amountKobo: 100, reason },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().fields.reason).toBe(UNSAFE_TEXT_MESSAGE);
    }
  });
});
