import { and, desc, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  authSessions,
  photographerApplications,
  photographerProfiles,
  users,
} from '../../db/schema/accounts.ts';

export type UserRow = typeof users.$inferSelect;
export type ApplicationRow = typeof photographerApplications.$inferSelect;
export type ProfileRow = typeof photographerProfiles.$inferSelect;

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email.toLowerCase()));
  return row;
}

export async function updateUser(
  db: Db,
  id: string,
  patch: Partial<
    Pick<UserRow, 'firstName' | 'lastName' | 'name' | 'role' | 'isApproved' | 'disabledAt' | 'emailVerified'>
  >,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

export async function listActiveSessions(db: Db, userId: string) {
  return db
    .select({
      id: authSessions.id,
      createdAt: authSessions.createdAt,
      expiresAt: authSessions.expiresAt,
      ipAddress: authSessions.ipAddress,
      userAgent: authSessions.userAgent,
    })
    .from(authSessions)
    .where(and(eq(authSessions.userId, userId), gt(authSessions.expiresAt, new Date())))
    .orderBy(desc(authSessions.createdAt));
}

/** Deletes one of the user's sessions; returns whether it existed. */
export async function deleteSession(db: Db, userId: string, sessionId: string): Promise<boolean> {
  const deleted = await db
    .delete(authSessions)
    .where(and(eq(authSessions.id, sessionId), eq(authSessions.userId, userId)))
    .returning({ id: authSessions.id });
  return deleted.length > 0;
}

export async function deleteSessionsExcept(db: Db, userId: string, keepId: string | null): Promise<number> {
  const deleted = await db
    .delete(authSessions)
    .where(
      keepId
        ? and(eq(authSessions.userId, userId), ne(authSessions.id, keepId))
        : eq(authSessions.userId, userId),
    )
    .returning({ id: authSessions.id });
  return deleted.length;
}

export async function latestApplication(db: Db, userId: string): Promise<ApplicationRow | undefined> {
  const [row] = await db
    .select()
    .from(photographerApplications)
    .where(eq(photographerApplications.userId, userId))
    .orderBy(desc(photographerApplications.createdAt))
    .limit(1);
  return row;
}

export async function insertApplication(
  db: Db,
  row: typeof photographerApplications.$inferInsert,
): Promise<ApplicationRow> {
  const [inserted] = await db.insert(photographerApplications).values(row).returning();
  return inserted!;
}

export async function findProfile(db: Db, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(photographerProfiles).where(eq(photographerProfiles.userId, userId));
  return row;
}

export async function findProfileBySlug(db: Db, slug: string): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(photographerProfiles).where(eq(photographerProfiles.slug, slug));
  return row;
}

/**
 * Frees `slug` from another account that is not approved: only an approved photographer holds
 * a profile address (decision 071). Returns the account it was taken from, if any.
 */
export async function releaseUnheldSlug(
  db: Db,
  slug: string,
  forUserId: string,
): Promise<string | undefined> {
  const notApproved = db.select({ id: users.id }).from(users).where(eq(users.isApproved, false));
  const [row] = await db
    .update(photographerProfiles)
    .set({ slug: null, updatedAt: new Date() })
    .where(
      and(
        eq(photographerProfiles.slug, slug),
        ne(photographerProfiles.userId, forUserId),
        inArray(photographerProfiles.userId, notApproved),
      ),
    )
    .returning({ userId: photographerProfiles.userId });
  return row?.userId;
}

export async function upsertProfile(
  db: Db,
  userId: string,
  values: Partial<Omit<typeof photographerProfiles.$inferInsert, 'userId'>>,
): Promise<ProfileRow> {
  const [row] = await db
    .insert(photographerProfiles)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: photographerProfiles.userId, set: { ...values, updatedAt: new Date() } })
    .returning();
  return row!;
}

export async function listSuperAdminEmails(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'super_admin'), isNull(users.disabledAt)));
  return rows.map((r) => r.email);
}
