import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Brand } from '../emails/layout.ts';
import { getSiteSettings } from '../modules/content/site-content.service.ts';
import { createMailer, type Mailer } from '../modules/notifications/mailer.service.ts';

export const mailerPlugin = fp(
  async (app: FastifyInstance, opts: { smtpUrl: string | undefined; from: string; publicUrl: string }) => {
    const fallback: Brand = {
      siteName: 'Aworan',
      publicUrl: opts.publicUrl,
      footerText:
        'Aworan: book, manage and streamline photography services. Support Monday to Friday, 9am to 5pm.',
    };
    // The brand is the admin's site settings (name, footer text, support hours), read at each
    // send through the settings cache; the fallback covers a database that cannot answer.
    const brand = async (): Promise<Brand> => {
      try {
        const settings = await getSiteSettings(app.db);
        const hours = settings.officeHours ? ` Support: ${settings.officeHours}.` : '';
        return {
          siteName: settings.siteName,
          publicUrl: opts.publicUrl,
          footerText: `${settings.footerText}${hours}`.trim(),
        };
      } catch (err) {
        app.log.warn({ err }, 'site settings unavailable for the email brand');
        return fallback;
      }
    };
    const mailer = createMailer({
      db: app.db,
      smtpUrl: opts.smtpUrl,
      from: opts.from,
      brand,
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
