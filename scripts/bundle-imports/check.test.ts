import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkBundleImports } from './check.ts';

const root = path.resolve(import.meta.dirname, '../..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-bundle-imports-'));
const bundle = (files: Record<string, string>) => {
  const sub = fs.mkdtempSync(path.join(dir, 'b-'));
  for (const [name, code] of Object.entries(files)) fs.writeFileSync(path.join(sub, name), code);
  return sub;
};

describe('the run-time import check of the built bundle', () => {
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('finds the sealing bug: the CommonJS default of @signpdf/signpdf read for .sign', () => {
    const problems = checkBundleImports(root, [
      bundle({
        'seal.mjs': `export async function seal(pdf, signer) {
  const [{ default: signpdf }] = await Promise.all([import("@signpdf/signpdf")]);
  return signpdf.sign(pdf, signer);
}`,
      }),
    ]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /seal\.mjs:2: the default export of "@signpdf\/signpdf".*sign is not on both/,
    );
  });

  it('passes the named class, and a default whose reads exist both ways (exifr.parse)', () => {
    expect(
      checkBundleImports(root, [
        bundle({
          'ok.mjs': `import exifr from "exifr";
export const read = (b) => exifr.parse(b);
export async function seal(pdf, signer) {
  const { SignPdf } = await import("@signpdf/signpdf");
  return new SignPdf().sign(pdf, signer);
}`,
        }),
      ]),
    ).toEqual([]);
  });

  it('finds a name a package does not export under plain Node, and a package that does not load', () => {
    const problems = checkBundleImports(root, [
      bundle({
        'a.mjs': `import { z, notAThing } from "zod";
export const f = () => import("no-such-package-here").then((m) => m.go(z));
export { notAThing };`,
      }),
    ]);
    expect(problems).toEqual([
      expect.stringMatching(/a\.mjs:1: "zod" has no export "notAThing" under plain Node ESM/),
      expect.stringMatching(/a\.mjs:2: "no-such-package-here" does not load under plain Node/),
    ]);
  });
});
