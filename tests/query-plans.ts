import type { FastifyInstance } from 'fastify';
import type pg from 'pg';

/**
 * What the planner does with the SQL a request runs: the statements are recorded at the driver
 * (pg pool or PGlite) while the request is served, then each is planned with EXPLAIN, sequential
 * scans disabled, so a scan of a big table shows up only when no index can serve the query.
 */
export interface Statement {
  text: string;
  values: unknown[];
}

export interface ScanNode {
  table: string;
  node: string;
  index: string | undefined;
  /** The index narrows the scan (an Index Cond); without one it is read whole. */
  narrowed: boolean;
}

type Runner = (text: string, values?: unknown[]) => Promise<Array<Record<string, unknown>>>;

/** Records every statement sent to the database while `fn` runs. */
export async function recordStatements(
  app: FastifyInstance,
  fn: () => Promise<unknown>,
): Promise<Statement[]> {
  const recorded: Statement[] = [];
  const target = (app.database.pool ?? app.database.pglite) as unknown as {
    query: (...args: unknown[]) => unknown;
  };
  const original = target.query;
  target.query = function (this: unknown, ...args: unknown[]) {
    // query(text, values) or query({ text, values? }, values?): drizzle passes the values apart.
    const [first, second] = args;
    const values = Array.isArray(second) ? second : [];
    if (typeof first === 'string') recorded.push({ text: first, values });
    else if (first && typeof first === 'object' && 'text' in first) {
      const config = first as { text: string; values?: unknown[] };
      recorded.push({ text: config.text, values: config.values ?? values });
    }
    return original.apply(this, args);
  };
  try {
    await fn();
  } finally {
    target.query = original;
  }
  return recorded;
}

/** Runs `fn` with a runner on one connection (session settings and temporary tables hold). */
export async function onOneConnection<T>(app: FastifyInstance, fn: (run: Runner) => Promise<T>): Promise<T> {
  const { pool, pglite } = app.database;
  if (!pool)
    return fn(async (text, values) => (await pglite!.query<Record<string, unknown>>(text, values)).rows);
  const client: pg.PoolClient = await pool.connect();
  try {
    return await fn(async (text, values) => (await client.query(text, values)).rows);
  } finally {
    client.release();
  }
}

/** Runs `fn` on one connection where sequential scans are disabled. */
export function withoutSeqScans<T>(app: FastifyInstance, fn: (run: Runner) => Promise<T>): Promise<T> {
  return onOneConnection(app, async (run) => {
    await run('set enable_seqscan = off');
    try {
      return await fn(run);
    } finally {
      await run('reset enable_seqscan');
    }
  });
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}

function scansOf(node: PlanNode, out: ScanNode[]) {
  if (node['Relation Name'] || node['Node Type'] === 'Bitmap Index Scan') {
    out.push({
      table: node['Relation Name'] ?? '',
      node: node['Node Type'],
      index: node['Index Name'],
      narrowed: node['Node Type'] === 'Bitmap Heap Scan' || Boolean(node['Index Cond']),
    });
  }
  for (const child of node.Plans ?? []) scansOf(child, out);
}

/** Every table and index scan of the statement's plan. */
export async function planScans(run: Runner, statement: Statement): Promise<ScanNode[]> {
  const [row] = await run(`explain (format json) ${statement.text}`, statement.values);
  const raw = Object.values(row!)[0];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: PlanNode }>;
  const scans: ScanNode[] = [];
  scansOf(plan[0]!.Plan, scans);
  return scans;
}
