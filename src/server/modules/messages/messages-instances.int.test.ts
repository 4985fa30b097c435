import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { emailsTo, signInAs } from '../../../../tests/auth-helpers.ts';
import { atTime } from '../../../../tests/clock.ts';
import { sendInvoiceTo } from '../../../../tests/invoicing-test-kit.ts';
import { openEventStream } from '../../../../tests/messages-test-kit.ts';
import { race } from '../../../../tests/race.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { postgresUnavailable } from '../../../../tests/test-database.ts';
import { MESSAGE_API } from '../../../shared/messages.ts';
import { buildApp } from '../../app.ts';
import { messagesDeps } from './messages.plugin.ts';
import { emailUnreadMessages } from './messages-email.service.ts';

describe.skipIf(inject('dbKind') !== 'postgres' || postgresUnavailable())(
  'messages on PostgreSQL: live across two instances, and races the database settles',
  () => {
    let a: TestApp;
    let b: FastifyInstance;
    beforeAll(async () => {
      a = await createTestApp();
      // A second instance with its own pool and listening connection on the same database.
      b = await buildApp(a.config, {});
      await b.listen({ port: 0, host: '127.0.0.1' });
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    it('a client connected to instance B receives the message posted on instance A', async () => {
      const photographer = await signInAs(a.app, 'approvedPhotographer');
      const { token } = await sendInvoiceTo(
        a.app,
        photographer,
        'live-client@example.ng',
        100_000,
        'Live Client',
      );
      const stream = openEventStream(b, `${MESSAGE_API.byLink('invoice', token)}/events`);
      try {
        await stream.opened;
        const [row] = await a.app.database.query<{ id: string }>(
          `select id from clients where email = 'live-client@example.ng'`,
        );
        const sent = await a.app.inject({
          method: 'POST',
          url: `${MESSAGE_API.ofClient(row!.id)}/messages`,
          headers: photographer.headers,
          payload: { body: 'Posted on A' },
        });
        expect(sent.statusCode, sent.body).toBe(201);
        const event = await stream.waitFor((e) => e.event === 'message');
        const read = await b.inject({ method: 'GET', url: MESSAGE_API.byLink('invoice', token) });
        expect(read.json().id).toBe(JSON.parse(event.data).conversationId);
        expect(read.json().messages.map((m: { body: string }) => m.body)).toEqual(['Posted on A']);
      } finally {
        stream.close();
      }
    });

    it('two first messages at once make one conversation, and two email runs at once send one email', async () => {
      const photographer = await signInAs(a.app, 'approvedPhotographer');
      const { token } = await sendInvoiceTo(
        a.app,
        photographer,
        'race-client@example.ng',
        100_000,
        'Race Client',
      );
      const url = `${MESSAGE_API.byLink('invoice', token)}/messages`;
      const answers = await race(
        a.app,
        Array.from({ length: 6 }, (_, i) => ({
          method: 'POST' as const,
          url,
          headers: { origin: a.config.publicUrl },
          payload: { body: `At once ${i}` },
        })),
      );
      expect(answers.map((r) => r.statusCode)).toEqual(Array(6).fill(201));
      const [row] = await a.app.database.query<{ n: number; m: number }>(
        `select count(distinct c.id)::int as n, count(m.id)::int as m from conversations c
         join messages m on m.conversation_id = c.id join clients k on k.id = c.client_id
         where k.email = 'race-client@example.ng'`,
      );
      expect(row).toEqual({ n: 1, m: 6 });

      const deps = messagesDeps(a.app, a.config.publicUrl);
      const runs = await atTime(Date.now() + 11 * 60_000, () =>
        Promise.all([emailUnreadMessages(deps()), emailUnreadMessages(deps())]),
      );
      expect(runs[0]! + runs[1]!).toBe(1);
      const emails = await emailsTo(a.app, photographer.email);
      expect(emails.filter((e) => e.template === 'messages-unread')).toHaveLength(1);
    });
  },
);
