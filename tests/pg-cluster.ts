import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.ts';

/**
 * A throwaway PostgreSQL cluster for tests: initdb in a temporary folder, listening on
 * 127.0.0.1 and a free port, stopped and removed afterwards. Root may not run initdb, so
 * as root the server runs as the `postgres` user.
 */
export interface PgCluster {
  url(database: string): string;
  stop(): void;
}

export function findInitdb(): string | undefined {
  const candidates = [process.env.PG_BIN && path.join(process.env.PG_BIN, 'initdb')];
  const which = spawnSync('sh', ['-c', 'command -v initdb'], { encoding: 'utf8' });
  if (which.status === 0) candidates.push(which.stdout.trim());
  for (const dir of fs.existsSync('/usr/lib/postgresql')
    ? fs.readdirSync('/usr/lib/postgresql').sort().reverse()
    : []) {
    candidates.push(`/usr/lib/postgresql/${dir}/bin/initdb`);
  }
  return candidates.find((c): c is string => Boolean(c) && fs.existsSync(c as string));
}

export async function startPgCluster(): Promise<PgCluster> {
  const initdb = findInitdb();
  if (!initdb) throw new Error('initdb not found');
  const bin = path.dirname(initdb);
  const isRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-pg-'));
  if (isRoot) {
    fs.chmodSync(dir, 0o755);
    execFileSync('chown', ['postgres:postgres', dir]);
  }
  const asOwner = (cmd: string, args: string[]) =>
    isRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'pipe' })
      : execFileSync(cmd, args, { stdio: 'pipe' });

  const dataDir = path.join(dir, 'data');
  asOwner(path.join(bin, 'initdb'), [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--no-sync',
  ]);
  const port = await freePort();
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  asOwner(path.join(bin, 'pg_ctl'), [
    '-D',
    dataDir,
    '-o',
    options,
    '-l',
    path.join(dir, 'log'),
    '-w',
    'start',
  ]);

  return {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    stop() {
      try {
        asOwner(path.join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
