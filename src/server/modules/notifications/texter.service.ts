import type { FastifyBaseLogger } from 'fastify';
import { smsLength } from '../../../shared/sms-length.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import type { Jobs } from '../../jobs/job-queue.ts';
import { type ChannelSender, DELIVERY_QUEUE } from './notification-delivery.ts';
import { insertOutboxRowOnce, type OutboxRow } from './outbox.repository.ts';
import type { SmsGateway } from './termii.client.ts';

export interface OutgoingSms {
  /** The number in E.164 (+234…), as the clients module keeps it. */
  to: string;
  text: string;
  /** Template name, kept in the log like an email's. */
  template: string;
  /** What the log shows in place of an email's subject ("Booking reminder (SMS)"). */
  label: string;
  clientId?: string;
  /** Once-only: a second text with the same key is not queued (the database refuses it). */
  dedupeKey?: string;
  meta?: Record<string, unknown>;
}

export interface Texter {
  /** Off without TERMII_API_KEY and TERMII_SENDER_ID: nothing is queued and every SMS option is hidden. */
  readonly configured: boolean;
  /**
   * Queues a text in the notification outbox and its delivery job, in one transaction through
   * `db` (pass the transaction handle to make it part of the change). Undefined when SMS is off
   * or a text with its dedupe key was already queued.
   */
  send(sms: OutgoingSms, options?: { db?: Db }): Promise<OutboxRow | undefined>;
  /** The SMS channel of the delivery job. */
  transmit: ChannelSender;
}

/** SMS through the same outbox, queue, retries and states as email (decision 271). */
export function createTexter(options: {
  db: Db;
  jobs: Pick<Jobs, 'send'>;
  gateway: SmsGateway | undefined;
  log: FastifyBaseLogger;
}): Texter {
  const { gateway } = options;
  return {
    configured: gateway !== undefined,
    async send(sms, sendOptions = {}) {
      if (!gateway) return undefined;
      return withTransaction(sendOptions.db ?? options.db, async (tx) => {
        const row = await insertOutboxRowOnce(tx, {
          channel: 'sms',
          to: sms.to,
          subject: sms.label,
          html: '',
          text: sms.text,
          template: sms.template,
          transport: 'termii',
          status: 'queued',
          parts: smsLength(sms.text).parts,
          meta: sms.meta ?? null,
          ...(sms.clientId ? { clientId: sms.clientId } : {}),
          ...(sms.dedupeKey ? { dedupeKey: sms.dedupeKey } : {}),
        });
        if (row) await options.jobs.send(DELIVERY_QUEUE, { id: row.id });
        return row;
      });
    },
    async transmit(row) {
      if (!gateway) {
        throw Object.assign(new Error('SMS is off: TERMII_API_KEY and TERMII_SENDER_ID are not set'), {
          retryable: false,
        });
      }
      const { messageId } = await gateway.send(row.to, row.text);
      options.log.info({ template: row.template, id: row.id, messageId }, 'sms sent');
      return { transport: 'termii', providerMessageId: messageId };
    },
  };
}
