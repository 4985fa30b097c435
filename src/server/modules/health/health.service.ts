import fs from 'node:fs';
import path from 'node:path';
import type { HealthResponse, ReadinessResponse } from '../../../shared/health.ts';
import type { Database } from '../../db/client.ts';
import { migrationsApplied } from '../../db/migrate.ts';
import { PROJECT_ROOT } from '../../lib/project-root.ts';
import type { FileStorage } from '../../lib/uploads/storage.ts';

const packageJson = path.join(PROJECT_ROOT, 'package.json');
export const appVersion: string = JSON.parse(fs.readFileSync(packageJson, 'utf8')).version;

export async function checkHealth(database: Database, email: 'outbox' | 'smtp'): Promise<HealthResponse> {
  const started = performance.now();
  let ok = true;
  try {
    await database.query('select 1');
  } catch {
    ok = false;
  }
  const latencyMs = Math.round((performance.now() - started) * 100) / 100;
  return {
    status: ok ? 'ok' : 'degraded',
    database: { ok, kind: database.kind, latencyMs },
    email,
    uptimeSeconds: Math.round(process.uptime()),
    version: appVersion,
  };
}

/** Where the readiness check writes and removes a few bytes, one key per instance. */
const PROBE_KEY = `health/ready-probe-${process.pid}-${Math.random().toString(36).slice(2, 10)}`;

/** Answers false instead of throwing, within `ms`: a check that hangs is a failed check. */
async function passes(check: () => Promise<unknown>, ms = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([check().then((ok) => ok !== false), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** Ready when the database answers, has this build's migrations, and storage takes a write. */
export async function checkReadiness(database: Database, storage: FileStorage): Promise<ReadinessResponse> {
  const [db, migrations, files] = await Promise.all([
    passes(() => database.query('select 1')),
    passes(() => migrationsApplied(database)),
    passes(async () => {
      await storage.put(PROBE_KEY, Buffer.from('ok'), { contentType: 'text/plain' });
      await storage.delete(PROBE_KEY);
    }),
  ]);
  return {
    status: db && migrations && files ? 'ready' : 'not_ready',
    checks: { database: db, migrations, storage: files },
  };
}
