import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { test as base, expect } from './fixtures';

/**
 * Browser journeys that need a super admin run against their own server: the first admin can
 * only come from `npm run admin:create`, which must run before the server opens the embedded
 * database. This fixture creates a data folder, the admin, then starts `src/server/server.ts`
 * on its own port, once per worker.
 *
 * Helpers to sign in as each kind of user in a browser test:
 *   const user = await createVerifiedUser(request, server.url, 'photographer');
 *   await signInContext(context, server.url, user);        // the context's pages are signed in
 */

export interface AccountsServer {
  url: string;
  admin: { email: string; password: string };
}

const port = Number(process.env.E2E_ACCOUNTS_PORT ?? Number(process.env.E2E_PORT ?? 3210) + 40);
const root = path.resolve(import.meta.dirname, '..');

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the accounts server exited early:\n${log()}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the accounts server did not start:\n${log()}`);
}

export const test = base.extend<object, { server: AccountsServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring
    async ({}, use) => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-e2e-accounts-'));
      const url = `http://127.0.0.1:${port}`;
      const env = {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: url,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
        SMTP_URL: '',
        CLIENT_DIR: process.env.E2E_CLIENT_DIR ?? 'dist/client',
      };
      const admin = { email: 'admin@aworan.test', password: `Admin-${randomUUID().slice(0, 8)}-1` };
      const created = spawnSync(
        process.execPath,
        [
          '--import',
          'tsx',
          'scripts/admin-create.ts',
          '--email',
          admin.email,
          '--password',
          admin.password,
          '--first-name',
          'Ada',
          '--last-name',
          'Admin',
        ],
        { cwd: root, env, encoding: 'utf8' },
      );
      if (created.status !== 0) throw new Error(`admin:create failed: ${created.stderr}${created.stdout}`);

      const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/server.ts'], { cwd: root, env });
      let output = '';
      child.stdout?.on('data', (d) => {
        output += d;
      });
      child.stderr?.on('data', (d) => {
        output += d;
      });
      try {
        await waitForHealth(url, child, () => output);
        await use({ url, admin });
      } finally {
        child.kill('SIGTERM');
        await new Promise((resolve) => child.once('exit', resolve));
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { scope: 'worker', timeout: 90_000 },
  ],
});

export { expect };

export interface E2eUser {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

interface OutboxEmail {
  to: string;
  template: string;
  text: string;
}

/** The newest email of a kind to an address, from the development outbox (this machine only). */
export async function latestEmail(
  request: APIRequestContext,
  url: string,
  to: string,
  template: string,
): Promise<OutboxEmail> {
  let found: OutboxEmail | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`${url}/api/dev/outbox?limit=100`);
      const { emails } = (await res.json()) as { emails: OutboxEmail[] };
      found = emails.find((e) => e.to === to.toLowerCase() && e.template === template);
      return found !== undefined;
    })
    .toBe(true);
  return found!;
}

export function firstLink(email: OutboxEmail): string {
  const match = email.text.match(/https?:\/\/\S+/);
  if (!match) throw new Error(`no link in "${email.text}"`);
  return match[0];
}

export function newUser(prefix: string): E2eUser {
  return {
    email: `${prefix}-${randomUUID().slice(0, 8)}@example.test`,
    password: 'Journey-pass-1',
    firstName: prefix.charAt(0).toUpperCase() + prefix.slice(1),
    lastName: 'Tester',
  };
}

/** A user signed up and verified through the API (for journeys about what comes after). */
export async function createVerifiedUser(
  request: APIRequestContext,
  url: string,
  role: 'customer' | 'photographer',
  user: E2eUser = newUser(role),
): Promise<E2eUser> {
  const res = await request.post(`${url}/api/auth/sign-up/email`, {
    data: { ...user, role, acceptTerms: true },
  });
  expect(res.status()).toBe(200);
  const link = firstLink(await latestEmail(request, url, user.email, 'verify-email'));
  const verified = await request.get(link, { maxRedirects: 0 });
  expect(verified.status()).toBe(302);
  return user;
}

/** Signs a browser context in; every page it opens afterwards is signed in. */
export async function signInContext(
  context: BrowserContext,
  url: string,
  user: { email: string; password: string },
) {
  const res = await context.request.post(`${url}/api/auth/sign-in/email`, {
    data: { email: user.email, password: user.password, rememberMe: true },
    headers: { origin: url },
  });
  expect(res.status()).toBe(200);
}
