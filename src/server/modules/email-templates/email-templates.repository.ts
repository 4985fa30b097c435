import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOpenings, emailTemplates } from '../../db/schema/index.ts';

export type EmailTemplateRow = typeof emailTemplates.$inferSelect;
type TemplateText = { name: string; subject: string; body: string };

/** Inserts the starting templates a photographer does not have yet (a second call adds nothing). */
export async function insertMissingDefaults(
  db: Db,
  photographerId: string,
  defaults: (TemplateText & { defaultKey: string })[],
): Promise<void> {
  await db
    .insert(emailTemplates)
    .values(defaults.map((d) => ({ photographerId, ...d })))
    .onConflictDoNothing();
}

/** The photographer's templates, oldest first. */
export async function listTemplates(db: Db, photographerId: string): Promise<EmailTemplateRow[]> {
  return db
    .select()
    .from(emailTemplates)
    .where(eq(emailTemplates.photographerId, photographerId))
    .orderBy(
      sql`${emailTemplates.defaultKey} is null`,
      asc(emailTemplates.createdAt),
      asc(emailTemplates.name),
    );
}

export async function countDefaults(db: Db, photographerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(emailTemplates)
    .where(
      and(eq(emailTemplates.photographerId, photographerId), sql`${emailTemplates.defaultKey} is not null`),
    );
  return row?.n ?? 0;
}

export async function findTemplate(db: Db, photographerId: string, id: string) {
  const [row] = await db
    .select()
    .from(emailTemplates)
    .where(and(eq(emailTemplates.photographerId, photographerId), eq(emailTemplates.id, id)));
  return row;
}

export async function insertTemplate(db: Db, photographerId: string, values: TemplateText) {
  const [row] = await db
    .insert(emailTemplates)
    .values({ photographerId, ...values })
    .returning();
  return row!;
}

export async function updateTemplate(db: Db, photographerId: string, id: string, values: TemplateText) {
  const [row] = await db
    .update(emailTemplates)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(emailTemplates.photographerId, photographerId), eq(emailTemplates.id, id)))
    .returning();
  return row;
}

/** Only the photographer's own templates are deleted; a starting one is reset instead. */
export async function deleteCustomTemplate(db: Db, photographerId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(emailTemplates)
    .where(
      and(
        eq(emailTemplates.photographerId, photographerId),
        eq(emailTemplates.id, id),
        isNull(emailTemplates.defaultKey),
      ),
    )
    .returning({ id: emailTemplates.id });
  return rows.length > 0;
}

export async function listOpenings(db: Db, photographerId: string) {
  return db.select().from(emailOpenings).where(eq(emailOpenings.photographerId, photographerId));
}

export async function findOpening(db: Db, photographerId: string, kind: string): Promise<string | undefined> {
  const [row] = await db
    .select({ body: emailOpenings.body })
    .from(emailOpenings)
    .where(and(eq(emailOpenings.photographerId, photographerId), eq(emailOpenings.kind, kind)));
  return row?.body;
}

export async function saveOpening(db: Db, photographerId: string, kind: string, body: string): Promise<void> {
  await db
    .insert(emailOpenings)
    .values({ photographerId, kind, body })
    .onConflictDoUpdate({
      target: [emailOpenings.photographerId, emailOpenings.kind],
      set: { body, updatedAt: new Date() },
    });
}

export async function deleteOpening(db: Db, photographerId: string, kind: string): Promise<void> {
  await db
    .delete(emailOpenings)
    .where(and(eq(emailOpenings.photographerId, photographerId), eq(emailOpenings.kind, kind)));
}
