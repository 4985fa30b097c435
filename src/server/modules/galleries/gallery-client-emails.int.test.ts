import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo, type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import {
  cameraJpeg,
  createGallery,
  galleriesDepsOf,
  saveGallerySettings,
  uploadPhoto,
} from '../../../../tests/gallery-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { CLIENTS_API, type ClientEvent } from '../../../shared/clients.ts';
import { GALLERIES_API } from '../../../shared/galleries.ts';
import { lagosDate } from '../../../shared/lagos-time.ts';
import { remindExpiringGalleries } from './galleries.service.ts';

/**
 * The gallery's emails to a client of the photographer's (delivery, the last-day reminder, the
 * proofing code and link, a reopened selection) carry the client, so each is on their timeline
 * with its state (decision 284); a visitor who is nobody's client gets them without a timeline.
 */
describe("a gallery's emails on the client's timeline", () => {
  let t: TestApp;
  let ade: SignedInUser;
  let gallery: { id: string; photographerId: string };
  let clientId = '';
  let photoId = '';
  const CLIENT = 'tolu@clients.test';

  beforeAll(async () => {
    t = await createTestApp();
    ade = await signInAs(t.app, 'approvedPhotographer', { firstName: 'Ade', lastName: 'Lens' });
    const client = await t.app.inject({
      method: 'POST',
      url: CLIENTS_API.list,
      headers: ade.headers,
      payload: { name: 'Tolu Ajayi', email: CLIENT },
    });
    expect(client.statusCode).toBe(201);
    clientId = client.json().client.id;
    gallery = await createGallery(t.app, ade, { name: 'Tolu at 40', clientEmail: CLIENT });
    photoId = await uploadPhoto(t.app, ade, gallery.id, await cameraJpeg());
    await t.app.inject({
      method: 'POST',
      url: `${GALLERIES_API.gallery(gallery.id)}/share`,
      headers: ade.headers,
    });
  });
  afterAll(() => t.close());

  const outbox = (template: string) =>
    t.app.database.query<{ to: string; client_id: string | null }>(
      `select "to", client_id from notification_outbox where template = $1 order by created_at`,
      [template],
    );
  const timelineEmails = async () => {
    const detail = await t.app.inject({
      method: 'GET',
      url: CLIENTS_API.one(clientId),
      headers: ade.headers,
    });
    return (detail.json().events as ClientEvent[]).filter((e) => e.channel === 'email');
  };
  const favourite = (cookie: string, body: Record<string, string> = {}) =>
    t.app.inject({
      method: 'PUT',
      url: GALLERIES_API.favourite(gallery.photographerId, gallery.id, photoId),
      headers: cookie ? { cookie } : {},
      payload: body,
    });

  it('proofing: the code, the continue link and the reopened selection carry the client', async () => {
    const first = await favourite('', { email: CLIENT });
    expect(first.statusCode, first.body).toBe(200);
    const cookie = String(first.headers['set-cookie']).split(';')[0]!;
    const codeMail = (await emailsTo(t.app, CLIENT)).find((e) => e.template === 'gallery-selection-code');
    const code = /^(\d{6}) is your code/.exec(codeMail!.subject)![1]!;
    const verified = await t.app.inject({
      method: 'POST',
      url: GALLERIES_API.verifyEmail(gallery.photographerId, gallery.id),
      headers: { cookie },
      payload: { code },
    });
    expect(verified.statusCode, verified.body).toBe(200);
    // Another browser with the same email is sent the continue link.
    expect((await favourite('', { email: CLIENT })).statusCode).toBe(409);
    const submitted = await t.app.inject({
      method: 'POST',
      url: `${GALLERIES_API.selection(gallery.photographerId, gallery.id)}/submit`,
      headers: { cookie },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const [selection] = (
      await t.app.inject({ method: 'GET', url: GALLERIES_API.selections(gallery.id), headers: ade.headers })
    ).json().selections;
    const reopened = await t.app.inject({
      method: 'POST',
      url: GALLERIES_API.reopen(gallery.id, selection.id),
      headers: ade.headers,
    });
    expect(reopened.statusCode, reopened.body).toBe(200);

    for (const template of [
      'gallery-selection-code',
      'gallery-selection-link',
      'gallery-selection-reopened',
    ]) {
      expect(await outbox(template), template).toEqual([{ to: CLIENT, client_id: clientId }]);
    }
    const subjects = (await timelineEmails()).map((e) => e.summary);
    expect(subjects.some((s) => /is your code/.test(s))).toBe(true);
    expect(subjects.filter((s) => /Tolu at 40/.test(s)).length).toBeGreaterThanOrEqual(3);
  });

  it('delivery and the last-day reminder carry the client; a chooser who is no client gets theirs without one', async () => {
    // A visitor who is nobody's client also chose favourites: delivery emails them too.
    const stranger = await favourite('', { email: 'cousin@family.test' });
    expect(stranger.statusCode, stranger.body).toBe(200);
    const before = (await timelineEmails()).length;
    const delivered = await t.app.inject({
      method: 'POST',
      url: GALLERIES_API.deliver(gallery.id),
      headers: ade.headers,
    });
    expect(delivered.statusCode, delivered.body).toBeLessThan(300);
    expect(await outbox('gallery-delivered')).toEqual(
      expect.arrayContaining([
        { to: CLIENT, client_id: clientId },
        { to: 'cousin@family.test', client_id: null },
      ]),
    );

    const now = new Date();
    const lastDay = lagosDate(new Date(now.getTime() + 7 * 24 * 3600_000));
    const saved = await saveGallerySettings(t.app, ade, gallery.id, { expiresOn: lastDay });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await remindExpiringGalleries(galleriesDepsOf(t.app), now)).toBe(1);
    expect(await outbox('gallery-expiring')).toEqual([{ to: CLIENT, client_id: clientId }]);

    // Delivery also invites the client to review the photographer (decision 264).
    expect(await outbox('review-invitation')).toEqual([{ to: CLIENT, client_id: clientId }]);
    const emails = await timelineEmails();
    expect(emails.length).toBe(before + 3);
    expect(emails.every((e) => e.state)).toBe(true);
  });
});
