import { expect } from 'vitest';
import type { ShippedServer } from '../shipped/shipped-server.ts';
import type { Cluster } from './cluster.ts';

export interface CallOptions {
  /** The site's address, sent as Origin, as a browser on the site sends it. */
  origin: string;
  /** The client's network address, in X-Forwarded-For (the instances trust the local proxy). */
  ip: string;
  cookie?: string;
  body?: unknown;
}

/** One request to `base`: the load balancer, or one instance straight. */
export function callAt(base: string, method: string, path: string, options: CallOptions) {
  const { origin, ip, cookie, body } = options;
  return fetch(`${base}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      origin,
      'x-forwarded-for': ip,
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The shipped tier's people and flows, through the load balancer, each call from its own address. */
export function worldThrough(cluster: Cluster): ShippedServer {
  let ip = 0;
  const world = {
    url: cluster.url,
    smtp: cluster.smtp,
    fake: cluster.fake,
    // The setup link is printed by whichever instance issued it.
    proc: () =>
      [...cluster.web, cluster.worker].find((i) => /\/setup#/.test(i.proc.output()))?.proc ??
      cluster.web[0]!.proc,
    async call(method: string, path: string, body?: unknown, cookie = '') {
      ip += 1;
      const from = `198.18.${Math.floor(ip / 250) % 250}.${(ip % 250) + 1}`;
      return callAt(cluster.url, method, path, { origin: cluster.url, ip: from, cookie, body });
    },
    async ok(method: string, path: string, body?: unknown, cookie?: string) {
      const res = await world.call(method, path, body, cookie);
      const text = await res.text();
      expect(res.status, `${method} ${path}: ${text}`).toBeLessThan(300);
      return text ? JSON.parse(text) : {};
    },
    async signIn(email: string, password: string) {
      const res = await world.call('POST', '/api/auth/sign-in/email', { email, password });
      expect(res.status).toBe(200);
      return cookiesOf(res);
    },
    async mailTo(to: string, subject: RegExp, timeoutMs = 60_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mailsTo(cluster, to, subject)[0];
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no email to ${to} matching ${subject}`);
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
  };
  return world as unknown as ShippedServer;
}

/** Every email the SMTP peer received for `to` whose subject matches. */
export const mailsTo = (cluster: Cluster, to: string, subject: RegExp) =>
  cluster.smtp.received.filter(
    (m) => JSON.stringify(m.to ?? '').includes(to.toLowerCase()) && subject.test(m.subject ?? ''),
  );

/** The cookies an answer sets, as a Cookie header. */
export const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
