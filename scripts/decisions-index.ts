/**
 * Rewrites the indexes of docs/decisions/ (architecture) and docs/product-rules/ (what the
 * product does for people) from the records' titles, dates and statuses:
 *   node --import tsx scripts/decisions-index.ts
 * Both folders share one numbering (decision 250). tests/decisions.test.ts fails when a record is
 * missing from its index or a number is used twice.
 */
import fs from 'node:fs';
import path from 'node:path';

const DECISIONS_DIR = 'docs/decisions';
const PRODUCT_RULES_DIR = 'docs/product-rules';

/** The numbered records of a folder (NNN-title.md), in order. */
function recordFiles(dir: string): string[] {
  return fs
    .readdirSync(dir)
    .filter((f) => /^\d{3}-.+\.md$/.test(f))
    .sort();
}

function rows(dir: string): string[] {
  return recordFiles(dir).map((file) => {
    const text = fs.readFileSync(path.join(dir, file), 'utf8');
    const title = (text.split('\n')[0] ?? '').replace(/^#\s*/, '').replace(/^\d{3}\s*[—-]\s*/, '');
    const date = /Date:\**\s*(\d{4}-\d{2}-\d{2})/.exec(text)?.[1] ?? '?';
    const status = /Status:\**\s*([^\n·]+)/.exec(text)?.[1]?.trim() ?? '?';
    return `| [${file.slice(0, 3)}](${file}) | ${title.replaceAll('|', '\\|')} | ${date} | ${status} |`;
  });
}

function numbers(dir: string): string {
  return recordFiles(dir)
    .map((f) => f.slice(0, 3))
    .join(', ');
}

const decisions = `# Decision records

How Aworan is built, and why: one file per decision, with Context, Decision, Consequences, a date
and a status. A superseded record keeps its text and links to its successor. What the product
does for people (who may do what, when, and what they are told) is in the product rules,
[docs/product-rules](../product-rules/README.md), numbered in the same sequence: a "decision" cited
by a number that is not below is one of them (${numbers(PRODUCT_RULES_DIR)}).
Regenerate this index with \`node --import tsx scripts/decisions-index.ts\`.

| # | decision | date | status |
|---|---|---|---|
${rows(DECISIONS_DIR).join('\n')}
`;

const productRules = `# Product rules

What Aworan does for the people who use it: who may do what, when, and what they are told. One
file per rule, written like the decision records (Context, Decision, Consequences, a date and a
status) and numbered in the same sequence as [docs/decisions](../decisions/README.md), which holds
how the product is built. Code and other records cite a rule by its number ("product rule 144",
or "decision 144" in older text). Regenerate this index with
\`node --import tsx scripts/decisions-index.ts\`.

| # | rule | date | status |
|---|---|---|---|
${rows(PRODUCT_RULES_DIR).join('\n')}
`;

fs.writeFileSync(path.join(DECISIONS_DIR, 'README.md'), decisions);
fs.writeFileSync(path.join(PRODUCT_RULES_DIR, 'README.md'), productRules);
console.info(
  `${DECISIONS_DIR}/README.md: ${recordFiles(DECISIONS_DIR).length} records; ${PRODUCT_RULES_DIR}/README.md: ${recordFiles(PRODUCT_RULES_DIR).length} rules`,
);
