import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { fromDrizzle, fromPglite, PgBoss, type QueueResult } from 'pg-boss';
import { LAGOS_TIME_ZONE } from '../../shared/lagos-time.ts';
import type { Database, Db } from '../db/client.ts';
import { afterCommit, currentTransaction } from '../db/transaction.ts';
import { faultPoint } from '../lib/fault-point.ts';

export interface JobInfo {
  id: string;
  /** 0 on the first attempt; pg-boss counts each retry. */
  retryCount: number;
  retryLimit: number;
}

/**
 * A job's work. It may run more than once (a retry after a crash, an admin's Retry), so it
 * must be idempotent: check the state it is about to change before changing it.
 */
export type JobHandler<T> = (data: T, job: JobInfo) => Promise<void>;

/** Inline mode: a job failed every attempt (queue mode lists it for the admin instead). */
export class InlineJobFailed extends Error {
  constructor(
    readonly queue: string,
    cause: unknown,
  ) {
    super(
      `The job "${queue}" failed after its last retry: ${cause instanceof Error ? cause.message : String(cause)}`,
      {
        cause,
      },
    );
    this.name = 'InlineJobFailed';
  }
}

/** How one job is sent. */
export interface SendOptions {
  /** Not before this many seconds from now (queue mode; inline runs it at once). */
  delaySeconds?: number;
  /** A job's identity: a second send with the same key (for this queue) is dropped. */
  key?: string;
}

