import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirBusyError, staleNotice } from './data-dir-lock.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('data folder lock', () => {
  it('refuses a second holder, naming the folder and the holder, and frees the folder on release', async () => {
    const dir = tempDir();
    const first = await acquireDataDirLock(dir, 'server');
    const refusal = await acquireDataDirLock(dir, 'outbox').catch((err: unknown) => err);
    expect(refusal).toBeInstanceOf(DataDirBusyError);
    expect((refusal as DataDirBusyError).message).toContain(
      `${fs.realpathSync(dir)} is in use by process ${process.pid} (server)`,
    );
    await first.release();
    const second = await acquireDataDirLock(dir, 'outbox');
    expect(staleNotice(second)).toBeUndefined();
    await second.release();
  });

  it('is one lock for every spelling of the folder (relative path, symlink)', async () => {
    const dir = tempDir();
    const link = path.join(tempDir(), 'link');
    fs.symlinkSync(dir, link);
    const lock = await acquireDataDirLock(dir, 'server');
    await expect(acquireDataDirLock(link, 'backup')).rejects.toBeInstanceOf(DataDirBusyError);
    await expect(acquireDataDirLock(path.relative(process.cwd(), dir), 'backup')).rejects.toBeInstanceOf(
      DataDirBusyError,
    );
    await lock.release();
  });

  it('takes over from a holder that died without releasing, with a notice', async () => {
    const dir = tempDir();
    // What a process killed with -9 leaves: its owner file, but no socket (the kernel closed it).
    fs.mkdirSync(path.join(dir, 'run'));
    fs.writeFileSync(
      path.join(dir, 'run', 'owner.json'),
      JSON.stringify({ pid: 999_999, role: 'server', startedAt: '2026-11-23T00:00:00Z' }),
    );
    const lock = await acquireDataDirLock(dir, 'server');
    expect(staleNotice(lock)).toBe(
      `Notice: took over the data folder ${fs.realpathSync(dir)} from process 999999 (server), which is no longer running.`,
    );
    await lock.release();
    expect(fs.existsSync(path.join(dir, 'run', 'owner.json'))).toBe(false);
  });
});
