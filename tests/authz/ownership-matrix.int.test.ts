import fs from 'node:fs';
import type { HTTPMethods, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextTestIp, originOf, type SignedInUser, signInAs } from '../auth-helpers.ts';
import { type FakePaystack, startFakePaystack } from '../fake-paystack/fake-paystack.ts';
import { paystackConfigFor, registerTestPurpose } from '../fake-paystack/pay-online.ts';
import { BUILT_CLIENT_DIR, BUILT_SSR_DIR } from '../front-end-build.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { OWNERSHIP, type OwnedRule, ownershipContext, type TokenRule } from './ownership/index.ts';
import { INPUT_OWNERSHIP, type InputRule } from './ownership-inputs.ts';
import { type AppShellRule, PAGE_OWNERSHIP, type PageTokenRule } from './ownership-pages.ts';

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

interface JsonSchema {
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
}
/** A field that names a stored record: …Id, …Ids, ids, photos (a list of photo ids), or an id in a list. */
const isIdField = (name: string, inList: boolean) =>
  /[a-z]Ids?$/.test(name) || name === 'ids' || name === 'photos' || (inList && name === 'id');

function idFieldsIn(schema: JsonSchema, path: string, inList = false): string[] {
  const found: string[] = [];
  for (const s of schema.anyOf ?? schema.oneOf ?? [schema]) {
    for (const [name, property] of Object.entries(s.properties ?? {})) {
      const at = `${path}.${name}`;
      if (isIdField(name, inList)) found.push(property.items ? `${at}[]` : at);
      else found.push(...idFieldsIn(property, at));
    }
    if (s.items) found.push(...idFieldsIn(s.items, `${path}[]`, true));
  }
  return found;
}

/** Every body and query field of the OpenAPI document that names a stored record. */
function inputIdFields(t: TestApp): string[] {
  type Op = {
    parameters?: { in: string; name: string }[];
    requestBody?: { content: Record<string, { schema: JsonSchema }> };
  };
  const document = t.app.swagger() as { paths: Record<string, Record<string, Op>> };
  const keys = Object.entries(document.paths).flatMap(([path, ops]) =>
    Object.entries(ops).flatMap(([method, op]) => {
      const route = `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1').replace(/(.)\/$/, '$1')}`;
      const query = (op.parameters ?? [])
        .filter((p) => p.in === 'query' && isIdField(p.name, false))
        .map((p) => `${route} query.${p.name}`);
      const body = op.requestBody?.content['application/json']?.schema;
      return [...query, ...(body ? idFieldsIn(body, 'body').map((f) => `${route} ${f}`) : [])];
    }),
  );
  return [...new Set(keys)].sort();
}

