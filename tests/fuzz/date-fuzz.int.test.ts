import fc from 'fast-check';
import type { HTTPMethods, InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { nextTestIp, originOf, type SignedInUser, signInAs } from '../auth-helpers.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import {
  type DateKind,
  dateKindOf,
  EDGE_DATE_TIMES,
  EDGE_DATES,
  refusedDates,
  refusedDateTimes,
} from './date-cases.ts';
import { type Actor, type Operation, urlFor } from './requests.ts';
import { arbitraryFor, type JsonSchema } from './schema-arbitrary.ts';

/**
 * DATE FUZZING (decision 210): every date and date-time field of every operation of the OpenAPI
 * document (query, path and body, nested ones included) gets impossible and extreme values,
 * the rest of the request valid. A refused date is a 4xx, an accepted edge (1900-01-01,
 * 2199-12-31) anything but a 5xx. Callers are the routes' own roles, so the dates reach the
 * services. The seed is fixed, so a failure repeats.
 */
const SEED = 20_261_126;
const GENERATED_PER_FIELD = 6;

type Segment = string | number;
interface DateField {
  where: 'path' | 'query' | 'body';
  name: string;
  /** Inside the body: property names, and 0 for "the first item of this list". */
  path: Segment[];
  kind: DateKind;
}

/** The schema's alternatives (anyOf/oneOf, nullable wrappers), or itself. */
const alternatives = (schema: JsonSchema): JsonSchema[] => schema.anyOf ?? schema.oneOf ?? [schema];

function dateFieldsIn(schema: JsonSchema, path: Segment[] = []): { path: Segment[]; kind: DateKind }[] {
  const found: { path: Segment[]; kind: DateKind }[] = [];
  for (const s of alternatives(schema)) {
    const kind = dateKindOf(s);
    if (kind) found.push({ path, kind });
    for (const [name, property] of Object.entries(s.properties ?? {}))
      found.push(...dateFieldsIn(property, [...path, name]));
    if (s.items) found.push(...dateFieldsIn(s.items, [...path, 0]));
  }
  return found;
}

/** The alternative of a schema that goes one step further along `segment`. */
function stepInto(schema: JsonSchema, segment: Segment): JsonSchema {
  for (const s of alternatives(schema)) {
    if (typeof segment === 'number' && s.items) return s.items;
    if (typeof segment === 'string' && s.properties?.[segment]) return s.properties[segment];
  }
  throw new Error(`no ${segment} in schema`);
}

/** A value of the schema that is not null (a container to put the date in). */
function sampleOf(schema: JsonSchema, seed: number): unknown {
  const container = alternatives(schema).find(
    (s) => s.type === 'object' || s.type === 'array' || s.properties,
  );
  return fc.sample(arbitraryFor({ ...(container ?? schema), nullable: false }), { seed, numRuns: 1 })[0];
}

/** The body with `value` at `path`, making the objects and first list items on the way. */
function withValueAt(
  body: unknown,
  schema: JsonSchema,
  path: Segment[],
  value: string,
  seed: number,
): unknown {
  const root = structuredClone(body ?? sampleOf(schema, seed)) as Record<Segment, unknown>;
  let node = root;
  let nodeSchema = schema;
  for (const [i, segment] of path.entries()) {
    const next = stepInto(nodeSchema, segment);
    if (i === path.length - 1) {
      node[segment] = value;
      break;
    }
    const child = node[segment];
    const usable =
      typeof path[i + 1] === 'number'
        ? Array.isArray(child) && child.length > 0
        : child && typeof child === 'object';
    if (!usable)
      node[segment] =
        typeof path[i + 1] === 'number' ? [sampleOf(stepInto(next, 0), seed)] : sampleOf(next, seed);
    node = node[segment] as Record<Segment, unknown>;
    nodeSchema = next;
  }
  return root;
}

/** The role whose routes these are, so that the request is judged on its dates. */
function callerFor(path: string): Actor {
  if (path.startsWith('/api/admin')) return 'superAdmin';
  if (path.startsWith('/api/accounts/photographer-')) return 'pendingPhotographer';
  return 'approvedPhotographer';
}

