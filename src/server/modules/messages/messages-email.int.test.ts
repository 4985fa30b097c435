import { describe, expect, it } from 'vitest';
import { emailsTo, signInAs } from '../../../../tests/auth-helpers.ts';
import { atTime } from '../../../../tests/clock.ts';
import { messagesTestKit } from '../../../../tests/messages-test-kit.ts';
import { messageLinkPage } from '../../../shared/messages.ts';
import { messagesDeps } from './messages.plugin.ts';
import { type MessagesDeps, type Party, readConversation, sendMessage } from './messages.service.ts';
import { emailUnreadMessages } from './messages-email.service.ts';

const MINUTE = 60_000;

describe('messages: unread messages are emailed after ten minutes, at most every thirty', () => {
  const kit = messagesTestKit();
  const start = Date.now();
  /** Runs a messages service with the server's clock `minutes` after the start. */
  const at = <T>(minutes: number, work: (deps: MessagesDeps) => Promise<T>) =>
    atTime(start + minutes * MINUTE, () => work(messagesDeps(kit.t.app, kit.t.config.publicUrl)()));
  const unreadEmails = async (to: string) =>
    (await emailsTo(kit.t.app, to)).filter((e) => e.template === 'messages-unread');

  it('batches a conversation’s unread messages into one email with a link back to it', async () => {
    const photographer = await signInAs(kit.t.app, 'approvedPhotographer', {
      firstName: 'Femi',
      lastName: 'Kuti',
    });
    const client = await kit.linkedClient(photographer, 'Ngozi Obi');
    const fromClient: Party = { photographerId: photographer.id, clientId: client.clientId, side: 'client' };
    const fromPhotographer: Party = { ...fromClient, side: 'photographer' };

    await at(0, (deps) => sendMessage(deps, fromClient, 'Is Saturday still on?'));
    await at(1, (deps) => sendMessage(deps, fromClient, 'And can my sister come?'));
    expect(await at(5, emailUnreadMessages)).toBe(0);
    expect(await at(11, emailUnreadMessages)).toBe(1);
    expect(await at(11, emailUnreadMessages)).toBe(0);
    let emails = await unreadEmails(photographer.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe('Ngozi Obi sent you 2 new messages');
    expect(emails[0]!.text).toContain('And can my sister come?');
    expect(emails[0]!.text).toContain(`${kit.t.config.publicUrl}/inbox/${client.clientId}`);

    // Within thirty minutes of that email, another unread message waits; then it goes.
    await at(15, (deps) => sendMessage(deps, fromClient, 'Hello?'));
    expect(await at(26, emailUnreadMessages)).toBe(0);
    expect(await at(42, emailUnreadMessages)).toBe(1);
    emails = await unreadEmails(photographer.email);
    expect(emails.map((e) => e.subject)).toEqual([
      'Ngozi Obi sent you a new message',
      'Ngozi Obi sent you 2 new messages',
    ]);

    // The client has no account: their email carries the conversation's own link.
    await at(43, (deps) => sendMessage(deps, fromPhotographer, 'Yes, Saturday at 10.'));
    expect(await at(54, emailUnreadMessages)).toBe(1);
    const toClient = await unreadEmails(client.email);
    expect(toClient).toHaveLength(1);
    const { token } = (
      await kit.t.app.database.query<{ token: string }>(
        'select token from conversations where client_id = $1',
        [client.clientId],
      )
    )[0]!;
    expect(toClient[0]!.text).toContain(`${kit.t.config.publicUrl}${messageLinkPage('conversation', token)}`);
    const opened = await kit.call(null, 'GET', `/api/public/messages/conversation/${token}`);
    expect(opened.json().messages.at(-1).body).toBe('Yes, Saturday at 10.');

    // A message read within ten minutes is never emailed.
    await at(100, (deps) => sendMessage(deps, fromPhotographer, 'See you then.'));
    await at(105, (deps) => readConversation(deps, fromClient));
    expect(await at(130, emailUnreadMessages)).toBe(0);
    expect(await unreadEmails(client.email)).toHaveLength(1);
  });

  it('links a client with an account to their dashboard conversation', async () => {
    const customer = await signInAs(kit.t.app, 'customer');
    const res = await kit.call(kit.owner.headers, 'POST', '/api/clients', {
      name: 'Has Account',
      email: customer.email,
    });
    const clientId = res.json().client.id as string;
    await at(200, (deps) =>
      sendMessage(deps, { photographerId: kit.owner.id, clientId, side: 'photographer' }, 'Hi there'),
    );
    expect(await at(211, emailUnreadMessages)).toBe(1);
    const [email] = await unreadEmails(customer.email);
    expect(email!.text).toContain(`${kit.t.config.publicUrl}/my-messages/${clientId}`);
  });
});
