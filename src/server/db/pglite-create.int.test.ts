import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { pgliteStartParams } from './client.ts';
import { createPgliteDir, pgliteNeedsCreation } from './pglite-create.ts';
import { pgliteExtensions } from './pglite-extensions.ts';

// The embedded database only; the PostgreSQL run has nothing to create.
describe.skipIf(inject('dbKind') !== 'pglite')('creating the embedded database in a child process', () => {
  let parent: string;
  beforeAll(() => {
    parent = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-pglite-create-'));
  });
  afterAll(() => fs.rmSync(parent, { recursive: true, force: true }));

  it('creates a database folder the server then opens, from a path relative to the working directory', async () => {
    const dir = path.join(parent, 'data', 'pglite');
    expect(pgliteNeedsCreation(dir)).toBe(true);
    fs.mkdirSync(dir, { recursive: true }); // an empty folder, as an older version left it
    expect(pgliteNeedsCreation(dir)).toBe(true);

    await createPgliteDir(path.relative(process.cwd(), dir));

    expect(pgliteNeedsCreation(dir)).toBe(false);
    // Built beside the target and renamed into place: nothing half-made is left around.
    expect(fs.readdirSync(path.dirname(dir))).toEqual(['pglite']);
    const db = await PGlite.create(dir, { startParams: pgliteStartParams, extensions: pgliteExtensions });
    try {
      await db.exec('create table t (id int); insert into t values (42);');
      expect((await db.query<{ id: number }>('select id from t')).rows).toEqual([{ id: 42 }]);
      expect(
        (await db.query<{ shared_buffers: string }>('show shared_buffers')).rows[0]?.shared_buffers,
      ).toBe('16MB');
    } finally {
      await db.close();
    }
  }, 180_000); // initdb in WebAssembly: seconds on a quiet machine, much longer on a busy one

  it('says why creation failed and leaves no half-made folder', async () => {
    // A file where the parent folder should be: the child cannot create anything there.
    const blocker = path.join(parent, 'not-a-folder');
    fs.writeFileSync(blocker, '');
    await expect(createPgliteDir(path.join(blocker, 'pglite'))).rejects.toThrow(
      /Could not create the embedded database|ENOTDIR|EEXIST/,
    );
    expect(fs.readdirSync(parent).sort()).toEqual(['data', 'not-a-folder']);
  });
});
