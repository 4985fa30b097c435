import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { ClientSort, ClientTab } from '../../../shared/clients.ts';
import type { Db } from '../../db/client.ts';
import { clientEvents, clients, photographerProfiles, users } from '../../db/schema/index.ts';

export type ClientRow = typeof clients.$inferSelect;
export type NewClient = typeof clients.$inferInsert;
export type ClientEventRow = typeof clientEvents.$inferSelect;
export type NewClientEvent = typeof clientEvents.$inferInsert;

/** `%text%` for LIKE, with the wildcards of the text itself escaped. */
const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface ClientFilter {
  photographerId: string;
  tab: ClientTab;
  q: string;
}

/**
 * Search as you type: name and email contain the text (case-insensitive); phone numbers match
 * on their digits, so 0803 123 finds +234803123…. A photographer's rows are found by the
 * (photographer_id, …) indexes, then filtered: at 10,000 clients a scan of one photographer's
 * rows stays well under the 20 ms budget (decision 101), without an extension PGlite lacks.
 */
function whereOf(filter: ClientFilter, withTab: boolean): SQL {
  const parts: SQL[] = [eq(clients.photographerId, filter.photographerId)];
  if (withTab && filter.tab !== 'all') parts.push(eq(clients.status, filter.tab));
  if (filter.q) {
    const text = contains(filter.q.toLowerCase());
    const or: SQL[] = [sql`lower(${clients.name}) like ${text}`, sql`lower(${clients.email}) like ${text}`];
    let digits = filter.q.replace(/\D/g, '');
    if (digits.length >= 3 && digits.length >= filter.q.replace(/[\s()+-]/g, '').length) {
      if (digits.startsWith('0')) digits = digits.slice(1);
      or.push(sql`${clients.phone} like ${contains(digits)}`);
    }
    parts.push(sql`(${sql.join(or, sql` or `)})`);
  }
  return and(...parts)!;
}

function orderOf(sort: ClientSort, dir: 'asc' | 'desc') {
  const by = dir === 'asc' ? asc : desc;
  return sort === 'name'
    ? [by(sql`lower(${clients.name})`), by(clients.id)]
    : [by(clients.lastContactAt), by(clients.id)];
}

export async function listClients(
  db: Db,
  filter: ClientFilter,
  sort: ClientSort,
  dir: 'asc' | 'desc',
  limit: number,
  offset: number,
) {
  const rows = await db
    .select()
    .from(clients)
    .where(whereOf(filter, true))
    .orderBy(...orderOf(sort, dir))
    .limit(limit)
    .offset(offset);
  // One pass gives the count of every tab (for the tab badges) and so the current tab's total.
  const counted = await db
    .select({ status: clients.status, n: count() })
    .from(clients)
    .where(whereOf(filter, false))
    .groupBy(clients.status);
  const counts = { all: 0, active: 0, lead: 0, inactive: 0 };
  for (const c of counted) {
    counts[c.status] = c.n;
    counts.all += c.n;
  }
  return { rows, counts };
}

/** Every client of a tab and search, in order, for the CSV export. */
export async function allClients(db: Db, filter: ClientFilter, sort: ClientSort, dir: 'asc' | 'desc') {
  return db
    .select()
    .from(clients)
    .where(whereOf(filter, true))
    .orderBy(...orderOf(sort, dir));
}

export async function insertClient(db: Db, values: NewClient): Promise<ClientRow> {
  const [row] = await db.insert(clients).values(values).returning();
  return row!;
}

export async function insertClients(db: Db, values: NewClient[]): Promise<ClientRow[]> {
  const out: ClientRow[] = [];
  // Chunks keep each statement under PostgreSQL's 65,535 bind parameters.
  for (let i = 0; i < values.length; i += 1000) {
    out.push(
      ...(await db
        .insert(clients)
        .values(values.slice(i, i + 1000))
        .returning()),
    );
  }
  return out;
}

export async function findClient(db: Db, photographerId: string, id: string) {
  const [row] = await db
    .select()
    .from(clients)
    .where(and(eq(clients.photographerId, photographerId), eq(clients.id, id)));
  return row;
}

export async function findClientByEmail(db: Db, photographerId: string, email: string) {
  const [row] = await db
    .select()
    .from(clients)
    .where(
      and(eq(clients.photographerId, photographerId), sql`lower(${clients.email}) = ${email.toLowerCase()}`),
    );
  return row;
}

/** Which of these emails (lower case) the photographer already has. */
export async function existingEmails(db: Db, photographerId: string, emails: string[]): Promise<Set<string>> {
  const found = new Set<string>();
  for (let i = 0; i < emails.length; i += 1000) {
    const rows = await db
      .select({ email: sql<string>`lower(${clients.email})` })
      .from(clients)
      .where(
        and(
          eq(clients.photographerId, photographerId),
          inArray(sql`lower(${clients.email})`, emails.slice(i, i + 1000)),
        ),
      );
    for (const r of rows) found.add(r.email);
  }
  return found;
}

export async function updateClient(
  db: Db,
  photographerId: string,
  id: string,
  values: Partial<NewClient>,
): Promise<ClientRow | undefined> {
  const [row] = await db
    .update(clients)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(clients.photographerId, photographerId), eq(clients.id, id)))
    .returning();
  return row;
}

export async function deleteClient(db: Db, photographerId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(clients)
    .where(and(eq(clients.photographerId, photographerId), eq(clients.id, id)))
    .returning({ id: clients.id });
  return rows.length > 0;
}

export async function insertEvents(db: Db, values: NewClientEvent[]): Promise<void> {
  for (let i = 0; i < values.length; i += 1000) {
    await db.insert(clientEvents).values(values.slice(i, i + 1000));
  }
}

/** Moves Last Contact forward (never back: an older event recorded late leaves it). */
export async function touchLastContact(db: Db, clientId: string, at: Date): Promise<void> {
  await db
    .update(clients)
    .set({ lastContactAt: sql`greatest(${clients.lastContactAt}, ${at.toISOString()}::timestamptz)` })
    .where(eq(clients.id, clientId));
}

export async function listEvents(db: Db, clientId: string, limit: number) {
  return db
    .select()
    .from(clientEvents)
    .where(eq(clientEvents.clientId, clientId))
    .orderBy(desc(clientEvents.occurredAt), desc(clientEvents.createdAt))
    .limit(limit);
}

/** The photographers who keep a client record with this email, and the records' ids. */
export async function photographersOfEmail(db: Db, email: string) {
  return db
    .select({
      clientId: clients.id,
      photographerId: clients.photographerId,
      since: clients.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      businessName: photographerProfiles.businessName,
      phone: photographerProfiles.phone,
      slug: photographerProfiles.slug,
      isApproved: users.isApproved,
    })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.photographerId))
    .leftJoin(photographerProfiles, eq(photographerProfiles.userId, users.id))
    .where(sql`lower(${clients.email}) = ${email.toLowerCase()}`)
    .orderBy(asc(clients.createdAt));
}
