import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../db/client.ts';
import { afterCommit, transactionRoot } from '../db/transaction.ts';
import { listenToChannel } from './db-listen.ts';

/**
 * The public data cache (decision 096): what every visitor reads and only an edit changes
 * (site documents, services, pricing, blog, the photographer directory and profiles) is kept in
 * memory per instance and dropped, on every instance, the moment an edit commits.
 *
 * - Reads: `cachedRead(db, scope, key, load)` in a module's service. Concurrent misses share
 *   one load, so a burst of visitors costs one query. Values are shared: never mutate them.
 * - Edits: `publicDataChanged(tx, scope)` as the LAST statement of the edit's transaction (or
 *   right after a single-statement edit). It bumps the scope's row in `public_data_versions` and
 *   NOTIFYs, both part of the transaction: other instances hear of it exactly when the change is
 *   visible, and never for a change that rolled back. This instance clears its copy after commit
 *   (afterCommit), so the editor's next read sees the edit whether or not the NOTIFY arrived.
 * - Listening: PGlite's `listen` in embedded mode; a dedicated `pg` client on PostgreSQL. While
 *   that client is down nothing is served from memory; on reconnect everything is dropped (a
 *   notification may have been missed). A check of the version rows every 30 s catches a silent,
 *   half-open connection.
 * - Without an attached cache (scripts, a transaction handle) reads go to the database.
 */

export const PUBLIC_DATA_SCOPES = ['site', 'blog', 'directory'] as const;
export type PublicDataScope = (typeof PUBLIC_DATA_SCOPES)[number];

const CHANNEL = 'aworan_public_data';
/** Keys per scope (directory searches, blog pages): oldest dropped beyond this. */
const MAX_ENTRIES = 1000;
const CHECK_INTERVAL_MS = 30_000;

const isScope = (value: string): value is PublicDataScope =>
  (PUBLIC_DATA_SCOPES as readonly string[]).includes(value);

export class PublicCache {
  private readonly entries = new Map<PublicDataScope, Map<string, Promise<unknown>>>(
    PUBLIC_DATA_SCOPES.map((s) => [s, new Map()]),
  );
  /**
   * Whole pages built from public data (the server-rendered HTML of `/`, a blog post…): they may
   * read any scope, so any scope's change drops them all. Edits are rare; visitors are many.
   */
  private readonly pages = new Map<string, unknown>();
  /** Versions seen last (from notifications or the periodic check). */
  private readonly versions = new Map<string, number>();
  /** Served from memory only while invalidations can reach this instance. */
  live = false;
  hits = 0;
  misses = 0;

  read<T>(scope: PublicDataScope, key: string, load: () => Promise<T>): Promise<T> {
    if (!this.live) return load();
    const entries = this.entries.get(scope)!;
    const hit = entries.get(key);
    if (hit) {
      this.hits++;
      return hit as Promise<T>;
    }
    this.misses++;
    const value = load();
    entries.set(key, value);
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value!);
    // A failed read (a 404, a lost connection) is not kept.
    value.catch(() => {
      if (entries.get(key) === value) entries.delete(key);
    });
    return value;
  }

  /** A page kept by `keepPage`, while invalidations can reach this instance. */
  page<T>(key: string): T | undefined {
    return this.live ? (this.pages.get(key) as T | undefined) : undefined;
  }

  /**
   * Keeps a page built from public data. `since` is `generation` read before the page was built:
   * a page built across an edit is not kept (it may hold data from before it).
   */
  keepPage(key: string, value: unknown, since: number) {
    if (!this.live || since !== this.generation) return;
    this.pages.set(key, value);
    if (this.pages.size > MAX_ENTRIES) this.pages.delete(this.pages.keys().next().value!);
  }

  /** Moves on every clear: see `keepPage`. */
  generation = 0;

  /** Drops a scope; a read in flight keeps its answer for its own callers but is not kept. */
  clear(scope: PublicDataScope, version?: number) {
    this.generation++;
    this.pages.clear();
    this.entries.get(scope)!.clear();
    if (version !== undefined) this.versions.set(scope, Math.max(version, this.versions.get(scope) ?? 0));
  }

  clearAll() {
    for (const scope of PUBLIC_DATA_SCOPES) this.clear(scope);
  }

  /** A notification's payload: `scope:version`. */
  notified(payload: string) {
    const [scope = '', version] = payload.split(':');
    if (isScope(scope)) this.clear(scope, Number(version));
  }

  /** Compares the stored versions with those seen; a scope that moved unseen is dropped. */
  checkVersions(rows: Array<{ scope: string; version: number | string }>) {
    for (const row of rows) {
      const version = Number(row.version);
      if (isScope(row.scope) && this.versions.get(row.scope) !== version) this.clear(row.scope, version);
    }
  }
}

