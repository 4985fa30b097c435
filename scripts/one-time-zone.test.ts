import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { TIME_MODULE, timeZoneFindings } from './one-time-zone.ts';

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('one time zone', () => {
  it('src names the zone and formats dates only through src/shared/lagos-time.ts', () => {
    const found = sourceFiles('src').flatMap((file) =>
      timeZoneFindings(file, fs.readFileSync(file, 'utf8')).map((f) => `${file}:${f.line}: ${f.rule}`),
    );
    expect(found).toEqual([]);
  });

  const rulesBroken = (source: string, file = 'src/client/features/x/y.tsx') =>
    timeZoneFindings(file, source).map((f) => f.rule.split(' ')[0]);

  it('finds a second zone constant, a date in the device zone, date-fns and a stray Intl formatter', () => {
    expect(rulesBroken("const LAGOS = 'Africa/Lagos';")).toEqual(['names']);
    expect(rulesBroken('<td>{new Date(at).toLocaleDateString()}</td>')).toEqual(['formats']);
    expect(rulesBroken("x.toLocaleString('en-NG', { timeZone: zone })")).toEqual(['toLocaleString']);
    expect(rulesBroken("new Date(at).toLocaleString('en-NG')")).toEqual(['formats']);
    expect(rulesBroken("import { format } from 'date-fns';")).toEqual(['imports']);
    expect(rulesBroken("new Intl.DateTimeFormat('en-NG', { dateStyle: 'long' })")).toEqual([
      'Intl.DateTimeFormat',
    ]);
  });

  it('lets numbers, comments, tests and the module itself be', () => {
    expect(rulesBroken("const n = count.toLocaleString('en-NG');")).toEqual([]);
    expect(rulesBroken('/** Daily, Africa/Lagos: reminders. */\n // Africa/Lagos')).toEqual([]);
    expect(rulesBroken("const zone = 'Africa/Lagos';", 'src/server/x.test.ts')).toEqual([]);
    expect(
      rulesBroken("new Intl.DateTimeFormat('en-NG', { timeZone: 'Africa/Lagos' })", TIME_MODULE),
    ).toEqual([]);
  });
});
