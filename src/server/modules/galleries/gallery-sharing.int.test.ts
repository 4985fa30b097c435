import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import exifr from 'exifr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo, type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import {
  cameraJpeg,
  createGallery,
  GALLERY_SETTINGS,
  galleriesDepsOf,
  jpegImageData,
  uploadPhoto,
} from '../../../../tests/gallery-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { GALLERIES_API, GALLERY_MESSAGES, type GallerySettingsInput } from '../../../shared/galleries.ts';
import { lagosDate } from '../../../shared/lagos-time.ts';
import { remindExpiringGalleries } from './galleries.service.ts';

describe('sharing, PINs, expiry and downloads', () => {
  let t: TestApp;
  let ade: SignedInUser;
  let dataDir: string;
  let gallery: { id: string; photographerId: string; publicPath: string };
  const originals: Buffer[] = [];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-gallery-share-'));
    t = await createTestApp({ dataDir });
    ade = await signInAs(t.app, 'approvedPhotographer');
    gallery = await createGallery(t.app, ade, { name: 'Ada at 30' });
    for (const [i, color] of [
      { r: 250, g: 10, b: 10 },
      { r: 10, g: 250, b: 10 },
      { r: 10, g: 10, b: 250 },
    ].entries()) {
      const photo = await cameraJpeg(color, 320 + i, 240);
      originals.push(photo);
      // Two of them share a camera file name: the zip must keep both.
      await uploadPhoto(t.app, ade, gallery.id, photo, i < 2 ? 'IMG_0001.JPG' : 'IMG_0002.JPG');
    }
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const publicUrl = () => GALLERIES_API.public(gallery.photographerId, gallery.id);
  const visit = (cookie = '', ip = '10.1.1.1') =>
    t.app.inject({ method: 'GET', url: publicUrl(), headers: cookie ? { cookie } : {}, remoteAddress: ip });
  const settings = (change: Partial<GallerySettingsInput>) =>
    t.app.inject({
      method: 'PUT',
      url: GALLERIES_API.settings(gallery.id),
      headers: ade.headers,
      payload: { ...GALLERY_SETTINGS, ...change },
    });
  const unlock = (code: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: GALLERIES_API.unlock(gallery.photographerId, gallery.id),
      headers: { origin: `http://localhost:${t.config.port}` },
      payload: { code },
      remoteAddress: ip,
    });

  it('is private until shared, and a wrong photographer in the address is a 404', async () => {
    expect((await visit()).statusCode).toBe(404);
    await t.app.inject({
      method: 'POST',
      url: `${GALLERIES_API.gallery(gallery.id)}/share`,
      headers: ade.headers,
    });
    const open = await visit();
    expect(open.statusCode).toBe(200);
    expect(open.json()).toMatchObject({ name: 'Ada at 30', locked: null, imageCount: 3 });
    expect(open.json().photos).toHaveLength(3);
    const other = await signInAs(t.app, 'approvedPhotographer');
    const wrong = await t.app.inject({ method: 'GET', url: GALLERIES_API.public(other.id, gallery.id) });
    expect(wrong.statusCode).toBe(404);
  });

  it('locks with a PIN: 5 wrong tries per 15 minutes per gallery and address, even fired together', async () => {
    const photoId = (await visit()).json().photos[0].id;
    expect((await settings({ pin: '4827' })).statusCode).toBe(200);
    const locked = (await visit()).json();
    expect(locked.locked).toBe('pin');
    // Not a single photo without the PIN, not even the cover.
    expect(locked.photos).toEqual([]);
    expect(locked.cover).toBeNull();
    expect(JSON.stringify(locked)).not.toContain('/files/');
    // A photo download without the PIN is refused.
    const refused = await t.app.inject({
      method: 'GET',
      url: GALLERIES_API.publicPhotoDownload(gallery.photographerId, gallery.id, photoId),
    });
    expect(refused.statusCode).toBe(401);

    const wrong = await unlock('0000', '10.2.2.2');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json().message).toBe(GALLERY_MESSAGES.wrongPin);
    // Ten more wrong tries at once: at most four more are checked, the rest are refused unread.
    const burst = await Promise.all(Array.from({ length: 10 }, () => unlock('1111', '10.2.2.2')));
    expect(burst.filter((r) => r.statusCode === 403)).toHaveLength(4);
    expect(burst.filter((r) => r.statusCode === 429)).toHaveLength(6);
    // Even the right PIN waits now, from that address…
    const blocked = await unlock('4827', '10.2.2.2');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(GALLERY_MESSAGES.tooManyPins);
    // …while another address gets in with it, and right PINs use up nothing.
    for (let i = 0; i < 6; i += 1) expect((await unlock('4827', '10.3.3.3')).statusCode).toBe(200);
    const ok = await unlock('4827', '10.3.3.3');
    const cookie = String(ok.headers['set-cookie']).split(';')[0]!;
    expect(String(ok.headers['set-cookie'])).toContain('HttpOnly');
    const opened = (await visit(cookie)).json();
    expect(opened.locked).toBeNull();
    expect(opened.photos).toHaveLength(3);

    // A new PIN ends the old grants.
    await settings({ pin: '9999' });
    expect((await visit(cookie)).json().locked).toBe('pin');
    await settings({ pin: '' });
    expect((await visit()).json().locked).toBeNull();
  });

  it('stops opening after its last day', async () => {
    const yesterday = lagosDate(new Date(Date.now() - 24 * 3600_000));
    await settings({ expiresOn: yesterday });
    const expired = await visit();
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(GALLERY_MESSAGES.expired);
    await settings({ expiresOn: lagosDate() });
    expect((await visit()).statusCode).toBe(200);
    await settings({ expiresOn: null });
  });

  it('reminds the client once, 7 days before the last day', async () => {
    await t.app.inject({
      method: 'PUT',
      url: GALLERIES_API.gallery(gallery.id),
      headers: ade.headers,
      payload: { name: 'Ada at 30', description: '', clientEmail: 'ada@clients.test' },
    });
    const inAWeek = lagosDate(new Date(Date.now() + 7 * 24 * 3600_000));
    await settings({ expiresOn: inAWeek });
    const deps = galleriesDepsOf(t.app);
    expect(await remindExpiringGalleries(deps)).toBe(1);
    expect(await remindExpiringGalleries(deps)).toBe(0);
    const [mail] = await emailsTo(t.app, 'ada@clients.test');
    expect(mail).toMatchObject({ template: 'gallery-expiring' });
    expect(mail!.subject).toContain(`closes on ${inAWeek}`);
    await settings({ expiresOn: null });
  });

  it('zips the originals byte for byte, streamed with an exact length, and logs downloads', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: GALLERIES_API.publicZip(gallery.photographerId, gallery.id),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-zip-'));
    try {
      fs.writeFileSync(path.join(dir, 'g.zip'), res.rawPayload);
      const listing = execFileSync('zipinfo', ['-1', path.join(dir, 'g.zip')])
        .toString()
        .trim()
        .split('\n')
        .sort();
      expect(listing).toEqual(['IMG_0001 (2).JPG', 'IMG_0001.JPG', 'IMG_0002.JPG']);
      // Stored, not deflated.
      expect(execFileSync('zipinfo', ['-v', path.join(dir, 'g.zip')]).toString()).toContain(
        'compression method:                             none (stored)',
      );
      const entries = listing.map((name) => execFileSync('unzip', ['-p', path.join(dir, 'g.zip'), name]));
      // The originals' image data byte for byte (never recompressed), without their GPS.
      const sorted = (list: Buffer[]) => list.map((b) => jpegImageData(b).toString('base64')).sort();
      expect(sorted(entries)).toEqual(sorted(originals));
      for (const entry of entries) expect(await exifr.gps(entry).catch(() => undefined)).toBeUndefined();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }

    // One photo: a redirect to a signed address that answers ranges.
    const photoId = (await visit()).json().photos[0].id;
    const one = await t.app.inject({
      method: 'GET',
      url: GALLERIES_API.publicPhotoDownload(gallery.photographerId, gallery.id, photoId),
    });
    expect(one.statusCode).toBe(302);
    const part = await t.app.inject({
      method: 'GET',
      url: String(one.headers.location),
      headers: { range: 'bytes=0-9' },
    });
    expect(part.statusCode).toBe(206);
    expect(part.rawPayload).toHaveLength(10);
    expect(String(part.headers['content-disposition'])).toContain('attachment');
    const whole = (await t.app.inject({ method: 'GET', url: String(one.headers.location) })).rawPayload;
    expect(await exifr.gps(originals[0]!)).toBeTruthy();
    expect(await exifr.gps(whole).catch(() => undefined)).toBeUndefined();
    expect(originals.some((o) => jpegImageData(o).equals(jpegImageData(whole)))).toBe(true);

    const log = (
      await t.app.inject({ method: 'GET', url: GALLERIES_API.downloads(gallery.id), headers: ade.headers })
    ).json();
    expect(log.downloads.map((d: { what: string }) => d.what)).toEqual([
      expect.stringMatching(/^IMG_000/),
      'Whole gallery, 3 photos (zip)',
    ]);

    // Web size instead of originals: JPEGs of 2048 px at most, no EXIF.
    await settings({ downloadSize: 'web' });
    const web = await t.app.inject({
      method: 'GET',
      url: GALLERIES_API.publicZip(gallery.photographerId, gallery.id),
    });
    expect(web.statusCode).toBe(200);
    // Downloads off: refused.
    await settings({ downloadPolicy: 'off' });
    const off = await t.app.inject({
      method: 'GET',
      url: GALLERIES_API.publicZip(gallery.photographerId, gallery.id),
    });
    expect(off.statusCode).toBe(403);
    await settings({});
  });

  it('puts the watermark on every served size, never on the original', async () => {
    const before = (await visit()).json().photos[0];
    const previewOf = async (url: string) => (await t.app.inject({ method: 'GET', url })).rawPayload;
    const plain = await previewOf(before.previewUrl);
    await settings({ watermarkText: '© Ade Lens', watermarkPosition: 'center', watermarkOpacity: 90 });
    const after = (await visit()).json().photos[0];
    const marked = await previewOf(after.previewUrl);
    const stats = async (b: Buffer) => (await sharp(b).stats()).channels.map((c) => Math.round(c.max));
    // The photos are flat colours; white text raises every channel's maximum.
    expect(await stats(plain)).not.toEqual(await stats(marked));
    const zip = await t.app.inject({
      method: 'GET',
      url: GALLERIES_API.publicZip(gallery.photographerId, gallery.id),
    });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-zip-'));
    try {
      fs.writeFileSync(path.join(dir, 'g.zip'), zip.rawPayload);
      const first = execFileSync('unzip', ['-p', path.join(dir, 'g.zip'), 'IMG_0002.JPG']);
      expect(originals.some((o) => jpegImageData(o).equals(jpegImageData(first)))).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
