import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../../tests/auth-helpers.ts';
import { messagesTestKit, openEventStream } from '../../../../tests/messages-test-kit.ts';
import { MESSAGE_API, MESSAGE_MAX_CHARS, MESSAGE_TEXT } from '../../../shared/messages.ts';

describe('messages: one conversation per photographer and client', () => {
  const kit = messagesTestKit();
  const { call, linkedClient, link } = kit;
  const ofClient = (clientId: string) => MESSAGE_API.ofClient(clientId);

  it('the photographer writes, the client reads it through their invoice link, and the photographer sees "Seen"', async () => {
    const client = await linkedClient(kit.owner, 'Bola Ade');
    const sent = await call(kit.owner.headers, 'POST', `${ofClient(client.clientId)}/messages`, {
      body: '  Your photos are ready next week.  ',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json().message).toMatchObject({
      sender: 'photographer',
      body: 'Your photos are ready next week.',
      readAt: null,
    });

    let mine = (await call(kit.owner.headers, 'GET', ofClient(client.clientId))).json();
    expect(mine.messages[0].readAt).toBeNull();

    const seen = await call(null, 'GET', link(client.token));
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.headers['cache-control']).toBe('private, no-store');
    expect(seen.json()).toMatchObject({ clientName: 'Bola Ade', businessName: expect.any(String) });
    expect(seen.json().messages.map((m: { body: string }) => m.body)).toEqual([
      'Your photos are ready next week.',
    ]);

    mine = (await call(kit.owner.headers, 'GET', ofClient(client.clientId))).json();
    expect(mine.messages[0].readAt).not.toBeNull();

    const reply = await call(null, 'POST', `${link(client.token)}/messages`, { body: 'Thank you!' });
    expect(reply.statusCode, reply.body).toBe(201);
    expect(reply.json().message.sender).toBe('client');
    const rows = await kit.t.app.database.query<{ n: number }>(
      'select count(*)::int as n from conversations where client_id = $1',
      [client.clientId],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it('refuses an empty message and one over 5,000 characters with a clear message, and keeps nothing', async () => {
    const client = await linkedClient();
    for (const [body, message] of [
      ['   ', MESSAGE_TEXT.empty],
      ['x'.repeat(MESSAGE_MAX_CHARS + 1), MESSAGE_TEXT.tooLong],
    ] as const) {
      const res = await call(null, 'POST', `${link(client.token)}/messages`, { body });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe(message);
    }
    const exact = await call(null, 'POST', `${link(client.token)}/messages`, {
      body: 'y'.repeat(MESSAGE_MAX_CHARS),
    });
    expect(exact.statusCode).toBe(201);
    const rows = await kit.t.app.database.query<{ n: number }>(
      'select count(*)::int as n from messages m join conversations c on c.id = m.conversation_id where c.client_id = $1',
      [client.clientId],
    );
    expect(rows[0]!.n).toBe(1);
  });

  it("a conversation read through another client's link is refused: each link shows its own client's only", async () => {
    const first = await linkedClient();
    const second = await linkedClient();
    await call(kit.owner.headers, 'POST', `${ofClient(first.clientId)}/messages`, { body: 'For the first' });
    const toSecond = await call(
      kit.owner.headers,
      'POST',
      `${ofClient(second.clientId)}/attachment`,
      undefined,
    );
    expect(toSecond.statusCode).toBe(400);
    await call(kit.owner.headers, 'POST', `${ofClient(second.clientId)}/messages`, {
      body: 'For the second',
    });

    const firstView = (await call(null, 'GET', link(first.token))).json();
    expect(firstView.clientId).toBe(first.clientId);
    expect(firstView.messages.map((m: { body: string }) => m.body)).toEqual(['For the first']);

    // Another photographer's client: their link never reaches this photographer's conversations,
    // and the photographer's routes refuse a client id that is not theirs.
    const other = await signInAs(kit.t.app, 'approvedPhotographer');
    const theirs = await linkedClient(other);
    expect((await call(kit.owner.headers, 'GET', ofClient(theirs.clientId))).statusCode).toBe(404);
    expect((await call(other.headers, 'GET', ofClient(first.clientId))).statusCode).toBe(404);
    expect((await call(null, 'GET', link(theirs.token))).json().clientId).toBe(theirs.clientId);

    // A wrong kind or a token that is not a link is a 404 that tells nothing.
    for (const url of [
      link(first.token, 'contract'),
      link(`${first.token.slice(0, -4)}0000`),
      `/api/public/messages/nothing/${first.token}`,
    ]) {
      const res = await call(null, 'GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('For the first');
    }
  });

  it('the signed-in client reads and writes from their dashboard, only on records with their verified email', async () => {
    const customer = await signInAs(kit.t.app, 'customer');
    const res = await call(kit.owner.headers, 'POST', '/api/clients', {
      name: 'Chidi Eze',
      email: customer.email,
    });
    const clientId = res.json().client.id as string;
    await call(kit.owner.headers, 'POST', `${ofClient(clientId)}/messages`, { body: 'Welcome, Chidi' });

    const dashboard = await call(customer.headers, 'GET', '/api/my-photographers');
    const card = dashboard.json().photographers[0].cards.find((c: { key: string }) => c.key === 'messages');
    expect(card).toMatchObject({ count: 1, nextAction: '1 unread', href: `/my-messages/${clientId}` });

    const view = await call(customer.headers, 'GET', MESSAGE_API.mineWith(clientId));
    expect(view.json().messages.map((m: { body: string }) => m.body)).toEqual(['Welcome, Chidi']);
    const sent = await call(customer.headers, 'POST', `${MESSAGE_API.mineWith(clientId)}/messages`, {
      body: 'Hello Ada',
    });
    expect(sent.statusCode).toBe(201);

    const stranger = await signInAs(kit.t.app, 'customer');
    expect((await call(stranger.headers, 'GET', MESSAGE_API.mineWith(clientId))).statusCode).toBe(404);
    const unverified = await signInAs(kit.t.app, 'customer', { verified: false });
    const theirs = await call(kit.owner.headers, 'POST', '/api/clients', {
      name: 'Unverified',
      email: unverified.email,
    });
    expect(
      (await call(unverified.headers, 'GET', MESSAGE_API.mineWith(theirs.json().client.id))).statusCode,
    ).toBe(404);
  });

  it('the inbox lists conversations newest first with unread counts, and searches client names and text', async () => {
    const photographer = await signInAs(kit.t.app, 'approvedPhotographer');
    const kemi = await linkedClient(photographer, 'Kemi Alade');
    const tobi = await linkedClient(photographer, 'Tobi Bello');
    await call(null, 'POST', `${link(kemi.token)}/messages`, { body: 'Can we move the shoot to Lekki?' });
    await call(null, 'POST', `${link(tobi.token)}/messages`, { body: 'Invoice paid' });
    await call(null, 'POST', `${link(tobi.token)}/messages`, { body: 'Sent the receipt too' });

    const inbox = (await call(photographer.headers, 'GET', MESSAGE_API.inbox)).json();
    expect(inbox.unread).toBe(3);
    expect(
      inbox.conversations.map((c: { clientName: string; unread: number }) => [c.clientName, c.unread]),
    ).toEqual([
      ['Tobi Bello', 2],
      ['Kemi Alade', 1],
    ]);
    expect(inbox.conversations[0].lastMessage).toBe('Sent the receipt too');

    const byName = (await call(photographer.headers, 'GET', `${MESSAGE_API.inbox}?q=kemi`)).json();
    expect(byName.conversations.map((c: { clientName: string }) => c.clientName)).toEqual(['Kemi Alade']);
    const byText = (await call(photographer.headers, 'GET', `${MESSAGE_API.inbox}?q=LEKKI`)).json();
    expect(byText.conversations.map((c: { clientName: string }) => c.clientName)).toEqual(['Kemi Alade']);
    const percent = (await call(photographer.headers, 'GET', `${MESSAGE_API.inbox}?q=%25`)).json();
    expect(percent.conversations).toEqual([]);

    await call(photographer.headers, 'GET', ofClient(tobi.clientId));
    expect((await call(photographer.headers, 'GET', MESSAGE_API.inbox)).json().unread).toBe(1);
  });

  it('limits how fast one sender writes, whatever network they write from', async () => {
    const client = await linkedClient();
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++) {
      const res = await kit.t.app.inject({
        method: 'POST',
        url: `${link(client.token)}/messages`,
        headers: { origin: kit.t.config.publicUrl },
        remoteAddress: `10.9.${i}.1`,
        payload: { body: `Message ${i}` },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 20).every((s) => s === 201)).toBe(true);
    expect(statuses[20]).toBe(429);
    // Another sender is not held up by this one.
    const other = await linkedClient();
    expect((await call(null, 'POST', `${link(other.token)}/messages`, { body: 'Hi' })).statusCode).toBe(201);
  });

  it('streams a new message to the client live, and a read back to the photographer', async () => {
    await kit.t.app.listen({ port: 0, host: '127.0.0.1' });
    const client = await linkedClient();
    const clientStream = openEventStream(kit.t.app, `${link(client.token)}/events`);
    const studioStream = openEventStream(kit.t.app, MESSAGE_API.inboxEvents, {
      cookie: kit.owner.headers.cookie,
    });
    try {
      await Promise.all([clientStream.opened, studioStream.opened]);
      await call(kit.owner.headers, 'POST', `${ofClient(client.clientId)}/messages`, { body: 'Live hello' });
      const event = await clientStream.waitFor((e) => e.event === 'message');
      expect(JSON.parse(event.data)).toMatchObject({ type: 'message', conversationId: expect.any(String) });
      await call(null, 'GET', link(client.token));
      await studioStream.waitFor((e) => e.event === 'read');
    } finally {
      clientStream.close();
      studioStream.close();
    }
  });
});
