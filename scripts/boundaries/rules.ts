import path from 'node:path';
import { PUBLIC_SURFACE } from './public-surface.ts';

/**
 * The layering rules of docs/architecture.md, as code: each rule looks at one import (from a
 * file to a resolved target) and names what is wrong with it. Paths are repository-relative
 * with forward slashes.
 */
export interface ImportEdge {
  from: string;
  /** Resolved repository path for project files, or the bare package name. */
  to: string;
  line: number;
}

export interface Violation extends ImportEdge {
  rule: string;
}

const isTest = (file: string) => /\.(int\.)?test\.tsx?$/.test(file) || file.startsWith('e2e/');
const moduleOf = (file: string) => /^src\/server\/modules\/([^/]+)\//.exec(file)?.[1];
/** Server code outside the modules: plugins, lib, db, jobs, emails, backup, the control channel, app.ts, server.ts. */
const isPlatform = (file: string) =>
  file.startsWith('src/server/') && !file.startsWith('src/server/modules/') && !isTest(file);
const featureOf = (file: string) => /^src\/client\/features\/([^/]+)\//.exec(file)?.[1];

type Rule = { name: string; breaks: (edge: ImportEdge) => boolean };

export const RULES: Rule[] = [
  {
    name: 'a client component in components/ imports from features/ or app/ (pass data in as props)',
    breaks: ({ from, to }) =>
      from.startsWith('src/client/components/') &&
      (to.startsWith('src/client/features/') || to.startsWith('src/client/app/')),
  },
  {
    name: 'a feature imports another feature (move what both need to components/ or lib/, or compose them in app/)',
    breaks: ({ from, to }) => {
      const a = featureOf(from);
      const b = featureOf(to);
      return a !== undefined && b !== undefined && a !== b;
    },
  },
  {
    name: 'a module imports a file another module does not declare public (scripts/boundaries/public-surface.ts; call its service)',
    breaks: ({ from, to }) => {
      const owner = moduleOf(to);
      const user = moduleOf(from);
      if (owner === undefined || user === undefined || owner === user || isTest(from)) return false;
      return !(PUBLIC_SURFACE[owner] ?? []).includes(path.posix.basename(to));
    },
  },
  {
    name: 'platform code reaches a module other than through its <module>.platform.ts face (app.ts also registers its <module>.plugin.ts)',
    breaks: ({ from, to }) => {
      const owner = moduleOf(to);
      if (owner === undefined || !isPlatform(from)) return false;
      const file = path.posix.basename(to);
      if (file === `${owner}.platform.ts`) return false;
      return !(from === 'src/server/app.ts' && /\.plugin\.ts$/.test(file));
    },
  },
  {
    name: 'a route file talks to the database or opens a transaction (routes call services; SQL lives in repositories)',
    breaks: ({ from, to }) =>
      /\.routes\.ts$/.test(from) &&
      (to === 'drizzle-orm' ||
        to.startsWith('drizzle-orm/') ||
        to.startsWith('src/server/db/schema') ||
        to === 'src/server/db/transaction.ts'),
  },
  {
    name: 'product code imports the test harness (only *.test.ts files may)',
    breaks: ({ from, to }) => from.startsWith('src/') && !isTest(from) && to.startsWith('tests/'),
  },
  {
    name: 'shared code imports browser or server code (src/shared runs in both)',
    breaks: ({ from, to }) =>
      from.startsWith('src/shared/') && (to.startsWith('src/server/') || to.startsWith('src/client/')),
  },
];

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s(?:[^'";]*?\sfrom\s)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** Every import in a source file, resolved to a repository path (or a package name). */
export function importsOf(file: string, source: string): ImportEdge[] {
  const edges: ImportEdge[] = [];
  for (const match of source.matchAll(IMPORT)) {
    const spec = (match[1] ?? match[2])!;
    const line = source.slice(0, match.index).split('\n').length + (match[0].startsWith('\n') ? 1 : 0);
    edges.push({ from: file, to: resolve(file, spec), line });
  }
  return edges;
}

function resolve(file: string, spec: string): string {
  if (spec.startsWith('@/')) return path.posix.join('src/client', spec.slice(2));
  if (spec.startsWith('@shared/')) return path.posix.join('src/shared', spec.slice(8));
  if (spec.startsWith('.')) return path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
  return spec;
}

export function findViolations(files: { path: string; source: string }[]): Violation[] {
  const violations: Violation[] = [];
  for (const file of files) {
    for (const edge of importsOf(file.path, file.source)) {
      for (const rule of RULES) if (rule.breaks(edge)) violations.push({ ...edge, rule: rule.name });
    }
  }
  return violations;
}

/**
 * Server modules that depend on each other in a circle (A imports B, B imports A, or longer),
 * each circle once, as its modules in order from the alphabetically first: ['contracts',
 * 'scheduling'] for contracts → scheduling → contracts. Test files do not count.
 */
export function findModuleCycles(files: { path: string; source: string }[]): string[][] {
  const graph = new Map<string, Set<string>>();
  for (const file of files) {
    const user = moduleOf(file.path);
    if (user === undefined || isTest(file.path)) continue;
    for (const edge of importsOf(file.path, file.source)) {
      const owner = moduleOf(edge.to);
      if (owner === undefined || owner === user) continue;
      if (!graph.has(user)) graph.set(user, new Set());
      graph.get(user)!.add(owner);
    }
  }
  const cycles: string[][] = [];
  // Paths from each module back to itself through modules after it in the alphabet only, so
  // each circle is found once, from its first module.
  const walk = (start: string, at: string, trail: string[]) => {
    for (const next of [...(graph.get(at) ?? [])].sort()) {
      if (next === start) cycles.push(trail);
      else if (next > start && !trail.includes(next)) walk(start, next, [...trail, next]);
    }
  };
  for (const start of [...graph.keys()].sort()) walk(start, start, [start]);
  return cycles;
}
