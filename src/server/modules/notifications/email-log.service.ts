import type { OutboxEntry } from '../../../shared/outbox.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import type { Mailer } from './mailer.service.ts';
import { countOutbox, listOutbox, type OutboxRow } from './outbox.repository.ts';

/**
 * `withBody` false leaves the text out: in production the log shows states, not bodies, since
 * bodies carry verification and password-reset links meant only for their recipient.
 */
export function toOutboxEntry(row: OutboxRow, withBody = true): OutboxEntry {
  return {
    id: row.id,
    channel: row.channel,
    to: row.to,
    subject: row.subject,
    template: row.template,
    transport: row.transport,
    parts: row.parts,
    status: row.status,
    error: row.error,
    text: withBody ? row.text : '',
    createdAt: row.createdAt.toISOString(),
  };
}

/** The email log, newest first: what went, what waits, what failed and why. */
export async function listEmailLog(db: Db, limit: number, withBodies = true): Promise<OutboxEntry[]> {
  return (await listOutbox(db, limit)).map((row) => toOutboxEntry(row, withBodies));
}

/** How many emails the log holds in all (the outbox command says how many it did not show). */
export const emailLogTotal = (db: Db) => countOutbox(db);

/** The outbox command's last line: how many emails it showed of how many, and how to see more. */
export function outboxShownLine(shown: number, total: number): string {
  const hidden = total - shown;
  if (hidden <= 0) return total === 1 ? 'That is the only email.' : `All ${total} emails are shown.`;
  return `Showing the ${shown} latest of ${total} emails; ${hidden} older ${hidden === 1 ? 'one is' : 'ones are'} not shown (npm run outbox -- 50 shows up to 50, at most 200).`;
}

/** The admin's Resend: a new queued copy of a logged email, delivered by the job like any other. */
export async function resendEmail(mailer: Mailer, id: string, withBody = true): Promise<OutboxEntry> {
  const row = await mailer.resend(id);
  if (!row) throw notFound('This email is no longer in the log.');
  return toOutboxEntry(row, withBody);
}
