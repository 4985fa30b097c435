import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appSecrets } from '../../db/schema/accounts.ts';

const AUTH_SECRET = 'auth_secret';

/**
 * The secret that signs session cookies and verification links. AUTH_SECRET wins when set;
 * otherwise one is generated on first start and kept in the database, so sessions survive
 * restarts and every instance on the same database signs alike. Never a built-in default.
 */
export async function loadAuthSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const generated = randomBytes(48).toString('base64url');
  // Two instances starting together: the first insert wins and both read the same row.
  await db.insert(appSecrets).values({ name: AUTH_SECRET, value: generated }).onConflictDoNothing();
  const [row] = await db.select().from(appSecrets).where(eq(appSecrets.name, AUTH_SECRET));
  return row!.value;
}