describe.skipIf(inject('dbKind') === 'postgres')('date fuzzing', () => {
  let t: TestApp;
  const actors = new Map<Actor, SignedInUser>();
  let operations: { method: HTTPMethods; path: string; op: Operation }[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    for (const kind of ['superAdmin', 'approvedPhotographer', 'pendingPhotographer'] as const)
      actors.set(kind, await signInAs(t.app, kind));
    const document = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    operations = Object.entries(document.paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ method: method.toUpperCase() as HTTPMethods, path, op })),
    );
  });
  afterAll(() => t?.close());

  function dateFieldsOf(op: Operation): DateField[] {
    const fields: DateField[] = [];
    for (const p of op.parameters ?? []) {
      if (p.in === 'header') continue;
      for (const f of dateFieldsIn(p.schema)) fields.push({ where: p.in, name: p.name, ...f });
    }
    const body = op.requestBody?.content['application/json']?.schema;
    if (body)
      for (const f of dateFieldsIn(body)) fields.push({ where: 'body', name: f.path.join('.'), ...f });
    return fields;
  }

  it('refuses impossible and out-of-range dates with a 4xx and takes the edges without a 5xx', async () => {
    const problems: string[] = [];
    let fieldCount = 0;
    let sent = 0;
    for (const [index, { method, path, op }] of operations.entries()) {
      const seed = SEED + index;
      const params = op.parameters ?? [];
      const paramsOf = (where: 'path' | 'query') =>
        fc.sample(
          fc.record(
            Object.fromEntries(
              params.filter((p) => p.in === where).map((p) => [p.name, arbitraryFor(p.schema)]),
            ),
            {
              requiredKeys: params
                .filter((p) => p.in === where && (p.required || where === 'path'))
                .map((p) => p.name),
            },
          ),
          { seed, numRuns: 1 },
        )[0]!;
      const bodySchema = op.requestBody?.content['application/json']?.schema;
      const base = {
        path: paramsOf('path'),
        query: paramsOf('query'),
        body: bodySchema ? sampleOf(bodySchema, seed) : undefined,
      };
      const caller = actors.get(callerFor(path))!;
      for (const field of dateFieldsOf(op)) {
        fieldCount += 1;
        const refused =
          field.kind === 'date'
            ? refusedDates(seed, GENERATED_PER_FIELD)
            : refusedDateTimes(seed, GENERATED_PER_FIELD);
        const edges = field.kind === 'date' ? EDGE_DATES : EDGE_DATE_TIMES;
        for (const [value, expectRefusal] of [
          ...refused.map((v) => [v, true] as const),
          ...edges.map((v) => [v, false] as const),
        ]) {
          const input = { path: { ...base.path }, query: { ...base.query }, body: base.body };
          if (field.where === 'body')
            input.body = withValueAt(base.body, bodySchema!, field.path, value, seed);
          else input[field.where][field.name] = value;
          const request: InjectOptions = {
            method,
            url: urlFor(path, input.path, input.query),
            remoteAddress: nextTestIp(),
            headers: { origin: originOf(t.app), cookie: caller.cookie },
            ...(input.body !== undefined ? { payload: input.body as InjectOptions['payload'] } : {}),
          };
          const res = await t.app.inject(request);
          sent += 1;
          const wrong = expectRefusal ? res.statusCode < 400 || res.statusCode >= 500 : res.statusCode >= 500;
          if (wrong)
            problems.push(
              `${method} ${path} ${field.where} ${field.name} = ${value}: ${res.statusCode} ${res.body.slice(0, 120)}`,
            );
        }
      }
    }
    console.info(`[date fuzz] ${fieldCount} date fields, ${sent} requests, seed ${SEED}`);
    expect(fieldCount, 'date and date-time fields found in the OpenAPI document').toBeGreaterThanOrEqual(30);
    expect(problems).toEqual([]);
  });
});
