import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSecrets } from '../db/schema/accounts.ts';

/** A secret the app keeps in `app_secrets` (the session key, the seal certificate…), if stored. */
export async function readAppSecret(db: Db, name: string): Promise<string | undefined> {
  return (await db.select().from(appSecrets).where(eq(appSecrets.name, name)))[0]?.value;
}

/**
 * The stored secret of that name, made with `make` and stored first when there is none. Two
 * instances starting together: the first insert wins and both read the same row.
 */
export async function readOrCreateAppSecret(db: Db, name: string, make: () => string | Promise<string>) {
  const stored = await readAppSecret(db, name);
  if (stored !== undefined) return stored;
  await db
    .insert(appSecrets)
    .values({ name, value: await make() })
    .onConflictDoNothing();
  return (await readAppSecret(db, name))!;
}
