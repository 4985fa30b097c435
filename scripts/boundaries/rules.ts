import path from 'node:path';

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
    name: "a server file imports another module's repository (call that module's service)",
    breaks: ({ from, to }) => {
      if (!/\.repository\.ts$/.test(to) || isTest(from)) return false;
      const owner = moduleOf(to);
      return owner !== undefined && moduleOf(from) !== owner;
    },
  },
  {
    name: "a module reaches into another module's internals (only its *.service.ts is public; shared helpers go to src/server/lib)",
    breaks: ({ from, to }) => {
      const owner = moduleOf(to);
      const user = moduleOf(from);
      if (owner === undefined || user === undefined || owner === user || isTest(from)) return false;
      return !/\.(service|repository|routes|plugin)\.ts$/.test(to);
    },
  },
  {
    name: "a module registers another module's routes (each module is one plugin, registered in app.ts)",
    breaks: ({ from, to }) => {
      if (!/\.(routes|plugin)\.ts$/.test(to) || isTest(from)) return false;
      const owner = moduleOf(to);
      return owner !== undefined && moduleOf(from) !== undefined && moduleOf(from) !== owner;
    },
  },
  {
    name: "a cross-cutting plugin depends on a domain module's service or repository (inject what it needs in app.ts)",
    breaks: ({ from, to }) =>
      /^src\/server\/(plugins|lib|db)\//.test(from) &&
      !isTest(from) &&
      /^src\/server\/modules\/.*\.(service|repository)\.ts$/.test(to),
  },
  {
    name: 'a route file talks to the database (routes call services; SQL lives in repositories)',
    breaks: ({ from, to }) =>
      /\.routes\.ts$/.test(from) &&
      (to === 'drizzle-orm' || to.startsWith('drizzle-orm/') || to.startsWith('src/server/db/schema')),
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
