import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { createGallery } from '../../../../tests/gallery-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { GALLERIES_API, GALLERY_MESSAGES } from '../../../shared/galleries.ts';
import type { ShareInput } from '../../../shared/gallery-sharing.ts';
import { MESSAGE_API } from '../../../shared/messages.ts';

/**
 * A PIN or password gallery's visitor messages the photographer (decision 288): the grant
 * cookie, scoped to the gallery's API paths, opens the gallery's conversation route, which
 * answers the conversation's own link; nothing opens it without the PIN.
 */
describe('messages from a protected gallery', () => {
  let t: TestApp;
  let ade: SignedInUser;
  const CLIENT = 'kemi@clients.test';
  const headers = () => ({ origin: t.config.publicUrl });

  beforeAll(async () => {
    t = await createTestApp();
    ade = await signInAs(t.app, 'approvedPhotographer', { firstName: 'Ade', lastName: 'Lens' });
    const client = await t.app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: ade.headers,
      payload: { name: 'Kemi Bello', email: CLIENT },
    });
    expect(client.statusCode).toBe(201);
  });
  afterAll(() => t.close());

  const sharedGallery = async (clientEmail: string, protection: ShareInput['protection']) => {
    const gallery = await createGallery(t.app, ade, { name: `Kemi ${clientEmail}`, clientEmail });
    const input: ShareInput = {
      recipients: clientEmail ? [clientEmail] : [],
      message: '',
      protection,
      codeInEmail: false,
    };
    const shared = await t.app.inject({
      method: 'POST',
      url: `${GALLERIES_API.gallery(gallery.id)}/share`,
      headers: ade.headers,
      payload: input as unknown as Record<string, unknown>,
    });
    expect(shared.statusCode, shared.body).toBe(200);
    return gallery;
  };
  const unlock = async (gallery: { id: string; photographerId: string }, code: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: GALLERIES_API.unlock(gallery.photographerId, gallery.id),
      headers: headers(),
      payload: { code },
      remoteAddress: `198.51.100.${Math.floor(Math.random() * 200) + 20}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const cookie = res.cookies[0]!;
    return `${cookie.name}=${cookie.value}`;
  };
  const conversation = (gallery: { id: string; photographerId: string }, cookie = '') =>
    t.app.inject({
      method: 'POST',
      url: GALLERIES_API.conversation(gallery.photographerId, gallery.id),
      headers: { ...headers(), ...(cookie ? { cookie } : {}) },
    });
  const view = (gallery: { id: string; photographerId: string }, cookie = '') =>
    t.app.inject({
      method: 'GET',
      url: GALLERIES_API.public(gallery.photographerId, gallery.id),
      headers: cookie ? { cookie } : {},
    });

  it('the visitor who gave the PIN writes to the photographer; without it, or with another gallery’s, nothing opens', async () => {
    const gallery = await sharedGallery(CLIENT, { mode: 'pin', code: '5172' });
    const other = await sharedGallery(CLIENT, { mode: 'pin', code: '8390' });

    // Locked: no Message button, and the route refuses as the photos do.
    expect((await view(gallery)).json()).toMatchObject({ locked: 'pin', messageable: false });
    expect((await conversation(gallery)).statusCode).toBe(401);
    // The gallery's own message link does not open a locked gallery's conversation either.
    expect(
      (await t.app.inject({ method: 'GET', url: MESSAGE_API.byLink('gallery', gallery.id) })).statusCode,
    ).toBe(404);
    const otherCookie = await unlock(other, '8390');
    expect((await conversation(gallery, otherCookie)).statusCode).toBe(401);

    const cookie = await unlock(gallery, '5172');
    expect((await view(gallery, cookie)).json()).toMatchObject({ locked: null, messageable: true });
    const opened = await conversation(gallery, cookie);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.headers['cache-control']).toBe('private, no-store');
    const path: string = opened.json().path;
    expect(path).toMatch(/^\/messages\/conversation\/[A-Za-z0-9_-]{20,}$/);
    // The same conversation each time (one per photographer and client).
    expect((await conversation(gallery, cookie)).json().path).toBe(path);

    const token = decodeURIComponent(path.split('/').pop()!);
    const thread = await t.app.inject({ method: 'GET', url: MESSAGE_API.byLink('conversation', token) });
    expect(thread.statusCode, thread.body).toBe(200);
    expect(thread.json()).toMatchObject({ clientName: 'Kemi Bello', messages: [] });
    const sent = await t.app.inject({
      method: 'POST',
      url: `${MESSAGE_API.byLink('conversation', token)}/messages`,
      headers: headers(),
      payload: { body: 'Can we have the ceremony photos in colour?' },
    });
    expect(sent.statusCode, sent.body).toBe(201);

    // The photographer reads it on the client's conversation.
    const [client] = await t.app.database.query<{ id: string }>(
      'select id from clients where photographer_id = $1 and email = $2',
      [ade.id, CLIENT],
    );
    const mine = await t.app.inject({
      method: 'GET',
      url: MESSAGE_API.ofClient(client!.id),
      headers: ade.headers,
    });
    expect(mine.json().messages.map((m: { body: string; sender: string }) => [m.sender, m.body])).toEqual([
      ['client', 'Can we have the ceremony photos in colour?'],
    ]);
  });

  it('a password gallery opens it too; a gallery shared with no client of the photographer’s has no button and a 404', async () => {
    const protectedOne = await sharedGallery(CLIENT, { mode: 'password', code: 'ceremony-2026' });
    const cookie = await unlock(protectedOne, 'ceremony-2026');
    expect((await conversation(protectedOne, cookie)).statusCode).toBe(200);

    const stranger = await sharedGallery('', { mode: 'none' });
    expect((await view(stranger)).json()).toMatchObject({ locked: null, messageable: false });
    const refused = await conversation(stranger);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(GALLERY_MESSAGES.noConversation);
  });

  it('another photographer’s address for the gallery is a 404', async () => {
    const gallery = await sharedGallery(CLIENT, { mode: 'none' });
    const other = await signInAs(t.app, 'approvedPhotographer');
    expect((await conversation({ id: gallery.id, photographerId: other.id })).statusCode).toBe(404);
    expect((await conversation(gallery)).statusCode).toBe(200);
  });
});
