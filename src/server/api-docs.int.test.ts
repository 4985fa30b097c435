import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAs } from '../../tests/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../tests/test-app.ts';

/** The OpenAPI document and its UI map every route: in production only super admins read them. */
describe('API docs in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ isProduction: true });
  });
  afterAll(() => t.close());

  const docPaths = ['/api/docs', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/index.html'];

  it('refuses visitors and other roles', async () => {
    const photographer = await signInAs(t.app, 'approvedPhotographer');
    for (const url of docPaths) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      const signedIn = await t.app.inject({ method: 'GET', url, headers: photographer.headers });
      expect(signedIn.statusCode, url).toBe(403);
    }
  });

  it('serves a super admin', async () => {
    const admin = await signInAs(t.app, 'superAdmin');
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().paths['/api/health']).toBeDefined();
  });
});
