import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/test-app.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';

/** /metrics in Prometheus text, for a scraper with the token or this machine asking directly. */
describe('metrics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ metricsToken: TOKEN });
  });
  afterAll(() => t.close());

  const scrape = (headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    t.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });

  it('counts requests and their latency by route pattern, not by address', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health/live' });
    await t.app.inject({ method: 'GET', url: '/api/content/blog/no-such-post' });
    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(
      /aworan_http_requests_total\{method="GET",route="\/api\/health\/live",status="200"\} 1/,
    );
    expect(text).toMatch(
      /aworan_http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health\/live",status="200"\}/,
    );
    expect(text).toContain('route="/api/content/blog/:slug",status="404"');
    expect(text).not.toContain('no-such-post');
  });

  it('reports the outbox, the job queues, the pool and the event loop', async () => {
    const text = (await scrape()).body;
    expect(text).toMatch(/aworan_outbox_queued\{channel="email"\} \d+/);
    expect(text).toMatch(/aworan_outbox_queued\{channel="sms"\} \d+/);
    expect(text).toMatch(/aworan_db_pool_connections\{state="total"\} \d+/);
    expect(text).toContain('# TYPE aworan_job_queue_ready gauge');
    expect(text).toContain('# TYPE aworan_job_queue_oldest_seconds gauge');
    expect(text).toMatch(/aworan_nodejs_eventloop_lag_p99_seconds \d/);
  });

  it('answers 404 to a caller elsewhere without the token, or to anything that came through a proxy', async () => {
    expect((await scrape({}, '10.1.2.3')).statusCode).toBe(404);
    expect((await scrape({ 'x-forwarded-for': '203.0.113.9' })).statusCode).toBe(404);
    expect(
      (await scrape({ authorization: 'Bearer wrong-token-of-the-same-size-0000' }, '10.1.2.3')).statusCode,
    ).toBe(404);
    const withToken = await scrape(
      { authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '203.0.113.9' },
      '10.1.2.3',
    );
    expect(withToken.statusCode).toBe(200);
  });

  it('returns each request’s id in a header, and keeps a well-formed id a proxy gave', async () => {
    const a = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    const b = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': '0f1e2d3c4b5a69788796a5b4c3d2e1f0' },
    });
    expect(given.headers['x-request-id']).toBe('0f1e2d3c4b5a69788796a5b4c3d2e1f0');
    const odd = await t.app.inject({
      method: 'GET',
      url: '/api/health/live',
      headers: { 'x-request-id': 'bad id\nwith a line' },
    });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
