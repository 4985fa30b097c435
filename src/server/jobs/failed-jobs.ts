import type { Database } from '../db/client.ts';

export interface FailedJob {
  id: string;
  queue: string;
  error: string;
  failedAt: Date;
  attempts: number;
}

interface FailedJobRow {
  id: string;
  name: string;
  output: unknown;
  completed_on: Date | string | null;
  created_on: Date | string;
  retry_count: number;
}

/** pg-boss stores a failure's error as `{ message, stack }` (or whatever the handler threw). */
function errorText(output: unknown): string {
  if (output && typeof output === 'object' && 'message' in output) return String(output.message);
  if (output == null) return 'Unknown error';
  return typeof output === 'string' ? output : JSON.stringify(output);
}

/**
 * Jobs that used up their retries, newest first, for the admin's Failed jobs list. pg-boss has
 * no cross-queue query for a state, so this reads its job table (schema `pgboss`) directly.
 */
export async function listFailedJobs(database: Database, limit: number): Promise<FailedJob[]> {
  const rows = await database.query<FailedJobRow>(
    `select id, name, output, completed_on, created_on, retry_count
       from pgboss.job where state = 'failed'
      order by completed_on desc nulls last limit $1`,
    [limit],
  );
  return rows.map((r) => ({
    id: r.id,
    queue: r.name,
    error: errorText(r.output),
    failedAt: new Date(r.completed_on ?? r.created_on),
    attempts: r.retry_count + 1,
  }));
}

/** The queue a failed job belongs to, or undefined when there is no such failed job. */
export async function failedJobQueue(database: Database, id: string): Promise<string | undefined> {
  const [row] = await database.query<{ name: string }>(
    `select name from pgboss.job where id = $1 and state = 'failed'`,
    [id],
  );
  return row?.name;
}
