import { describe, expect, it } from 'vitest';
import { computeSecurityHeaders } from './security.ts';

describe('computeSecurityHeaders', () => {
  it('forbids inline scripts and framing on pages', () => {
    const headers = computeSecurityHeaders(false).page;
    const csp = headers['content-security-policy']!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("img-src 'self' data: blob: https:");
    expect(csp).toContain("connect-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
  });

  it('adds HSTS and upgrades insecure requests only in production', () => {
    expect(computeSecurityHeaders(false).page['strict-transport-security']).toBeUndefined();
    expect(computeSecurityHeaders(false).api['strict-transport-security']).toBeUndefined();
    const production = computeSecurityHeaders(true);
    expect(production.page['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(production.api['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(production.page['content-security-policy']).toContain('upgrade-insecure-requests');
  });

  it('does not upgrade requests when files come from a store on plain http, which has no https', () => {
    const plain = computeSecurityHeaders(true, ['http://minio.lan:9000']).page['content-security-policy'];
    expect(plain).toContain('http://minio.lan:9000');
    expect(plain).not.toContain('upgrade-insecure-requests');
    const secure = computeSecurityHeaders(true, ['https://bucket.example.com']).page[
      'content-security-policy'
    ];
    expect(secure).toContain('upgrade-insecure-requests');
  });

  it('gives API answers the short REST set: a policy that allows nothing, nosniff, no referrer', () => {
    const { api } = computeSecurityHeaders(false);
    expect(api).toEqual({
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'cross-origin-resource-policy': 'same-origin',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
    });
  });
});
