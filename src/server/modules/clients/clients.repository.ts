import { and, asc, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { ClientSort, ClientTab } from '../../../shared/clients.ts';
import type { Db } from '../../db/client.ts';
import { clientCounts, clientEvents, clients, photographerProfiles, users } from '../../db/schema/index.ts';

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

/** The text search as you type looks in (the search_text column): see searchTerms. */
export function searchTextOf(row: { name: string; email: string; phone: string }): string {
  const digits = row.phone.replace(/\D/g, '');
  const national = row.phone.startsWith('+234') ? `0${row.phone.slice(4)}` : '';
  return `${row.name.toLowerCase()} ${row.email.toLowerCase()} ${digits} ${national}`;
}

/**
 * What a search looks for: every word must appear. A query that looks like a phone number
 * (digits, spaces, + - ( )) is one run of digits, so "0803 123" finds +234803123….
 */
export function searchTerms(q: string): string[] {
  const text = q.trim().toLowerCase();
  if (!text) return [];
  if (/^[\d\s()+-]+$/.test(text) && /\d/.test(text)) return [text.replace(/\D/g, '')];
  return text.split(/\s+/).filter(Boolean);
}

/**
 * Search as you type: one LIKE per word on search_text, within one photographer's rows (their
 * index narrows it to them). Decision 101: at 10,000 clients this stays within the 20 ms budget
 * on PGlite without pg_trgm, which the embedded database does not load.
 */
function whereOf(filter: ClientFilter, withTab: boolean): SQL {
  const parts: SQL[] = [eq(clients.photographerId, filter.photographerId)];
  if (withTab && filter.tab !== 'all') parts.push(eq(clients.status, filter.tab));
  for (const term of searchTerms(filter.q)) parts.push(sql`${clients.searchText} like ${contains(term)}`);
  return and(...parts)!;
}

function orderOf(sort: ClientSort, dir: 'asc' | 'desc') {
  const by = dir === 'asc' ? asc : desc;
  return sort === 'name'
    ? [by(sql`lower(${clients.name})`), by(clients.id)]
    : [by(clients.lastContactAt), by(clients.id)];
}

const emptyCounts = () => ({ all: 0, active: 0, lead: 0, inactive: 0 });

function addCounts(counts: ReturnType<typeof emptyCounts>, rows: { status: string; n: number }[]) {
  for (const c of rows) {
    if (c.status === 'lead' || c.status === 'active' || c.status === 'inactive') {
      counts[c.status] = c.n;
      counts.all += c.n;
    }
  }
  return counts;
}

export async function listClients(
  db: Db,
  filter: ClientFilter,
  sort: ClientSort,
  dir: 'asc' | 'desc',
  limit: number,
  offset: number,
) {
  // The counts per tab: kept by the database without a search; one grouped pass with one.
  const counted =
    searchTerms(filter.q).length === 0
      ? await db
          .select({ status: clientCounts.status, n: clientCounts.n })
          .from(clientCounts)
          .where(eq(clientCounts.photographerId, filter.photographerId))
      : await db
          .select({ status: clients.status, n: count() })
          .from(clients)
          .where(whereOf(filter, false))
          .groupBy(clients.status);
  const counts = addCounts(emptyCounts(), counted);
  // The page, off the tab's index. An OFFSET walks past every row before the page, so a page in
  // the second half is read from the other end (reversed order, the distance from the end) and
  // turned back: the last of 400 pages costs what the first does.
  const inTab = counts[filter.tab];
  if (offset >= inTab) return { rows: [] as ClientRow[], counts };
  const fromEnd = offset > inTab / 2;
  const reversed = dir === 'asc' ? 'desc' : 'asc';
  const rows = await db
    .select()
    .from(clients)
    .where(whereOf(filter, true))
    .orderBy(...orderOf(sort, fromEnd ? reversed : dir))
    .limit(fromEnd ? Math.min(limit, inTab - offset) : limit)
    .offset(fromEnd ? Math.max(0, inTab - offset - limit) : offset);
  return { rows: fromEnd ? rows.reverse() : rows, counts };
}

/** Every client of a tab and search, in order, for the CSV export. */
export async function allClients(db: Db, filter: ClientFilter, sort: ClientSort, dir: 'asc' | 'desc') {
  return db
    .select()
    .from(clients)
    .where(whereOf(filter, true))
    .orderBy(...orderOf(sort, dir));
}

export type ClientValues = Omit<NewClient, 'searchText' | 'id'> & { phone: string };

export async function insertClient(db: Db, values: ClientValues): Promise<ClientRow> {
  const [row] = await db
    .insert(clients)
    .values({ ...values, searchText: searchTextOf(values) })
    .returning();
  return row!;
}

export interface ImportValues {
  name: string;
  email: string;
  phone: string;
  address: string;
  notes: string;
  status: string;
}

/**
 * Many clients in one statement: the rows travel as one JSON parameter (json_to_recordset), not
 * as thousands of bind parameters. Returns how many were inserted.
 */
export async function insertClients(
  db: Db,
  photographerId: string,
  source: string,
  values: ImportValues[],
): Promise<number> {
  let inserted = 0;
  for (let i = 0; i < values.length; i += 5000) {
    const batch = values.slice(i, i + 5000).map((v) => ({ ...v, search_text: searchTextOf(v) }));
    const result = await db.execute<{ n: number }>(sql`
      with added as (
        insert into clients (photographer_id, name, email, phone, address, notes, status, source, search_text)
        select ${photographerId}::uuid, x.name, x.email, x.phone, x.address, x.notes, x.status, ${source}, x.search_text
        from json_to_recordset(${JSON.stringify(batch)}::json)
          as x(name text, email text, phone text, address text, notes text, status text, search_text text)
        returning 1
      )
      select count(*)::int as n from added`);
    inserted += Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
  }
  return inserted;
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

/** Name, email and phone come together: search_text is written from the three. */
export async function updateClient(
  db: Db,
  photographerId: string,
  id: string,
  values: Partial<Omit<ClientValues, 'name' | 'email' | 'phone'>> & {
    name: string;
    email: string;
    phone: string;
  },
): Promise<ClientRow | undefined> {
  const [row] = await db
    .update(clients)
    .set({ ...values, searchText: searchTextOf(values), updatedAt: new Date() })
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

export async function findClientBySmsToken(db: Db, token: string) {
  const [row] = await db.select().from(clients).where(eq(clients.smsStopToken, token));
  return row;
}

export async function setSmsOptIn(db: Db, clientId: string, on: boolean) {
  const [row] = await db
    .update(clients)
    .set({ smsOptIn: on, updatedAt: new Date() })
    .where(eq(clients.id, clientId))
    .returning();
  return row;
}

/** Whether any record of this email agreed to SMS. */
export async function smsOptInOfEmail(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(and(sql`lower(${clients.email}) = ${email.toLowerCase()}`, eq(clients.smsOptIn, true)))
    .limit(1);
  return row !== undefined;
}

/**
 * The client's own choice on every record of their email; turning on reaches only records with
 * a phone, each given its stop token when it has none.
 */
export async function setSmsOptInForEmail(
  db: Db,
  email: string,
  on: boolean,
  newToken: () => string,
): Promise<void> {
  const rows = await db
    .select({ id: clients.id, phone: clients.phone, token: clients.smsStopToken })
    .from(clients)
    .where(sql`lower(${clients.email}) = ${email.toLowerCase()}`);
  for (const r of rows) {
    if (on && !r.phone) continue;
    await db
      .update(clients)
      .set({ smsOptIn: on, ...(on && !r.token ? { smsStopToken: newToken() } : {}), updatedAt: new Date() })
      .where(eq(clients.id, r.id));
  }
}

/** Fresh planner statistics for clients (after a large import; PGlite has no autovacuum). */
export async function analyzeClients(db: Db): Promise<void> {
  await db.execute(sql`analyze clients`);
}
