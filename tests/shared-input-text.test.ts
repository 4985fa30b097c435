import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bareTextFields } from './text-fields.ts';

/**
 * Every string a person sends goes through safeText() (src/shared/text.ts): a NUL byte or a lone
 * surrogate is a 400 naming the field, never a 500 from PostgreSQL. This walks the shared input
 * schemas: the ones named …InputSchema or …QuerySchema, and the account forms better-auth's own
 * routes take. src/server/text-input.int.test.ts walks what every route of the app declares.
 */
const SHARED = path.resolve('src/shared');
const modules: Record<string, Record<string, unknown>> = Object.fromEntries(
  await Promise.all(
    fs
      .readdirSync(SHARED)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map(async (file) => [file, await import(path.join(SHARED, file))] as const),
  ),
);
const ACCOUNT_FORMS = new Set([
  'signUpSchema',
  'signInSchema',
  'forgotPasswordSchema',
  'resetPasswordSchema',
  'changePasswordSchema',
  'updateNameSchema',
]);
const isInput = (name: string) => /(Input|Query)Schema$/.test(name) || ACCOUNT_FORMS.has(name);

const inputs = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([name, value]) => isInput(name) && value && typeof value === 'object' && '_zod' in value)
    .map(([name, schema]) => ({ name: `${file} ${name}`, schema })),
);

describe('shared input schemas', () => {
  it('are found (the walk looks at something)', () => {
    expect(inputs.length).toBeGreaterThan(30);
  });

  it('take every string through safeText() or a format', () => {
    const bare = inputs.flatMap(({ name, schema }) =>
      bareTextFields(schema as Parameters<typeof bareTextFields>[0]).map((field) => `${name}: ${field}`),
    );
    expect(bare, 'use safeText() from src/shared/text.ts for these').toEqual([]);
  });
});
