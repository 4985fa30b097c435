import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../../tests/auth-helpers.ts';
import { messagesTestKit } from '../../../../tests/messages-test-kit.ts';
import { multipartBody, testPng } from '../../../../tests/multipart.ts';
import { MESSAGE_API, MESSAGE_ATTACHMENT_MAX_BYTES, MESSAGE_TEXT } from '../../../shared/messages.ts';

describe('messages: attachments, archive, block and reports', () => {
  const kit = messagesTestKit();
  const { call, linkedClient, link } = kit;
  const upload = (url: string, file: Buffer, headers: Record<string, string>, options = {}) => {
    const body = multipartBody(file, { fields: { body: 'See attached' }, ...options });
    return kit.t.app.inject({
      method: 'POST',
      url: `${url}/attachment`,
      headers: { origin: kit.t.config.publicUrl, ...headers, 'content-type': body.contentType },
      payload: body.payload,
    });
  };

  it('takes an image or a PDF, typed from its bytes, and serves it to the two parties only', async () => {
    const client = await linkedClient();
    const png = await testPng();
    const sent = await upload(MESSAGE_API.ofClient(client.clientId), png, kit.owner.headers, {
      fileName: 'moodboard.png',
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { attachment, body } = sent.json().message;
    expect(body).toBe('See attached');
    expect(attachment).toMatchObject({
      fileName: 'moodboard.png',
      contentType: 'image/png',
      isImage: true,
      sizeBytes: png.length,
    });

    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const fromClient = await upload(
      link(client.token),
      pdf,
      {},
      { fileName: 'brief.txt', fileType: 'text/plain' },
    );
    expect(fromClient.statusCode, fromClient.body).toBe(201);
    expect(fromClient.json().message.attachment.contentType).toBe('application/pdf');

    const path = `/attachments/${attachment.id}`;
    const byPhotographer = await call(
      kit.owner.headers,
      'GET',
      `${MESSAGE_API.ofClient(client.clientId)}${path}`,
    );
    expect(byPhotographer.statusCode).toBe(200);
    expect(byPhotographer.headers['content-type']).toBe('image/png');
    expect(byPhotographer.rawPayload.equals(png)).toBe(true);
    const byLink = await call(null, 'GET', `${link(client.token)}${path}`);
    expect(byLink.statusCode).toBe(200);
    expect(byLink.headers['cache-control']).toContain('no-store');

    // Another client's link, another photographer, a visitor: nothing.
    const other = await linkedClient();
    expect((await call(null, 'GET', `${link(other.token)}${path}`)).statusCode).toBe(404);
    const stranger = await signInAs(kit.t.app, 'approvedPhotographer');
    expect(
      (await call(stranger.headers, 'GET', `${MESSAGE_API.ofClient(client.clientId)}${path}`)).statusCode,
    ).toBe(404);
  });

  it('refuses a file of another type and one over 10 MB, and keeps no message', async () => {
    const client = await linkedClient();
    const text = await upload(
      link(client.token),
      Buffer.from('just some text, named like a photo'),
      {},
      { fileName: 'photo.png' },
    );
    expect(text.statusCode).toBe(415);
    expect(text.json().message).toBe(MESSAGE_TEXT.unsupported);
    const big = Buffer.concat([await testPng(), Buffer.alloc(MESSAGE_ATTACHMENT_MAX_BYTES)]);
    const tooBig = await upload(link(client.token), big, {});
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().message).toBe(MESSAGE_TEXT.tooLarge);
    const longText = multipartBody(await testPng(), { fields: { body: 'x'.repeat(5001) } });
    const tooLong = await kit.t.app.inject({
      method: 'POST',
      url: `${link(client.token)}/attachment`,
      headers: { origin: kit.t.config.publicUrl, 'content-type': longText.contentType },
      payload: longText.payload,
    });
    expect(tooLong.statusCode).toBe(400);
    expect((await call(null, 'GET', link(client.token))).json().messages).toEqual([]);
  });

  it('archives a conversation out of the inbox until the client writes again', async () => {
    const photographer = await signInAs(kit.t.app, 'approvedPhotographer');
    const client = await linkedClient(photographer, 'Archived Client');
    await call(null, 'POST', `${link(client.token)}/messages`, { body: 'First' });
    const archive = await call(
      photographer.headers,
      'POST',
      `${MESSAGE_API.ofClient(client.clientId)}/archive`,
      { archived: true },
    );
    expect(archive.statusCode).toBe(200);
    expect((await call(photographer.headers, 'GET', MESSAGE_API.inbox)).json().conversations).toEqual([]);
    const archived = (await call(photographer.headers, 'GET', `${MESSAGE_API.inbox}?archived=true`)).json();
    expect(archived.conversations.map((c: { clientName: string }) => c.clientName)).toEqual([
      'Archived Client',
    ]);
    await call(null, 'POST', `${link(client.token)}/messages`, { body: 'Again' });
    expect((await call(photographer.headers, 'GET', MESSAGE_API.inbox)).json().conversations).toHaveLength(1);
  });

  it('a blocked client can read but not write, until unblocked', async () => {
    const client = await linkedClient();
    await call(null, 'POST', `${link(client.token)}/messages`, { body: 'Hello' });
    await call(kit.owner.headers, 'POST', `${MESSAGE_API.ofClient(client.clientId)}/block`, {
      blocked: true,
    });
    const refused = await call(null, 'POST', `${link(client.token)}/messages`, { body: 'Hello again' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MESSAGE_TEXT.blocked);
    expect((await call(null, 'GET', link(client.token))).json()).toMatchObject({ blocked: true });
    await call(kit.owner.headers, 'POST', `${MESSAGE_API.ofClient(client.clientId)}/block`, {
      blocked: false,
    });
    expect((await call(null, 'POST', `${link(client.token)}/messages`, { body: 'Thanks' })).statusCode).toBe(
      201,
    );
  });

  it('a super admin reads a conversation only once it is reported, and every reading is audited', async () => {
    const admin = await signInAs(kit.t.app, 'superAdmin');
    const client = await linkedClient();
    await call(null, 'POST', `${link(client.token)}/messages`, { body: 'Something unpleasant' });
    const { id } = (await call(kit.owner.headers, 'GET', MESSAGE_API.ofClient(client.clientId))).json();
    const adminUrl = `/api/admin/messages/${id}`;
    expect((await call(admin.headers, 'GET', adminUrl)).statusCode).toBe(404);
    expect(
      (await call(admin.headers, 'GET', '/api/admin/messages'))
        .json()
        .conversations.map((c: { id: string }) => c.id),
    ).not.toContain(id);

    const tooShort = await call(null, 'POST', `${link(client.token)}/report`, { reason: '' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json().message).toBe(MESSAGE_TEXT.reportReason);
    expect(
      (await call(null, 'POST', `${link(client.token)}/report`, { reason: 'Rude messages' })).statusCode,
    ).toBe(200);

    const listed = (await call(admin.headers, 'GET', '/api/admin/messages')).json().conversations;
    expect(listed.find((c: { id: string }) => c.id === id)).toMatchObject({
      reportedBy: 'client',
      reason: 'Rude messages',
    });
    const read = await call(admin.headers, 'GET', adminUrl);
    expect(read.statusCode).toBe(200);
    expect(read.json().messages.map((m: { body: string }) => m.body)).toEqual(['Something unpleasant']);
    await call(admin.headers, 'GET', adminUrl);
    const audit = await kit.t.app.database.query<{ actor_user_id: string }>(
      `select actor_user_id from audit_log where action = 'messages.reported_conversation_read' and target_id = $1`,
      [id],
    );
    expect(audit.map((a) => a.actor_user_id)).toEqual([admin.id, admin.id]);
  });
});
