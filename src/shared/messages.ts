import { z } from 'zod';
import { MESSAGE_MAX_CHARS, MESSAGE_TEXT } from './messages-terms.ts';
import { safeText } from './text.ts';

export * from './messages-terms.ts';

/**
 * Messages between a photographer and a client: one conversation per pair, text up to 5,000
 * characters and one image or PDF per message. The same schemas check the composer in the
 * browser and every route on the server.
 */
export const messageBodySchema = safeText().trim().max(MESSAGE_MAX_CHARS, MESSAGE_TEXT.tooLong);

export const newMessageSchema = z.object({
  body: messageBodySchema.min(1, MESSAGE_TEXT.empty),
});
export type NewMessage = z.infer<typeof newMessageSchema>;

export const reportConversationSchema = z.object({
  reason: safeText().trim().min(3, MESSAGE_TEXT.reportReason).max(1000, 'Use at most 1000 characters'),
});

export const messageSenders = ['photographer', 'client'] as const;
export type MessageSender = (typeof messageSenders)[number];

export const messageAttachmentSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  sizeBytes: z.number().int(),
  isImage: z.boolean(),
});

export const messageSchema = z.object({
  id: z.uuid(),
  sender: z.enum(messageSenders),
  body: z.string(),
  createdAt: z.string(),
  /** When the other side first saw it (shown to the sender as "Seen"). */
  readAt: z.string().nullable(),
  attachment: messageAttachmentSchema.nullable(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSchema = z.object({
  id: z.uuid().nullable(),
  clientId: z.uuid(),
  clientName: z.string(),
  /** The business the client writes to. */
  businessName: z.string(),
  archived: z.boolean(),
  blocked: z.boolean(),
  reported: z.boolean(),
  messages: z.array(messageSchema),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const inboxQuerySchema = z.object({
  q: safeText().trim().max(200).optional().default(''),
  archived: z.enum(['true', 'false']).optional().default('false'),
});

export const inboxRowSchema = z.object({
  id: z.uuid(),
  clientId: z.uuid(),
  clientName: z.string(),
  lastMessage: z.string(),
  lastMessageAt: z.string().nullable(),
  lastSender: z.enum(messageSenders).nullable(),
  unread: z.number().int(),
  archived: z.boolean(),
  blocked: z.boolean(),
});
export type InboxRow = z.infer<typeof inboxRowSchema>;

export const inboxSchema = z.object({ conversations: z.array(inboxRowSchema), unread: z.number().int() });
export type Inbox = z.infer<typeof inboxSchema>;

export const reportedConversationSchema = z.object({
  id: z.uuid(),
  clientName: z.string(),
  businessName: z.string(),
  reportedAt: z.string(),
  reportedBy: z.enum(messageSenders),
  reason: z.string(),
});
export type ReportedConversation = z.infer<typeof reportedConversationSchema>;
