import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { storageAlerts } from '../../db/schema/storage-alerts.ts';

const NAME = 'storage';

/** Records a refusal: the alert starts now, or goes on with the latest reason. */
export async function recordStorageAlert(db: Db, reason: string): Promise<void> {
  await db
    .insert(storageAlerts)
    .values({ name: NAME, reason })
    .onConflictDoUpdate({ target: storageAlerts.name, set: { reason, lastSeen: sql`now()` } });
}

/** Claims today's email: the alert, for exactly one caller a day; undefined otherwise. */
export async function claimStorageAlertEmail(db: Db, day: string) {
  const [row] = await db
    .update(storageAlerts)
    .set({ emailedOn: day })
    .where(sql`${storageAlerts.name} = ${NAME} and ${storageAlerts.emailedOn} is distinct from ${day}`)
    .returning();
  return row;
}

export async function findStorageAlert(db: Db) {
  const [row] = await db.select().from(storageAlerts).where(eq(storageAlerts.name, NAME));
  return row;
}

export async function clearStorageAlert(db: Db): Promise<void> {
  await db.delete(storageAlerts).where(eq(storageAlerts.name, NAME));
}
