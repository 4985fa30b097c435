import { describe, expect, it } from 'vitest';
import { computeSecurityHeaders } from './security.ts';

describe('computeSecurityHeaders', () => {
  it('forbids inline scripts and framing', () => {
    const headers = computeSecurityHeaders(false);
    const csp = headers['content-security-policy']!;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('no-referrer');
  });

  it('adds HSTS and upgrades insecure requests only in production', () => {
    expect(computeSecurityHeaders(false)['strict-transport-security']).toBeUndefined();
    const production = computeSecurityHeaders(true);
    expect(production['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(production['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
