import net from 'node:net';
import { type AppConfig, loadConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { acquireDataDirLock, type DataDirLock, staleNotice } from './lib/data-dir-lock.ts';
import {
  databaseTarget,
  describeStartFailure,
  isTransientDatabaseError,
  StartFailure,
} from './lib/start-failure.ts';

/**
 * How long a stop may take before the process exits anyway: in-flight requests and running
 * jobs get up to this to finish (decision 286); a load balancer's drain fits inside it.
 */
const SHUTDOWN_DEADLINE_MS = 10_000;
/** Time for a connection accepted just before a stop to send its request (see stop()). */
const ACCEPTED_GRACE_MS = 500;
/** A database still coming up gets retries for this long; the whole start fails within 10 s. */
const DATABASE_RETRY_MS = 6000;

let config: AppConfig | undefined;
let lock: DataDirLock | undefined;
let database: Database | undefined;

/** Fails before the slow part (opening the database) when the port is already taken. */
function checkPortFree(port: number, host: string): Promise<void> {
  if (port === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen({ port, host, exclusive: true }, () => probe.close(() => resolve()));
  });
}

async function openWithRetries(cfg: AppConfig): Promise<Database> {
  const { openDatabase } = await import('./db/client.ts');
  const deadline = Date.now() + DATABASE_RETRY_MS;
  for (let attempt = 1; ; attempt++) {
    try {
      return await openDatabase({ databaseUrl: cfg.databaseUrl, dataDir: cfg.dataDir });
    } catch (err) {
      if (!cfg.databaseUrl || !isTransientDatabaseError(err) || Date.now() > deadline) throw err;
      console.warn(
        `Waiting for the database at ${databaseTarget(cfg.databaseUrl)} (attempt ${attempt}): ${(err as Error).message}`,
      );
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/** An install without a super admin prints its one-time setup link here, and nowhere else. */
async function announceSetupLink(db: Database['db'], publicUrl: string) {
  const { issueSetupToken } = await import('./modules/setup/setup.platform.ts');
  const token = await issueSetupToken(db);
  if (!token) return;
  console.info(
    `\nNo super admin yet. Create the first one within the hour with this one-time link:\n  ${publicUrl}/setup#${token}\n` +
      '(or run npm run admin:create -- --help)\n',
  );
}

async function main() {
  try {
    config = loadConfig();
  } catch (err) {
    throw new StartFailure(`${(err as Error).message}: fix the environment (see .env.example).`);
  }
  const cfg = config;
  if (cfg.modeNotice) console.warn(cfg.modeNotice);
  // First, before touching the database: one process per data folder.
  lock = await acquireDataDirLock(cfg.dataDir, 'server');
  const notice = staleNotice(lock);
  if (notice) console.warn(notice);
  await checkPortFree(cfg.port, cfg.host);
  // The app's modules load only now: a refused start answers in well under a second of work.
  // They load while the database opens (PGlite compiles its WebAssembly off the main thread).
  // Kept in `database` as soon as it is open, so a failed start still closes it.
  const opening = openWithRetries(cfg).then((opened) => (database = opened));
  const [{ buildApp }, { startControlServer }, { runMigrations }, opened] = await Promise.all([
    import('./app.ts'),
    import('./control/control-server.ts'),
    import('./db/migrate.ts'),
    opening,
  ]);
  try {
    await runMigrations(opened);
  } catch (err) {
    throw new StartFailure(
      `The database migrations failed: ${(err as Error).message.split('\n')[0]}. ` +
        'Restore the last backup or run the Aworan version that made this database.',
    );
  }
  const app = await buildApp(cfg, { database: opened });
  app.database.pool?.on('error', (err) =>
    app.log.warn({ err }, 'database connection lost; the pool will reconnect'),
  );
  // From here a SIGTERM (or Ctrl-C) stops the server cleanly, even before it has fully started.
  let stopping = false;
  let control: Awaited<ReturnType<typeof startControlServer>> | undefined;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.warn('shutdown deadline passed, exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    control?.close();
    // Stop accepting first, without closing idle connections, and give a connection accepted a
    // moment ago the time to send its request: app.close() closes idle connections, and a load
    // balancer that had already sent a POST on one would not resend it (a 502 for the client).
    if (app.server.listening) {
      net.Server.prototype.close.call(app.server);
      await new Promise((resolve) => setTimeout(resolve, ACCEPTED_GRACE_MS));
    }
    // close() stops accepting, lets in-flight requests finish, then runs onClose hooks
    // (jobs stop, mailer closes); the database closes last, then the folder is free.
    await app.close();
    await database?.close();
    await lock?.release();
    clearTimeout(deadline);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  /** A stop that began meanwhile closes what this step needed: its failure is not the start's. */
  const unlessStopping = (err: unknown) => {
    if (!stopping) throw err;
  };
  await app.listen({ port: cfg.port, host: cfg.host });
  if (stopping) return;
  control = await startControlServer(app, { dataDir: lock.dataDir, publicUrl: cfg.publicUrl }).catch(
    (err) => {
      unlessStopping(err);
      return undefined;
    },
  );
  app.log.info(
    {
      url: cfg.publicUrl,
      database: app.database.kind,
      role: cfg.role,
      email: app.mailer.transport,
      // Where files go, never with the keys.
      storage: cfg.storage.driver === 's3' ? `${cfg.storage.endpoint}/${cfg.storage.bucket}` : 'local',
      dataDir: lock.dataDir,
    },
    'Aworan is running',
  );
  await announceSetupLink(app.db, cfg.publicUrl).catch(unlessStopping);

  // Requests are answered already; a job queue that cannot start still fails the start.
  try {
    await app.jobs.ready();
  } catch (err) {
    // A stop that came while the queue was starting ends that start: not a failure.
    if (stopping) return;
    throw new StartFailure(`The job queue could not start: ${(err as Error).message.split('\n')[0]}.`);
  }
}

main().catch(async (err) => {
  console.error(
    describeStartFailure(err, {
      host: config?.host ?? '0.0.0.0',
      port: config?.port ?? 0,
      databaseUrl: config?.databaseUrl,
    }),
  );
  // The stack only on demand: the line above is the message people read.
  if (config?.logLevel === 'debug' || config?.logLevel === 'trace') console.error(err);
  // Best effort within the 10 s promise: flush the embedded database, free the folder.
  const cleanup = Promise.allSettled([database?.close(), lock?.release()]);
  await Promise.race([cleanup, new Promise((resolve) => setTimeout(resolve, 2000))]);
  process.exit(1);
});
