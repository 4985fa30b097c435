import type { FastifyInstance } from 'fastify';
import { inTransaction, outsideTransaction } from '../../db/transaction.ts';
import { adminRoutes } from './admin.routes.ts';
import {
  checkStorageAlert,
  type StorageAlertDeps,
  storageRefused,
  storageWritten,
} from './storage-alert.service.ts';

export const STORAGE_ALERT_JOB = 'storage-alert-check';
/** Daily at 08:00, Lagos. */
export const STORAGE_ALERT_CRON = '0 8 * * *';

/**
 * The storage alert (decision 194): refusals the storage plugin reports are recorded and emailed
 * to the super admins; the first write that succeeds after one ends it (one delete per process
 * start, then only after a refusal); `GET /api/admin/storage` feeds their banner; a daily job
 * probes while it lasts and emails again.
 */
function watchStorage(app: FastifyInstance, opts: { publicUrl: string }) {
  const deps = (): StorageAlertDeps => ({
    db: app.db,
    mailer: app.mailer,
    log: app.log,
    storage: app.storage,
    publicUrl: opts.publicUrl,
  });
  let maybeAlerted = true;
  app.storageEvents.onRefused((reason) => {
    maybeAlerted = true;
    const report = outsideTransaction(() => storageRefused(deps(), reason));
    // Inside a transaction (PGlite has one connection) the report runs once it ends: not awaited.
    return inTransaction() ? undefined : report;
  });
  app.storageEvents.onWritten(() => {
    if (!maybeAlerted) return;
    maybeAlerted = false;
    storageWritten(deps()).catch((err) => app.log.warn({ err }, 'the storage alert could not be cleared'));
  });
  app.jobs.recurring(STORAGE_ALERT_JOB, STORAGE_ALERT_CRON, async () => {
    if (await checkStorageAlert(deps())) app.log.warn('file storage still refuses writes');
  });
}

/** The admin module, inside /api: the super admins' routes under /admin and the storage alert's watch. */
export async function adminModule(api: FastifyInstance, opts: { publicUrl: string; isProduction: boolean }) {
  watchStorage(api, opts);
  await api.register(adminRoutes, { prefix: '/admin', isProduction: opts.isProduction });
}
