import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { isDirectLocalRequest } from './local-request.ts';

const request = (remoteAddress: string, headers: Record<string, string>) =>
  ({ socket: { remoteAddress }, headers }) as unknown as FastifyRequest;

describe('a direct request from this machine', () => {
  it('is one from a loopback socket to a loopback Host with no proxy headers', () => {
    expect(isDirectLocalRequest(request('127.0.0.1', { host: 'localhost:3000' }))).toBe(true);
    expect(isDirectLocalRequest(request('::1', { host: '[::1]:3000' }))).toBe(true);
    expect(isDirectLocalRequest(request('::ffff:127.0.0.1', { host: '127.0.0.1' }))).toBe(true);
  });

  it('is not one that came through a proxy, to another Host, or from elsewhere', () => {
    const proxies: Record<string, string>[] = [
      { 'x-forwarded-for': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9' },
      { 'x-real-ip': '203.0.113.9' },
    ];
    for (const proxied of proxies) {
      expect(isDirectLocalRequest(request('127.0.0.1', { host: 'localhost:3000', ...proxied }))).toBe(false);
    }
    expect(isDirectLocalRequest(request('127.0.0.1', { host: 'aworan.example.ng' }))).toBe(false);
    expect(isDirectLocalRequest(request('127.0.0.1', {}))).toBe(false);
    expect(isDirectLocalRequest(request('127.0.0.1', { host: 'local host' }))).toBe(false);
    expect(isDirectLocalRequest(request('10.0.0.5', { host: 'localhost:3000' }))).toBe(false);
  });
});
