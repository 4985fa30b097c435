import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { PROJECT_ROOT } from '../../src/server/lib/project-root.ts';
import { stopFaceEngine } from '../../src/server/modules/find-me/face-engine.ts';
import { labelledPairs } from '../../src/server/modules/find-me/labelled-pairs.ts';
import { rates } from '../../src/server/modules/find-me/matcher.ts';
import { buildLabelledSet } from './labelled-set.ts';

/**
 * Builds the labelled set, writes its descriptors to the matcher's test fixture and prints the
 * false-match and miss rates at each threshold (decision 293). Run: npm run find-me:calibrate
 */
const started = performance.now();
const set = await buildLabelledSet();
await stopFaceEngine();
const fixture = path.join(PROJECT_ROOT, 'src/server/modules/find-me/labelled-set.fixture.json');
writeFileSync(fixture, `${JSON.stringify(set)}\n`);
const people = new Set(set.map((f) => f.person)).size;
console.info(`${set.length} faces of ${people} people in ${Math.round(performance.now() - started)} ms`);
const missing = people * 10 - set.length;
console.info(`variants where no face was found: ${missing}`);
const pairs = labelledPairs(set);
for (let t = 0.3; t <= 0.651; t += 0.025) {
  const r = rates(pairs, t);
  console.info(
    `threshold ${t.toFixed(3)}: false matches ${(r.falseMatchRate * 100).toFixed(2)}% of ${r.impostor}, misses ${(r.missRate * 100).toFixed(2)}% of ${r.genuine}`,
  );
}
