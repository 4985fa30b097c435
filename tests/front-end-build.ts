import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { buildServer } from '../scripts/build-server.ts';
import { clientBuildState } from '../scripts/build-stamp.ts';
import { PROJECT_ROOT } from '../src/server/lib/project-root.ts';

/** The built front end the server-rendering tests serve (what `npm start` serves). */
export const BUILT_CLIENT_DIR = path.join(PROJECT_ROOT, 'dist/client');
export const BUILT_SSR_DIR = path.join(PROJECT_ROOT, 'dist/ssr');

const LOCK = path.join(PROJECT_ROOT, 'dist/.test-build-lock');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Builds what `npm start` runs, as its prestart does: the front end (browser bundle and server
 * renderer) when it is missing or older than its sources, so a clean clone's integration run
 * renders real pages, and the server bundle always (a fraction of a second), which the tests of
 * real processes start. The PGlite and PostgreSQL projects may set up at the same time: a lock
 * folder lets one build while the other waits.
 */
export async function ensureAppBuilt(): Promise<void> {
  fs.mkdirSync(path.dirname(LOCK), { recursive: true });
  const deadline = Date.now() + 10 * 60_000;
  for (;;) {
    try {
      fs.mkdirSync(LOCK);
      break;
    } catch {
      // A lock older than the longest build is a crashed run's.
      const age = Date.now() - (fs.statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 10 * 60_000) fs.rmSync(LOCK, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`front-end build lock ${LOCK} held for too long`);
      await sleep(500);
    }
  }
  try {
    await buildServer(PROJECT_ROOT);
    const state = clientBuildState(PROJECT_ROOT);
    if (state.current) return;
    console.info(`\n[integration] building the front end (${state.reason}) for the server-rendering tests\n`);
    execFileSync(
      process.execPath,
      [path.join(PROJECT_ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
      {
        cwd: PROJECT_ROOT,
        stdio: 'inherit',
        // What ships: the test runner's NODE_ENV=test would give React's development build.
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
  } finally {
    fs.rmSync(LOCK, { recursive: true, force: true });
  }
}
