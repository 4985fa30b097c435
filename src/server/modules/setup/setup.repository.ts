import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { appSecrets } from '../../db/schema/accounts.ts';

/** The setup link's token hash lives in app_secrets: one row, replaced at each start. */
const SETUP_TOKEN = 'setup_token_sha256';

export async function replaceSetupTokenHash(db: Db, hash: string, createdAt: Date): Promise<void> {
  await db
    .insert(appSecrets)
    .values({ name: SETUP_TOKEN, value: hash, createdAt })
    .onConflictDoUpdate({ target: appSecrets.name, set: { value: hash, createdAt } });
}

export async function findSetupTokenHash(db: Db, hash: string): Promise<{ createdAt: Date } | undefined> {
  const [row] = await db
    .select({ createdAt: appSecrets.createdAt })
    .from(appSecrets)
    .where(and(eq(appSecrets.name, SETUP_TOKEN), eq(appSecrets.value, hash)));
  return row;
}

/** Deletes the row only if it holds this hash: one statement, so only one caller gets it. */
export async function takeSetupTokenHash(db: Db, hash: string): Promise<{ createdAt: Date } | undefined> {
  const [row] = await db
    .delete(appSecrets)
    .where(and(eq(appSecrets.name, SETUP_TOKEN), eq(appSecrets.value, hash)))
    .returning({ createdAt: appSecrets.createdAt });
  return row;
}

export async function deleteSetupToken(db: Db): Promise<void> {
  await db.delete(appSecrets).where(eq(appSecrets.name, SETUP_TOKEN));
}
