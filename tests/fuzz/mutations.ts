import fc from 'fast-check';

/**
 * Broken inputs for the OpenAPI fuzz test: every value a careless or hostile client can put
 * where the contract says something else. Each mutation keeps a label, so a finding says
 * what was sent.
 */

export const NASTY_STRINGS = [
  '\u0000',
  'before\u0000after',
  '\uD800',
  'lone \uDFFF surrogate',
  '𝕏🙂👩🏽‍💻',
  '\u202Eevil.example',
  'Ọmọ Yorùbá ẹ ṣé',
  "'; drop table users; --",
  '../../../etc/passwd',
  '<script>alert(1)</script>',
  '%00%ff',
  '   ',
  '',
  'x'.repeat(100_000),
];

export const NASTY_NUMBERS = [
  -1,
  -0.5,
  0.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER,
];

export const WRONG_TYPES: unknown[] = [null, true, 'text', 12, [], {}, [1, 'two'], { nested: { deep: [] } }];

export const NASTY_VALUES: unknown[] = [...NASTY_STRINGS, ...NASTY_NUMBERS, ...WRONG_TYPES];

/** Query and path values are text: numbers out of range, junk and control characters. */
export const NASTY_TEXT = [
  ...NASTY_STRINGS.filter((s) => s.length < 1000),
  'x'.repeat(5000),
  '-1',
  '0',
  '2147483648',
  '99999999999999999999999',
  '1e308',
  'NaN',
  'null',
  'true',
  '[]',
];

export interface Mutated<T> {
  value: T;
  label: string;
}

type Path = (string | number)[];

function leafPaths(value: unknown, path: Path = []): Path[] {
  if (Array.isArray(value)) {
    const inner = value.flatMap((v, i) => leafPaths(v, [...path, i]));
    return [path, ...inner];
  }
  if (value && typeof value === 'object') {
    const inner = Object.entries(value).flatMap(([k, v]) => leafPaths(v, [...path, k]));
    return [...(path.length ? [path] : []), ...inner];
  }
  return path.length ? [path] : [];
}

function setAt(root: unknown, path: Path, replacement: unknown): unknown {
  if (!path.length) return replacement;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = replacement;
  return copy;
}

function deleteAt(root: unknown, path: Path): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  if (Array.isArray(node)) node.splice(Number(path.at(-1)), 1);
  else delete node[path.at(-1)!];
  return copy;
}

function describePath(path: Path): string {
  return path.length ? path.join('.') : '(body)';
}

function preview(value: unknown): string {
  const text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 40 ? `${text.slice(0, 37)}…(${text.length})` : text;
}

/** A JSON body with one field broken, one field missing, or the whole body the wrong thing. */
export function mutatedBody(valid: unknown): fc.Arbitrary<Mutated<unknown | { raw: string }>> {
  const paths = leafPaths(valid);
  const options: fc.Arbitrary<Mutated<unknown>>[] = [
    fc.constantFrom(...WRONG_TYPES, ...NASTY_STRINGS.slice(0, 4)).map((v) => ({
      value: v,
      label: `body replaced by ${preview(v)}`,
    })),
    fc.constantFrom('{"unterminated": ', '{"a":1}{"b":2}', 'not json at all', '\u0000').map((raw) => ({
      value: { raw },
      label: `body is invalid JSON ${preview(raw)}`,
    })),
  ];
  if (paths.length) {
    options.push(
      fc.tuple(fc.constantFrom(...paths), fc.constantFrom(...NASTY_VALUES)).map(([path, v]) => ({
        value: setAt(valid, path, v),
        label: `${describePath(path)} = ${preview(v)}`,
      })),
      fc.tuple(fc.constantFrom(...paths), fc.constantFrom(...NASTY_VALUES)).map(([path, v]) => ({
        value: setAt(valid, path, v),
        label: `${describePath(path)} = ${preview(v)}`,
      })),
      fc.constantFrom(...paths).map((path) => ({
        value: deleteAt(valid, path),
        label: `${describePath(path)} missing`,
      })),
    );
  }
  return fc.oneof(...options);
}
