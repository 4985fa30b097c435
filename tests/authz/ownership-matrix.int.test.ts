import type { HTTPMethods } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextTestIp, originOf, type SignedInUser, signInAs } from '../auth-helpers.ts';
import { type FakePaystack, startFakePaystack } from '../fake-paystack/fake-paystack.ts';
import { paystackConfigFor, registerTestPurpose } from '../fake-paystack/pay-online.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { OWNERSHIP, type OwnedRule, ownershipContext, type TokenRule } from './ownership.ts';

/** API routes with a path parameter (HEAD and OPTIONS are Fastify's automatic twins). */
function routesWithParams(t: TestApp): string[] {
  const keys = t.app.registeredRoutes
    .filter(
      (r) =>
        r.url.startsWith('/api/') && r.url.includes(':') && r.method !== 'HEAD' && r.method !== 'OPTIONS',
    )
    .map((r) => `${r.method} ${r.url}`);
  return [...new Set(keys)].sort();
}

function fill(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/:(\w+)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`create() gave no value for :${name} of ${pattern}`);
    return encodeURIComponent(value);
  });
}

describe('ownership matrix', () => {
  let t: TestApp;
  let fake: FakePaystack;
  const callers = new Map<string, SignedInUser | null>();

  beforeAll(async () => {
    // Online payments on, against a fake Paystack: the payment routes have objects to own.
    fake = await startFakePaystack();
    ownershipContext.paystack = fake;
    t = await createTestApp({ paystack: paystackConfigFor(fake) }, (app) => registerTestPurpose(app));
    callers.set('anonymous', null);
    callers.set('customer', await signInAs(t.app, 'customer'));
    callers.set('otherCustomer', await signInAs(t.app, 'customer'));
    callers.set('otherPhotographer', await signInAs(t.app, 'approvedPhotographer'));
    callers.set('superAdmin', await signInAs(t.app, 'superAdmin'));
  });
  afterAll(async () => {
    t.app.database.pool?.on('error', () => undefined);
    await t.close();
    await fake.close();
  });

  it('has an entry for every route with an id, slug or token, and none for a route that does not exist', () => {
    const routes = routesWithParams(t);
    expect(
      routes.filter((key) => !(key in OWNERSHIP)),
      'add these routes to tests/authz/ownership.ts',
    ).toEqual([]);
    expect(
      Object.keys(OWNERSHIP).filter((key) => !routes.includes(key)),
      'remove these entries from tests/authz/ownership.ts',
    ).toEqual([]);
  });

  const call = (key: string, params: Record<string, string>, caller: SignedInUser | null, extra = {}) => {
    const [method, pattern] = key.split(' ') as [HTTPMethods, string];
    return t.app.inject({
      method,
      url: fill(pattern, params),
      remoteAddress: nextTestIp(),
      ...extra,
      headers: { origin: originOf(t.app), ...(caller ? { cookie: caller.cookie } : {}) },
    });
  };

  const owned = Object.entries(OWNERSHIP).filter(
    (e): e is [string, OwnedRule] => e[1].level === 'owned' || e[1].level === 'owner-or-public',
  );
  it.each(owned)('%s: others get the documented refusal, the owner gets through', async (key, rule) => {
    const owner = await signInAs(t.app, rule.owner);
    const params = await rule.create(t.app, owner);
    const problems: string[] = [];
    for (const [caller, expected] of Object.entries(rule.refusals)) {
      const res = await call(key, params, callers.get(caller)!, await rule.request?.());
      if (res.statusCode !== expected)
        problems.push(`${caller}: got ${res.statusCode}, expected ${expected}`);
    }
    // Last, so that a refused delete is shown to have left the object in place.
    const res = await call(key, params, owner, await rule.request?.());
    if (res.statusCode !== rule.ownerStatus)
      problems.push(`owner: got ${res.statusCode}, expected ${rule.ownerStatus} (${res.body.slice(0, 120)})`);
    expect(problems).toEqual([]);
  });

  const tokens = Object.entries(OWNERSHIP).filter((e): e is [string, TokenRule] => e[1].level === 'token');
  it.each(tokens)(
    '%s: a wrong or expired token gets nothing, a valid one gets through',
    async (key, rule) => {
      const [method, pattern] = key.split(' ') as [HTTPMethods, string];
      const send = (params: Record<string, string>) =>
        t.app.inject({
          method,
          url: fill(pattern, params) + (rule.query ?? ''),
          remoteAddress: nextTestIp(),
          ...(rule.payload ? { payload: rule.payload } : {}),
        });
      const valid = await rule.create(t.app, { expired: false });
      const expired = await rule.create(t.app, { expired: true });
      const wrong = Object.fromEntries(Object.entries(valid).map(([k, v]) => [k, `${v.slice(0, -4)}0000`]));
      expect(rule.granted(await send(wrong)), 'wrong token').toBe(false);
      expect(rule.granted(await send(expired)), 'expired token').toBe(false);
      expect(rule.granted(await send(valid)), 'valid token').toBe(true);
    },
  );
});
