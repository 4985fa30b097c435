import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { photographerApplications, users } from '../../db/schema/accounts.ts';
import type { ApplicationRow, UserRow } from './accounts.repository.ts';

export async function listPhotographerUsers(db: Db): Promise<UserRow[]> {
  return db.select().from(users).where(eq(users.role, 'photographer')).orderBy(desc(users.createdAt));
}

/** Each user's latest application. */
export async function latestApplicationsFor(db: Db, userIds: string[]): Promise<Map<string, ApplicationRow>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([photographerApplications.userId])
    .from(photographerApplications)
    .where(inArray(photographerApplications.userId, userIds))
    .orderBy(asc(photographerApplications.userId), desc(photographerApplications.createdAt));
  return new Map(rows.map((r) => [r.userId, r]));
}

/**
 * Records a decision on an application still pending; returns undefined when another admin
 * decided first (the status check makes two concurrent decisions impossible).
 */
export async function decidePendingApplication(
  db: Db,
  applicationId: string,
  decision: { status: 'approved' | 'rejected'; reviewedBy: string; rejectionReason: string | null },
): Promise<ApplicationRow | undefined> {
  const now = new Date();
  const [row] = await db
    .update(photographerApplications)
    .set({ ...decision, reviewedAt: now, updatedAt: now })
    .where(
      and(eq(photographerApplications.id, applicationId), eq(photographerApplications.status, 'pending')),
    )
    .returning();
  return row;
}

export async function countPendingApplications(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(photographerApplications)
    .innerJoin(users, eq(users.id, photographerApplications.userId))
    .where(and(eq(photographerApplications.status, 'pending'), eq(users.role, 'photographer')));
  return row?.n ?? 0;
}
