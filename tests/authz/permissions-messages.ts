import type { Access } from './permissions.ts';

/** The messages module's rows of the permission table (PERMISSIONS spreads them in). */
export const MESSAGES_PERMISSIONS: Record<string, Access> = {
  // Messages: the photographer's inbox and conversations (their own clients), the signed-in
  // client's conversations (their records by verified email), the client's links, and reported
  // conversations for super admins (each reading audited).
  'GET /api/messages': 'photographer',
  'GET /api/messages/events': 'photographer',
  'GET /api/messages/clients/:clientId': 'photographer',
  'GET /api/messages/clients/:clientId/events': 'photographer',
  'POST /api/messages/clients/:clientId/messages': 'photographer',
  'POST /api/messages/clients/:clientId/attachment': 'photographer',
  'GET /api/messages/clients/:clientId/attachments/:attachmentId': 'photographer',
  'POST /api/messages/clients/:clientId/report': 'photographer',
  'POST /api/messages/clients/:clientId/archive': 'photographer',
  'POST /api/messages/clients/:clientId/block': 'photographer',
  'GET /api/my-messages/:clientId': 'signed-in',
  'GET /api/my-messages/:clientId/events': 'signed-in',
  'POST /api/my-messages/:clientId/messages': 'signed-in',
  'POST /api/my-messages/:clientId/attachment': 'signed-in',
  'GET /api/my-messages/:clientId/attachments/:attachmentId': 'signed-in',
  'POST /api/my-messages/:clientId/report': 'signed-in',
  'GET /api/public/messages/:kind/:token': 'public',
  'GET /api/public/messages/:kind/:token/events': 'public',
  'POST /api/public/messages/:kind/:token/messages': 'public',
  'POST /api/public/messages/:kind/:token/attachment': 'public',
  'GET /api/public/messages/:kind/:token/attachments/:attachmentId': 'public',
  'POST /api/public/messages/:kind/:token/report': 'public',
  // The gallery page's Message button (the gallery's grant cookie is checked as for its photos).
  'POST /api/public/galleries/:photographerId/:galleryId/conversation': 'public',
  'GET /api/admin/messages': 'super-admin',
  'GET /api/admin/messages/:conversationId': 'super-admin',
};
