import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_CLIENT_DIR, BUILT_SSR_DIR } from '../../../../tests/front-end-build.ts';
import { photographerWithListing } from '../../../../tests/marketplace-helpers.ts';
import { dayAhead, lagos } from '../../../../tests/scheduling-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { publicCacheOf } from '../../lib/public-cache.ts';

/**
 * The client's manage link /b/<token> rendered on the server (decision 206): the booking is in
 * the HTML at once on a phone, never indexed nor kept in the page cache; a wrong link is a 404
 * page that says nothing else.
 */
describe('the manage-my-booking page', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({
      clientDir: BUILT_CLIENT_DIR,
      ssrDir: BUILT_SSR_DIR,
      publicUrl: 'https://aworan.example',
    });
  });
  afterAll(() => t.close());

  it('renders the booking in the HTML, noindex and uncached; a wrong link is a bare 404', async () => {
    const ade = await photographerWithListing(t.app, {
      businessName: 'Ade Studio',
      slug: 'ade-manage-page',
      firstName: 'Ade',
    });
    const date = dayAhead(30);
    await t.app.inject({
      method: 'POST',
      url: '/api/scheduling/overrides',
      headers: ade.headers,
      payload: { date, spans: [{ start: '09:00', end: '17:00' }] },
    });
    const types = (
      await t.app.inject({ method: 'GET', url: '/api/scheduling/settings', headers: ade.headers })
    ).json().sessionTypes as { id: string; name: string }[];
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/public/booking/ade-manage-page',
      payload: {
        sessionTypeId: types.find((x) => x.name === 'Family Session')!.id,
        startsAt: lagos(date, '11:00'),
        clientName: 'Yetunde Guest',
        clientEmail: 'yetunde@guests.test',
        location: 'Jabi Lake Park, Abuja',
      },
    });
    expect(booked.statusCode, booked.body).toBe(201);
    const path = new URL(booked.json().manageUrl).pathname;
    const res = await t.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Family Session');
    expect(res.body).toContain('Jabi Lake Park, Abuja');
    expect(res.body).toContain('Reschedule');
    expect(res.body).toMatch(/<meta name="robots" content="noindex/);
    expect(publicCacheOf(t.app.db)?.page(path)).toBeUndefined();

    const wrong = await t.app.inject({
      method: 'GET',
      url: `/b/${'0'.repeat(64)}`,
      headers: { accept: 'text/html' },
    });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.body).toContain('Booking not found');
    expect(wrong.body).not.toContain('Jabi Lake');
  });
});
