import { connectToServer } from '../src/server/control/control-client';
import type { OutboxEntry } from '../src/shared/outbox';

/**
 * The emails a journey's server logged, newest first, read the way `npm run outbox` reads them:
 * over the control channel of the server running on `dataDir` (a Unix socket only this
 * machine's owner of the folder can open). The journeys run the server in production mode,
 * where the HTTP development outbox does not exist.
 */
export async function outboxOf(dataDir: string, limit = 200): Promise<OutboxEntry[]> {
  const server = await connectToServer(dataDir);
  if (!server) throw new Error(`no Aworan server is running on ${dataDir}`);
  const { status, body } = await server.client.json<{ emails: OutboxEntry[]; error?: string }>(
    'GET',
    `/outbox?limit=${limit}`,
  );
  if (status !== 200) throw new Error(`the outbox could not be read: ${body.error}`);
  return body.emails;
}
