import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every markdown file of the docs, and the README, with the relative links it holds. */
function markdownFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? markdownFiles(path.join(dir, entry.name))
        : entry.name.endsWith('.md')
          ? [path.join(dir, entry.name)]
          : [],
    );
}

const LINK = /\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g;

function relativeLinks(file: string): string[] {
  // Code (fenced blocks and `spans`) shows link syntax; it links nowhere.
  const text = fs
    .readFileSync(file, 'utf8')
    .replace(/```[\s\S]*?```/g, '')
    .replace(/`[^`\n]*`/g, '');
  return [...text.matchAll(LINK)]
    .map((m) => m[1]!)
    .filter((target) => !/^([a-z][a-z0-9+.-]*:|#|\/)/i.test(target))
    .map((target) => target.split('#')[0]!)
    .filter(Boolean);
}

/** A record moved or renamed leaves no link behind pointing at its old place. */
describe('links between documents', () => {
  it.each(['README.md', ...markdownFiles('docs')])('%s links only to files that exist', (file) => {
    const missing = relativeLinks(file).filter(
      (target) => !fs.existsSync(path.resolve(path.dirname(file), decodeURI(target))),
    );
    expect(missing).toEqual([]);
  });
});

/** The source files that may name a record by its path. */
function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? entry.name === 'node_modules'
          ? []
          : sourceFiles(path.join(dir, entry.name))
        : /\.(ts|tsx|mts|css|html)$/.test(entry.name)
          ? [path.join(dir, entry.name)]
          : [],
    );
}

describe('records named in code', () => {
  it('every docs/decisions or docs/product-rules path a comment gives exists', () => {
    const missing = ['src', 'e2e', 'tests', 'scripts'].flatMap(sourceFiles).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/docs\/(?:decisions|product-rules)\/\d{3}-[a-z0-9-]+\.md/g)]
        .map((m) => m[0])
        .filter((record) => !fs.existsSync(record))
        .map((record) => `${file}: ${record}`),
    );
    expect(missing).toEqual([]);
  });
});
