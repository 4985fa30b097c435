import { and, asc, desc, eq, isNotNull, isNull, lte, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { photographerProfiles, users } from '../../db/schema/accounts.ts';
import { clients } from '../../db/schema/clients.ts';
import { conversations, messageAttachments, messages } from '../../db/schema/messages.ts';
import { newLinkToken } from '../../lib/token-link.ts';

export type ConversationRow = typeof conversations.$inferSelect;
export type Side = 'photographer' | 'client';
export const MESSAGES_CHANNEL = 'aworan_messages';

/**
 * The SQL of conversations and messages. Client names and the business name are read from the
 * clients and profile tables, read-only, for the inbox and its search (decision 276).
 */

export async function findConversation(db: Db, photographerId: string, clientId: string) {
  const [row] = await db
    .select()
    .from(conversations)
    .where(and(eq(conversations.photographerId, photographerId), eq(conversations.clientId, clientId)));
  return row;
}

export async function findConversationById(db: Db, id: string) {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
  return row;
}

export async function findConversationByToken(db: Db, token: string) {
  const [row] = await db.select().from(conversations).where(eq(conversations.token, token));
  return row;
}

/** The pair's conversation, made on first use; the unique pair settles two first messages at once. */
export async function ensureConversation(db: Db, photographerId: string, clientId: string) {
  await db
    .insert(conversations)
    .values({ photographerId, clientId, token: newLinkToken() })
    .onConflictDoNothing({ target: [conversations.photographerId, conversations.clientId] });
  return (await findConversation(db, photographerId, clientId))!;
}

export async function updateConversation(db: Db, id: string, changes: Partial<ConversationRow>) {
  const [row] = await db
    .update(conversations)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(conversations.id, id))
    .returning();
  return row!;
}

/** The client record's name and email, and the photographer's business name. */
export async function partiesOf(db: Db, photographerId: string, clientId: string) {
  const [row] = await db
    .select({
      clientName: clients.name,
      clientEmail: clients.email,
      businessName: photographerProfiles.businessName,
      photographerName: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      photographerEmail: users.email,
    })
    .from(clients)
    .innerJoin(users, eq(users.id, clients.photographerId))
    .leftJoin(photographerProfiles, eq(photographerProfiles.userId, users.id))
    .where(and(eq(clients.id, clientId), eq(clients.photographerId, photographerId)));
  if (!row) return undefined;
  return { ...row, businessName: row.businessName || row.photographerName };
}

/** The client record a signed-in person may write from: their verified email, another's studio. */
export async function clientOfEmail(db: Db, clientId: string, email: string) {
  const [row] = await db
    .select({ photographerId: clients.photographerId, clientId: clients.id })
    .from(clients)
    .where(and(eq(clients.id, clientId), sql`lower(${clients.email}) = ${email.toLowerCase()}`));
  return row;
}

/** The photographer's client record with this email (the client a gallery was shared with). */
export async function clientOfPhotographerByEmail(db: Db, photographerId: string, email: string) {
  const [row] = await db
    .select({ clientId: clients.id })
    .from(clients)
    .where(
      and(eq(clients.photographerId, photographerId), sql`lower(${clients.email}) = ${email.toLowerCase()}`),
    );
  return row;
}

export async function insertMessage(
  db: Db,
  values: { conversationId: string; sender: Side; body: string; at: Date },
) {
  const [row] = await db
    .insert(messages)
    .values({
      conversationId: values.conversationId,
      sender: values.sender,
      body: values.body,
      createdAt: values.at,
    })
    .returning();
  return row!;
}

export async function insertAttachment(db: Db, values: typeof messageAttachments.$inferInsert) {
  const [row] = await db.insert(messageAttachments).values(values).returning();
  return row!;
}

export async function findAttachment(db: Db, conversationId: string, attachmentId: string) {
  const [row] = await db
    .select({ attachment: messageAttachments })
    .from(messageAttachments)
    .innerJoin(messages, eq(messages.id, messageAttachments.messageId))
    .where(and(eq(messageAttachments.id, attachmentId), eq(messages.conversationId, conversationId)));
  return row?.attachment;
}

/** The latest messages of a conversation, oldest first, with their attachment. */
export async function listMessages(db: Db, conversationId: string, limit = 500) {
  const rows = await db
    .select({ message: messages, attachment: messageAttachments })
    .from(messages)
    .leftJoin(messageAttachments, eq(messageAttachments.messageId, messages.id))
    .where(eq(messages.conversationId, conversationId))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
  return rows.reverse();
}

/** Marks what the other side sent as read by `reader`; the number of messages it marked. */
export async function markRead(db: Db, conversationId: string, reader: Side, at: Date): Promise<number> {
  const marked = await db
    .update(messages)
    .set({ readAt: at })
    .where(
      and(eq(messages.conversationId, conversationId), ne(messages.sender, reader), isNull(messages.readAt)),
    )
    .returning({ id: messages.id });
  return marked.length;
}

/** Tells every instance (after commit) that this conversation changed. */
export async function notifyConversation(
  db: Db,
  conversation: Pick<ConversationRow, 'id' | 'photographerId' | 'clientId'>,
  type: 'message' | 'read' | 'state',
) {
  const payload = [conversation.photographerId, conversation.clientId, conversation.id, type].join(':');
  await db.execute(sql`select pg_notify(${MESSAGES_CHANNEL}, ${payload})`);
}

