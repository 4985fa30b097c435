import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo, type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { cameraJpeg, createGallery, uploadPhoto } from '../../../../tests/gallery-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { GALLERIES_API } from '../../../shared/galleries.ts';
import { SHARE_MESSAGES, type ShareInput } from '../../../shared/gallery-sharing.ts';

/**
 * Sharing is a decision (decision 207): the chosen recipients only, the photographer's message,
 * the protection set or confirmed, and the PIN in the email or handed back to pass on.
 */
describe('sharing a gallery: recipients, message, protection and the PIN', () => {
  let t: TestApp;
  let ade: SignedInUser;
  let dataDir: string;
  let gallery: { id: string; photographerId: string };
  const CLIENT = 'yemi@clients.test';

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-gallery-share-'));
    t = await createTestApp({ dataDir });
    ade = await signInAs(t.app, 'approvedPhotographer', { firstName: 'Ade', lastName: 'Lens' });
    // The client is known: the share lands on their timeline.
    const client = await t.app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: ade.headers,
      payload: { name: 'Yemi Bakare', email: CLIENT },
    });
    expect(client.statusCode).toBe(201);
    gallery = await createGallery(t.app, ade, { name: 'Yemi & Dele', clientEmail: CLIENT });
    await uploadPhoto(t.app, ade, gallery.id, await cameraJpeg());
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const share = (input: ShareInput) =>
    t.app.inject({
      method: 'POST',
      url: `${GALLERIES_API.gallery(gallery.id)}/share`,
      headers: ade.headers,
      payload: input as unknown as Record<string, unknown>,
    });
  const unlock = (code: string) =>
    t.app.inject({
      method: 'POST',
      url: GALLERIES_API.unlock(gallery.photographerId, gallery.id),
      payload: { code },
      remoteAddress: `198.51.100.${Math.floor(Math.random() * 200) + 20}`,
    });
  const invitations = async (to: string) =>
    (await emailsTo(t.app, to)).filter((e) => e.template === 'gallery-invitation');

  it('sets a new PIN, emails only the chosen people with the message, and hands the PIN back to pass on', async () => {
    const res = await share({
      recipients: [CLIENT, 'Mum@Family.test'],
      message: 'Here are your photos from Saturday.\n\nThe ceremony ones are my favourites!',
      protection: { mode: 'pin', code: '4826' },
      codeInEmail: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      gallery: { shared: true },
      sentTo: [CLIENT, 'mum@family.test'],
      protection: 'pin',
      code: '4826',
    });
    for (const to of [CLIENT, 'mum@family.test']) {
      const [mail] = await invitations(to);
      expect(mail?.subject).toBe('Ade Lens shared a gallery with you: Yemi & Dele');
      expect(mail?.text).toContain('Here are your photos from Saturday.');
      expect(mail?.text).toContain('The ceremony ones are my favourites!');
      expect(mail?.text).toContain('The gallery asks for a PIN: your photographer will give it to you.');
      expect(mail?.text).not.toContain('4826');
      expect(mail?.text).toContain(`/gallery/${ade.id}/${gallery.id}`);
    }
    // Nobody else: the invited list was the decision.
    const sent = await t.app.database.query<{ n: number }>(
      `select count(*)::int as n from notification_outbox where template = 'gallery-invitation'`,
    );
    expect(sent[0]!.n).toBe(2);
    expect((await unlock('4826')).statusCode).toBe(200);
    // On the known client's timeline.
    const events = await t.app.database.query<{ kind: string; summary: string }>(
      `select e.kind, e.summary from client_events e join clients c on c.id = e.client_id where c.email = $1 and e.kind = 'gallery_shared'`,
      [CLIENT],
    );
    expect(events).toEqual([{ kind: 'gallery_shared', summary: 'Yemi & Dele' }]);
  });

  it('keeps the current PIN, sending it only when the photographer types it and it is right', async () => {
    const unchecked = await share({
      recipients: [CLIENT],
      protection: { mode: 'keep', code: '' },
      codeInEmail: true,
    });
    expect(unchecked.statusCode).toBe(400);
    expect(unchecked.json().fields.code).toBe(SHARE_MESSAGES.keepNeedsCode);
    const wrong = await share({
      recipients: [CLIENT],
      protection: { mode: 'keep', code: '1111' },
      codeInEmail: true,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.code).toBe(SHARE_MESSAGES.wrongCurrent);
    const before = (await invitations(CLIENT)).length;
    const right = await share({
      recipients: [CLIENT],
      protection: { mode: 'keep', code: '4826' },
      codeInEmail: true,
    });
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({ protection: 'pin', code: null });
    const mails = await invitations(CLIENT);
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]!.text).toContain("The gallery's PIN is 4826.");
    // Our own words when the photographer writes none.
    expect(mails[0]!.text).toContain('Ade Lens has shared your photos with you.');
    // Kept: the PIN still opens it.
    expect((await unlock('4826')).statusCode).toBe(200);
  });

  it('a new password replaces the PIN and signs out whoever opened it before; none opens it to all', async () => {
    const grant = await unlock('4826');
    const cookie = String(grant.headers['set-cookie']).split(';')[0]!;
    const open = () =>
      t.app.inject({
        method: 'GET',
        url: GALLERIES_API.public(gallery.photographerId, gallery.id),
        headers: { cookie },
      });
    expect((await open()).json().locked).toBeNull();
    const res = await share({
      recipients: [],
      protection: { mode: 'password', code: 'lagos-2026' },
      codeInEmail: false,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ sentTo: [], protection: 'password', code: 'lagos-2026' });
    expect((await open()).json().locked).toBe('password');
    expect((await unlock('lagos-2026')).statusCode).toBe(200);
    const none = await share({ recipients: [], protection: { mode: 'none' } });
    expect(none.json().protection).toBeNull();
    const anon = await t.app.inject({
      method: 'GET',
      url: GALLERIES_API.public(gallery.photographerId, gallery.id),
    });
    expect(anon.json().locked).toBeNull();
    // Nothing to keep now.
    const keep = await share({ recipients: [], protection: { mode: 'keep', code: '' } });
    expect(keep.json().fields.code).toBe(SHARE_MESSAGES.nothingToKeep);
  });

  it('refuses a bad recipient or PIN with the field named, and another photographer gets 404', async () => {
    const bad = await share({ recipients: ['not-an-email'], protection: { mode: 'none' } });
    expect(bad.statusCode).toBe(400);
    const pin = await share({ recipients: [], protection: { mode: 'pin', code: '12a4' } });
    expect(pin.statusCode).toBe(400);
    expect(pin.body).toContain('The PIN is 4 digits');
    const other = await signInAs(t.app, 'approvedPhotographer');
    const foreign = await t.app.inject({
      method: 'POST',
      url: `${GALLERIES_API.gallery(gallery.id)}/share`,
      headers: other.headers,
      payload: { recipients: ['x@example.test'], protection: { mode: 'none' } },
    });
    expect(foreign.statusCode).toBe(404);
  });
});
