import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nodeVersionProblem } from './check-node.mjs';

const engines = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { engines: { node: string } }).engines
  .node;

describe('the Node.js version check of npm start', () => {
  it('names the version needed when the running Node is older, and nothing otherwise', () => {
    expect(nodeVersionProblem('v20.20.2', '>=22.22.0')).toBe(
      'Aworan needs Node.js 22.22.0 or newer (Node 22 or 24 LTS); this is Node.js 20.20.2.',
    );
    expect(nodeVersionProblem('v22.21.9', '>=22.22.0')).toMatch(/needs Node\.js 22\.22\.0/);
    expect(nodeVersionProblem('v22.22.0', '>=22.22.0')).toBeUndefined();
    expect(nodeVersionProblem('v22.23.3', '>=22.22.0')).toBeUndefined();
    expect(nodeVersionProblem('v24.0.0', '>=22.22.0')).toBeUndefined();
    expect(() => nodeVersionProblem('v22.23.3', '^20.19.0 || >=22.12.0')).toThrow(/engines\.node/);
  });

  it('runs before npm start and npm run dev, with the floor the production dependencies need', () => {
    const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
    expect(pkg.scripts.prestart).toMatch(/^node scripts\/check-node\.mjs && /);
    expect(pkg.scripts.predev).toBe('node scripts/check-node.mjs');
    // react-router declares the strictest floor of the production dependencies.
    const router = JSON.parse(fs.readFileSync('node_modules/react-router/package.json', 'utf8')) as {
      engines: { node: string };
    };
    expect(engines).toBe(router.engines.node.replace(/^>=\s*/, '>='));
  });

  it('on this Node, either passes silently or prints one line and exits 1', () => {
    const run = spawnSync(process.execPath, ['scripts/check-node.mjs'], { encoding: 'utf8' });
    const problem = nodeVersionProblem(process.version, engines);
    if (problem) {
      expect(run.status).toBe(1);
      expect(run.stderr.trim()).toBe(problem);
    } else {
      expect(run.status).toBe(0);
      expect(run.stderr + run.stdout).toBe('');
    }
  });
});
