import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import nodemailer from 'nodemailer';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import type { Brand } from '../../emails/layout.tsx';
import type { EmailContent } from '../../emails/render.tsx';
import type { Jobs } from '../../jobs/job-queue.ts';
import { type ChannelSender, DELIVERY_QUEUE } from './notification-delivery.ts';
import { findOutboxRow, insertOutboxRow, type OutboxRow, recipientsWithMeta } from './outbox.repository.ts';

export interface OutgoingEmail {
  to: string;
  /** Template name, kept in the log so a developer can find a kind of email. */
  template: string;
  content: EmailContent;
  meta?: Record<string, unknown>;
  /** The photographer's client it goes to, when there is one (their timeline lists it). */
  clientId?: string;
  /** Extra headers, e.g. List-Unsubscribe on newsletters; kept in the log's meta too. */
  headers?: Record<string, string>;
  /**
   * Files to attach, by their key in `app.storage` (e.g. an invoice PDF): the log keeps the
   * reference in its meta and the delivery job reads the bytes when it sends (decision 113).
   */
  attachments?: EmailAttachment[];
  /**
   * Sent on a photographer's behalf: their business name shows in the From line ("Ada Obi Studios
   * via Aworan", from the platform's own address) and replies go to them. Kept in the log's meta.
   */
  onBehalfOf?: { name: string; replyTo?: string | undefined };
}

export interface EmailAttachment {
  filename: string;
  storageKey: string;
  contentType: string;
}

export interface Mailer {
  readonly transport: 'outbox' | 'smtp';
  /**
   * Queues an email: renders it, logs it as `queued` and queues its delivery job in one
   * transaction through `db` (pass the transaction handle to make the email part of the change:
   * it leaves only if the change commits, and a crash after the commit loses nothing).
   * Never sends during the request.
   */
  send(email: OutgoingEmail, options?: { db?: Db }): Promise<OutboxRow>;
  /** The email channel of the delivery job: sends one logged email over SMTP, or keeps it. */
  transmit: ChannelSender;
  /** Queues a copy of a logged email or SMS (the admin's Resend); undefined when there is none. */
  resend(id: string): Promise<OutboxRow | undefined>;
  /** Who already has an email whose meta has `key` = `value`: lets a repeated job skip them. */
  recipientsWithMeta(db: Db, key: string, value: string): Promise<Set<string>>;
  close(): void;
}

export interface MailerOptions {
  db: Db;
  jobs: Pick<Jobs, 'send'>;
  smtpUrl: string | undefined;
  from: string;
  /** Read at each email, through the handle in use, so edited site settings show at once. */
  brand: (db: Db) => Promise<Brand> | Brand;
  log: FastifyBaseLogger;
  /** Reads an attachment's bytes from file storage at delivery; undefined when it is missing. */
  readAttachment?: (storageKey: string) => Promise<Buffer | undefined>;
}

/** "Ada Obi Studios via Aworan" <no-reply@…>: the photographer's name, the platform's address. */
function onBehalfFrom(from: string, name: string) {
  const named = /^\s*"?([^"<]*?)"?\s*<([^<>\s]+@[^<>\s]+)>\s*$/.exec(from);
  const platform = named
    ? { name: named[1]!.trim(), address: named[2]! }
    : { name: '', address: from.trim() };
  return { name: platform.name ? `${name} via ${platform.name}` : name, address: platform.address };
}

/**
 * One mailer, two transports: SMTP when SMTP_URL is set, otherwise the local outbox table a
 * developer reads with `npm run outbox`. Either way every email goes through the job queue
 * and its row in the email log says where it stands (queued, sent, failed with the reason).
 */
export function createMailer(options: MailerOptions): Mailer {
  const smtp: Transporter | undefined = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : undefined;
  const transport = smtp ? 'smtp' : 'outbox';

  /** The attachments' bytes; a missing file throws, so the job retries (and logs the reason). */
  const readAttachments = async (list: EmailAttachment[] | undefined) => {
    const out: { filename: string; content: Buffer; contentType: string }[] = [];
    for (const a of list ?? []) {
      const content = await options.readAttachment?.(a.storageKey);
      if (!content) throw new Error(`attachment ${a.storageKey} is missing from file storage`);
      out.push({ filename: a.filename, content, contentType: a.contentType });
    }
    return out;
  };

  return {
    transport,
    async send(email, sendOptions = {}) {
      const db = sendOptions.db ?? options.db;
      // Loaded at the first email, not at every start: rendering pulls react-dom/server.
      const { renderEmail } = await import('../../emails/render.tsx');
      const rendered = await renderEmail(email.content, await options.brand(db));
      const logged = {
        to: email.to,
        subject: rendered.subject,
        html: rendered.html,
        text: rendered.text,
        template: email.template,
        transport,
        status: 'queued',
        ...(email.clientId ? { clientId: email.clientId } : {}),
        meta:
          email.headers || email.attachments || email.onBehalfOf
            ? {
                ...email.meta,
                ...(email.headers ? { headers: email.headers } : {}),
                ...(email.attachments ? { attachments: email.attachments } : {}),
                ...(email.onBehalfOf ? { onBehalfOf: email.onBehalfOf } : {}),
              }
            : (email.meta ?? null),
      } as const;
      // The log row and its delivery job commit together (decision 191).
      return withTransaction(db, async (tx) => {
        const row = await insertOutboxRow(tx, logged);
        await options.jobs.send(DELIVERY_QUEUE, { id: row.id });
        return row;
      });
    },

    async transmit(row) {
      if (!smtp) {
        options.log.info({ to: row.to, template: row.template, id: row.id }, 'email stored in outbox');
        return { transport };
      }
      const headers = row.meta?.headers as Record<string, string> | undefined;
      const attachments = await readAttachments(row.meta?.attachments as EmailAttachment[] | undefined);
      const behalf = row.meta?.onBehalfOf as OutgoingEmail['onBehalfOf'];
      await smtp.sendMail({
        from: behalf ? onBehalfFrom(options.from, behalf.name) : options.from,
        ...(behalf?.replyTo ? { replyTo: behalf.replyTo } : {}),
        to: row.to,
        subject: row.subject,
        html: row.html,
        text: row.text,
        ...(headers ? { headers } : {}),
        ...(attachments.length ? { attachments } : {}),
      });
      return { transport };
    },

    async resend(id) {
      const original = await findOutboxRow(options.db, id);
      if (!original) return undefined;
      const {
        id: _id,
        createdAt: _createdAt,
        error: _error,
        status: _status,
        dedupeKey: _once,
        providerMessageId: _sentAs,
        ...copy
      } = original;
      const { attempts: _attempts, ...meta } = original.meta ?? {};
      const row = await withTransaction(options.db, async (tx) => {
        const copied = await insertOutboxRow(tx, {
          ...copy,
          // A text keeps its gateway; an email goes by this mailer's transport.
          transport: original.channel === 'sms' ? original.transport : transport,
          status: 'queued',
          meta: { ...meta, resendOf: id },
        });
        await options.jobs.send(DELIVERY_QUEUE, { id: copied.id });
        return copied;
      });
      return (await findOutboxRow(options.db, row.id)) ?? row;
    },

    recipientsWithMeta,

    close() {
      smtp?.close();
    },
  };
}
