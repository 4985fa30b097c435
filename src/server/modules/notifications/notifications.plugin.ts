import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { TermiiConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Brand } from '../../emails/layout.tsx';
import { getSiteSettings } from '../content/site-content.service.ts';
import { emailLogRoutes } from './email-log.routes.ts';
import { createMailer, type Mailer } from './mailer.service.ts';
import { createDelivery, DELIVERY_JOB_OPTIONS, DELIVERY_QUEUE } from './notification-delivery.ts';
import { devOutboxRoutes } from './outbox.routes.ts';
import { PRUNE_OUTBOX_CRON, PRUNE_OUTBOX_JOB, pruneOutbox } from './prune-outbox.job.ts';
import { createTermiiGateway } from './termii.client.ts';
import { createTexter, type Texter } from './texter.service.ts';

/**
 * The notifications module, its one plugin: the mailer for the whole app (`app.mailer`), the
 * texter (`app.sms`, SMS through Termii when configured), their one outbox's jobs (delivery with
 * retries on either channel, the log's pruning) on `app.jobs`, and its routes inside /api (the
 * super admins' email log; in development the local outbox). It is registered at the root, so
 * every module and sign-in see its service, before the modules that send.
 */
export const notificationsModule = fp(
  async (
    app: FastifyInstance,
    opts: {
      smtpUrl: string | undefined;
      from: string;
      publicUrl: string;
      termii?: TermiiConfig | undefined;
      isProduction: boolean;
    },
  ) => {
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
      // Attachments are read at delivery, from the app's one file storage.
      readAttachment: async (key) => {
        const file = await app.storage.get(key);
        if (!file) return undefined;
        const chunks: Buffer[] = [];
        for await (const chunk of file.body) chunks.push(chunk as Buffer);
        return Buffer.concat(chunks);
      },
    });
    const sms = createTexter({
      db: app.db,
      jobs: app.jobs,
      gateway: opts.termii ? createTermiiGateway(opts.termii) : undefined,
      log: app.log,
    });
    const deliver = createDelivery({
      db: app.db,
      log: app.log,
      channels: { email: mailer.transmit, sms: sms.transmit },
    });
    app.jobs.handle<{ id: string }>(
      DELIVERY_QUEUE,
      (data, job) => deliver(data.id, job),
      DELIVERY_JOB_OPTIONS,
    );
    app.jobs.recurring(PRUNE_OUTBOX_JOB, PRUNE_OUTBOX_CRON, async () => {
      await pruneOutbox(app.db, app.log);
    });
    // An email's delivery job is queued with its log row now (decision 191): the old sweep for
    // lost ones has nothing left to find.
    app.jobs.retire('email-sweep');
    app.decorate('mailer', mailer);
    app.decorate('sms', sms);
    app.addHook('onClose', async () => mailer.close());

    await app.register(emailLogRoutes, { prefix: '/api/admin', showBodies: !opts.isProduction });
    if (!opts.isProduction) await app.register(devOutboxRoutes, { prefix: '/api' });
  },
  { name: 'notifications' },
);

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    sms: Texter;
  }
}
