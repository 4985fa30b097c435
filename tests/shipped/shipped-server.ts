import type { ParsedMail } from 'mailparser';
import { expect } from 'vitest';
import { type FakePaystack, startFakePaystack } from '../fake-paystack/fake-paystack.ts';
import { freePort } from '../free-port.ts';
import { type S3TestServer, startS3Server } from '../s3-server.ts';
import {
  healthy,
  type Install,
  installEnv,
  type Proc,
  prepareInstall,
  run,
  SERVER_BUNDLE,
  waitForOutput,
} from '../server-process-helpers.ts';
import { type SmtpCapture, startSmtpCapture } from '../smtp-capture.ts';

/**
 * THE SHIPPED SERVER, for the tier that tests what `npm start` runs: the built bundle under
 * plain Node with NODE_ENV=production, a real process answering real HTTP on a migrated install
 * (PGlite folder or PostgreSQL database), emails to a real SMTP peer, payments through the fake
 * Paystack, files on the local disk or in s3rver. Nothing of the app runs in the test's process.
 */
export interface ShippedServer {
  url: string;
  install: Install;
  smtp: SmtpCapture;
  fake: FakePaystack;
  s3: S3TestServer | undefined;
  /** Everything the current process printed. */
  output(): string;
  /** A call as a browser on this site makes it (Origin set, JSON, a cookie when signed in). */
  call(method: string, path: string, body?: unknown, cookie?: string): Promise<Response>;
  /** Like `call`, failing the test unless the answer is 2xx; answers the parsed JSON. */
  ok<T = Record<string, unknown>>(method: string, path: string, body?: unknown, cookie?: string): Promise<T>;
  signIn(email: string, password: string): Promise<string>;
  /** The first email to `to` whose subject matches, once the SMTP peer has it. */
  mailTo(to: string, subject: RegExp, timeoutMs?: number): Promise<ParsedMail>;
  /** The process as it runs now (for kill -9 and output checks). */
  proc(): Proc;
  /** Starts the bundle again on the same install (after a crash or a stop), with more environment. */
  start(env?: Record<string, string>): Promise<void>;
  /** kill -9: the process dies at once, mid-request, mid-job; the install stays. */
  crash(): Promise<void>;
  /** SIGTERM: a clean stop; the install stays. */
  stop(): Promise<void>;
  /** SIGTERM, then everything this server started is removed. */
  close(): Promise<void>;
}

export interface ShippedOptions {
  /** Keep files in an s3rver bucket (STORAGE_URL) instead of DATA_DIR/uploads. */
  s3?: boolean;
  env?: Record<string, string>;
  /** An install to run on (a restored one); by default a fresh migrated one. */
  install?: Install;
}

const exited = (proc: Proc) =>
  proc.child.exitCode !== null || proc.child.signalCode !== null ? Promise.resolve() : proc.exited;

export async function startShippedServer(options: ShippedOptions = {}): Promise<ShippedServer> {
  const [install, smtp, fake, port, s3] = await Promise.all([
    options.install ?? prepareInstall(),
    startSmtpCapture(),
    startFakePaystack(),
    freePort(),
    options.s3 ? startS3Server() : undefined,
  ]);
  const url = `http://127.0.0.1:${port}`;
  fake.webhookUrl = `${url}/api/payments/paystack/webhook`;
  const env = {
    ...installEnv(install, port),
    PUBLIC_URL: url,
    NODE_ENV: 'production',
    // The journeys' own front end: pages render from the real build.
    CLIENT_DIR: 'dist/client',
    SMTP_URL: smtp.url,
    PAYSTACK_SECRET_KEY: fake.secretKey,
    PAYSTACK_BASE_URL: fake.url,
    // Each call comes from its own X-Forwarded-For address, so per-IP limits stay out of the way.
    TRUST_PROXY: '127.0.0.1',
    ...(s3 ? { STORAGE_URL: s3.url } : {}),
    ...options.env,
  };
  let current: Proc | undefined;
  let ip = 0;

  const server: ShippedServer = {
    url,
    install,
    smtp,
    fake,
    s3,
    output: () => current?.output() ?? '',
    proc: () => current!,
    async call(method, path, body, cookie = '') {
      ip += 1;
      return fetch(`${url}${path}`, {
        method,
        redirect: 'manual',
        headers: {
          origin: url,
          'user-agent': 'aworan-shipped-tier/1.0',
          'x-forwarded-for': `198.18.${Math.floor(ip / 250)}.${(ip % 250) + 1}`,
          ...(cookie ? { cookie } : {}),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
    },
    async ok(method, path, body, cookie) {
      const res = await server.call(method, path, body, cookie);
      const text = await res.text();
      expect(res.status, `${method} ${path}: ${text}`).toBeLessThan(300);
      return (text ? JSON.parse(text) : {}) as never;
    },
    async signIn(email, password) {
      const res = await server.call('POST', '/api/auth/sign-in/email', { email, password });
      expect(res.status, await res.clone().text()).toBe(200);
      return res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
    },
    async mailTo(to, subject, timeoutMs = 60_000) {
      // A plain wait (usable in beforeAll, where expect.poll is not).
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = smtp.received.find(
          (m) => JSON.stringify(m.to ?? '').includes(to.toLowerCase()) && subject.test(m.subject ?? ''),
        );
        if (found) return found;
        if (Date.now() > deadline) {
          const seen = smtp.received.map((m) => `${JSON.stringify(m.to)} ${m.subject}`).join('\n');
          throw new Error(`no email to ${to} matching ${subject} within ${timeoutMs} ms; received:\n${seen}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    async start(more = {}) {
      const proc = run(SERVER_BUNDLE, [], { ...env, ...more });
      current = proc;
      const deadline = Date.now() + 90_000;
      while (!(await healthy(url))) {
        if (Date.now() > deadline || proc.child.exitCode !== null) {
          proc.child.kill('SIGKILL');
          throw new Error(`the shipped server did not start:\n${proc.output()}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    async crash() {
      if (!current) return;
      current.child.kill('SIGKILL');
      await exited(current);
    },
    async stop() {
      if (current && current.child.exitCode === null && current.child.signalCode === null) {
        current.child.kill('SIGTERM');
        await exited(current);
      }
    },
    async close() {
      await server.stop();
      await Promise.allSettled([smtp.close(), fake.close(), s3?.close(), install.remove()]);
    },
  };
  await server.start();
  return server;
}

export { waitForOutput };
