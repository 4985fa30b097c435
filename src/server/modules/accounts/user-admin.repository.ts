import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { authAccounts, users } from '../../db/schema/accounts.ts';
import type { UserRow } from './accounts.repository.ts';

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(
    ilike(users.email, pattern),
    ilike(users.firstName, pattern),
    ilike(users.lastName, pattern),
    ilike(users.name, pattern),
  );
}

export async function searchUsers(
  db: Db,
  options: { search?: string | undefined; limit: number; offset: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const where = searchCondition(options.search);
  const rows = await db
    .select()
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(options.limit)
    .offset(options.offset);
  const [count] = await db.select({ n: sql<number>`count(*)::int` }).from(users).where(where);
  return { rows, total: count?.n ?? 0 };
}

export async function countUsersByRole(db: Db): Promise<Record<string, number>> {
  const rows = await db
    .select({ role: users.role, n: sql<number>`count(*)::int` })
    .from(users)
    .groupBy(users.role);
  return Object.fromEntries(rows.map((r) => [r.role, r.n]));
}

export async function insertUserWithPassword(
  db: Db,
  user: Pick<UserRow, 'email' | 'firstName' | 'lastName' | 'role' | 'isApproved' | 'emailVerified'>,
  passwordHash: string,
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({ ...user, name: `${user.firstName} ${user.lastName}` })
    .returning();
  await db.insert(authAccounts).values({
    userId: row!.id,
    accountId: row!.id,
    providerId: 'credential',
    password: passwordHash,
  });
  return row!;
}

/** Sets the password sign-in of a user, adding it when the user only had social sign-in. */
export async function setCredentialPassword(db: Db, userId: string, passwordHash: string): Promise<void> {
  const updated = await db
    .update(authAccounts)
    .set({ password: passwordHash, updatedAt: new Date() })
    .where(and(eq(authAccounts.userId, userId), eq(authAccounts.providerId, 'credential')))
    .returning({ id: authAccounts.id });
  if (updated.length === 0) {
    await db
      .insert(authAccounts)
      .values({ userId, accountId: userId, providerId: 'credential', password: passwordHash });
  }
}
