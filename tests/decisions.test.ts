import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Architecture decisions and product rules: two folders, one numbering (decision 250). */
const FOLDERS = ['docs/decisions', 'docs/product-rules'];
const records = FOLDERS.flatMap((dir) =>
  fs
    .readdirSync(dir)
    .filter((f) => /^\d{3}-.+\.md$/.test(f))
    .map((file) => path.join(dir, file)),
);

/** Decision records and product rules stay findable: each has a date, a status and a line in its index. */
describe('decision records and product rules', () => {
  it.each(records)('%s has a date, a status and a line in the index', (record) => {
    const head = fs.readFileSync(record, 'utf8').split('\n').slice(0, 8).join('\n');
    expect(head).toMatch(/Date:\**\s*\d{4}-\d{2}-\d{2}/);
    expect(head).toMatch(/Status:\**\s*(accepted|superseded|proposed|deprecated)/i);
    const index = fs.readFileSync(path.join(path.dirname(record), 'README.md'), 'utf8');
    expect(index).toContain(`(${path.basename(record)})`);
  });

  it('uses each number once across both folders', () => {
    const numbers = records.map((record) => path.basename(record).slice(0, 3));
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
  });

  it('a superseded record links to its successor', () => {
    for (const record of records) {
      const text = fs.readFileSync(record, 'utf8');
      if (/Status:\**\s*superseded/i.test(text)) expect(text).toMatch(/superseded by \[?\d{3}/i);
    }
  });
});
