import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './client.ts';

/** What runs while one transaction callback is executing. */
interface TransactionScope {
  open: boolean;
  /** Work that must only happen once the change is durable (e.g. waking the email worker). */
  afterCommit: Array<() => Promise<void> | void>;
  /** The outer database handle the outermost transaction was opened on. */
  root: Db;
  /** This transaction's own handle (a savepoint's, when nested). */
  tx: Db | undefined;
}

const scope = new AsyncLocalStorage<TransactionScope>();

/**
 * Thrown when code running inside a transaction reaches for the outer database handle. On
 * PGlite (one connection) that query would wait forever for the transaction it belongs to;
 * on PostgreSQL it would escape the transaction (no rollback, and a possible lock wait).
 */
export class OuterDbInTransactionError extends Error {
  constructor(what: string) {
    super(
      `The outer database handle was used (${what}) inside withTransaction(): use the transaction handle \`tx\` passed to the callback instead.`,
    );
    this.name = 'OuterDbInTransactionError';
  }
}

/**
 * Runs `fn` in one transaction and hands it a handle of the same type as `db`, so services and
 * repositories take `Db` whether or not they run in a transaction. Nested calls (with the `tx`
 * handle) become savepoints. Hooks registered with `afterCommit` run once the outermost
 * transaction has committed, and are dropped when it rolls back.
 */
export async function withTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  const parent = scope.getStore();
  const own: TransactionScope = {
    open: true,
    afterCommit: [],
    root: parent?.open ? parent.root : db,
    tx: undefined,
  };
  if (!parent?.open) await preparers.get(db)?.();
  let result: T;
  try {
    result = await db.transaction((tx) =>
      scope.run(own, () => {
        own.tx = tx;
        return fn(tx);
      }),
    );
  } finally {
    own.open = false;
  }
  if (parent?.open) {
    // A savepoint that committed: its hooks wait for the outer transaction.
    parent.afterCommit.push(...own.afterCommit);
  } else {
    // Outside any transaction from here on: hooks may use the outer database again.
    await scope.exit(async () => {
      for (const hook of own.afterCommit) await hook();
    });
  }
  return result;
}

/**
 * Work that must be done before a transaction of `db` opens, awaited by every outermost
 * withTransaction on it: on PGlite (one connection) the job queue starts here, since it cannot
 * start while a transaction holds the connection and a job is queued through that transaction.
 */
const preparers = new WeakMap<object, () => Promise<void>>();
export function beforeTransactions(db: Db, prepare: () => Promise<void>): void {
  preparers.set(db, prepare);
}

/** The handle of the transaction the caller runs in (the innermost savepoint's), if any. */
export const currentTransaction = (): Db | undefined => {
  const current = scope.getStore();
  return current?.open ? current.tx : undefined;
};

/** Runs `hook` after the current transaction commits, or now when there is none. */
export async function afterCommit(hook: () => Promise<void> | void): Promise<void> {
  const current = scope.getStore();
  if (current?.open) current.afterCommit.push(hook);
  else await hook();
}

/**
 * The outer database handle the current transaction belongs to (what the app holds as `app.db`),
 * or undefined outside a transaction: lets per-database state (e.g. the public data cache) be
 * found from a `tx` handle.
 */
export const transactionRoot = (): Db | undefined => {
  const current = scope.getStore();
  return current?.open ? current.root : undefined;
};

/**
 * Runs `fn` as if outside any transaction (it may use the outer database). Called from inside
 * one on PGlite, its queries wait until that transaction ends: do not await it there.
 */
export const outsideTransaction = <T>(fn: () => T): T => scope.exit(fn);

/** True while the caller runs inside a withTransaction callback. */
export const inTransaction = (): boolean => scope.getStore()?.open === true;

/** Throws when called from inside a transaction; for raw queries on the outer connection. */
export function assertOutsideTransaction(what: string): void {
  if (inTransaction()) throw new OuterDbInTransactionError(what);
}

/** Properties of the drizzle database that start a query. */
const QUERY_ENTRY_POINTS = new Set<PropertyKey>([
  'select',
  'selectDistinct',
  'selectDistinctOn',
  'insert',
  'update',
  'delete',
  'execute',
  'transaction',
  'query',
  'with',
  '$count',
  'refreshMaterializedView',
]);

/**
 * Wraps the outer database so that starting a query on it from inside a transaction throws a
 * clear error instead of hanging (PGlite) or silently escaping the transaction (PostgreSQL).
 * The transaction handle is a different object and is never affected.
 */
export function guardOuterDb(db: Db): Db {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (QUERY_ENTRY_POINTS.has(prop) && inTransaction())
        throw new OuterDbInTransactionError(`db.${String(prop)}`);
      return Reflect.get(target, prop, receiver);
    },
  });
}
