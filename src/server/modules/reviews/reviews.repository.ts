import { and, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { photographerProfiles, users } from '../../db/schema/accounts.ts';
import { reviewInvites, reviewReports, reviews } from '../../db/schema/reviews.ts';

/** The SQL of reviews: invitations, reviews, reports and the derived rating totals. */

export type InviteRow = typeof reviewInvites.$inferSelect;
export type NewInviteRow = typeof reviewInvites.$inferInsert;
export type ReviewRow = typeof reviews.$inferSelect;

/** Inserts the booking's or gallery's invitation; undefined when it already has one. */
export async function insertInvite(db: Db, row: NewInviteRow): Promise<InviteRow | undefined> {
  const [inserted] = await db.insert(reviewInvites).values(row).onConflictDoNothing().returning();
  return inserted;
}

const businessName = sql<string>`coalesce(nullif(${photographerProfiles.businessName}, ''), trim(${users.firstName} || ' ' || ${users.lastName}))`;

export async function photographerFacts(db: Db, photographerId: string) {
  const [row] = await db
    .select({ name: businessName, email: users.email })
    .from(users)
    .leftJoin(photographerProfiles, eq(photographerProfiles.userId, users.id))
    .where(eq(users.id, photographerId));
  return row;
}

/** An invitation by its link token, with the business name and its review when written. */
export async function findInviteByToken(db: Db, token: string) {
  const [row] = await db
    .select({ invite: reviewInvites, review: reviews, photographerName: businessName })
    .from(reviewInvites)
    .innerJoin(users, eq(users.id, reviewInvites.photographerId))
    .leftJoin(photographerProfiles, eq(photographerProfiles.userId, users.id))
    .leftJoin(reviews, eq(reviews.inviteId, reviewInvites.id))
    .where(eq(reviewInvites.token, token));
  return row;
}

/** Invitations sent to this email address, newest first (a signed-in client's dashboard). */
export async function invitesForEmail(db: Db, email: string) {
  return db
    .select({ invite: reviewInvites, reviewId: reviews.id, photographerName: businessName })
    .from(reviewInvites)
    .innerJoin(users, eq(users.id, reviewInvites.photographerId))
    .leftJoin(photographerProfiles, eq(photographerProfiles.userId, users.id))
    .leftJoin(reviews, eq(reviews.inviteId, reviewInvites.id))
    .where(sql`lower(${reviewInvites.clientEmail}) = ${email.toLowerCase()}`)
    .orderBy(desc(reviewInvites.createdAt))
    .limit(50);
}

/** The invitation's review; undefined when it already has one (the unique index decides). */
export async function insertReview(db: Db, row: typeof reviews.$inferInsert): Promise<ReviewRow | undefined> {
  const [inserted] = await db
    .insert(reviews)
    .values(row)
    .onConflictDoNothing({ target: reviews.inviteId })
    .returning();
  return inserted;
}

export async function findReview(db: Db, reviewId: string) {
  const [row] = await db.select().from(reviews).where(eq(reviews.id, reviewId));
  return row;
}

/** Writes the reply only while there is none; undefined when a reply was already there. */
export async function setReplyOnce(db: Db, reviewId: string, reply: string, now: Date) {
  const [row] = await db
    .update(reviews)
    .set({ reply, repliedAt: now, updatedAt: now })
    .where(and(eq(reviews.id, reviewId), isNull(reviews.reply)))
    .returning();
  return row;
}

export async function setHidden(db: Db, reviewId: string, hidden: { at: Date; reason: string } | null) {
  const [row] = await db
    .update(reviews)
    .set({ hiddenAt: hidden?.at ?? null, hiddenReason: hidden?.reason ?? null, updatedAt: new Date() })
    .where(eq(reviews.id, reviewId))
    .returning();
  return row;
}

export async function insertReport(db: Db, row: typeof reviewReports.$inferInsert): Promise<void> {
  await db.insert(reviewReports).values(row);
}

/** The photographer's newest visible reviews. */
export function visibleReviewsOf(db: Db, photographerId: string, limit: number) {
  return db
    .select()
    .from(reviews)
    .where(and(eq(reviews.photographerId, photographerId), isNull(reviews.hiddenAt)))
    .orderBy(desc(reviews.createdAt))
    .limit(limit);
}

/** Every review of the photographer's, hidden ones too, with what it was for. */
export function reviewsOfPhotographer(db: Db, photographerId: string) {
  return db
    .select({ review: reviews, subject: reviewInvites.subject })
    .from(reviews)
    .innerJoin(reviewInvites, eq(reviewInvites.id, reviews.inviteId))
    .where(eq(reviews.photographerId, photographerId))
    .orderBy(desc(reviews.createdAt))
    .limit(200);
}

/** Reviews somebody reported or a super admin hid, newest first, with the business they are about. */
export function reviewsToModerate(db: Db) {
  const reported = sql`exists (select 1 from ${reviewReports} where ${reviewReports.reviewId} = ${reviews.id})`;
  return db
    .select({ review: reviews, subject: reviewInvites.subject, photographerName: businessName })
    .from(reviews)
    .innerJoin(reviewInvites, eq(reviewInvites.id, reviews.inviteId))
    .innerJoin(users, eq(users.id, reviews.photographerId))
    .leftJoin(photographerProfiles, eq(photographerProfiles.userId, users.id))
    .where(or(reported, isNotNull(reviews.hiddenAt)))
    .orderBy(desc(reviews.updatedAt))
    .limit(200);
}

export function reportsOf(db: Db, reviewIds: string[]) {
  if (reviewIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(reviewReports)
    .where(inArray(reviewReports.reviewId, reviewIds))
    .orderBy(desc(reviewReports.createdAt));
}
