import type { Database } from '../db/client.ts';

/**
 * A logical dump of the application's tables (schema `public`), the same on PGlite and
 * PostgreSQL: each row as PostgreSQL's own JSON (`row_to_json`), read back with
 * `json_populate_recordset`, so every type (timestamps to the microsecond, bytea, jsonb,
 * arrays, ranges) goes through its own text form. The schema itself is not dumped: restore
 * runs the same migrations and refuses a backup made by another set of migrations.
 * pg-boss's queue (schema `pgboss`) is left out: jobs are transient and schedules are
 * recreated at start. See docs/decisions/052-backup-and-restore.md.
 */

export type Query = (sql: string, params?: unknown[]) => Promise<Record<string, unknown>[]>;

export interface TableDump {
  name: string;
  /** One JSON object per row, as text. */
  rows: string[];
}

export interface DatabaseDump {
  kind: Database['kind'];
  /** drizzle's applied migration hashes, in order. */
  migrations: string[];
  tables: TableDump[];
  sequences: { name: string; lastValue: string | null }[];
}

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

export async function appliedMigrations(query: Query): Promise<string[]> {
  const exists = await query(
    "select 1 from pg_tables where schemaname = 'drizzle' and tablename = '__drizzle_migrations'",
  );
  if (exists.length === 0) return [];
  const rows = await query('select hash from drizzle.__drizzle_migrations order by created_at, id');
  return rows.map((r) => String(r.hash));
}

export async function publicTables(query: Query): Promise<string[]> {
  const rows = await query("select tablename from pg_tables where schemaname = 'public' order by tablename");
  return rows.map((r) => String(r.tablename));
}

/** Reads everything inside one snapshot, so the dump is consistent while the server writes. */
export async function withSnapshot<T>(database: Database, fn: (query: Query) => Promise<T>): Promise<T> {
  if (database.pglite) {
    // PGlite has one connection: its transaction holds it, other queries wait their turn.
    return database.pglite.transaction(async (tx) =>
      fn(async (sql, params) => (await tx.query<Record<string, unknown>>(sql, params)).rows),
    );
  }
  const client = await database.pool!.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const result = await fn(async (sql, params) => (await client.query(sql, params)).rows);
    await client.query('commit');
    return result;
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}

export async function dumpDatabase(database: Database): Promise<DatabaseDump> {
  return withSnapshot(database, async (query) => {
    const tables: TableDump[] = [];
    for (const name of await publicTables(query)) {
      const rows = await query(`select row_to_json(t)::text as j from ${quote(name)} t`);
      tables.push({ name, rows: rows.map((r) => String(r.j)) });
    }
    const sequences = await query(
      "select sequencename as name, last_value::text as value from pg_sequences where schemaname = 'public'",
    );
    return {
      kind: database.kind,
      migrations: await appliedMigrations(query),
      tables,
      sequences: sequences.map((s) => ({ name: String(s.name), lastValue: (s.value as string) ?? null })),
    };
  });
}

/** Tables ordered so that every table comes after the tables its foreign keys point to. */
async function insertionOrder(query: Query, tables: string[]): Promise<string[]> {
  const edges = await query(
    `select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
       from pg_constraint c join pg_namespace n on n.oid = c.connamespace
      where c.contype = 'f' and n.nspname = 'public'`,
  );
  const unquote = (n: string) => n.replace(/^"|"$/g, '').replace(/^public\./, '');
  const parents = new Map<string, Set<string>>(tables.map((t) => [t, new Set()]));
  for (const e of edges) {
    const child = unquote(String(e.child));
    const parent = unquote(String(e.parent));
    if (child !== parent) parents.get(child)?.add(parent);
  }
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const p of parents.get(table) ?? []) visit(p, path);
    ordered.push(table);
  };
  for (const t of tables) visit(t, new Set());
  return ordered;
}

const BATCH = 500;

/**
 * Loads a dump into a migrated database whose application tables hold no rows the user made
 * (restore checks that first). Runs in one transaction: all rows or none.
 */
export async function loadDatabase(database: Database, dump: DatabaseDump): Promise<void> {
  const run = async (query: Query) => {
    const present = await publicTables(query);
    const missing = dump.tables.filter((t) => !present.includes(t.name)).map((t) => t.name);
    if (missing.length > 0) throw new Error(`the database has no table ${missing.join(', ')}`);
    // Rows that migrations or a first start may have seeded make way for the backup's. Only
    // tables that hold rows are emptied: an append-only table (the contract audit trail) refuses
    // TRUNCATE by trigger even when it is empty, and in an empty database it always is.
    const seeded: string[] = [];
    for (const table of present) {
      const [row] = await query(`select exists (select 1 from ${quote(table)}) as "has"`);
      if (row?.has) seeded.push(table);
    }
    if (seeded.length > 0) await query(`truncate ${seeded.map(quote).join(', ')} cascade`);
    const byName = new Map(dump.tables.map((t) => [t.name, t]));
    for (const name of await insertionOrder(query, [...byName.keys()])) {
      const rows = byName.get(name)!.rows;
      for (let i = 0; i < rows.length; i += BATCH) {
        const batch = `[${rows.slice(i, i + BATCH).join(',')}]`;
        await query(
          `insert into ${quote(name)} select * from json_populate_recordset(null::${quote(name)}, $1::json)`,
          [batch],
        );
      }
    }
    for (const s of dump.sequences) {
      if (s.lastValue === null) continue;
      await query('select setval($1::regclass, $2::bigint, true)', [`public.${quote(s.name)}`, s.lastValue]);
    }
  };
  if (database.pglite) {
    await database.pglite.transaction(async (tx) =>
      run(async (sql, params) => (await tx.query<Record<string, unknown>>(sql, params)).rows),
    );
    return;
  }
  const client = await database.pool!.connect();
  try {
    await client.query('begin');
    await run(async (sql, params) => (await client.query(sql, params)).rows);
    await client.query('commit');
  } catch (err) {
    await client.query('rollback').catch(() => undefined);
    throw err;
  } finally {
    client.release();
  }
}