/** A stable job id for a key, so sending the same keyed job twice inserts it once. */
const jobIdFor = (queue: string, key: string) => {
  const hex = createHash('sha256').update(`${queue}\n${key}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

export interface JobOptions {
  /** Attempts after the first; default 4. */
  retryLimit?: number;
  /** Seconds before the first retry; doubled at each retry with backoff. Default 10. */
  retryDelay?: number;
  /** Exponential backoff between retries; default true. */
  retryBackoff?: boolean;
  /** Upper bound of a backoff delay in seconds; default one hour. */
  retryDelayMax?: number;
  /** How long one attempt may run before pg-boss counts it failed; default 5 minutes. */
  expireInSeconds?: number;
}

interface Registration {
  queue: string;
  handler: JobHandler<never>;
  options: Required<JobOptions>;
  cron?: string;
}

export interface Jobs {
  /**
   * `queue`: pg-boss runs the handlers in workers; `inline`: no workers (tests, a process
   * started with jobs off), so `send` runs the handler at once, retries included, without delays.
   */
  readonly mode: 'queue' | 'inline';
  /** The pg-boss instance once started (queue mode); for tests and tools. */
  readonly boss: PgBoss | undefined;
  /** Resolves once pg-boss runs (queue mode; at once inline); rejects if it could not start. */
  ready(): Promise<void>;
  /** Registers the handler of a queue; call while the app is being built. */
  handle<T extends object>(queue: string, handler: JobHandler<T>, options?: JobOptions): void;
  /**
   * A queue no longer used (its work was removed): its schedule and queue are deleted at start,
   * so an old install stops creating jobs nobody handles.
   */
  retire(queue: string): void;
  /** Registers a handler run on a cron schedule, read in Africa/Lagos time. */
  recurring(queue: string, cron: string, handler: JobHandler<object>, options?: JobOptions): void;
  /**
   * Queues one job for a registered queue. Inside withTransaction the job is part of the
   * transaction (inserted through it, decision 191): it exists if and only if the change that
   * causes it commits, and its worker is woken after the commit. Inline, it runs after the commit.
   */
  send<T extends object>(queue: string, data: T, options?: SendOptions): Promise<void>;
  /** The queues registered so far (handlers and schedules). */
  registered(): string[];
  /** Starts a held-back start now (a transaction about to queue a job on PGlite needs it). */
  startNow(): Promise<void>;
  /**
   * Starts pg-boss, its queues, workers and schedules (queue mode); called once, at ready.
   * The app does not wait for it to answer requests: `send` and `ready` wait instead.
   * `afterMs` holds the start back so that a fresh server answers its first pages without
   * pg-boss's start competing for the one JavaScript thread; a `send` starts it at once.
   */
  start(options?: { afterMs?: number }): Promise<void>;
  stop(): Promise<void>;
  /** Jobs ready to run now and the age of the oldest, per queue (for /metrics); empty inline. */
  backlog(): Promise<QueueBacklog[]>;
}

export interface QueueBacklog {
  queue: string;
  ready: number;
  oldestSeconds: number;
}

/** A transaction as pg-boss's drizzle adapter takes it: both drivers answer `{ rows }`. */
const throughTransaction = (tx: Db) =>
  fromDrizzle({ execute: (query) => tx.execute(query as SQL) as Promise<{ rows: unknown[] }> }, sql);

/**
 * A job whose process died (kill -9, a power cut) would stay `active` until its expiry. Workers
 * refresh a heartbeat every HEARTBEAT_SECONDS / 2, and pg-boss's supervisor, every
 * SUPERVISE_SECONDS on each instance, sends a job whose heartbeat is older than
 * HEARTBEAT_SECONDS back to retry after its retry delay (10 to 20 s): a restarted server, or
 * any other one on the same database, runs it again within about 3 + 10 + 10 + 20 + 2 s
 * (decision 191). Hence every handler is idempotent.
 */
export const HEARTBEAT_SECONDS = 10;
/** How long a stop waits for running jobs; the server's whole stop has 10 s (decision 286). */
export const JOBS_STOP_MS = 7000;
export const SUPERVISE_SECONDS = 10;

const DEFAULTS: Required<JobOptions> = {
  retryLimit: 4,
  retryDelay: 10,
  retryBackoff: true,
  retryDelayMax: 3600,
  expireInSeconds: 300,
};

export interface JobQueueOptions {
  database: Database;
  databaseUrl: string | undefined;
  enabled: boolean;
  log: FastifyBaseLogger;
  /**
   * False in a web process (decision 286): it creates the queues and sends jobs, but runs no
   * handler, schedule or supervisor; worker processes do. Default true.
   */
  runsHandlers?: boolean;
  /** TEST HARNESS ONLY: how often an inline job runs; 2 proves each handler idempotent. */
  inlineRuns?: number;
  /** TEST HARNESS ONLY: seconds between schedule passes (pg-boss's default, 30, otherwise). */
  schedulePassSeconds?: number;
}

/**
 * One job queue for the whole app: modules register their queues, handlers and schedules on
 * it (`app.jobs.handle`, `app.jobs.recurring`), and this file is the only one that knows
 * pg-boss. pg-boss runs on the same database: PGlite through its adapter, or the server.
 */
export function createJobQueue(opts: JobQueueOptions): Jobs {
  const registrations = new Map<string, Registration>();
  const retired = new Set<string>();
  const inlineKeys = new Set<string>();
  let boss: PgBoss | undefined;
  /** Each queue's worker in this process, to wake it when there is work. */
  const workerIds = new Map<string, string>();
  let starting: Promise<void> | undefined;
  /** Ends a held-back start's wait: at once (a job was sent) or for good (stopped before it began). */
  let endWait: ((start: boolean) => void) | undefined;
  const mode = opts.enabled ? 'queue' : 'inline';

  const register = (queue: string, handler: JobHandler<never>, options: JobOptions, cron?: string) => {
    if (registrations.has(queue)) throw new Error(`The job queue "${queue}" is registered twice.`);
    if (starting) throw new Error(`The job queue "${queue}" was registered after the queue started.`);
    registrations.set(queue, {
      queue,
      handler,
      options: { ...DEFAULTS, ...options },
      ...(cron ? { cron } : {}),
    });
  };

  /** Inline mode: the job's runs (one, or two in the idempotency test), each with its retries. */
  async function runInline(reg: Registration, data: object): Promise<void> {
    for (let run = 0; run < (opts.inlineRuns ?? 1); run++) await runInlineOnce(reg, data);
  }

  /**
   * One run inline: every attempt at once, so a test sees the final state when `send` returns;
   * a job that fails its last retry throws (a test must see it, not a line in a log).
   */
  async function runInlineOnce(reg: Registration, data: object): Promise<void> {
    let last: unknown;
    for (let retryCount = 0; retryCount <= reg.options.retryLimit; retryCount++) {
      try {
        await reg.handler(data as never, { id: 'inline', retryCount, retryLimit: reg.options.retryLimit });
        return;
      } catch (err) {
        last = err;
        opts.log.warn({ err, queue: reg.queue, retryCount }, 'inline job attempt failed');
      }
    }
    throw new InlineJobFailed(reg.queue, last);
  }

  return {
    mode,
    get boss() {
      return boss;
    },
    handle(queue, handler, options = {}) {
      register(queue, handler as JobHandler<never>, options);
    },
    recurring(queue, cron, handler, options = {}) {
      register(queue, handler as JobHandler<never>, options, cron);
    },
    retire(queue) {
      retired.add(queue);
    },
    async send(queue, data, sendOptions = {}) {
      const reg = registrations.get(queue);
      if (!reg) throw new Error(`No handler is registered for the job queue "${queue}".`);
      if (mode === 'inline') {
        // Keyed jobs are sent once, as pg-boss's job ids make them in queue mode.
        if (sendOptions.key) {
          if (inlineKeys.has(jobIdFor(queue, sendOptions.key))) return;
          inlineKeys.add(jobIdFor(queue, sendOptions.key));
        }
        return afterCommit(() => runInline(reg, data));
      }
      if (!starting) throw new Error('The job queue has not started yet.');
      endWait?.(true);
      await starting;
      const tx = currentTransaction();
      await boss!.send(queue, data, {
        ...(tx ? { db: throughTransaction(tx) } : {}),
        ...(sendOptions.delaySeconds ? { startAfter: sendOptions.delaySeconds } : {}),
        ...(sendOptions.key ? { id: jobIdFor(queue, sendOptions.key) } : {}),
      });
      await afterCommit(() => {
        faultPoint(`after-commit:${queue}`);
        // Its worker, in this process, starts on it now rather than at its next poll.
        const workerId = workerIds.get(queue);
        if (workerId) boss!.notifyWorker(workerId);
      });
    },
    registered: () => [...registrations.keys()],
    startNow() {
      endWait?.(true);
      return starting ?? Promise.resolve();
    },
    ready() {
      return mode === 'inline'
        ? Promise.resolve()
        : (starting ?? Promise.reject(new Error('The job queue was never started.')));
    },
    start({ afterMs = 0 } = {}) {
      if (mode === 'inline') return Promise.resolve();
      starting ??= new Promise<boolean>((resolve) => {
        const timer = setTimeout(() => resolve(true), afterMs);
        endWait = (start) => {
          clearTimeout(timer);
          resolve(start);
        };
      }).then((start) => (start ? startBoss() : undefined));
      if (afterMs <= 0) endWait?.(true);
      return starting;
    },
    async backlog() {
      if (!boss) return [];
      const rows = await opts.database.query<{ name: string; ready: string; oldest: string }>(
        `select name, count(*) as ready, extract(epoch from now() - min(created_on)) as oldest
           from pgboss.job where state in ('created', 'retry') and start_after <= now() group by name`,
      );
      return rows.map((r) => ({ queue: r.name, ready: Number(r.ready), oldestSeconds: Number(r.oldest) }));
    },
    async stop() {
      endWait?.(false);
      // A stop during the start waits for it, so no worker is left running behind a closed app.
      await starting?.catch(() => undefined);
      // Graceful: no new job is fetched, and those running get most of the process's 10 s stop.
      await boss?.stop({ graceful: true, timeout: JOBS_STOP_MS });
    },
  };

  /** Creates the queue, or brings an existing one's options (an older install's) up to date. */
  async function ensureQueue(instance: PgBoss, reg: Registration, current: QueueResult | undefined) {
    const wanted = { ...reg.options, heartbeatSeconds: HEARTBEAT_SECONDS };
    if (!current) return instance.createQueue(reg.queue, wanted);
    const same = (Object.keys(wanted) as (keyof typeof wanted)[]).every((k) => current[k] === wanted[k]);
    if (!same) await instance.updateQueue(reg.queue, wanted);
  }

  async function startBoss(): Promise<void> {
    const { database } = opts;
    const runsHandlers = opts.runsHandlers ?? true;
    // pg-boss's cron pass and supervisor take turns through the database, so a schedule fires
    // once however many workers run; a web process takes no part in either.
    const supervision = {
      superviseIntervalSeconds: SUPERVISE_SECONDS,
      monitorIntervalSeconds: SUPERVISE_SECONDS,
      supervise: runsHandlers,
      schedule: runsHandlers,
      ...(opts.schedulePassSeconds
        ? { cronMonitorIntervalSeconds: opts.schedulePassSeconds, cronWorkerIntervalSeconds: 1 }
        : {}),
    };
    const instance = database.pglite
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', ...supervision })
      : new PgBoss({ connectionString: opts.databaseUrl, max: 3, ...supervision });
    instance.on('error', (err) => opts.log.error({ err }, 'job queue error'));
    await instance.start();
    for (const queue of runsHandlers ? retired : []) {
      if (!(await instance.getQueue(queue))) continue;
      await instance.unschedule(queue);
      await instance.deleteQueue(queue);
    }
    const stored = new Map((await instance.getQueues()).map((q) => [q.name, q]));
    for (const reg of registrations.values()) {
      const { retryLimit } = reg.options;
      await ensureQueue(instance, reg, stored.get(reg.queue));
      if (runsHandlers) await startWorker(instance, reg, retryLimit);
      // pg-boss looks a queue up in its cache to insert a job; a send through a transaction must
      // find it there (on PGlite the lookup could not run beside the transaction): fill it now.
      await instance.getJobById(reg.queue, '00000000-0000-0000-0000-000000000000');
    }
    boss = instance;
  }

  /** This process's worker for one queue, and its schedule. */
  async function startWorker(instance: PgBoss, reg: Registration, retryLimit: number) {
    // Set once work() answers; a job handled before that just waits for the next poll.
    let workerId: string | undefined;
    workerId = await instance.work<object>(reg.queue, async ([job]) => {
      if (!job) return;
      try {
        await reg.handler(job.data as never, { id: job.id, retryCount: job.retryCount, retryLimit });
      } catch (err) {
        logFailedAttempt(opts.log, reg.queue, { id: job.id, retryCount: job.retryCount, retryLimit }, err);
        throw err;
      } finally {
        // pg-boss fetches one job per poll (2 s): a worker that just had one looks again at
        // once, so a burst (the seven emails of a cancelled booking) drains without pauses;
        // an empty fetch falls back to the poll.
        if (workerId) instance.notifyWorker(workerId);
      }
    });
    workerIds.set(reg.queue, workerId);
    // Schedules are read in Lagos time, like the people they serve.
    if (reg.cron) await instance.schedule(reg.queue, reg.cron, null, { tz: LAGOS_TIME_ZONE });
  }
}

/**
 * A failed attempt in the logs: a warning while retries are left, an error when the job gives
 * up (it then waits in the admin's Failed jobs tab). pg-boss records the failure either way.
 */
export function logFailedAttempt(log: FastifyBaseLogger, queue: string, job: JobInfo, err: unknown): void {
  const attempt = job.retryCount + 1;
  if (job.retryCount < job.retryLimit) {
    log.warn(
      { err, queue, jobId: job.id, attempt, attempts: job.retryLimit + 1 },
      'job attempt failed; it will be retried',
    );
  } else {
    log.error({ err, queue, jobId: job.id, attempt }, 'job failed after its last retry');
  }
}
