import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { BUILT_CLIENT_DIR, BUILT_SSR_DIR } from '../../../../tests/front-end-build.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { publicCacheOf } from '../../lib/public-cache.ts';

/**
 * The client's link /c/<token> rendered on the server: the whole contract is in the HTML (a
 * phone reads it at once, even without JavaScript), never indexed nor kept in the page cache;
 * a voided or wrong link is a 404 page that says nothing else.
 */
describe('the contract link page', () => {
  let t: TestApp;
  let ade: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp({
      clientDir: BUILT_CLIENT_DIR,
      ssrDir: BUILT_SSR_DIR,
      publicUrl: 'https://aworan.example',
    });
    ade = await signInAs(t.app, 'approvedPhotographer', { firstName: 'Ade', lastName: 'Studio' });
  });
  afterAll(async () => {
    await t.close();
  });

  const sentContract = async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/contracts',
      headers: ade.headers,
      payload: {
        title: 'Event Photography Contract',
        clientName: 'Kemi Adeleke',
        clientEmail: 'kemi@example.test',
        content:
          '# Event Photography Contract\n\nCoverage of the **product launch** at Landmark Centre, Lagos.',
      },
    });
    const { id } = created.json().contract;
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/contracts/${id}/send`,
      headers: ade.headers,
    });
    return { id, token: sent.json().contract.publicUrl.split('/c/')[1] as string };
  };

  it('renders the whole contract in the HTML, noindex, and never caches it', async () => {
    const { token } = await sentContract();
    const res = await t.app.inject({ method: 'GET', url: `/c/${token}`, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Landmark Centre, Lagos');
    expect(res.body).toContain('product launch');
    expect(res.body).toMatch(/<meta name="robots" content="noindex/);
    expect(res.body).not.toContain('Kemi Adeleke</title>');
    expect(publicCacheOf(t.app.db)?.page(`/c/${token}`)).toBeUndefined();
  });

  it('answers a voided or wrong link with a 404 page and nothing of the contract', async () => {
    const { id, token } = await sentContract();
    await t.app.inject({
      method: 'POST',
      url: `/api/contracts/${id}/void`,
      headers: ade.headers,
      payload: { reason: 'Wrong venue' },
    });
    for (const url of [`/c/${token}`, '/c/not-a-real-token']) {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Contract not found');
      expect(res.body).not.toContain('Landmark Centre');
    }
  });
});
