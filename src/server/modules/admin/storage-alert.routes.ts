import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { storageAlertResponse } from '../../../shared/admin.ts';
import { inTransaction, outsideTransaction } from '../../db/transaction.ts';
import {
  checkStorageAlert,
  type StorageAlertDeps,
  storageAlertView,
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
export function storageAlertModule(app: FastifyInstance, opts: { publicUrl: string }) {
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

/** Inside /api/admin (super admins only): the banner's data. */
export const storageAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/storage',
    {
      schema: {
        tags: ['admin'],
        summary: 'Whether file storage refuses writes (a full disk or bucket), since when and why',
        response: { 200: storageAlertResponse },
      },
    },
    async () => ({ alert: await storageAlertView(app.db) }),
  );
};
