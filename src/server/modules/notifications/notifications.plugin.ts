import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import type { Brand } from '../../emails/layout.tsx';
import { getSiteSettings } from '../content/site-content.service.ts';
import { createMailer, EMAIL_JOB_OPTIONS, EMAIL_QUEUE, type Mailer } from './mailer.service.ts';
import { PRUNE_OUTBOX_CRON, PRUNE_OUTBOX_JOB, pruneOutbox } from './prune-outbox.job.ts';

/**
 * The notifications module: the mailer (`app.mailer`) and its jobs (delivery with retries,
 * the log's pruning), registered on `app.jobs`.
 */
export const mailerPlugin = fp(
  async (app: FastifyInstance, opts: { smtpUrl: string | undefined; from: string; publicUrl: string }) => {
    const fallback: Brand = {
      siteName: 'Aworan',
      publicUrl: opts.publicUrl,
      footerText: 'Aworan: book, manage and streamline photography services.',
      supportHours: 'Monday to Friday, 9am to 5pm',
    };
    // The brand is the admin's site settings (name, footer text, support hours), read at each
    // email through the settings cache and the caller's handle (it may be in a transaction);
    // the fallback covers a database that cannot answer.
    const brand = async (db: Db): Promise<Brand> => {
      try {
        const settings = await getSiteSettings(db);
        return {
          siteName: settings.siteName,
          publicUrl: opts.publicUrl,
          footerText: settings.footerText,
          supportHours: settings.officeHours || undefined,
        };
      } catch (err) {
        app.log.warn({ err }, 'site settings unavailable for the email brand');
        return fallback;
      }
    };
    const mailer = createMailer({
      db: app.db,
      jobs: app.jobs,
      smtpUrl: opts.smtpUrl,
      from: opts.from,
      brand,
      log: app.log,
      // app.storage is registered after the mailer; it is only read at delivery time.
      readAttachment: async (key) => {
        const file = await app.storage.get(key);
        if (!file) return undefined;
        const chunks: Buffer[] = [];
        for await (const chunk of file.body) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      },
    });
    app.jobs.handle<{ id: string }>(
      EMAIL_QUEUE,
      (data, job) => mailer.deliver(data.id, job),
      EMAIL_JOB_OPTIONS,
    );
    app.jobs.recurring(PRUNE_OUTBOX_JOB, PRUNE_OUTBOX_CRON, async () => {
      await pruneOutbox(app.db, app.log);
    });
    // An email's delivery job is queued with its log row now (decision 191): the old sweep for
    // lost ones has nothing left to find.
    app.jobs.retire('email-sweep');
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
);

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}
