import { createHash } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * One process per data folder (docs/decisions/050-data-folder-lock.md).
 *
 * The lock is a listening Unix socket: on Linux in the abstract namespace (its name derives
 * from the folder's real path), elsewhere a socket file in DATA_DIR/run. Binding is atomic and
 * the kernel drops the socket when the process dies, even on `kill -9`, so a dead holder never
 * blocks anyone. `run/owner.json` only tells the next process who holds the lock.
 */

export interface LockOwner {
  pid: number;
  /** What holds it: 'server', 'admin:create', 'outbox', 'backup', 'restore'. */
  role: string;
  startedAt: string;
}

export interface DataDirLock {
  dataDir: string;
  /** A previous holder that died without releasing (its owner file was left behind). */
  staleOwner: LockOwner | undefined;
  release(): Promise<void>;
}

export class DataDirBusyError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner | undefined,
  ) {
    const who = owner ? `process ${owner.pid} (${owner.role})` : 'another process (PID unknown)';
    super(
      `The data folder ${dataDir} is in use by ${who}: one process per data folder. ` +
        'Stop that process first, or set DATA_DIR to another folder.',
    );
  }
}

/** DATA_DIR/run: owner file and control socket, readable by the folder's owner only. */
export function runDir(dataDir: string): string {
  return path.join(dataDir, 'run');
}

const ownerFile = (dataDir: string) => path.join(runDir(dataDir), 'owner.json');

function lockAddress(dataDir: string): string {
  if (process.platform === 'linux') {
    const digest = createHash('sha256').update(dataDir).digest('hex').slice(0, 40);
    return `\0aworan-data-${digest}`;
  }
  return path.join(runDir(dataDir), 'lock.sock');
}

function listen(address: string): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const server = net.createServer((socket) => socket.destroy());
    server.once('error', reject);
    server.listen(address, () => {
      server.off('error', reject);
      // The lock must never keep a finished command alive.
      server.unref();
      resolve(server);
    });
  });
}

/** A socket file whose process is gone answers ECONNREFUSED: only then may it be removed. */
function socketAnswers(address: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(address);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export function readOwner(dataDir: string): LockOwner | undefined {
  try {
    const owner = JSON.parse(fs.readFileSync(ownerFile(dataDir), 'utf8')) as LockOwner;
    return Number.isInteger(owner.pid) ? owner : undefined;
  } catch {
    return undefined;
  }
}

/** The folder's canonical path, so `./data` and `/abs/data` (or a symlink) share one lock. */
export function canonicalDataDir(dataDir: string): string {
  fs.mkdirSync(dataDir, { recursive: true });
  return fs.realpathSync(dataDir);
}

async function bindLock(address: string): Promise<net.Server> {
  try {
    return await listen(address);
  } catch (err) {
    const isFile = !address.startsWith('\0');
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE' || !isFile || (await socketAnswers(address))) {
      throw err;
    }
    fs.rmSync(address, { force: true });
    return listen(address);
  }
}

/** Takes the folder's lock, or throws DataDirBusyError naming the holder. Never waits. */
export async function acquireDataDirLock(dataDirInput: string, role: string): Promise<DataDirLock> {
  const dataDir = canonicalDataDir(dataDirInput);
  fs.mkdirSync(runDir(dataDir), { recursive: true, mode: 0o700 });
  fs.chmodSync(runDir(dataDir), 0o700);
  let server: net.Server;
  try {
    server = await bindLock(lockAddress(dataDir));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    // The holder writes its owner file right after binding: give it a moment.
    let owner = readOwner(dataDir);
    for (let i = 0; i < 10 && !owner; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      owner = readOwner(dataDir);
    }
    throw new DataDirBusyError(dataDir, owner);
  }
  const previous = readOwner(dataDir);
  const staleOwner = previous && previous.pid !== process.pid ? previous : undefined;
  const me: LockOwner = { pid: process.pid, role, startedAt: new Date().toISOString() };
  fs.writeFileSync(ownerFile(dataDir), `${JSON.stringify(me)}\n`, { mode: 0o600 });
  let released = false;
  return {
    dataDir,
    staleOwner,
    async release() {
      if (released) return;
      released = true;
      if (readOwner(dataDir)?.pid === process.pid) fs.rmSync(ownerFile(dataDir), { force: true });
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The notice printed when a dead holder's lock is taken over. */
export function staleNotice(lock: DataDirLock): string | undefined {
  const owner = lock.staleOwner;
  if (!owner) return undefined;
  return `Notice: took over the data folder ${lock.dataDir} from process ${owner.pid} (${owner.role}), which is no longer running.`;
}
