/**
 * Rewrites docs/decisions/README.md from the records' titles, dates and statuses:
 *   node --import tsx scripts/decisions-index.ts
 * tests/decisions.test.ts fails when a record is missing from the index.
 */
import fs from 'node:fs';
import path from 'node:path';

const DIR = 'docs/decisions';
const rows = fs
  .readdirSync(DIR)
  .filter((f) => /^\d{3}-.+\.md$/.test(f))
  .sort()
  .map((file) => {
    const text = fs.readFileSync(path.join(DIR, file), 'utf8');
    const title = (text.split('\n')[0] ?? '').replace(/^#\s*/, '').replace(/^\d{3}\s*[—-]\s*/, '');
    const date = /Date:\**\s*(\d{4}-\d{2}-\d{2})/.exec(text)?.[1] ?? '?';
    const status = /Status:\**\s*([^\n·]+)/.exec(text)?.[1]?.trim() ?? '?';
    return `| [${file.slice(0, 3)}](${file}) | ${title.replaceAll('|', '\\|')} | ${date} | ${status} |`;
  });

const body = `# Decision records

One file per decision: Context, Decision, Consequences, with a date and a status. A superseded
record keeps its text and links to its successor. Regenerate this index with
\`node --import tsx scripts/decisions-index.ts\`.

| # | decision | date | status |
|---|---|---|---|
${rows.join('\n')}
`;
fs.writeFileSync(path.join(DIR, 'README.md'), body);
console.info(`docs/decisions/README.md: ${rows.length} records`);
