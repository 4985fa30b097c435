import { type MessageLinkKind, messageLinkPage } from '../../../shared/messages-terms.ts';
import type { Db } from '../../db/client.ts';
import { clientOfPhotographerByEmail, ensureConversation } from './messages.repository.ts';

/** The photographer and client record a link was sent for; `clientId` null when it names none. */
export interface LinkParties {
  photographerId: string;
  clientId: string | null;
  /** For links that name the client by email (a shared gallery): their record with that email. */
  clientEmail?: string;
}

export type MessageLinkResolver = (db: Db, token: string) => Promise<LinkParties | undefined>;

const resolvers = new Map<Exclude<MessageLinkKind, 'conversation'>, MessageLinkResolver>();

/**
 * Each module whose links reach a client (invoices, contracts, bookings, galleries) says here,
 * from its plugin, who a valid token of its links belongs to; a revoked or expired one resolves
 * to nothing. The messages module never reads their tables (decision 276).
 */
export function provideMessageLink(
  kind: Exclude<MessageLinkKind, 'conversation'>,
  resolve: MessageLinkResolver,
) {
  resolvers.set(kind, resolve);
}

export async function partiesOfLink(
  db: Db,
  kind: Exclude<MessageLinkKind, 'conversation'>,
  token: string,
): Promise<LinkParties | undefined> {
  const resolve = resolvers.get(kind);
  if (!resolve || token.length < 20 || token.length > 200) return undefined;
  return resolve(db, token);
}

/**
 * The conversation's own link (/messages/conversation/<token>) for the photographer's client
 * with this email, made on first use; undefined when they have no such client. For a page that
 * has already proved who is there by its own means (a gallery opened with its PIN or password,
 * decision 288): its cookie cannot reach the message pages, so it hands over this link instead.
 */
export async function conversationLinkByEmail(
  db: Db,
  photographerId: string,
  email: string,
): Promise<string | undefined> {
  const client = email ? await clientOfPhotographerByEmail(db, photographerId, email) : undefined;
  if (!client) return undefined;
  const conversation = await ensureConversation(db, photographerId, client.clientId);
  return messageLinkPage('conversation', conversation.token);
}

/** Whether the photographer has a client with this email to write to (a page's Message button). */
export async function canMessageByEmail(db: Db, photographerId: string, email: string): Promise<boolean> {
  return email !== '' && (await clientOfPhotographerByEmail(db, photographerId, email)) !== undefined;
}
