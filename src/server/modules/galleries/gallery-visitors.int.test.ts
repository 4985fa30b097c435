import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import {
  cameraJpeg,
  createGallery,
  saveGallerySettings,
  uploadPhoto,
} from '../../../../tests/gallery-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { findMeApi } from '../../../shared/find-me.ts';
import { GALLERIES_API, type GallerySettingsInput } from '../../../shared/galleries.ts';
import { codeMatches, hashCode } from './gallery-access.service.ts';

/**
 * Who is at the link: the invited client signed in opens without the PIN (anyone else still
 * needs it), the download log says who downloaded, and with downloads off the page carries no
 * address of a downloadable size.
 */
describe('gallery visitors: invited clients, who downloads, downloads off', () => {
  let t: TestApp;
  let ade: SignedInUser;
  let invited: SignedInUser;
  let stranger: SignedInUser;
  let unverified: SignedInUser;
  let dataDir: string;
  let gallery: { id: string; photographerId: string };
  let photoId: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-gallery-visitors-'));
    t = await createTestApp({ dataDir });
    ade = await signInAs(t.app, 'approvedPhotographer');
    invited = await signInAs(t.app, 'customer', { email: 'kemi@clients.test' });
    stranger = await signInAs(t.app, 'customer');
    unverified = await signInAs(t.app, 'customer', {
      email: 'kemi.unverified@clients.test',
      verified: false,
    });
    gallery = await createGallery(t.app, ade, { name: 'Kemi at 40', clientEmail: 'Kemi@Clients.test' });
    photoId = await uploadPhoto(t.app, ade, gallery.id, await cameraJpeg({ r: 1, g: 120, b: 200 }));
    await t.app.inject({
      method: 'POST',
      url: `${GALLERIES_API.gallery(gallery.id)}/share`,
      headers: ade.headers,
    });
    expect((await settings({ pin: '1357' })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const settings = (change: Partial<GallerySettingsInput>) =>
    saveGallerySettings(t.app, ade, gallery.id, change);
  const visit = (who?: SignedInUser) =>
    t.app.inject({
      method: 'GET',
      url: GALLERIES_API.public(gallery.photographerId, gallery.id),
      headers: who ? { cookie: who.cookie } : {},
    });

  it('opens a PIN gallery for the invited client signed in with the verified email, and for nobody else', async () => {
    const open = (await visit(invited)).json();
    expect(open.locked).toBeNull();
    expect(open.photos).toHaveLength(1);
    // Another signed-in customer, the same address unverified, and a visitor: the PIN first.
    for (const who of [stranger, unverified, undefined]) {
      const locked = (await visit(who)).json();
      expect(locked.locked).toBe('pin');
      expect(locked.photos).toEqual([]);
    }
    const download = await t.app.inject({
      method: 'GET',
      url: GALLERIES_API.publicPhotoDownload(gallery.photographerId, gallery.id, photoId),
      headers: { cookie: invited.cookie },
    });
    expect(download.statusCode).toBe(302);
    const refused = await t.app.inject({
      method: 'GET',
      url: GALLERIES_API.publicPhotoDownload(gallery.photographerId, gallery.id, photoId),
      headers: { cookie: stranger.cookie },
    });
    expect(refused.statusCode).toBe(401);
    // The gallery's other guest routes too (Find me's, asked on every page load).
    const findMe = (who: SignedInUser) =>
      t.app.inject({
        method: 'GET',
        url: findMeApi.guest(gallery.photographerId, gallery.id),
        headers: { cookie: who.cookie },
      });
    expect((await findMe(invited)).statusCode).toBe(200);
    expect((await findMe(stranger)).statusCode).toBe(401);
  });

  it('logs who downloaded: the signed-in account, else the email of the selection', async () => {
    await settings({ pin: '' });
    await t.app.inject({
      method: 'GET',
      url: GALLERIES_API.publicZip(gallery.photographerId, gallery.id),
      headers: { cookie: invited.cookie },
    });
    const chose = await t.app.inject({
      method: 'PUT',
      url: GALLERIES_API.favourite(gallery.photographerId, gallery.id, photoId),
      payload: { email: 'tola@clients.test' },
      remoteAddress: '198.51.100.20',
    });
    expect(chose.statusCode).toBe(200);
    const selectionCookie = String(chose.headers['set-cookie']).split(';')[0]!;
    await t.app.inject({
      method: 'GET',
      url: GALLERIES_API.publicPhotoDownload(gallery.photographerId, gallery.id, photoId),
      headers: { cookie: selectionCookie },
      remoteAddress: '198.51.100.20',
    });
    await t.app.inject({
      method: 'GET',
      url: GALLERIES_API.publicZip(gallery.photographerId, gallery.id),
      remoteAddress: '198.51.100.21',
    });
    const log = (
      await t.app.inject({ method: 'GET', url: GALLERIES_API.downloads(gallery.id), headers: ade.headers })
    ).json().downloads as { who: string; ip: string; what: string }[];
    // Newest first; the invited client's download of the first test comes after these.
    expect(log.map((d) => d.who).slice(0, 3)).toEqual(['', 'tola@clients.test', 'kemi@clients.test']);
    expect(log[0]!.ip).toBe('198.51.100.21');
  });

  it('with downloads off, shows only what the viewer displays: no web-size or original address', async () => {
    expect((await settings({ downloadPolicy: 'off' })).statusCode).toBe(200);
    const page = (await visit(invited)).json();
    expect(page.downloadPolicy).toBe('off');
    expect(page.photos[0].webUrl).toBeNull();
    expect(page.cover.webUrl).toBeNull();
    expect(JSON.stringify(page)).not.toMatch(/web\.jpg|original\./);
    expect(page.photos[0].previewUrl).toContain('preview.webp');
    const download = await t.app.inject({
      method: 'GET',
      url: GALLERIES_API.publicPhotoDownload(gallery.photographerId, gallery.id, photoId),
      headers: { cookie: invited.cookie },
    });
    expect(download.statusCode).toBe(403);
    // On again: the web size is back for the viewer.
    await settings({});
    expect((await visit(invited)).json().photos[0].webUrl).toContain('web.jpg');
  });

  it('checks PINs without blocking the event loop (scrypt on the thread pool)', async () => {
    const stored = await hashCode('1357');
    let ticks = 0;
    const timer = setInterval(() => {
      ticks += 1;
    }, 0);
    // Ten checks at once: with a synchronous scrypt no timer could fire until all ten were done.
    const started = hashCode('0000');
    const checks = await Promise.all([
      ...Array.from({ length: 9 }, () => codeMatches('0000', stored)),
      codeMatches('1357', stored),
    ]);
    await started;
    clearInterval(timer);
    expect(checks.filter(Boolean)).toHaveLength(1);
    expect(ticks).toBeGreaterThan(0);
  });
});
