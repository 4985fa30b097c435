import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { LAGOS_TIME_ZONE } from '../../../shared/lagos-time.ts';
import { DEFAULT_SESSION_TYPES, DEFAULT_WEEKLY_HOURS, type HoursSpan } from '../../../shared/scheduling.ts';
import type { Db } from '../../db/client.ts';
import { availabilityOverrides, schedulingSettings, sessionTypes } from '../../db/schema/index.ts';
import { newLinkToken } from '../../lib/token-link.ts';

export type SettingsRow = typeof schedulingSettings.$inferSelect;
export type SessionTypeRow = typeof sessionTypes.$inferSelect;
export type OverrideRow = typeof availabilityOverrides.$inferSelect;

/** A calendar feed secret: 32 random bytes, URL-safe. */

/**
 * The photographer's settings, made on first use with the defaults (Mon–Fri 9:00–17:00
 * Africa/Lagos, hourly) and the four naira session types. Only the request that inserted the
 * settings row adds the types, so two first requests at once do not add them twice.
 */
export async function ensureSettings(db: Db, photographerId: string): Promise<SettingsRow> {
  // Read first: every slot request passes here, and a read takes no write lock.
  const [existing] = await db
    .select()
    .from(schedulingSettings)
    .where(eq(schedulingSettings.photographerId, photographerId));
  if (existing) return existing;
  const inserted = await db
    .insert(schedulingSettings)
    .values({
      photographerId,
      timeZone: LAGOS_TIME_ZONE,
      weeklyHours: DEFAULT_WEEKLY_HOURS,
      feedToken: newLinkToken(),
    })
    .onConflictDoNothing()
    .returning();
  if (inserted[0]) {
    await db
      .insert(sessionTypes)
      .values(DEFAULT_SESSION_TYPES.map((t, position) => ({ ...t, photographerId, position })));
    return inserted[0];
  }
  const [row] = await db
    .select()
    .from(schedulingSettings)
    .where(eq(schedulingSettings.photographerId, photographerId));
  return row!;
}

/**
 * Takes the photographer's calendar lock (their settings row, FOR UPDATE) until the
 * transaction ends: every change of their bookings runs one at a time, so a booking that lost
 * a race sees the winner's row in its slot check and answers 409 (decision 140). Without it,
 * two GiST exclusion checks can wait on each other (a deadlock) when the winner updates the row
 * it just inserted. Always taken before any booking row lock, so locks come in one order.
 */
export async function lockCalendar(db: Db, photographerId: string): Promise<SettingsRow> {
  await ensureSettings(db, photographerId);
  const [row] = await db
    .select()
    .from(schedulingSettings)
    .where(eq(schedulingSettings.photographerId, photographerId))
    .for('update');
  return row!;
}

export async function updateSettings(
  db: Db,
  photographerId: string,
  values: Partial<typeof schedulingSettings.$inferInsert>,
): Promise<SettingsRow> {
  await ensureSettings(db, photographerId);
  const [row] = await db
    .update(schedulingSettings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(schedulingSettings.photographerId, photographerId))
    .returning();
  return row!;
}

export async function findSettingsByFeedToken(db: Db, token: string): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(schedulingSettings).where(eq(schedulingSettings.feedToken, token));
  return row;
}

export async function listSessionTypes(db: Db, photographerId: string): Promise<SessionTypeRow[]> {
  return db
    .select()
    .from(sessionTypes)
    .where(eq(sessionTypes.photographerId, photographerId))
    .orderBy(asc(sessionTypes.position), asc(sessionTypes.createdAt));
}

/**
 * The settings and one session type in a single round trip (the slots request's hot path,
 * decision 141); undefined settings when the photographer has none yet (the caller makes them).
 */
export async function settingsWithType(
  db: Db,
  photographerId: string,
  sessionTypeId: string,
): Promise<{ settings: SettingsRow | undefined; type: SessionTypeRow | undefined }> {
  const [row] = await db
    .select({ settings: schedulingSettings, type: sessionTypes })
    .from(schedulingSettings)
    .leftJoin(
      sessionTypes,
      and(
        eq(sessionTypes.id, sessionTypeId),
        eq(sessionTypes.photographerId, schedulingSettings.photographerId),
      ),
    )
    .where(eq(schedulingSettings.photographerId, photographerId));
  return { settings: row?.settings, type: row?.type ?? undefined };
}

export async function findSessionType(
  db: Db,
  photographerId: string,
  id: string,
): Promise<SessionTypeRow | undefined> {
  const [row] = await db
    .select()
    .from(sessionTypes)
    .where(and(eq(sessionTypes.id, id), eq(sessionTypes.photographerId, photographerId)));
  return row;
}

export async function insertSessionType(
  db: Db,
  values: typeof sessionTypes.$inferInsert,
): Promise<SessionTypeRow> {
  const [row] = await db.insert(sessionTypes).values(values).returning();
  return row!;
}

export async function updateSessionType(
  db: Db,
  photographerId: string,
  id: string,
  values: Partial<typeof sessionTypes.$inferInsert>,
): Promise<SessionTypeRow | undefined> {
  const [row] = await db
    .update(sessionTypes)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(sessionTypes.id, id), eq(sessionTypes.photographerId, photographerId)))
    .returning();
  return row;
}

export async function listOverrides(
  db: Db,
  photographerId: string,
  range?: { from: string; to: string },
): Promise<OverrideRow[]> {
  return db
    .select()
    .from(availabilityOverrides)
    .where(
      and(
        eq(availabilityOverrides.photographerId, photographerId),
        range ? gte(availabilityOverrides.date, range.from) : undefined,
        range ? lte(availabilityOverrides.date, range.to) : undefined,
      ),
    )
    .orderBy(asc(availabilityOverrides.date));
}

/** One override per date: saving a date again replaces its hours. */
export async function upsertOverride(
  db: Db,
  photographerId: string,
  value: { date: string; spans: HoursSpan[]; note: string },
): Promise<OverrideRow> {
  const [row] = await db
    .insert(availabilityOverrides)
    .values({ photographerId, ...value })
    .onConflictDoUpdate({
      target: [availabilityOverrides.photographerId, availabilityOverrides.date],
      set: { spans: value.spans, note: value.note },
    })
    .returning();
  return row!;
}

export async function deleteOverride(db: Db, photographerId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(availabilityOverrides)
    .where(and(eq(availabilityOverrides.id, id), eq(availabilityOverrides.photographerId, photographerId)))
    .returning({ id: availabilityOverrides.id });
  return rows.length > 0;
}
