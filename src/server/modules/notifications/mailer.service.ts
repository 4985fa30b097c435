import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { type Brand, type EmailContent, renderEmail } from '../../emails/layout.ts';
import { insertOutboxRow, type OutboxRow } from './outbox.repository.ts';

export interface OutgoingEmail {
  to: string;
  /** Template name, kept in the log so a developer can find a kind of email. */
  template: string;
  content: EmailContent;
  meta?: Record<string, unknown>;
  /** Extra headers, e.g. List-Unsubscribe on newsletters; kept in the log's meta too. */
  headers?: Record<string, string>;
}

export interface Mailer {
  readonly transport: 'outbox' | 'smtp';
  send(email: OutgoingEmail): Promise<OutboxRow>;
  close(): void;
}

export interface MailerOptions {
  db: Db;
  smtpUrl: string | undefined;
  from: string;
  /** Read at each send so site settings edited by an admin show in the next email. */
  brand: () => Promise<Brand> | Brand;
  log: FastifyBaseLogger;
}

/**
 * One mailer, two transports: SMTP when SMTP_URL is set, otherwise the local outbox table
 * a developer reads with `npm run outbox`. Every email, whichever way it goes, is recorded.
 */
export function createMailer(options: MailerOptions): Mailer {
  const smtp: Transporter | undefined = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : undefined;
  const transport = smtp ? 'smtp' : 'outbox';

  return {
    transport,
    async send(email) {
      const rendered = renderEmail(email.content, await options.brand());
      const base = {
        to: email.to,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        template: email.template,
        transport,
        meta: email.headers ? { ...email.meta, headers: email.headers } : (email.meta ?? null),
      } as const;
      if (!smtp) {
        const row = await insertOutboxRow(options.db, { ...base, status: 'stored' });
        options.log.info({ to: email.to, template: email.template, id: row.id }, 'email stored in outbox');
        return row;
      }
      try {
        await smtp.sendMail({
          from: options.from,
          to: email.to,
          subject: rendered.subject,
          html: rendered.html,
          text: rendered.text,
          headers: email.headers,
        });
        return await insertOutboxRow(options.db, { ...base, status: 'sent' });
      } catch (err) {
        options.log.error({ err, to: email.to, template: email.template }, 'email send failed');
        await insertOutboxRow(options.db, { ...base, status: 'failed', error: String(err) });
        throw err;
      }
    },
    close() {
      smtp?.close();
    },
  };
}
