import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { slugSchema } from '../../../shared/accounts.ts';
import { isReservedProfileAddress, RESERVED_ADDRESS_MESSAGE } from '../../../shared/profile-address.ts';

describe('reserved profile addresses', () => {
  it('covers every top-level segment of the site’s route table', () => {
    // Read as text: the route table is client code with lazy page imports.
    const table = fs.readFileSync('src/client/app/route-table.ts', 'utf8');
    const segments = new Set([...table.matchAll(/path: '\/([^/':]+)/g)].map((m) => m[1]!));
    expect(segments.size).toBeGreaterThan(20);
    const missing = [...segments].filter((s) => !isReservedProfileAddress(s));
    expect(missing).toEqual([]);
  });

  it('refuses system words and the platform’s name in the shared slug schema', () => {
    for (const slug of ['aworan', 'aworan-official', 'admin', 'api', 'login', 'dashboard', 'photographers']) {
      const parsed = slugSchema.safeParse(slug);
      expect(parsed.success, slug).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(RESERVED_ADDRESS_MESSAGE);
    }
    expect(slugSchema.safeParse('adaeze-lens').success).toBe(true);
    expect(slugSchema.safeParse('lagos-admin-studio').success).toBe(true);
  });
});
