import { randomUUID } from 'node:crypto';
import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createUser,
  nextTestIp,
  originOf,
  sessionCookieFor,
  signIn,
  type TestUser,
} from '../auth-helpers.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { ALLOWED, PERMISSIONS, ruleFor, type UserKind } from './permissions.ts';

/**
 * Every route the app registers, the API and the files and feeds outside it (HEAD and OPTIONS
 * are Fastify's automatic twins; the pages' history fallback /* is the route table's, see
 * ownership-pages.ts).
 */
function apiRoutes(t: TestApp): string[] {
  const keys = t.app.registeredRoutes
    .filter((r) => r.url !== '/*' && r.method !== 'HEAD' && r.method !== 'OPTIONS')
    .map((r) => `${r.method} ${r.url}`);
  return [...new Set(keys)].sort();
}

/** A concrete URL for a route pattern: ids become random UUIDs, other params a plain word. */
function concreteUrl(pattern: string): string {
  return pattern
    .replace(/:([A-Za-z]+)/g, (_m, name: string) => (/id$/i.test(name) ? randomUUID() : 'example'))
    .replace(/\*$/, 'index.css');
}

describe('authorization matrix', () => {
  let t: TestApp;
  const users = new Map<Exclude<UserKind, 'anonymous'>, TestUser>();
  const cookies = new Map<UserKind, string>();

  beforeAll(async () => {
    t = await createTestApp();
    for (const kind of ['customer', 'pendingPhotographer', 'approvedPhotographer', 'superAdmin'] as const) {
      const user = await createUser(t.app, { kind });
      users.set(kind, user);
      cookies.set(kind, await sessionCookieFor(t.app, user.id));
    }
  });
  afterAll(() => t.close());

  it('has a rule for every registered API route', () => {
    const missing = apiRoutes(t).filter((key) => !(key in PERMISSIONS));
    expect(missing, 'add these routes to tests/authz/permissions.ts').toEqual([]);
  });

  it('has no rule for a route that does not exist', () => {
    const registered = new Set(apiRoutes(t));
    const stale = Object.keys(PERMISSIONS).filter((key) => !registered.has(key));
    expect(stale, 'remove these entries from tests/authz/permissions.ts').toEqual([]);
  });

  it('answers every route as the table says, for every kind of user', async () => {
    const problems: string[] = [];
    for (const key of apiRoutes(t)) {
      const rule = ruleFor(key);
      if (!rule) continue;
      const [method, pattern] = key.split(' ') as [HTTPMethods, string];
      const allowed = ALLOWED[rule.access];
      for (const kind of ['anonymous', ...users.keys()] as UserKind[]) {
        let cookie = cookies.get(kind);
        if (rule.endsSession && kind !== 'anonymous') {
          const user = users.get(kind as Exclude<UserKind, 'anonymous'>)!;
          cookie = await signIn(t.app, user.email, user.password);
        }
        const hasBody = method !== 'GET' && method !== 'DELETE';
        const res = await t.app.inject({
          method,
          url: concreteUrl(pattern),
          remoteAddress: rule.ip ?? nextTestIp(),
          headers: { origin: originOf(t.app), ...(cookie ? { cookie } : {}) },
          ...(hasBody ? { payload: rule.body ?? {} } : {}),
        });
        const status = res.statusCode;
        const expectAllowed = allowed.includes(kind);
        const refusal = kind === 'anonymous' || rule.access === 'provider-signed' ? 401 : 403;
        const expected = expectAllowed ? 'not 401/403' : String(refusal);
        const ok = status < 500 && (expectAllowed ? status !== 401 && status !== 403 : status === refusal);
        if (!ok)
          problems.push(`${key} as ${kind}: got ${status}, expected ${expected} (${res.body.slice(0, 120)})`);
      }
    }
    expect(problems).toEqual([]);
  });
});
