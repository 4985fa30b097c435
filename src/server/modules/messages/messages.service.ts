import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  type Conversation,
  type Inbox,
  MESSAGE_LINK_KINDS,
  MESSAGE_TEXT,
  type Message,
  type MessageLinkKind,
} from '../../../shared/messages.ts';
import type { Db } from '../../db/client.ts';
import { withTransaction } from '../../db/transaction.ts';
import { clock } from '../../lib/clock.ts';
import { forbidden, notFound } from '../../lib/http-error.ts';
import type { FileStorage } from '../../lib/uploads/storage.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { Mailer } from '../notifications/mailer.service.ts';
import { partiesOfLink } from './message-links.service.ts';
import {
  type ConversationRow,
  clientOfEmail,
  clientOfPhotographerByEmail,
  ensureConversation,
  findAttachment,
  findConversation,
  findConversationById,
  findConversationByToken,
  inboxOf,
  insertAttachment,
  insertMessage,
  listMessages,
  markRead,
  notifyConversation,
  partiesOf,
  reportedConversations,
  type Side,
  unreadTotal,
  updateConversation,
} from './messages.repository.ts';

export interface MessagesDeps {
  db: Db;
  storage: FileStorage;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicUrl: string;
}

/** Who is writing or reading: one side of one photographer–client pair. */
export interface Party {
  photographerId: string;
  clientId: string;
  side: Side;
}

export interface AttachmentUpload {
  data: Buffer;
  fileName: string;
  contentType: string;
}

type MessageRows = Awaited<ReturnType<typeof listMessages>>;

export function toMessage({ message, attachment }: MessageRows[number]): Message {
  return {
    id: message.id,
    sender: message.sender,
    body: message.body,
    createdAt: message.createdAt.toISOString(),
    readAt: message.readAt?.toISOString() ?? null,
    attachment: attachment
      ? {
          id: attachment.id,
          fileName: attachment.fileName,
          contentType: attachment.contentType,
          sizeBytes: attachment.sizeBytes,
          isImage: attachment.contentType.startsWith('image/'),
        }
      : null,
  };
}

/** The client's side of a link (/i/…, /c/…, /b/…, a gallery, the conversation's own): 404 otherwise. */
export async function partyOfLink(db: Db, kind: MessageLinkKind, token: string): Promise<Party> {
  if (kind === 'conversation') {
    const row = token.length >= 20 ? await findConversationByToken(db, token) : undefined;
    if (!row) throw notFound(MESSAGE_TEXT.notFound);
    return { photographerId: row.photographerId, clientId: row.clientId, side: 'client' };
  }
  const parties = await partiesOfLink(db, kind, token);
  const clientId =
    parties?.clientId ??
    (parties?.clientEmail
      ? (await clientOfPhotographerByEmail(db, parties.photographerId, parties.clientEmail))?.clientId
      : undefined);
  if (!parties || !clientId) throw notFound(MESSAGE_TEXT.notFound);
  return { photographerId: parties.photographerId, clientId, side: 'client' };
}

/** partyOfLink for a kind named in an address: an unknown kind is a 404 like a wrong token. */
export async function partyOfLinkAddress(db: Db, kind: string, token: string): Promise<Party> {
  if (!(MESSAGE_LINK_KINDS as readonly string[]).includes(kind)) throw notFound(MESSAGE_TEXT.notFound);
  return partyOfLink(db, kind as MessageLinkKind, token);
}

/** A signed-in client's side: a record of another photographer's with their verified email. */
export async function partyOfCustomer(
  db: Db,
  viewer: { userId: string; email: string; emailVerified: boolean },
  clientId: string,
): Promise<Party> {
  const row = viewer.emailVerified ? await clientOfEmail(db, clientId, viewer.email) : undefined;
  if (!row || row.photographerId === viewer.userId) throw notFound(MESSAGE_TEXT.notFound);
  return { ...row, side: 'client' };
}

/** The conversation as one side sees it; reading marks the other side's messages as seen. */
export async function readConversation(deps: MessagesDeps, party: Party): Promise<Conversation> {
  const names = await partiesOf(deps.db, party.photographerId, party.clientId);
  if (!names) throw notFound(MESSAGE_TEXT.notFound);
  const row = await findConversation(deps.db, party.photographerId, party.clientId);
  if (row) {
    await withTransaction(deps.db, async (tx) => {
      if ((await markRead(tx, row.id, party.side, clock.now())) > 0)
        await notifyConversation(tx, row, 'read');
    });
  }
  return {
    id: row?.id ?? null,
    clientId: party.clientId,
    clientName: names.clientName,
    businessName: names.businessName,
    archived: row?.archivedAt != null,
    blocked: row?.blockedAt != null,
    reported: row?.reportedAt != null,
    messages: row ? (await listMessages(deps.db, row.id)).map(toMessage) : [],
  };
}

