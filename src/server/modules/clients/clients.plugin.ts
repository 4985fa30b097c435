import type { FastifyInstance } from 'fastify';
import type { OutboxEntry } from '../../../shared/outbox.ts';
import { listClientNotifications } from '../notifications/client-notifications.service.ts';
import { registerClientCorrespondence } from './client-registry.service.ts';
import { mySmsRoutes, smsStopPages } from './client-sms.routes.ts';
import { clientsRoutes, myPhotographersRoutes } from './clients.routes.ts';

/** An outbox row as the client's timeline shows it ('stored' was an older name of sent). */
const outboxEntryOnTimeline = (e: OutboxEntry) => ({
  id: e.id,
  channel: e.channel,
  direction: 'out' as const,
  summary: e.channel === 'sms' ? e.text : e.subject,
  state: e.status === 'stored' ? 'sent' : e.status,
  at: new Date(e.createdAt),
});

/** The clients module inside /api: the photographer's CRM and the client's own view. */
export async function clientsModule(api: FastifyInstance, opts: { publicUrl: string }) {
  await api.register(clientsRoutes, { prefix: '/clients', publicUrl: opts.publicUrl });
  await api.register(myPhotographersRoutes, { prefix: '/my-photographers' });
  await api.register(mySmsRoutes, { prefix: '/my-photographers' });
  // The client's timeline shows their emails and texts from the outbox, with their states (decision 284).
  for (const channel of ['email', 'sms'] as const) {
    registerClientCorrespondence(channel, async (db, client, limit) =>
      (await listClientNotifications(db, client.id, channel, limit)).map(outboxEntryOnTimeline),
    );
  }
}

/** The clients module's page outside /api: "Stop SMS reminders" (/s/<token>), the link in every text. */
export async function clientsPages(app: FastifyInstance) {
  await app.register(smsStopPages);
}
