/**
 * Fails (exit 1) when an import crosses a boundary of docs/architecture.md, or a source file or a
 * React component is longer than the brief allows (scripts/boundaries/sizes.ts). Part of `npm run lint`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { findModuleCycles, findViolations } from './boundaries/rules.ts';
import { sizeProblems } from './boundaries/sizes.ts';

const ROOTS = ['src', 'tests', 'scripts', 'e2e'];

function sourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

const files = ROOTS.flatMap(sourceFiles).map((file) => ({
  path: file,
  source: fs.readFileSync(file, 'utf8'),
}));
const violations = findViolations(files);
for (const v of violations) console.error(`${v.from}:${v.line}: imports ${v.to}: ${v.rule}`);
const cycles = findModuleCycles(files);
for (const cycle of cycles) {
  console.error(`modules depend on each other in a circle: ${[...cycle, cycle[0]].join(' → ')}`);
}
const tooLong = sizeProblems(files);
for (const problem of tooLong) console.error(problem);
if (violations.length + cycles.length + tooLong.length > 0) {
  console.error(
    `\n${violations.length} boundary violation(s), ${cycles.length} module cycle(s), ${tooLong.length} size problem(s); see docs/architecture.md, "Boundaries".`,
  );
  process.exit(1);
}
console.info(`Boundaries: ${files.length} files checked, no violations, none too long.`);
