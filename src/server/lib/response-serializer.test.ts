import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.ts';

const compile = (schema: z.ZodType) =>
  responseSerializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (
    data: unknown,
  ) => string;

describe('responseSerializerCompiler', () => {
  it('writes only the declared fields, so a stray secret never leaves the server', () => {
    const serialize = compile(
      z.object({ id: z.string(), email: z.string(), nickname: z.string().nullable() }),
    );
    const body = serialize({ id: 'u1', email: 'ada@example.ng', nickname: null, passwordHash: 'secret' });
    expect(JSON.parse(body)).toEqual({ id: 'u1', email: 'ada@example.ng', nickname: null });
  });

  it('handles arrays, enums, optional fields and unions', () => {
    const serialize = compile(
      z.object({
        items: z.array(z.object({ status: z.enum(['draft', 'sent']), total: z.number().int() })),
        note: z.string().optional(),
        value: z.union([z.string(), z.number()]),
      }),
    );
    const body = serialize({ items: [{ status: 'sent', total: 750000, extra: true }], value: 3 });
    expect(JSON.parse(body)).toEqual({ items: [{ status: 'sent', total: 750000 }], value: 3 });
  });

  it('keeps zod for what JSON Schema cannot express', () => {
    const serialize = compile(z.object({ when: z.date() }));
    expect(JSON.parse(serialize({ when: new Date('2026-11-21T10:00:00Z') }))).toEqual({
      when: '2026-11-21T10:00:00.000Z',
    });
  });
});