/** Routes outside /api with a parameter (the server's and the route table's pages), as GET /path. */
function pagesWithParams(t: TestApp): string[] {
  const served = t.app.registeredRoutes
    // Not the history fallback (/*): the route table's pages stand for it.
    .filter((r) => r.method === 'GET' && !r.url.startsWith('/api/') && r.url !== '/*' && /[:*]/.test(r.url))
    .map((r) => `GET ${r.url}`);
  // Read as text: the route table is client code with lazy page imports.
  const table = fs.readFileSync('src/client/app/route-table.ts', 'utf8');
  const pages = [...table.matchAll(/path: '([^']*:[^']*)'/g)].map((m) => `GET ${m[1]}`);
  return [...new Set([...served, ...pages])].sort();
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
    t = await createTestApp(
      { paystack: paystackConfigFor(fake), clientDir: BUILT_CLIENT_DIR, ssrDir: BUILT_SSR_DIR },
      (app) => registerTestPurpose(app),
    );
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
      'add these routes to their module in tests/authz/ownership/',
    ).toEqual([]);
    expect(
      Object.keys(OWNERSHIP).filter((key) => !routes.includes(key)),
      'remove these entries from tests/authz/ownership/',
    ).toEqual([]);
  });

  it('has an entry for every id in a body or a query string, and none for a field that does not exist', () => {
    const fields = inputIdFields(t);
    expect(fields.length).toBeGreaterThan(15);
    expect(
      fields.filter((key) => !(key in INPUT_OWNERSHIP)),
      'add these fields to tests/authz/ownership-inputs.ts',
    ).toEqual([]);
    expect(
      Object.keys(INPUT_OWNERSHIP).filter((key) => !fields.includes(key)),
      'remove these entries from tests/authz/ownership-inputs.ts',
    ).toEqual([]);
  });

  it('has an entry for every page and file route outside /api with a parameter, and none for one that does not exist', () => {
    const pages = pagesWithParams(t);
    expect(
      pages.filter((key) => !(key in PAGE_OWNERSHIP)),
      'add these to tests/authz/ownership-pages.ts',
    ).toEqual([]);
    expect(
      Object.keys(PAGE_OWNERSHIP).filter((key) => !pages.includes(key)),
      'remove these entries from tests/authz/ownership-pages.ts',
    ).toEqual([]);
  });

  const call = (
    key: string,
    params: Record<string, string>,
    caller: SignedInUser | null,
    extra: Partial<InjectOptions> = {},
  ) => {
    const [method, pattern] = key.split(' ') as [HTTPMethods, string];
    // The rule's own headers (a multipart body's type), then the caller's session and origin.
    const { headers, ...rest } = extra;
    return t.app.inject({
      method,
      url: fill(pattern, params),
      remoteAddress: nextTestIp(),
      ...rest,
      headers: {
        ...(headers as Record<string, string> | undefined),
        origin: originOf(t.app),
        ...(caller ? { cookie: caller.cookie } : {}),
      },
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
      const res = await call(key, params, callers.get(caller)!, await rule.request?.(params));
      if (res.statusCode !== expected)
        problems.push(`${caller}: got ${res.statusCode}, expected ${expected}`);
    }
    // Last, so that a refused delete is shown to have left the object in place.
    const res = await call(key, params, owner, await rule.request?.(params));
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

  const inputs = Object.entries(INPUT_OWNERSHIP).filter(
    (e): e is [string, InputRule] => e[1].level === 'owned',
  );
  it.each(inputs)(
    "%s: another photographer's id is a 404, the caller's own goes through",
    async (_key, rule) => {
      const caller = await signInAs(t.app, 'approvedPhotographer');
      const owner = await signInAs(t.app, 'approvedPhotographer');
      const context = await rule.context(t.app, caller);
      const send = (id: string) => {
        const request = rule.request(context, id);
        return t.app.inject({ ...request, remoteAddress: nextTestIp(), headers: caller.headers });
      };
      const foreign = await send(await rule.foreign(t.app, owner));
      expect(foreign.statusCode, `another photographer's id: ${foreign.body.slice(0, 160)}`).toBe(404);
      const own = await send(context.own);
      expect(own.statusCode, `the caller's own id: ${own.body.slice(0, 160)}`).toBe(rule.ownStatus);
    },
  );

  const open = (url: string) =>
    t.app.inject({ method: 'GET', url, remoteAddress: nextTestIp(), headers: { accept: 'text/html' } });
  const pageTokens = Object.entries(PAGE_OWNERSHIP).filter(
    (e): e is [string, PageTokenRule] => e[1].level === 'token',
  );
  it.each(pageTokens)(
    '%s: a wrong or expired address shows nothing, a valid one shows it',
    async (_key, rule) => {
      const valid = await rule.create(t.app, { expired: false });
      const expired = await rule.create(t.app, { expired: true });
      // The last characters of the token (or id, or signature) changed.
      const wrong = valid.url.replace(/[0-9a-zA-Z_-]{4}(?=$|\?|&)/, (m) => (m === '0000' ? '1111' : '0000'));
      for (const [label, url] of [
        ['wrong', wrong],
        ['expired', expired.url],
      ] as const) {
        const res = await open(url);
        expect(res.statusCode, `${label} ${url}`).toBeGreaterThanOrEqual(400);
        if (valid.shows) expect(res.body, `${label} ${url}`).not.toContain(valid.shows);
      }
      const res = await open(valid.url);
      expect(res.statusCode, `valid ${valid.url}`).toBe(200);
      if (valid.shows) expect(res.body).toContain(valid.shows);
    },
  );

  const shells = Object.entries(PAGE_OWNERSHIP).filter(
    (e): e is [string, AppShellRule] => e[1].level === 'app-shell',
  );
  it.each(shells)("%s: the page's HTML shows nobody's record", async (_key, rule) => {
    const page = await rule.create(t.app);
    const res = await open(page.url);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(page.shows);
  });
});
