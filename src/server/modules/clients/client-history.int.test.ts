import { describe, expect, it } from 'vitest';
import { clientsTestKit } from '../../../../tests/clients-test-kit.ts';
import { CLIENTS_API, type ClientEvent } from '../../../shared/clients.ts';
import { withTransaction } from '../../db/transaction.ts';
import { recordClientEvent } from './client-timeline.service.ts';

describe("a client's communication history and Last Contact", () => {
  const kit = clientsTestKit();
  const { as, create } = kit;
  const detailOf = async (id: string, who = kit.owner) => (await as(who, 'GET', CLIENTS_API.one(id))).json();
  const sendInvoice = (who: typeof kit.owner, email: string) =>
    as(who, 'POST', '/api/invoices?send=true', {
      clientName: 'Efe Okoro',
      clientEmail: email,
      items: [{ description: 'Headshots', quantity: 1, unitKobo: 3_000_000 }],
    });

  it('every email to the client is on the timeline with its state; another photographer’s are not', async () => {
    const client = await create(kit.owner, { name: 'Efe Okoro', email: 'efe@example.ng' });
    await create(kit.other, { name: 'Efe Okoro', email: 'efe@example.ng' });
    expect((await sendInvoice(kit.owner, 'efe@example.ng')).statusCode).toBe(201);
    expect((await sendInvoice(kit.other, 'efe@example.ng')).statusCode).toBe(201);
    const sent = await as(kit.owner, 'POST', CLIENTS_API.email(client.id), {
      subject: 'About Saturday',
      message: 'Bring two outfits.',
    });
    expect(sent.statusCode).toBe(201);

    const events: ClientEvent[] = (await detailOf(client.id)).events;
    const emails = events.filter((e) => e.channel === 'email');
    // The invoice's email (and the Send Email entry, once, with its email's state).
    expect(emails.map((e) => [e.kind, e.state])).toEqual([
      ['email_sent', 'sent'],
      ['email', 'sent'],
    ]);
    expect(emails[1]!.summary).toMatch(/^Invoice INV-0001 from /);
    expect(events.filter((e) => e.summary === 'About Saturday')).toHaveLength(1);

    // A failed email says so.
    await kit.t.app.database.query(
      `update notification_outbox set status = 'failed' where client_id = $1 and template = 'invoice-sent'`,
      [client.id],
    );
    const after: ClientEvent[] = (await detailOf(client.id)).events;
    expect(after.find((e) => e.kind === 'email')?.state).toBe('failed');
  });

  it('Last Contact: an email when it leaves, a message either way; not a payment, a booking or an email still queued', async () => {
    const client = await create(kit.owner, { name: 'Ngozi Contact', email: 'ngozi-contact@example.ng' });
    const theirs = await create(kit.other, { name: 'Ngozi Contact', email: 'ngozi-contact@example.ng' });
    const start = client.lastContactAt;
    const event = (kind: 'payment' | 'booking' | 'message', at: Date) =>
      withTransaction(kit.t.app.db, (tx) =>
        recordClientEvent(tx, { photographerId: kit.owner.id, clientId: client.id, kind, at }),
      );
    await event('payment', new Date(Date.parse(start) + 60_000));
    await event('booking', new Date(Date.parse(start) + 60_000));
    expect((await detailOf(client.id)).client.lastContactAt).toBe(start);

    // An email queued but not sent does not move it; once it is marked sent, it does.
    const [queued] = await kit.t.app.database.query<{ id: string; created_at: Date }>(
      `insert into notification_outbox ("to", subject, html, text, template, transport, status, client_id, created_at)
       values ('ngozi-contact@example.ng', 'Hello', '', 'Hello', 'test', 'outbox', 'queued', $1, now() + interval '2 minutes')
       returning id, created_at`,
      [client.id],
    );
    expect((await detailOf(client.id)).client.lastContactAt).toBe(start);
    await kit.t.app.database.query(`update notification_outbox set status = 'sent' where id = $1`, [
      queued!.id,
    ]);
    const moved = (await detailOf(client.id)).client.lastContactAt;
    expect(moved).toBe(new Date(queued!.created_at).toISOString());
    // A message (either way) moves it; the list sorted by Last Contact shows it first.
    const message = new Date(Date.parse(moved) + 60_000);
    await event('message', message);
    expect((await detailOf(client.id)).client.lastContactAt).toBe(message.toISOString());
    const list = (await as(kit.owner, 'GET', `${CLIENTS_API.list}?sort=lastContact`)).json();
    expect(list.clients[0]).toMatchObject({ id: client.id, lastContactAt: message.toISOString() });
    // A message through the conversation is on the timeline and moves Last Contact too.
    const posted = await as(kit.owner, 'POST', `/api/messages/clients/${client.id}/messages`, {
      body: 'Your album is at the printer',
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const withMessage = await detailOf(client.id);
    expect(withMessage.events.find((e: ClientEvent) => e.channel === 'message')).toMatchObject({
      kind: 'message',
      channel: 'message',
      direction: 'out',
      state: 'delivered',
      summary: 'Your album is at the printer',
    });
    expect(Date.parse(withMessage.client.lastContactAt)).toBeGreaterThanOrEqual(
      Date.parse(message.toISOString()),
    );
    // The owner's email moved nothing of another photographer's client with the same address.
    expect((await detailOf(theirs.id, kit.other)).client.lastContactAt).toBe(theirs.lastContactAt);
  });

  it('a message in the conversation moves Last Contact by itself', async () => {
    const client = await create(kit.owner, { name: 'Tobi Message', email: 'tobi-message@example.ng' });
    await new Promise((r) => setTimeout(r, 20));
    const posted = await as(kit.owner, 'POST', `/api/messages/clients/${client.id}/messages`, {
      body: 'Hello Tobi',
    });
    expect(posted.statusCode, posted.body).toBe(201);
    const after = (await detailOf(client.id)).client.lastContactAt;
    expect(Date.parse(after)).toBeGreaterThan(Date.parse(client.lastContactAt));
  });
});
