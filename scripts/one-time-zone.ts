/**
 * One time zone (decision 255): the zone's name and the formatting of instants live in
 * src/shared/lagos-time.ts. Anything else that formats a date in the zone of the machine that
 * runs it (a browser abroad, a server set to UTC) shows other times than the invoices do.
 */

export const TIME_MODULE = 'src/shared/lagos-time.ts';

/**
 * Files that format with Intl.DateTimeFormat themselves, and why: each names its zone.
 * (The booking calendar's days are the browser's own local days: react-day-picker hands out
 * local midnights, so its labels are read in the browser's zone on purpose.)
 */
export const OWN_FORMATTERS: Record<string, string> = {
  'src/shared/scheduling-terms.ts': "a session's time in the photographer's zone (decision 142)",
  'src/client/features/scheduling/agenda.ts': 'day headings of calendar dates, read as UTC',
  'src/client/features/scheduling/appointment-card.tsx': "a booking's date and time in its own zone",
  'src/client/features/scheduling/slot-picker.tsx': "the calendar widget's local days",
};

export interface TimeZoneFinding {
  line: number;
  rule: string;
}

const RULES: { rule: string; test: (line: string, file: string) => boolean }[] = [
  {
    rule: 'names a time zone (import LAGOS_TIME_ZONE from src/shared/lagos-time.ts)',
    test: (line) => /['"`]Africa\/Lagos/.test(line),
  },
  {
    rule: "formats a date in the device's zone (use formatDate, formatLagosDay or formatDateTime)",
    test: (line) =>
      /\.toLocale(Date|Time)String\(/.test(line) || /new Date\([^)]*\)\.toLocaleString\(/.test(line),
  },
  {
    rule: "toLocaleString with options or no locale: a number takes only 'en-NG'; a date goes through src/shared/lagos-time.ts",
    test: (line) => /\.toLocaleString\((?!'[^']*'\))/.test(line),
  },
  {
    rule: "imports date-fns, whose format reads the machine's zone (use src/shared/lagos-time.ts)",
    test: (line) => /from ['"]date-fns(\/[^'"]*)?['"]/.test(line),
  },
  {
    rule: 'Intl.DateTimeFormat outside src/shared/lagos-time.ts (use its formatters, or list the file in OWN_FORMATTERS with its zone)',
    test: (line, file) => /Intl\.DateTimeFormat\(/.test(line) && !(file in OWN_FORMATTERS),
  },
];

/** What a source file of src does against the one time zone; tests and the module itself are free. */
export function timeZoneFindings(file: string, source: string): TimeZoneFinding[] {
  if (file === TIME_MODULE || /\.test\.tsx?$/.test(file) || !file.startsWith('src/')) return [];
  const findings: TimeZoneFinding[] = [];
  source.split('\n').forEach((text, i) => {
    const code = text.replace(/\/\/.*$/, '').replace(/^\s*\*.*$/, '');
    for (const { rule, test } of RULES) {
      if (test(code, file)) findings.push({ line: i + 1, rule });
    }
  });
  return findings;
}
