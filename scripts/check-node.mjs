/**
 * `npm start` and `npm run dev` run this first: on a Node.js older than package.json's
 * `engines.node` floor (the strictest of the production dependencies), one line says which
 * version to install and the start stops with exit code 1, instead of failing later inside a
 * dependency. Plain JavaScript with no imports beyond Node's own, so it runs on any Node.
 */
import fs from 'node:fs';

/** "22.22.0" → [22, 22, 0]. */
const parts = (version) => version.replace(/^v/, '').split('.').map(Number);

/**
 * The problem with running `version` under `engines` (a ">=X.Y.Z" floor), or undefined when
 * it is new enough.
 */
export function nodeVersionProblem(version, engines) {
  const floor = /^>=\s*(\d+\.\d+\.\d+)$/.exec(engines.trim())?.[1];
  if (!floor) throw new Error(`package.json engines.node must be ">=X.Y.Z", not "${engines}"`);
  const [have, need] = [parts(version), parts(floor)];
  for (let i = 0; i < 3; i++) {
    if (have[i] > need[i]) return undefined;
    if (have[i] < need[i]) {
      return `Aworan needs Node.js ${floor} or newer (Node 22 or 24 LTS); this is Node.js ${version.replace(/^v/, '')}.`;
    }
  }
  return undefined;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const pkg = JSON.parse(fs.readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const problem = nodeVersionProblem(process.version, pkg.engines.node);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
