import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Brand } from '../emails/layout.ts';
import { createMailer, type Mailer } from '../modules/notifications/mailer.service.ts';

export const mailerPlugin = fp(
  async (app: FastifyInstance, opts: { smtpUrl: string | undefined; from: string; publicUrl: string }) => {
    const brand: Brand = {
      siteName: 'Aworan',
      publicUrl: opts.publicUrl,
      footerText:
        'Aworan: book, manage and streamline photography services. Support Monday to Friday, 9am to 5pm.',
    };
    const mailer = createMailer({
      db: app.db,
      smtpUrl: opts.smtpUrl,
      from: opts.from,
      brand: () => brand,
      log: app.log,
    });
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
);

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}
