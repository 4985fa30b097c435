/**
 * Prints the latest emails of the local outbox (development, no SMTP_URL).
 *   npm run outbox            the 10 latest, with their text
 *   npm run outbox -- 30      the 30 latest
 * Asks the running server (PGlite allows one process); when none runs, opens the database.
 */

import { loadConfig } from '../src/server/config.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { runMigrations } from '../src/server/db/migrate.ts';
import { listEmailLog } from '../src/server/modules/notifications/email-log.service.ts';
import type { OutboxEntry } from '../src/shared/outbox.ts';

const config = loadConfig();
const limit = Number(process.argv[2] ?? 10);

async function fromServer(): Promise<OutboxEntry[] | undefined> {
  try {
    const res = await fetch(`http://127.0.0.1:${config.port}/api/dev/outbox?limit=${limit}`);
    if (!res.ok) return undefined;
    return ((await res.json()) as { emails: OutboxEntry[] }).emails;
  } catch {
    return undefined;
  }
}

async function fromDatabase(): Promise<OutboxEntry[]> {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await runMigrations(database);
    return await listEmailLog(database.db, limit);
  } finally {
    await database.close();
  }
}

const emails = (await fromServer()) ?? (await fromDatabase());
if (emails.length === 0) console.info('The outbox is empty.');
for (const email of emails.reverse()) {
  console.info(
    `\n━━ ${email.createdAt}  ${email.status.toUpperCase()} via ${email.transport}  [${email.template}]`,
  );
  console.info(`To: ${email.to}\nSubject: ${email.subject}\n`);
  console.info(email.text);
}
