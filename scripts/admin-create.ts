/**
 * Creates the first super admin, or promotes an existing account, on any database:
 *
 *   npm run admin:create -- --email you@example.com --password 'a-Strong-passw0rd' \
 *     --first-name Ada --last-name Obi
 *
 * Reads DATABASE_URL / DATA_DIR like the server. The embedded database (PGlite) allows one
 * process, so with it the server must be stopped first; on PostgreSQL it can run any time.
 * An existing account becomes an approved super admin and gets the given password.
 */

import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { createOrPromoteAdmin } from '../src/server/modules/accounts/user-admin.service.ts';
import { createAdminSchema } from '../src/shared/admin.ts';

const usage =
  'Usage: npm run admin:create -- --email <email> --password <password> --first-name <name> --last-name <name>';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let values: Record<string, string | boolean | undefined>;
try {
  ({ values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  }));
} catch (err) {
  fail(`${(err as Error).message}\n${usage}`);
}
if (values.help) {
  console.info(usage);
  process.exit(0);
}

const parsed = createAdminSchema.safeParse({
  email: values.email ?? '',
  password: values.password ?? '',
  firstName: values['first-name'] ?? '',
  lastName: values['last-name'] ?? '',
});
if (!parsed.success) {
  const problems = parsed.error.issues.map(
    (i) => `  --${String(i.path[0]).replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}: ${i.message}`,
  );
  fail(`Cannot create the admin:\n${problems.join('\n')}\n${usage}`);
}

const config = loadConfig();

/** A server on this embedded database would be corrupted by a second process. */
async function embeddedServerRunning(): Promise<boolean> {
  if (config.databaseUrl) return false;
  try {
    const res = await fetch(`http://127.0.0.1:${config.port}/api/health`, {
      signal: AbortSignal.timeout(1000),
    });
    const body = (await res.json()) as { database?: { kind?: string } };
    return body.database?.kind === 'pglite';
  } catch {
    return false;
  }
}

if (await embeddedServerRunning()) {
  fail(
    `Aworan is running on port ${config.port} with the embedded database, which allows one process.\n` +
      'Stop the server, run this command again, then start the server.',
  );
}

const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await runMigrations(database);
  const { user, created } = await createOrPromoteAdmin(database.db, parsed.data);
  if (created) console.info(`Admin user ${user.email} created successfully!`);
  else
    console.info(
      `${user.email} already had an account: it is now an approved super admin with this password.`,
    );
  console.info('Admin user created successfully! You can now log in.');
  console.info(`Log in at ${config.publicUrl}/login`);
} catch (err) {
  console.error(`Failed to create admin user: ${(err as Error).message}`);
  process.exitCode = 1;
} finally {
  // Closing flushes the embedded database to disk.
  await database.close();
}
