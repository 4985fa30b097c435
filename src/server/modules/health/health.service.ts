import fs from 'node:fs';
import path from 'node:path';
import type { HealthResponse } from '../../../shared/health.ts';
import type { Database } from '../../db/client.ts';
import { PROJECT_ROOT } from '../../lib/project-root.ts';

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
