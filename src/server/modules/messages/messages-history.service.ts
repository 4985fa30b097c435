import type { Db } from '../../db/client.ts';
import { messagesOfClient } from './messages.repository.ts';

export interface ClientMessage {
  id: string;
  /** Who wrote it: the photographer or the client. */
  sender: 'photographer' | 'client';
  body: string;
  createdAt: Date;
  /** When the other side first read it. */
  readAt: Date | null;
}

/**
 * Every message between a photographer and one of their clients, newest first: for the client's
 * timeline and their last contact. Scoped to the photographer, so another's client reads nothing.
 */
export function listClientMessages(
  db: Db,
  photographerId: string,
  clientId: string,
): Promise<ClientMessage[]> {
  return messagesOfClient(db, photographerId, clientId);
}