const unreadOf = (side: Side) =>
  sql<number>`(select count(*)::int from ${messages} m where m.conversation_id = ${conversations.id}
    and m.sender <> ${side} and m.read_at is null)`;

/** The photographer's conversations, newest first, searched by client name or message text. */
export async function inboxOf(db: Db, photographerId: string, q: string, archived: boolean) {
  const like = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({
      id: conversations.id,
      clientId: conversations.clientId,
      clientName: clients.name,
      lastMessageAt: conversations.lastMessageAt,
      archivedAt: conversations.archivedAt,
      blockedAt: conversations.blockedAt,
      unread: unreadOf('photographer'),
      lastMessage: sql<
        string | null
      >`(select m.body from ${messages} m where m.conversation_id = ${conversations.id}
        order by m.created_at desc, m.id desc limit 1)`,
      lastSender: sql<Side | null>`(select m.sender from ${messages} m where m.conversation_id = ${conversations.id}
        order by m.created_at desc, m.id desc limit 1)`,
    })
    .from(conversations)
    .innerJoin(clients, eq(clients.id, conversations.clientId))
    .where(
      and(
        eq(conversations.photographerId, photographerId),
        isNotNull(conversations.lastMessageAt),
        archived ? isNotNull(conversations.archivedAt) : isNull(conversations.archivedAt),
        q === ''
          ? undefined
          : sql`(lower(${clients.name}) like ${like} or exists (select 1 from ${messages} m
              where m.conversation_id = ${conversations.id} and lower(m.body) like ${like}))`,
      ),
    )
    .orderBy(desc(conversations.lastMessageAt), asc(conversations.id))
    .limit(200);
}

/** Unread messages of the photographer's conversations that match `where`. */
async function countUnread(db: Db, photographerId: string, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(conversations.photographerId, photographerId), isNull(messages.readAt), where));
  return row?.n ?? 0;
}

/** Unread messages from clients across the photographer's conversations that are not archived. */
export const unreadTotal = (db: Db, photographerId: string) =>
  countUnread(db, photographerId, and(isNull(conversations.archivedAt), eq(messages.sender, 'client')));

/** Unread messages to the client in this conversation (their dashboard card). */
export const unreadForClient = (db: Db, photographerId: string, clientId: string) =>
  countUnread(
    db,
    photographerId,
    and(eq(conversations.clientId, clientId), eq(messages.sender, 'photographer')),
  );

/** Every message with one client, newest first (their timeline and last contact). */
export async function messagesOfClient(db: Db, photographerId: string, clientId: string) {
  return db
    .select({
      id: messages.id,
      sender: messages.sender,
      body: messages.body,
      createdAt: messages.createdAt,
      readAt: messages.readAt,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(and(eq(conversations.photographerId, photographerId), eq(conversations.clientId, clientId)))
    .orderBy(desc(messages.createdAt), desc(messages.id));
}

export async function reportedConversations(db: Db) {
  return db
    .select({
      id: conversations.id,
      reportedAt: conversations.reportedAt,
      reportedBy: conversations.reportedBy,
      reportReason: conversations.reportReason,
      clientName: clients.name,
      businessName: photographerProfiles.businessName,
    })
    .from(conversations)
    .innerJoin(clients, eq(clients.id, conversations.clientId))
    .leftJoin(photographerProfiles, eq(photographerProfiles.userId, conversations.photographerId))
    .where(isNotNull(conversations.reportedAt))
    .orderBy(desc(conversations.reportedAt));
}

/**
 * Conversations with messages unread by one side for `waitMs`, not yet emailed, whose side was
 * last emailed before `quietSince` (or never): who is to be emailed, one row per side.
 */
export async function unreadToEmail(db: Db, olderThan: Date, quietSince: Date) {
  const lastEmailed = sql`case when ${messages.sender} = 'client'
    then ${conversations.photographerEmailedAt} else ${conversations.clientEmailedAt} end`;
  const rows = await db
    .selectDistinct({ conversationId: messages.conversationId, sender: messages.sender })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .where(
      and(
        isNull(messages.readAt),
        isNull(messages.emailedAt),
        lte(messages.createdAt, olderThan),
        or(sql`${lastEmailed} is null`, sql`${lastEmailed} <= ${quietSince.toISOString()}`),
      ),
    );
  return rows.map((r) => ({
    conversationId: r.conversationId,
    recipient: (r.sender === 'client' ? 'photographer' : 'client') as Side,
  }));
}

/** Locks the conversation for its unread email (two job runs never email it twice). */
export async function lockConversation(db: Db, id: string) {
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id)).for('update');
  return row;
}

/** Marks the unread messages to `recipient` as emailed; the ones it marked, newest first. */
export async function markEmailed(
  db: Db,
  conversationId: string,
  recipient: Side,
  olderThan: Date,
  at: Date,
) {
  return db
    .update(messages)
    .set({ emailedAt: at })
    .where(
      and(
        eq(messages.conversationId, conversationId),
        ne(messages.sender, recipient),
        isNull(messages.readAt),
        isNull(messages.emailedAt),
        lte(messages.createdAt, olderThan),
      ),
    )
    .returning({ body: messages.body, createdAt: messages.createdAt });
}

export async function hasVerifiedAccount(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.toLowerCase()}`, eq(users.emailVerified, true)));
  return row !== undefined;
}
