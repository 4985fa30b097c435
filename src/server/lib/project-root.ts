import fs from 'node:fs';
import path from 'node:path';

/**
 * The project's root folder (where package.json and drizzle/ are), found by walking up from
 * this file, so the same code works from src/ (through tsx) and from the bundle in dist/server.
 */
function findProjectRoot(from: string): string {
  let dir = from;
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${from}`);
    dir = parent;
  }
  return dir;
}

export const PROJECT_ROOT = findProjectRoot(import.meta.dirname);
