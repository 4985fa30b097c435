import type { MessageLinkKind } from '../../../shared/messages.ts';
import type { Db } from '../../db/client.ts';

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
