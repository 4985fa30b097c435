import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';

/** A route with a body schema, added only in this test, to exercise the shared error handling. */
function addProbeRoute(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/probe',
    {
      schema: { body: z.object({ name: z.string().min(1, 'Name is required'), count: z.number().int() }) },
    },
    async (request) => ({ echoed: request.body.name }),
  );
  app.get('/api/probe/crash', async () => {
    throw new Error('secret internal detail');
  });
}

describe('HTTP app foundation', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, addProbeRoute);
  });
  afterAll(() => t.close());

  it('answers health with status and a live database check', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.database.ok).toBe(true);
    expect(body.database.kind).toBe(t.app.database.kind);
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toMatchObject({ statusCode: 404, error: 'Not Found' });
  });

  it('answers a malformed JSON body with a clear 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/probe',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Ada",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not valid JSON.');
  });

  it('answers a wrong field type with a 400 and a message per field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/probe',
      payload: { name: '', count: 'three' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.fields.name).toBe('Name is required');
    expect(body.fields.count).toMatch(/number/i);
  });

  it('accepts a valid body', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/probe', payload: { name: 'Ada', count: 2 } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ echoed: 'Ada' });
  });

  it('never leaks an internal error detail', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/probe/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret internal detail');
    expect(res.body).not.toContain('at ');
  });

  it('sends pages a content security policy that forbids inline scripts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('sends API answers a policy that allows nothing, and nosniff', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toBe("default-src 'none';frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('publishes the OpenAPI document', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/health']).toBeDefined();
  });
});
