/**
 * Creates the first super admin, or promotes an existing account, on any database:
 *
 *   npm run admin:create -- --email you@example.com --password 'a-Strong-passw0rd' \
 *     --first-name Ada --last-name Obi
 *
 * Reads DATABASE_URL / DATA_DIR like the server. When a server runs on that DATA_DIR, the
 * command hands the request to it over the local control channel (the admin can sign in at
 * once, and the printed URL is the server's); otherwise it takes the folder's lock and opens
 * the database itself. An existing account becomes an approved super admin with the given
 * password.
 */

import { parseArgs } from 'node:util';
import { loadConfig } from '../src/server/config.ts';
import { failCommand, findCommandTarget } from '../src/server/control/command-target.ts';
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
const input = parsed.data;

const target = await findCommandTarget(config.dataDir, 'admin:create').catch(failCommand);
if (target.kind === 'server') {
  // The running server creates the admin itself: it can sign in there at once.
  const { status, body } = await target.client
    .json<{ user?: { email: string }; created?: boolean; loginUrl?: string; error?: string }>(
      'POST',
      '/admins',
      input,
    )
    .catch(failCommand);
  if (status !== 200 || !body.user) fail(`Failed to create admin user: ${body.error ?? `status ${status}`}`);
  report(body.user.email, body.created ?? false);
  console.info(`Log in at ${body.loginUrl} (the running server, process ${target.info.pid}).`);
} else {
  try {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      await runMigrations(database);
      const { user, created } = await createOrPromoteAdmin(database.db, input);
      report(user.email, created);
      console.info(
        `No Aworan server is running on ${target.lock.dataDir}: start it (npm start), then log in at ${config.publicUrl}/login`,
      );
    } finally {
      // Closing flushes the embedded database to disk.
      await database.close();
    }
  } catch (err) {
    console.error(`Failed to create admin user: ${(err as Error).message}`);
    process.exitCode = 1;
  } finally {
    await target.lock.release();
  }
}

function report(email: string, created: boolean) {
  if (created) console.info(`Admin user ${email} created successfully!`);
  else console.info(`${email} already had an account: it is now an approved super admin with this password.`);
}
