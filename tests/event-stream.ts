import http from 'node:http';
import type { FastifyInstance } from 'fastify';

export interface StreamEvent {
  event: string;
  data: string;
}

/**
 * An open Server-Sent Events stream, on a listening app or at an instance's address: the
 * events seen so far, a wait for one, and `ended` when the server closes it (an instance
 * stopping ends its streams; the browser then connects again).
 */
export function openEventStream(
  target: FastifyInstance | string,
  path: string,
  headers: Record<string, string> = {},
) {
  const port = portOf(target);
  const events: StreamEvent[] = [];
  let request: http.ClientRequest | undefined;
  let markEnded: () => void = () => {};
  const ended = new Promise<void>((resolve) => {
    markEnded = resolve;
  });
  const opened = new Promise<void>((resolve, reject) => {
    request = http.get(
      { host: '127.0.0.1', port, path, headers: { ...headers, accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) reject(new Error(`stream: ${res.statusCode}`));
        res.setEncoding('utf8');
        res.on('close', markEnded);
        let buffer = '';
        res.on('data', (chunk: string) => {
          buffer += chunk;
          if (buffer.includes(': connected')) resolve();
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const event = /^event: (.*)$/m.exec(block)?.[1];
            const data = /^data: (.*)$/m.exec(block)?.[1];
            if (event && data) events.push({ event, data });
          }
        });
      },
    );
    request.on('error', (err) => {
      markEnded();
      reject(err);
    });
  });
  const waitFor = async (predicate: (e: StreamEvent) => boolean, ms = 5000) => {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      const found = events.find(predicate);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 25));
    }
    throw new Error(`no such event in ${ms} ms; seen: ${JSON.stringify(events)}`);
  };
  return { opened, ended, events, waitFor, close: () => request?.destroy() };
}

function portOf(target: FastifyInstance | string): number {
  if (typeof target === 'string') return Number(new URL(target).port);
  const address = target.server.address();
  if (!address || typeof address === 'string') throw new Error('the app is not listening');
  return address.port;
}
