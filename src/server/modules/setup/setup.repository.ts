import { and, eq, like, or } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appSecrets } from '../../db/schema/accounts.ts';

/**
 * The setup link's token hashes live in app_secrets, one row per start that printed a link:
 * several instances starting together on one database each print one, and each works until the
 * first super admin exists or the hour passes (decision 286). The bare name is an older row.
 */
const SETUP_TOKEN = 'setup_token_sha256';
const setupRows = or(eq(appSecrets.name, SETUP_TOKEN), like(appSecrets.name, `${SETUP_TOKEN}:%`));

export async function addSetupTokenHash(db: Db, hash: string, createdAt: Date): Promise<void> {
  await db.insert(appSecrets).values({ name: `${SETUP_TOKEN}:${hash.slice(0, 24)}`, value: hash, createdAt });
}

export async function findSetupTokenHash(db: Db, hash: string): Promise<{ createdAt: Date } | undefined> {
  const [row] = await db
    .select({ createdAt: appSecrets.createdAt })
    .from(appSecrets)
    .where(and(setupRows, eq(appSecrets.value, hash)));
  return row;
}

/** Deletes the row only if it holds this hash: one statement, so only one caller gets it. */
export async function takeSetupTokenHash(db: Db, hash: string): Promise<{ createdAt: Date } | undefined> {
  const [row] = await db
    .delete(appSecrets)
    .where(and(setupRows, eq(appSecrets.value, hash)))
    .returning({ createdAt: appSecrets.createdAt });
  return row;
}

export async function deleteSetupToken(db: Db): Promise<void> {
  await db.delete(appSecrets).where(setupRows);
}
