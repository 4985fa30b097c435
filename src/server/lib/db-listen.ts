import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../db/client.ts';

const RECONNECT_MAX_MS = 30_000;

export interface ChannelListener {
  /** A notification's payload. */
  notified(payload: string): void;
  /** Listening (again): notifications sent while nobody listened are lost, so start over. */
  live(): void | Promise<void>;
  /** The listening connection was lost; `live` follows when it is back. */
  down(): void;
}

/**
 * THE way an instance hears NOTIFYs on a channel (the public data cache, live messages):
 * PGlite's `listen` in embedded mode; on PostgreSQL a dedicated `pg` client that reconnects with
 * backoff, telling the listener when it goes down and when it is live again. `close()` stops.
 */
export async function listenToChannel(
  database: Database,
  channel: string,
  listener: ChannelListener,
  log: FastifyBaseLogger,
): Promise<{ close(): Promise<void> }> {
  if (database.pglite) {
    const unlisten = await database.pglite.listen(channel, (payload) => listener.notified(payload));
    await listener.live();
    return { close: () => unlisten() };
  }
  const connectionString = database.pool?.options.connectionString;
  let closed = false;
  let client: pg.Client | undefined;
  let retryMs = 500;
  let timer: NodeJS.Timeout | undefined;
  const retry = () => {
    timer = setTimeout(() => void connect(), retryMs);
    retryMs = Math.min(retryMs * 2, RECONNECT_MAX_MS);
  };
  const goDown = (err?: unknown) => {
    if (client === undefined) return;
    if (!closed) log.warn({ err, channel }, 'listening connection lost; reconnecting');
    listener.down();
    const lost = client;
    client = undefined;
    lost.removeAllListeners();
    lost.on('error', () => {});
    void lost.end().catch(() => {});
    if (!closed) retry();
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, keepAlive: true });
    next.on('error', (err) => goDown(err));
    next.on('end', () => goDown());
    next.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload) listener.notified(msg.payload);
    });
    try {
      await next.connect();
      await next.query(`listen ${channel}`);
      if (closed) {
        await next.end();
        return;
      }
      client = next;
      retryMs = 500;
      await listener.live();
    } catch (err) {
      next.removeAllListeners();
      next.on('error', () => {});
      void next.end().catch(() => {});
      if (closed) return;
      log.warn({ err, channel }, 'cannot listen yet; retrying');
      retry();
    }
  };
  await connect();
  return {
    async close() {
      closed = true;
      clearTimeout(timer);
      const current = client;
      client = undefined;
      current?.removeAllListeners();
      current?.on('error', () => {});
      await current?.end().catch(() => {});
    },
  };
}
