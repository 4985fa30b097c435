import { describe, expect, it } from 'vitest';
import { emailsTo, signInAs } from '../../../../tests/auth-helpers.ts';
import { messagesTestKit } from '../../../../tests/messages-test-kit.ts';
import { messageLinkPage } from '../../../shared/messages.ts';
import { messagesDeps } from './messages.plugin.ts';
import { type Party, readConversation, sendMessage } from './messages.service.ts';
import { emailUnreadMessages } from './messages-email.service.ts';

const MINUTE = 60_000;

describe('messages: unread messages are emailed after ten minutes, at most every thirty', () => {
  const kit = messagesTestKit();
  const start = Date.now();
  const at = (minutes: number) =>
    messagesDeps(kit.t.app, kit.t.config.publicUrl, () => new Date(start + minutes * MINUTE))();
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

    await sendMessage(at(0), fromClient, 'Is Saturday still on?');
    await sendMessage(at(1), fromClient, 'And can my sister come?');
    expect(await emailUnreadMessages(at(5))).toBe(0);
    expect(await emailUnreadMessages(at(11))).toBe(1);
    expect(await emailUnreadMessages(at(11))).toBe(0);
    let emails = await unreadEmails(photographer.email);
    expect(emails).toHaveLength(1);
    expect(emails[0]!.subject).toBe('Ngozi Obi sent you 2 new messages');
    expect(emails[0]!.text).toContain('And can my sister come?');
    expect(emails[0]!.text).toContain(`${kit.t.config.publicUrl}/inbox/${client.clientId}`);

    // Within thirty minutes of that email, another unread message waits; then it goes.
    await sendMessage(at(15), fromClient, 'Hello?');
    expect(await emailUnreadMessages(at(26))).toBe(0);
    expect(await emailUnreadMessages(at(42))).toBe(1);
    emails = await unreadEmails(photographer.email);
    expect(emails.map((e) => e.subject)).toEqual([
      'Ngozi Obi sent you a new message',
      'Ngozi Obi sent you 2 new messages',
    ]);

    // The client has no account: their email carries the conversation's own link.
    await sendMessage(at(43), fromPhotographer, 'Yes, Saturday at 10.');
    expect(await emailUnreadMessages(at(54))).toBe(1);
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
    await sendMessage(at(100), fromPhotographer, 'See you then.');
    await readConversation(at(105), fromClient);
    expect(await emailUnreadMessages(at(130))).toBe(0);
    expect(await unreadEmails(client.email)).toHaveLength(1);
  });

  it('links a client with an account to their dashboard conversation', async () => {
    const customer = await signInAs(kit.t.app, 'customer');
    const res = await kit.call(kit.owner.headers, 'POST', '/api/clients', {
      name: 'Has Account',
      email: customer.email,
    });
    const clientId = res.json().client.id as string;
    await sendMessage(at(200), { photographerId: kit.owner.id, clientId, side: 'photographer' }, 'Hi there');
    expect(await emailUnreadMessages(at(211))).toBe(1);
    const [email] = await unreadEmails(customer.email);
    expect(email!.text).toContain(`${kit.t.config.publicUrl}/my-messages/${clientId}`);
  });
});
