/**
 * Prints the latest emails of the local outbox (development, no SMTP_URL).
 *   npm run outbox            the 10 latest, with their text
 *   npm run outbox -- 30      the 30 latest
 * Asks the server running on DATA_DIR over its control channel; when none runs, opens the
 * data itself (holding the folder's lock). It never creates a database: an empty or missing
 * DATA_DIR is reported as such.
 */

import fs from 'node:fs';
import path from 'node:path';
import { loadConfig } from '../src/server/config.ts';
import { failCommand, findCommandTarget } from '../src/server/control/command-target.ts';
import { openDatabase } from '../src/server/db/client.ts';
import {
  emailLogTotal,
  listEmailLog,
  outboxShownLine,
} from '../src/server/modules/notifications/email-log.service.ts';
import type { OutboxEntry } from '../src/shared/outbox.ts';

const config = loadConfig();
const limit = Number(process.argv[2] ?? 10);
if (!Number.isInteger(limit) || limit < 1 || limit > 200)
  failCommand('Usage: npm run outbox -- [count, 1 to 200]');

if (!config.databaseUrl && !fs.existsSync(path.join(config.dataDir, 'pglite'))) {
  failCommand(
    `No Aworan data found in ${config.dataDir} (no running server, no database there). ` +
      'Run this command with the DATA_DIR (or DATABASE_URL) the server uses.',
  );
}

async function readOutbox(): Promise<{ emails: OutboxEntry[]; total: number }> {
  const target = await findCommandTarget(config.dataDir, 'outbox');
  if (target.kind === 'server') {
    const { status, body } = await target.client.json<{
      emails: OutboxEntry[];
      total: number;
      error?: string;
    }>('GET', `/outbox?limit=${limit}`);
    if (status !== 200) throw new Error(`The server could not read the outbox: ${body.error}`);
    console.info(`Outbox of the server running at ${target.info.publicUrl} (process ${target.info.pid}):`);
    return { emails: body.emails, total: body.total };
  }
  try {
    const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    try {
      console.info(`No Aworan server is running on ${target.lock.dataDir}; read from its database directly:`);
      return { emails: await listEmailLog(database.db, limit), total: await emailLogTotal(database.db) };
    } finally {
      await database.close();
    }
  } finally {
    await target.lock.release();
  }
}

const { emails, total } = await readOutbox().catch(failCommand);
if (emails.length === 0) console.info('The outbox is empty.');
for (const email of emails.reverse()) {
  console.info(
    `\n━━ ${email.createdAt}  ${email.status.toUpperCase()} via ${email.transport}  [${email.template}]`,
  );
  console.info(`To: ${email.to}\nSubject: ${email.subject}\n`);
  console.info(email.text);
}
if (emails.length > 0) console.info(`\n${outboxShownLine(emails.length, total)}`);
