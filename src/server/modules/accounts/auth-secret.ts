import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { readOrCreateAppSecret } from '../../lib/app-secrets.ts';

const AUTH_SECRET = 'auth_secret';

/**
 * The secret that signs session cookies and verification links. AUTH_SECRET wins when set;
 * otherwise one is generated on first start and kept in the database, so sessions survive
 * restarts and every instance on the same database signs alike. Never a built-in default.
 */
export async function loadAuthSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  return readOrCreateAppSecret(db, AUTH_SECRET, () => randomBytes(48).toString('base64url'));
}
