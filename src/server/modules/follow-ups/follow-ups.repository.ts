import { and, asc, desc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clients, followUpDigests, followUps, users } from '../../db/schema/index.ts';

export type FollowUpRow = typeof followUps.$inferSelect & { clientName: string };

const withClient = {
  id: followUps.id,
  photographerId: followUps.photographerId,
  clientId: followUps.clientId,
  dueOn: followUps.dueOn,
  note: followUps.note,
  doneAt: followUps.doneAt,
  createdAt: followUps.createdAt,
  updatedAt: followUps.updatedAt,
  clientName: clients.name,
};

export async function insertFollowUp(
  db: Db,
  values: { photographerId: string; clientId: string; dueOn: string; note: string },
): Promise<string> {
  const [row] = await db.insert(followUps).values(values).returning({ id: followUps.id });
  return row!.id;
}

export async function findFollowUp(db: Db, photographerId: string, id: string) {
  const [row] = await db
    .select(withClient)
    .from(followUps)
    .innerJoin(clients, eq(clients.id, followUps.clientId))
    .where(and(eq(followUps.photographerId, photographerId), eq(followUps.id, id)));
  return row;
}

/** A client's follow-ups: the open ones by date, and the last `doneLimit` done, newest first. */
export async function followUpsOfClient(db: Db, photographerId: string, clientId: string, doneLimit: number) {
  const mine = and(eq(followUps.photographerId, photographerId), eq(followUps.clientId, clientId));
  const open = await db
    .select(withClient)
    .from(followUps)
    .innerJoin(clients, eq(clients.id, followUps.clientId))
    .where(and(mine, isNull(followUps.doneAt)))
    .orderBy(asc(followUps.dueOn), asc(followUps.createdAt));
  const done = await db
    .select(withClient)
    .from(followUps)
    .innerJoin(clients, eq(clients.id, followUps.clientId))
    .where(and(mine, isNotNull(followUps.doneAt)))
    .orderBy(desc(followUps.doneAt))
    .limit(doneLimit);
  return { open, done };
}

/** Open follow-ups due on or before `day`, oldest first, with the count of all of them. */
export async function dueFollowUps(db: Db, photographerId: string, day: string, limit: number) {
  return db
    .select({ ...withClient, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(followUps)
    .innerJoin(clients, eq(clients.id, followUps.clientId))
    .where(
      and(eq(followUps.photographerId, photographerId), isNull(followUps.doneAt), lte(followUps.dueOn, day)),
    )
    .orderBy(asc(followUps.dueOn), asc(followUps.createdAt))
    .limit(limit);
}

/** Only an open follow-up changes; undefined when it is done or not the photographer's. */
export async function updateOpenFollowUp(
  db: Db,
  photographerId: string,
  id: string,
  change: { dueOn?: string; doneAt?: Date },
) {
  const [row] = await db
    .update(followUps)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(followUps.photographerId, photographerId), eq(followUps.id, id), isNull(followUps.doneAt)))
    .returning({ id: followUps.id });
  return row;
}

/** The photographers with open follow-ups due on or before `day`, with their address. */
export async function photographersWithDue(db: Db, day: string) {
  return db
    .selectDistinct({
      photographerId: followUps.photographerId,
      email: users.email,
      firstName: users.firstName,
    })
    .from(followUps)
    .innerJoin(users, eq(users.id, followUps.photographerId))
    .where(and(isNull(followUps.doneAt), lte(followUps.dueOn, day)));
}

/** Claims the day's digest for a photographer: true for the one caller that inserted the row. */
export async function claimDigest(db: Db, photographerId: string, day: string): Promise<boolean> {
  const rows = await db
    .insert(followUpDigests)
    .values({ photographerId, day })
    .onConflictDoNothing()
    .returning({ day: followUpDigests.day });
  return rows.length > 0;
}
