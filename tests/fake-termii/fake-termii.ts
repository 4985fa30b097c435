/**
 * A local Termii for tests (never for production): `POST /api/sms/send` with the request and
 * answer shapes of Termii's Messaging API (design/termii.md). It records what it received, and
 * can be told to refuse (a 4xx with Termii's error shape), to fail (a 5xx) or to hang (timeout).
 */
import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';

export interface ReceivedSms {
  api_key: string;
  to: string;
  from: string;
  sms: string;
  type: string;
  channel: string;
}

export type FakeTermiiFailure =
  | { kind: 'refuse'; status: 400 | 401 | 404 | 422; message: string }
  | { kind: 'error'; status: 500 | 502 | 503 }
  | { kind: 'hang' };

export interface FakeTermii {
  url: string;
  apiKey: string;
  senderId: string;
  /** Every accepted send, in order. */
  sent: (ReceivedSms & { message_id: string })[];
  /** The next sends fail this way (`times`, default every one) until `fail(null)`. */
  fail(failure: FakeTermiiFailure | null, times?: number): void;
  close(): Promise<void>;
}

const CHANNELS = new Set(['dnd', 'generic', 'whatsapp']);

export async function startFakeTermii(
  options: { apiKey?: string; senderId?: string } = {},
): Promise<FakeTermii> {
  const app = Fastify({ logger: false });
  let failure: FakeTermiiFailure | null = null;
  let failuresLeft = Number.POSITIVE_INFINITY;
  const fake: FakeTermii = {
    url: '',
    apiKey: options.apiKey ?? `TL${randomBytes(12).toString('hex')}`,
    senderId: options.senderId ?? 'Aworan',
    sent: [],
    fail(next, times = Number.POSITIVE_INFINITY) {
      failure = next;
      failuresLeft = times;
    },
    close: () => app.close(),
  };

  app.post('/api/sms/send', async (request, reply) => {
    const body = (request.body ?? {}) as Partial<Record<keyof ReceivedSms, unknown>>;
    if (failure && failuresLeft > 0) {
      const now = failure;
      failuresLeft -= 1;
      if (failuresLeft <= 0) failure = null;
      if (now.kind === 'hang') return new Promise(() => {});
      if (now.kind === 'error') return reply.status(now.status).send({ message: 'Internal Server Error' });
      return reply.status(now.status).send({ message: now.message });
    }
    if (body.api_key !== fake.apiKey) return reply.status(401).send({ message: 'Invalid API key' });
    for (const field of ['to', 'from', 'sms', 'type', 'channel'] as const) {
      if (typeof body[field] !== 'string' || body[field] === '') {
        return reply.status(400).send({ message: `The ${field} field is required` });
      }
    }
    const sms = body as ReceivedSms;
    if (!/^\d{10,15}$/.test(sms.to)) return reply.status(400).send({ message: 'Invalid phone number' });
    if (sms.from !== fake.senderId)
      return reply.status(404).send({ message: 'ApplicationSenderId not found' });
    if (sms.type !== 'plain' || !CHANNELS.has(sms.channel)) {
      return reply.status(400).send({ message: 'Invalid type or channel' });
    }
    const messageId = String(3_000_000_000_000 + fake.sent.length);
    fake.sent.push({ ...sms, message_id: messageId });
    return { code: 'ok', message_id: messageId, message: 'Successfully Sent', balance: 9.0, user: 'Aworan' };
  });

  fake.url = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');
  return fake;
}

/** The app's Termii settings pointing at this fake. */
export const termiiConfigOf = (fake: FakeTermii) => ({
  apiKey: fake.apiKey,
  senderId: fake.senderId,
  baseUrl: fake.url,
});
