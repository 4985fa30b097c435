import { messageLinkPage } from '../../../shared/messages.ts';
import { withTransaction } from '../../db/transaction.ts';
import { unreadMessagesEmail } from '../../emails/message-emails.tsx';
import { clock } from '../../lib/clock.ts';
import {
  hasVerifiedAccount,
  lockConversation,
  markEmailed,
  partiesOf,
  type Side,
  unreadToEmail,
  updateConversation,
} from './messages.repository.ts';
import type { MessagesDeps } from './messages.service.ts';

/** A message waits this long unread before it is emailed (product rule 280). */
export const UNREAD_WAIT_MS = 10 * 60_000;
/** At most one unread-message email per conversation and side in this time. */
export const EMAIL_QUIET_MS = 30 * 60_000;
export const UNREAD_EMAIL_JOB = 'messages-unread-email';
export const UNREAD_EMAIL_CRON = '* * * * *';

/**
 * The unread-message emails, run every minute: each conversation side with messages unread for
 * ten minutes, and no email in the last thirty, gets one email covering them all. The row lock
 * and the re-check inside the transaction make a second run at the same time send nothing.
 */
export async function emailUnreadMessages(deps: MessagesDeps): Promise<number> {
  const now = clock.now();
  const olderThan = new Date(now.getTime() - UNREAD_WAIT_MS);
  const quietSince = new Date(now.getTime() - EMAIL_QUIET_MS);
  let sent = 0;
  for (const due of await unreadToEmail(deps.db, olderThan, quietSince)) {
    const emailed = await withTransaction(deps.db, async (tx) => {
      const row = await lockConversation(tx, due.conversationId);
      const last =
        row && (due.recipient === 'photographer' ? row.photographerEmailedAt : row.clientEmailedAt);
      if (!row || (last && last > quietSince)) return false;
      const covered = await markEmailed(tx, row.id, due.recipient, olderThan, now);
      const names = await partiesOf(tx, row.photographerId, row.clientId);
      if (covered.length === 0 || !names) return false;
      const latest = covered.reduce((a, b) => (b.createdAt > a.createdAt ? b : a));
      await updateConversation(tx, row.id, emailedMark(due.recipient, now));
      const toClient = due.recipient === 'client';
      const url = toClient
        ? (await hasVerifiedAccount(tx, names.clientEmail))
          ? `${deps.publicUrl}/my-messages/${row.clientId}`
          : `${deps.publicUrl}${messageLinkPage('conversation', row.token)}`
        : `${deps.publicUrl}/inbox/${row.clientId}`;
      await deps.mailer.send(
        {
          to: toClient ? names.clientEmail : names.photographerEmail,
          template: 'messages-unread',
          content: unreadMessagesEmail({
            recipientName: toClient ? names.clientName : names.photographerName,
            senderName: toClient ? names.businessName : names.clientName,
            count: covered.length,
            latest: latest.body,
            url,
          }),
          meta: { conversationId: row.id, recipient: due.recipient },
          ...(toClient ? { onBehalfOf: { name: names.businessName } } : {}),
        },
        { db: tx },
      );
      return true;
    });
    if (emailed) sent++;
  }
  return sent;
}

const emailedMark = (recipient: Side, at: Date) =>
  recipient === 'photographer' ? { photographerEmailedAt: at } : { clientEmailedAt: at };
