import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { calendarDate } from '../src/shared/calendar-dates.ts';
import { safeText } from '../src/shared/text.ts';
import { bareTextFields } from './text-fields.ts';

describe('finding bare text fields', () => {
  it('names every string that skips safeText(), however deep', () => {
    const schema = z.object({
      reason: z.string(),
      pin: z.string().regex(/^\d{4}$/),
      lines: z.array(z.object({ note: z.string().trim().optional() })),
      meta: z.record(z.string(), safeText()),
      either: z.union([z.literal(''), z.string()]).nullable(),
    });
    expect(bareTextFields(schema).sort()).toEqual(['either', 'lines.[].note', 'meta.(key)', 'pin', 'reason']);
  });

  it('accepts safeText() however it is chained, and strings with a format', () => {
    const schema = z.object({
      name: safeText().trim().min(1).max(80),
      email: safeText().trim().pipe(z.email()),
      id: z.uuid(),
      on: calendarDate().nullable(),
      kind: z.enum(['a', 'b']),
      count: z.coerce.number().int(),
      tags: z.array(safeText().max(20)).default([]),
    });
    expect(bareTextFields(schema)).toEqual([]);
  });
});
