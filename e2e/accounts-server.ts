import { randomUUID } from 'node:crypto';
import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { test as base, expect } from './fixtures';
import { outboxOf } from './outbox';
import { dataDirOf, startOwnServer } from './own-server';

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

export const test = base.extend<object, { server: AccountsServer }>({
  server: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright fixtures take their dependencies by destructuring
    async ({}, use) => {
      const admin = { email: 'admin@aworan.test', password: `Admin-${randomUUID().slice(0, 8)}-1` };
      const server = await startOwnServer({ port, admin: { ...admin, firstName: 'Ada', lastName: 'Admin' } });
      try {
        await use({ url: server.url, admin });
      } finally {
        await server.stop();
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

/** The newest email of a kind to an address, from the outbox of the journey's server at `url`. */
export async function latestEmail(
  _request: APIRequestContext,
  url: string,
  to: string,
  template: string,
): Promise<OutboxEmail> {
  let found: OutboxEmail | undefined;
  await expect
    .poll(async () => {
      const emails = await outboxOf(dataDirOf(url), 100);
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
