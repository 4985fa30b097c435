import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { MessageEvent } from '../../../shared/messages.ts';
import type { Database } from '../../db/client.ts';
import { listenToChannel } from '../../lib/db-listen.ts';
import { HttpError } from '../../lib/http-error.ts';
import { MESSAGES_CHANNEL } from './messages.repository.ts';

type Send = (event: MessageEvent | { type: 'resync' }) => void;
const PING_MS = 25_000;

/**
 * Live messages (decision 277): a change NOTIFYs `photographerId:clientId:conversationId:type` in its
 * transaction; every instance hears it and writes it to the Server-Sent Event streams open on
 * it: the photographer's (every conversation of theirs) and the client record's (the client's).
 * When the listening connection comes back after a loss, every stream is told to read again.
 */
export class MessageHub {
  private readonly streams = new Map<string, Set<Send>>();
  private readonly open = new Set<() => void>();

  notified(payload: string) {
    const [photographerId, clientId, conversationId, type] = payload.split(':');
    if (!photographerId || !clientId || !conversationId) return;
    const event = { conversationId, type: (type ?? 'message') as MessageEvent['type'] };
    for (const key of [`p:${photographerId}`, `c:${clientId}`]) {
      for (const send of this.streams.get(key) ?? []) send(event);
    }
  }

  resyncAll() {
    for (const sends of this.streams.values()) for (const send of sends) send({ type: 'resync' });
  }

  /** Opens an event stream on this request for the photographer's or one conversation's changes. */
  stream(
    request: FastifyRequest,
    reply: FastifyReply,
    key: { photographerId: string } | { clientId: string },
  ) {
    const name = 'photographerId' in key ? `p:${key.photographerId}` : `c:${key.clientId}`;
    // EventSource asks for a stream; anything else (a plain fetch, a crawler) is told what this is.
    if (!String(request.headers.accept ?? '').includes('text/event-stream')) {
      throw new HttpError(406, 'This address is a live event stream (Accept: text/event-stream).');
    }
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'private, no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 3000\n\n');
    const send: Send = (event) => res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
    const sends = this.streams.get(name) ?? new Set<Send>();
    sends.add(send);
    this.streams.set(name, sends);
    const ping = setInterval(() => res.write(': ping\n\n'), PING_MS);
    const end = () => {
      clearInterval(ping);
      sends.delete(send);
      if (sends.size === 0 && this.streams.get(name) === sends) this.streams.delete(name);
      this.open.delete(finish);
    };
    const finish = () => {
      end();
      res.end();
    };
    this.open.add(finish);
    // The response closes when the browser goes away (the request's own 'close' comes with its end).
    res.on('close', end);
    res.write(': connected\n\n');
    return reply;
  }

  /** Ends every open stream (the server is stopping; browsers reconnect to another instance). */
  endAll() {
    for (const finish of [...this.open]) finish();
  }
}

export async function attachMessageHub(database: Database, log: FastifyBaseLogger) {
  const hub = new MessageHub();
  let wasDown = false;
  const listening = await listenToChannel(
    database,
    MESSAGES_CHANNEL,
    {
      notified: (payload) => hub.notified(payload),
      live: () => {
        if (wasDown) hub.resyncAll();
        wasDown = false;
      },
      down: () => {
        wasDown = true;
      },
    },
    log,
  );
  return { hub, close: () => listening.close() };
}
