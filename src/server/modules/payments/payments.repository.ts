import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentSettings, payoutAccounts } from '../../db/schema/index.ts';

export type PayoutAccountRow = typeof payoutAccounts.$inferSelect;

export async function findPayoutAccount(
  db: Db,
  photographerId: string,
): Promise<PayoutAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(payoutAccounts)
    .where(eq(payoutAccounts.photographerId, photographerId));
  return row;
}

export async function savePayoutAccount(
  db: Db,
  row: Omit<PayoutAccountRow, 'createdAt' | 'updatedAt'>,
): Promise<PayoutAccountRow> {
  const { photographerId, ...fields } = row;
  const [saved] = await db
    .insert(payoutAccounts)
    .values(row)
    .onConflictDoUpdate({ target: payoutAccounts.photographerId, set: { ...fields, updatedAt: sql`now()` } })
    .returning();
  return saved!;
}

export async function readPlatformFeeBasisPoints(db: Db): Promise<number> {
  const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.id, 1));
  return row?.platformFeeBasisPoints ?? 0;
}

export async function writePlatformFeeBasisPoints(db: Db, basisPoints: number): Promise<void> {
  await db
    .insert(paymentSettings)
    .values({ id: 1, platformFeeBasisPoints: basisPoints })
    .onConflictDoUpdate({
      target: paymentSettings.id,
      set: { platformFeeBasisPoints: basisPoints, updatedAt: sql`now()` },
    });
}
