import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { type PackageUse, packageUses } from './uses.ts';

/** What plain Node's ESM loader gives for a package: its namespace's names, and the CommonJS default trap. */
interface LoadedModule {
  names?: string[];
  /**
   * CommonJS with `__esModule` and its own `exports.default`: Node hands the whole module as
   * `default`, while bundlers and Vitest hand `exports.default`, so a default import means two
   * different things (the sealing bug: `signpdf.sign is not a function` under `npm start`).
   * Then: the names read from the default that one of the two lacks (all, when it is used whole).
   */
  defaultDiffers?: boolean;
  defaultMissing?: string[];
  error?: string;
}

/** Loads each package in a child process running plain Node, from the project root, as the bundle does. */
function loadUnderPlainNode(
  root: string,
  defaultReads: Record<string, string[] | 'whole'>,
): Record<string, LoadedModule> {
  const program = `
    const out = {};
    for (const [spec, reads] of Object.entries(JSON.parse(process.argv[1]))) {
      try {
        const ns = await import(spec);
        const d = ns.default;
        const differs = d != null && d.__esModule === true && 'default' in d && d.default !== d;
        const both = (n) => n in Object(d) && n in Object(d.default);
        out[spec] = {
          names: Object.keys(ns),
          defaultDiffers: differs,
          defaultMissing: !differs ? [] : reads === 'whole' ? ['(the whole default)'] : reads.filter((n) => !both(n)),
        };
      } catch (err) {
        out[spec] = { error: String(err && err.message || err).split('\\n')[0] };
      }
    }
    // Some packages start timers or workers when loaded: leave once the answer is out.
    process.stdout.write(JSON.stringify(out), () => process.exit(0));
  `;
  const output = execFileSync(
    process.execPath,
    ['--input-type=module', '-e', program, JSON.stringify(defaultReads)],
    {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NODE_OPTIONS: '' },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  return JSON.parse(output) as Record<string, LoadedModule>;
}

function bundleFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(mjs|js)$/.test(name))
    .map((name) => path.join(dir, name));
}

/**
 * Every problem a bundle's run-time imports would meet under plain Node ESM: a package that does
 * not load, a name it does not export, a default import whose meaning differs from the bundlers'.
 */
export function checkBundleImports(root: string, dirs: string[]): string[] {
  const uses = new Map<string, PackageUse[]>();
  for (const dir of dirs) {
    for (const file of bundleFiles(dir)) {
      for (const use of packageUses(path.relative(root, file), fs.readFileSync(file, 'utf8'))) {
        uses.set(use.specifier, [...(uses.get(use.specifier) ?? []), use]);
      }
    }
  }
  const defaultReads: Record<string, string[] | 'whole'> = {};
  for (const [specifier, list] of uses) {
    const reads = list.map((u) => u.defaultReads);
    defaultReads[specifier] = reads.includes('whole') ? 'whole' : [...new Set(reads.flatMap((r) => [...r]))];
  }
  const loaded = loadUnderPlainNode(root, defaultReads);
  const problems: string[] = [];
  for (const [specifier, list] of uses) {
    const module = loaded[specifier];
    for (const use of list) {
      if (!module || module.error) {
        problems.push(`${use.where}: "${specifier}" does not load under plain Node: ${module?.error}`);
        break;
      }
      for (const name of use.names) {
        if (name === 'default' && module.defaultMissing?.length) {
          problems.push(
            `${use.where}: the default export of "${specifier}" is its whole CommonJS module under Node but its exports.default in bundlers and Vitest, and ${module.defaultMissing.join(', ')} is not on both: import a named export instead`,
          );
        } else if (!module.names?.includes(name)) {
          problems.push(`${use.where}: "${specifier}" has no export "${name}" under plain Node ESM`);
        }
      }
    }
  }
  return problems;
}
