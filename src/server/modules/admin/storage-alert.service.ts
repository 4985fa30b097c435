import type { FastifyBaseLogger } from 'fastify';
import { formatDateTime, lagosDate } from '../../../shared/lagos-time.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { storageFullEmail } from '../../emails/storage-emails.tsx';
import type { FileStorage } from '../../lib/uploads/storage.ts';
import { StorageFullError } from '../../lib/uploads/storage-full.ts';
import { superAdminEmails } from '../accounts/accounts.service.ts';
import type { Mailer } from '../notifications/mailer.service.ts';
import {
  claimStorageAlertEmail,
  clearStorageAlert,
  findStorageAlert,
  recordStorageAlert,
} from './storage-alert.repository.ts';

export interface StorageAlertDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  storage: FileStorage;
  publicUrl: string;
}

/**
 * Storage refused a write: the alert is recorded (or goes on), and the super admins are emailed
 * unless they already were today. On a full disk the database may be full too: then this
 * fails, is logged, and the request still answers 507.
 */
export async function storageRefused(deps: StorageAlertDeps, reason: string): Promise<void> {
  deps.log.error({ reason }, 'file storage refused a write');
  try {
    await withTransaction(deps.db, async (tx) => {
      await recordStorageAlert(tx, reason);
      const alert = await claimStorageAlertEmail(tx, lagosDate());
      if (!alert) return;
      const content = storageFullEmail({
        reason,
        since: formatDateTime(alert.since),
        url: `${deps.publicUrl}/admin`,
      });
      for (const to of await superAdminEmails(tx)) {
        await deps.mailer.send({ to, template: 'storage-full', content }, { db: tx });
      }
    });
  } catch (err) {
    deps.log.error({ err }, 'the storage alert could not be recorded');
  }
}

/** A write succeeded: the alert is over. */
export const storageWritten = (deps: StorageAlertDeps) => clearStorageAlert(deps.db);

/**
 * Daily, and whenever asked: while an alert lasts, a tiny probe file is written; stored, the
 * alert ends (through the watched storage); refused, today's email goes out if it has not.
 */
export async function checkStorageAlert(deps: StorageAlertDeps): Promise<boolean> {
  if (!(await findStorageAlert(deps.db))) return false;
  try {
    await deps.storage.put('system/storage-probe.txt', Buffer.from(new Date().toISOString()), {
      contentType: 'text/plain',
    });
    return false;
  } catch (err) {
    if (err instanceof StorageFullError) return true;
    throw err;
  }
}

export async function storageAlertView(db: Db) {
  const row = await findStorageAlert(db);
  return row ? { reason: row.reason, since: row.since.toISOString() } : null;
}
