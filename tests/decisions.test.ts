import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = 'docs/decisions';
const records = fs.readdirSync(DIR).filter((f) => /^\d{3}-.+\.md$/.test(f));
const index = fs.readFileSync(path.join(DIR, 'README.md'), 'utf8');

/** Decision records stay findable: each has a date and a status, and the index lists it. */
describe('decision records', () => {
  it.each(records)('%s has a date, a status and a line in the index', (file) => {
    const head = fs.readFileSync(path.join(DIR, file), 'utf8').split('\n').slice(0, 8).join('\n');
    expect(head).toMatch(/Date:\**\s*\d{4}-\d{2}-\d{2}/);
    expect(head).toMatch(/Status:\**\s*(accepted|superseded|proposed|deprecated)/i);
    expect(index).toContain(`(${file})`);
  });

  it('a superseded record links to its successor', () => {
    for (const file of records) {
      const text = fs.readFileSync(path.join(DIR, file), 'utf8');
      if (/Status:\**\s*superseded/i.test(text)) expect(text).toMatch(/superseded by \[?\d{3}/i);
    }
  });
});
