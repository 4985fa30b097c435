/**
 * Messages without zod: the limits, the words, the link kinds and the addresses, for the pages a
 * client opens from a link (their first view carries no zod; decision 215). The schemas are in
 * messages.ts, which re-exports all of this.
 */
export const MESSAGE_MAX_CHARS = 5_000;
export const MESSAGE_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

export const MESSAGE_TEXT = {
  tooLong: `A message can be at most ${MESSAGE_MAX_CHARS.toLocaleString('en-NG')} characters`,
  empty: 'Write a message first',
  tooLarge: 'Attach files of at most 10 MB',
  unsupported: 'Attach an image (JPEG, PNG, WebP, GIF, HEIC, AVIF) or a PDF',
  missing: 'Choose an image or a PDF to attach',
  notFound: 'Conversation not found',
  attachmentNotFound: 'Attachment not found',
  blocked: 'This photographer is not taking messages from you',
  rateLimited: 'You are sending messages too quickly. Please wait a minute and try again.',
  reportReason: 'Say in a few words what is wrong',
} as const;

/** The links a client was sent that also open their conversation (the link is the access). */
export const MESSAGE_LINK_KINDS = ['invoice', 'contract', 'booking', 'gallery', 'conversation'] as const;
export type MessageLinkKind = (typeof MESSAGE_LINK_KINDS)[number];

/** What a live stream says: something changed in this conversation; read it again. */
export interface MessageEvent {
  conversationId: string;
  type: 'message' | 'read' | 'state';
}

export const MESSAGE_API = {
  inbox: '/api/messages',
  inboxEvents: '/api/messages/events',
  ofClient: (clientId: string) => `/api/messages/clients/${clientId}`,
  mineWith: (clientId: string) => `/api/my-messages/${clientId}`,
  byLink: (kind: MessageLinkKind, token: string) =>
    `/api/public/messages/${kind}/${encodeURIComponent(token)}`,
} as const;

/** The page a link opens, for the client who has no account. */
export const messageLinkPage = (kind: MessageLinkKind, token: string) =>
  `/messages/${kind}/${encodeURIComponent(token)}`;
