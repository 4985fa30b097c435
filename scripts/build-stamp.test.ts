import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { clientBuildState, hashClientSources, removeStamp, STAMP_FILE, writeStamp } from './build-stamp.ts';

const INPUTS = ['src/client', 'src/shared', 'vite.config.ts', 'package-lock.json'];

describe('front-end build stamp', () => {
  let root: string;
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  const state = () => clientBuildState(root, { inputs: INPUTS });
  /** What a successful build leaves: the output and a stamp of the sources it was built from. */
  const build = () => {
    write('dist/client/index.html', '<!doctype html>');
    write('dist/ssr/entry-server.js', 'export async function render() {}');
    writeStamp(path.join(root, STAMP_FILE), hashClientSources(root, INPUTS));
  };

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-stamp-'));
    write('src/client/main.tsx', 'render(<App />);');
    write('src/client/app/router.tsx', 'export const routes = [];');
    write('src/shared/money.ts', 'export const VAT = 750;');
    write('vite.config.ts', 'export default {};');
    write('package-lock.json', '{"lockfileVersion":3}');
    write('src/server/app.ts', 'server code');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('needs a build when nothing was built yet', () => {
    expect(state()).toEqual({ current: false, reason: 'no build yet' });
  });

  it('needs a build when the server renderer is missing (a build from before it existed)', () => {
    build();
    fs.rmSync(path.join(root, 'dist/ssr'), { recursive: true });
    expect(state()).toEqual({ current: false, reason: 'no server renderer build yet' });
  });

  it('needs a build when the output exists without a stamp (an interrupted or manual build)', () => {
    build();
    removeStamp(path.join(root, STAMP_FILE));
    expect(state()).toEqual({ current: false, reason: 'no build stamp' });
  });

  it('is current after a build while nothing changes', () => {
    build();
    expect(state()).toEqual({ current: true });
    // Touching a file without changing it (a checkout, an editor save) does not force a build.
    const file = path.join(root, 'src/client/main.tsx');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 60_000));
    expect(state()).toEqual({ current: true });
  });

  it.each([
    ['a client source edited', () => write('src/client/main.tsx', 'render(<App2 />);')],
    ['a client file added', () => write('src/client/app/new-page.tsx', 'export {}')],
    ['a client file removed', () => fs.rmSync(path.join(root, 'src/client/app/router.tsx'))],
    [
      'a client file renamed',
      () =>
        fs.renameSync(
          path.join(root, 'src/client/app/router.tsx'),
          path.join(root, 'src/client/app/routes.tsx'),
        ),
    ],
    ['a shared contract edited', () => write('src/shared/money.ts', 'export const VAT = 800;')],
    ['the Vite config edited', () => write('vite.config.ts', 'export default { base: "/" };')],
    ['the lockfile changed', () => write('package-lock.json', '{"lockfileVersion":3,"x":1}')],
  ])('needs a build after %s', (_what, change) => {
    build();
    change();
    expect(state()).toEqual({ current: false, reason: 'front-end sources changed' });
  });

  it('ignores files the front end does not use', () => {
    build();
    write('src/server/app.ts', 'other server code');
    write('README.md', 'docs');
    expect(state()).toEqual({ current: true });
  });

  it('gives a different hash when bytes move between a name and a content', () => {
    const a = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-stamp-a-'));
    const b = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-stamp-b-'));
    try {
      fs.mkdirSync(path.join(a, 'src/client'), { recursive: true });
      fs.mkdirSync(path.join(b, 'src/client'), { recursive: true });
      fs.writeFileSync(path.join(a, 'src/client/ab'), 'c');
      fs.writeFileSync(path.join(b, 'src/client/a'), 'bc');
      expect(hashClientSources(a, INPUTS)).not.toBe(hashClientSources(b, INPUTS));
    } finally {
      fs.rmSync(a, { recursive: true, force: true });
      fs.rmSync(b, { recursive: true, force: true });
    }
  });
});