/** Sends a message (with at most one stored attachment) from one side; live on every instance. */
export async function sendMessage(
  deps: MessagesDeps,
  party: Party,
  body: string,
  upload?: AttachmentUpload,
): Promise<Message> {
  if (!(await partiesOf(deps.db, party.photographerId, party.clientId)))
    throw notFound(MESSAGE_TEXT.notFound);
  const existing = await findConversation(deps.db, party.photographerId, party.clientId);
  if (party.side === 'client' && existing?.blockedAt) throw forbidden(MESSAGE_TEXT.blocked);
  const conversation = existing ?? (await ensureConversation(deps.db, party.photographerId, party.clientId));
  const attachmentId = randomUUID();
  const key = `messages/${conversation.id}/${attachmentId}`;
  if (upload) await deps.storage.put(key, upload.data, { contentType: upload.contentType });
  try {
    return await withTransaction(deps.db, async (tx) => {
      const at = clock.now();
      const message = await insertMessage(tx, {
        conversationId: conversation.id,
        sender: party.side,
        body,
        at,
      });
      const attachment = upload
        ? await insertAttachment(tx, {
            id: attachmentId,
            messageId: message.id,
            storageKey: key,
            fileName: upload.fileName,
            contentType: upload.contentType,
            sizeBytes: upload.data.length,
          })
        : null;
      // A client writing again brings an archived conversation back to the inbox.
      await updateConversation(tx, conversation.id, {
        lastMessageAt: at,
        ...(party.side === 'client' ? { archivedAt: null } : {}),
      });
      await markRead(tx, conversation.id, party.side, at);
      await notifyConversation(tx, conversation, 'message');
      return toMessage({ message, attachment });
    });
  } catch (err) {
    if (upload) await deps.storage.delete(key).catch(() => {});
    throw err;
  }
}

/** One of the conversation's attachments, for one of its two parties only. */
export async function attachmentOf(deps: MessagesDeps, party: Party, attachmentId: string) {
  const conversation = await findConversation(deps.db, party.photographerId, party.clientId);
  const file = conversation && (await findAttachment(deps.db, conversation.id, attachmentId));
  if (!file) throw notFound(MESSAGE_TEXT.attachmentNotFound);
  return file;
}

async function requireConversation(db: Db, party: Pick<Party, 'photographerId' | 'clientId'>) {
  const row = await findConversation(db, party.photographerId, party.clientId);
  if (!row) throw notFound(MESSAGE_TEXT.notFound);
  return row;
}

async function changeState(deps: MessagesDeps, row: ConversationRow, changes: Partial<ConversationRow>) {
  await withTransaction(deps.db, async (tx) => {
    await updateConversation(tx, row.id, changes);
    await notifyConversation(tx, row, 'state');
  });
}

/** Photographer: moves a conversation out of the inbox (or back). */
export async function setArchived(deps: MessagesDeps, party: Party, archived: boolean) {
  const row = await requireConversation(deps.db, party);
  await changeState(deps, row, { archivedAt: archived ? clock.now() : null });
}

/** Photographer: refuses (or again accepts) messages from this client. */
export async function setBlocked(deps: MessagesDeps, party: Party, blocked: boolean) {
  const row = await requireConversation(deps.db, party);
  await changeState(deps, row, { blockedAt: blocked ? clock.now() : null });
}

/** Either side: reports the conversation, which lets a super admin read it (audited). */
export async function reportConversation(deps: MessagesDeps, party: Party, reason: string) {
  const row = await requireConversation(deps.db, party);
  await changeState(deps, row, { reportedAt: clock.now(), reportedBy: party.side, reportReason: reason });
}

export async function inbox(
  deps: MessagesDeps,
  photographerId: string,
  query: { q: string; archived: 'true' | 'false' },
): Promise<Inbox> {
  const [rows, unread] = await Promise.all([
    inboxOf(deps.db, photographerId, query.q, query.archived === 'true'),
    unreadTotal(deps.db, photographerId),
  ]);
  return {
    unread,
    conversations: rows.map((r) => ({
      id: r.id,
      clientId: r.clientId,
      clientName: r.clientName,
      lastMessage: r.lastMessage ?? '',
      lastMessageAt: r.lastMessageAt?.toISOString() ?? null,
      lastSender: r.lastSender,
      unread: r.unread,
      archived: r.archivedAt != null,
      blocked: r.blockedAt != null,
    })),
  };
}

/** Super admins: the reported conversations, newest report first. */
export async function listReported(deps: MessagesDeps) {
  return (await reportedConversations(deps.db)).map((r) => ({
    id: r.id,
    clientName: r.clientName,
    businessName: r.businessName ?? '',
    reportedAt: r.reportedAt!.toISOString(),
    reportedBy: r.reportedBy!,
    reason: r.reportReason ?? '',
  }));
}

/**
 * Super admins read a conversation only once one side has reported it, and every reading is
 * written to the audit trail with who read it and from where (decision 279).
 */
export async function adminReadConversation(
  deps: MessagesDeps,
  conversationId: string,
  actor: { userId: string; ipAddress: string; userAgent: string | null },
): Promise<Conversation> {
  const row = await findConversationById(deps.db, conversationId);
  if (!row?.reportedAt) throw notFound(MESSAGE_TEXT.notFound);
  const names = await partiesOf(deps.db, row.photographerId, row.clientId);
  await recordAudit(deps.db, {
    action: 'messages.reported_conversation_read',
    actorUserId: actor.userId,
    targetType: 'conversation',
    targetId: row.id,
    ipAddress: actor.ipAddress,
    userAgent: actor.userAgent,
    details: { reportedBy: row.reportedBy },
  });
  return {
    id: row.id,
    clientId: row.clientId,
    clientName: names?.clientName ?? '',
    businessName: names?.businessName ?? '',
    archived: row.archivedAt != null,
    blocked: row.blockedAt != null,
    reported: true,
    messages: (await listMessages(deps.db, row.id)).map(toMessage),
  };
}
