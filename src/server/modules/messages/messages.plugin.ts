import type { FastifyInstance } from 'fastify';
import {
  registerClientCorrespondence,
  registerClientShareProvider,
} from '../clients/client-registry.service.ts';
import { unreadForClient } from './messages.repository.ts';
import {
  customerMessagesRoutes,
  linkMessagesRoutes,
  type MessagesRouteOptions,
  photographerMessagesRoutes,
} from './messages.routes.ts';
import { type MessagesDeps, partyOfLinkAddress, readConversation } from './messages.service.ts';
import { adminMessagesRoutes } from './messages-admin.routes.ts';
import { emailUnreadMessages, UNREAD_EMAIL_CRON, UNREAD_EMAIL_JOB } from './messages-email.service.ts';
import { listClientMessages } from './messages-history.service.ts';
import { attachMessageHub } from './messages-live.ts';

/** What the messages services need, from the app. */
export const messagesDeps = (api: FastifyInstance, publicUrl: string) => (): MessagesDeps => ({
  db: api.db,
  storage: api.storage,
  mailer: api.mailer,
  log: api.log,
  publicUrl,
});

/**
 * The messages module inside /api: the photographer's inbox and conversations (/api/messages),
 * the signed-in client's (/api/my-messages), the client's links (/api/public/messages/:kind/:token),
 * reported conversations for super admins (/api/admin/messages), and the live streams fed by
 * LISTEN/NOTIFY on every instance.
 */
export async function messagesModule(api: FastifyInstance, opts: { publicUrl: string }) {
  const live = await attachMessageHub(api.database, api.log);
  // Open streams end before the server waits for its connections to close.
  api.addHook('preClose', async () => live.hub.endAll());
  api.addHook('onClose', async () => live.close());
  const deps = messagesDeps(api, opts.publicUrl);
  // The client's timeline shows the conversation's messages, either way, with Seen (decision 284).
  registerClientCorrespondence('message', async (db, client, limit) =>
    (await listClientMessages(db, client.photographerId, client.id)).slice(0, limit).map((m) => ({
      id: m.id,
      channel: 'message' as const,
      direction: m.sender === 'client' ? ('in' as const) : ('out' as const),
      summary: m.body,
      state: m.readAt ? 'seen' : 'delivered',
      at: m.createdAt,
    })),
  );
  api.jobs.recurring(UNREAD_EMAIL_JOB, UNREAD_EMAIL_CRON, async () => {
    await emailUnreadMessages(deps());
  });
  const routes: MessagesRouteOptions = { deps, hub: live.hub };
  await api.register(photographerMessagesRoutes, { ...routes, prefix: '/messages' });
  await api.register(customerMessagesRoutes, { ...routes, prefix: '/my-messages' });
  await api.register(linkMessagesRoutes, { ...routes, prefix: '/public/messages' });
  await api.register(adminMessagesRoutes, { ...routes, prefix: '/admin/messages' });
  // The conversation behind a client's link (/messages/<kind>/<token>) is rendered on the server
  // from the same read as its route; a link's page is never indexed nor previewed with names.
  if (api.hasDecorator('site')) {
    api.site.addPublicReaders({
      'messages.link': async ({ kind, token }) =>
        readConversation(deps(), await partyOfLinkAddress(api.db, kind, token)),
    });
    api.site.addPageMetaResolver(async (path) =>
      path.startsWith('/messages/')
        ? {
            title: 'Your messages',
            description: 'Your conversation with your photographer.',
            image: '',
            type: 'website',
            noindex: true,
          }
        : undefined,
    );
  }
  // The client's dashboard: a Messages card per photographer, with what is unread.
  registerClientShareProvider({
    key: 'messages',
    label: 'Messages',
    order: 5,
    load: async (db, client) => {
      const count = await unreadForClient(db, client.photographerId, client.id);
      return {
        count,
        nextAction: count > 0 ? `${count} unread` : 'Write a message',
        href: `/my-messages/${client.id}`,
      };
    },
  });
}
