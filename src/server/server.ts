import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

/** How long a stop may take before the process exits anyway. */
const SHUTDOWN_DEADLINE_MS = 4500;

async function main() {
  const config = loadConfig();
  const app = await buildApp(config);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: config.publicUrl, database: app.database.kind, email: app.mailer.transport },
    'Aworan is running',
  );

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const deadline = setTimeout(() => {
      app.log.warn('shutdown deadline passed, exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS);
    deadline.unref();
    // close() stops accepting, lets in-flight requests finish, then runs onClose hooks
    // (jobs stop, mailer closes, database closes last).
    await app.close();
    clearTimeout(deadline);
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((err) => {
  console.error('Aworan failed to start:', err);
  process.exit(1);
});
