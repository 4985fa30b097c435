import type { OutboxEntry } from '../../../shared/outbox.ts';
import type { Db } from '../../db/client.ts';
import { toOutboxEntry } from './email-log.service.ts';
import { listClientOutbox, type OutboxRow } from './outbox.repository.ts';

/**
 * One client's emails or texts with their states, newest first, for their photographer's
 * timeline (the caller has checked the client is theirs). Sent with the client's id: texts
 * always, emails when their sender names the client.
 */
export async function listClientNotifications(
  db: Db,
  clientId: string,
  channel: OutboxRow['channel'],
  limit = 100,
): Promise<OutboxEntry[]> {
  return (await listClientOutbox(db, clientId, channel, limit)).map((row) => toOutboxEntry(row));
}
