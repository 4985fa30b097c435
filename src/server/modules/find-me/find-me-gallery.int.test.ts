import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import {
  groupOfSamples,
  samplePhoto,
  selfieFromSample1,
  sendSelfie,
  turnFindMeOn,
} from '../../../../tests/find-me-helpers.ts';
import { createGallery, saveGallerySettings, uploadPhoto } from '../../../../tests/gallery-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { GALLERIES_API } from '../../../shared/gallery-terms.ts';
import { detectFaces, stopFaceEngine } from './face-engine.ts';
import { distance } from './matcher.ts';

/** The six samples hold 22 faces (decision 293): a group picture of them has no more. */
const FACES_IN_SAMPLES = 22;

// The real face model: a group picture of small faces, read whole and in tiles, and what
// becomes of a gallery's faces when the gallery is deleted.
describe('Find me on a group picture, and when the gallery goes', () => {
  let t: TestApp;
  let dataDir: string;
  let ade: SignedInUser;
  let gallery: { id: string; photographerId: string };
  let group: Buffer;
  let groupId: string;
  let portraitId: string;

  const count = async (table: string, galleryId: string) => {
    const [row] = await t.app.database.query<{ n: number }>(
      `select count(*)::int as n from find_me.${table} where gallery_id = $1`,
      [galleryId],
    );
    return row?.n ?? -1;
  };
  const descriptorsOf = async (photoId: string) =>
    (
      await t.app.database.query<{ descriptor: number[] }>(
        'select descriptor from find_me.photo_faces where photo_id = $1',
        [photoId],
      )
    ).map((r) => r.descriptor);

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-find-me-group-'));
    t = await createTestApp({ dataDir });
    ade = await signInAs(t.app, 'approvedPhotographer');
    gallery = await createGallery(t.app, ade, { name: 'Bimpe and Kola' });
    group = await groupOfSamples({ cell: 900 });
    groupId = await uploadPhoto(t.app, ade, gallery.id, group, 'group.jpg');
    portraitId = await uploadPhoto(t.app, ade, gallery.id, samplePhoto(1), 's1.jpg');
    await t.app.inject({
      method: 'POST',
      url: `${GALLERIES_API.gallery(gallery.id)}/share`,
      headers: ade.headers,
    });
    // Indexing runs inline in tests: both photos are read once it is on.
    expect(await turnFindMeOn(t.app, ade, gallery.id)).toEqual({ on: true, ready: 2, total: 2 });
  }, 180_000);
  afterAll(async () => {
    await stopFaceEngine();
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('finds the small faces of a group picture in its tiles, each face stored once', async () => {
    // The whole-photo pass alone: the picture at 1,024 px, as the indexing reads it first.
    const { data, info } = await sharp(group)
      .resize({ width: 1024, height: 1024, fit: 'inside' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const whole = await detectFaces({ width: info.width, height: info.height, data });
    expect(whole.length).toBeGreaterThan(0);
    expect(whole.length).toBeLessThan(FACES_IN_SAMPLES);

    const stored = await descriptorsOf(groupId);
    expect(stored.length).toBeGreaterThan(whole.length);
    expect(stored.length).toBeLessThanOrEqual(FACES_IN_SAMPLES);
    // A face found whole and again in a tile (or in two overlapping tiles) would be stored twice:
    // two descriptors of one face read at two scales are far closer than two different people.
    for (const [i, a] of stored.entries())
      for (const b of stored.slice(i + 1)) expect(distance(a, b)).toBeGreaterThan(0.3);
    // A face only the tiles found is matched like any other: sample 1's first face is in it.
    const res = await sendSelfie(t.app, gallery, await selfieFromSample1());
    expect(res.statusCode).toBe(201);
    const matched = res.json().matches.map((m: { photoId: string }) => m.photoId);
    expect(matched).toEqual(expect.arrayContaining([portraitId, groupId]));
  }, 120_000);

  it('lets a guest favourite and download a photo they are in, as the gallery allows', async () => {
    const { matches } = (await sendSelfie(t.app, gallery, await selfieFromSample1())).json();
    const photoId = matches[0].photoId as string;
    const favourite = await t.app.inject({
      method: 'PUT',
      url: GALLERIES_API.favourite(gallery.photographerId, gallery.id, photoId),
      payload: { email: 'bimpe@clients.test' },
    });
    expect(favourite.statusCode).toBe(200);
    const cookie = String(favourite.headers['set-cookie']).split(';')[0]!;
    const mine = await t.app.inject({
      method: 'GET',
      url: GALLERIES_API.selection(gallery.photographerId, gallery.id),
      headers: { cookie },
    });
    expect(mine.json().selection.favourites.map((f: { photoId: string }) => f.photoId)).toEqual([photoId]);
    const download = () =>
      t.app.inject({
        method: 'GET',
        url: GALLERIES_API.publicPhotoDownload(gallery.photographerId, gallery.id, photoId),
        headers: { cookie },
      });
    expect((await download()).statusCode).toBe(302);
    expect((await saveGallerySettings(t.app, ade, gallery.id, { downloadPolicy: 'off' })).statusCode).toBe(
      200,
    );
    expect((await download()).statusCode).toBe(403);
    await saveGallerySettings(t.app, ade, gallery.id, {});
  }, 120_000);

  it('deletes every face and selfie of a photo or a gallery deleted', async () => {
    await sendSelfie(t.app, gallery, await selfieFromSample1());
    expect(await count('selfies', gallery.id)).toBeGreaterThan(0);
    const deletePhoto = await t.app.inject({
      method: 'DELETE',
      url: `${GALLERIES_API.gallery(gallery.id)}/photos/${portraitId}`,
      headers: ade.headers,
    });
    expect(deletePhoto.statusCode).toBe(204);
    expect(await descriptorsOf(portraitId)).toEqual([]);
    expect(await descriptorsOf(groupId)).not.toEqual([]);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: GALLERIES_API.gallery(gallery.id),
      headers: ade.headers,
    });
    expect(deleted.statusCode).toBe(204);
    for (const table of ['photo_faces', 'indexed_photos', 'selfies'])
      expect(await count(table, gallery.id)).toBe(0);
    const [switchRow] = await t.app.database.query<{ n: number }>(
      'select count(*)::int as n from find_me_galleries where gallery_id = $1',
      [gallery.id],
    );
    expect(switchRow!.n).toBe(0);
  }, 120_000);
});