const caches = new WeakMap<Db, PublicCache>();

/** A public read through the cache of `db`'s instance (straight to the database without one). */
export function cachedRead<T>(
  db: Db,
  scope: PublicDataScope,
  key: string,
  load: () => Promise<T>,
): Promise<T> {
  const cache = caches.get(db);
  return cache ? cache.read(scope, key, load) : load();
}

/** The public cache of `db`'s instance, for whole pages (undefined for scripts and transactions). */
export function publicCacheOf(db: Db): PublicCache | undefined {
  return caches.get(db);
}

/**
 * Records that public data of these scopes changed. Call it with the edit's transaction handle
 * as the transaction's last statement (the version rows are locked until commit; taking them
 * last keeps lock order the same everywhere), or with `db` right after a one-statement edit.
 */
export async function publicDataChanged(db: Db, ...scopes: PublicDataScope[]): Promise<void> {
  for (const scope of scopes) {
    await db.execute(sql`
      with bumped as (
        insert into public_data_versions as v (scope, version) values (${scope}, 1)
        on conflict (scope) do update set version = v.version + 1, updated_at = now()
        returning v.version
      )
      select pg_notify(${CHANNEL}, ${scope}::text || ':' || bumped.version::text) from bumped`);
  }
  const cache = caches.get(transactionRoot() ?? db);
  if (cache) {
    await afterCommit(() => {
      for (const scope of scopes) cache.clear(scope);
    });
  }
}

export interface PublicCacheHandle {
  cache: PublicCache;
  close(): Promise<void>;
}

/**
 * Gives `database.db` its public data cache and keeps it told of edits made anywhere; the
 * database plugin calls it once per app. `close()` stops listening.
 */
export async function attachPublicCache(
  database: Database,
  log: FastifyBaseLogger,
): Promise<PublicCacheHandle> {
  const cache = new PublicCache();

  const check = async (whenLive = true) => {
    if (whenLive && !cache.live) return;
    try {
      cache.checkVersions(
        await database.query<{ scope: string; version: string }>(
          'select scope, version from public_data_versions',
        ),
      );
    } catch (err) {
      log.warn({ err }, 'public data versions could not be checked; cache emptied');
      cache.clearAll();
    }
  };

  const listening = await listenToChannel(
    database,
    CHANNEL,
    {
      notified: (payload) => cache.notified(payload),
      // Whatever changed while nobody listened: start empty.
      // The versions are read before going live: read after, a version that moved while nobody
      // listened would drop entries cached since, and a reader could see a fresh entry vanish.
      live: async () => {
        cache.clearAll();
        await check(false);
        cache.live = true;
      },
      down: () => {
        cache.live = false;
        cache.clearAll();
      },
    },
    log,
  );

  const interval = setInterval(() => void check(), CHECK_INTERVAL_MS);
  interval.unref();
  caches.set(database.db, cache);
  return {
    cache,
    async close() {
      clearInterval(interval);
      caches.delete(database.db);
      cache.live = false;
      await listening.close();
    },
  };
}
