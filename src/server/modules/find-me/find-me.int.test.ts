import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { atTime } from '../../../../tests/clock.ts';
import {
  samplePhoto,
  selfieFromSample1,
  sendSelfie,
  turnFindMeOn,
} from '../../../../tests/find-me-helpers.ts';
import {
  cameraJpeg,
  createGallery,
  galleriesDepsOf,
  uploadPhoto,
} from '../../../../tests/gallery-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { FIND_ME_MESSAGES, findMeApi } from '../../../shared/find-me.ts';
import { stopFaceEngine } from './face-engine.ts';
import { claimPhoto } from './find-me.repository.ts';
import { type FindMeDeps, purgeFaces } from './find-me.service.ts';
import { indexGallery } from './find-me-index.service.ts';

// The real face model on the package's sample photos: few photos, each read once or twice.
describe('Find me', () => {
  let t: TestApp;
  let dataDir: string;
  let ade: SignedInUser;
  let wedding: { id: string; photographerId: string };
  let party: { id: string; photographerId: string };
  const photoIds: string[] = [];
  let selfie: Buffer;
  const deps = (): FindMeDeps => ({
    db: t.app.db,
    storage: t.app.storage,
    jobs: t.app.jobs,
    galleries: () => galleriesDepsOf(t.app),
  });
  const count = async (table: string, galleryId: string) => {
    const [row] = await t.app.database.query<{ n: number }>(
      `select count(*)::int as n from find_me.${table} where gallery_id = $1`,
      [galleryId],
    );
    return row?.n ?? -1;
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-find-me-'));
    t = await createTestApp({ dataDir });
    ade = await signInAs(t.app, 'approvedPhotographer');
    wedding = await createGallery(t.app, ade, { name: 'Tolu and Femi' });
    for (const n of [1, 2])
      photoIds.push(await uploadPhoto(t.app, ade, wedding.id, samplePhoto(n), `s${n}.jpg`));
    await t.app.inject({ method: 'POST', url: `/api/galleries/${wedding.id}/share`, headers: ade.headers });
    // Another photographer's gallery where the same person is NOT: only sample 3.
    const bisi = await signInAs(t.app, 'approvedPhotographer');
    party = await createGallery(t.app, bisi, { name: 'Another party' });
    await uploadPhoto(t.app, bisi, party.id, samplePhoto(3), 's3.jpg');
    await t.app.inject({ method: 'POST', url: `/api/galleries/${party.id}/share`, headers: bisi.headers });
    await turnFindMeOn(t.app, bisi, party.id);
    selfie = await selfieFromSample1();
  }, 120_000);
  afterAll(async () => {
    await stopFaceEngine();
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('is off by default, and turns on only with the word that guests were told', async () => {
    const off = await t.app.inject({
      method: 'GET',
      url: findMeApi.status(wedding.id),
      headers: ade.headers,
    });
    expect(off.json()).toEqual({ on: false, ready: 0, total: 2 });
    const guest = await t.app.inject({
      method: 'GET',
      url: findMeApi.guest(wedding.photographerId, wedding.id),
    });
    expect(guest.json()).toEqual({ on: false });
    expect((await sendSelfie(t.app, wedding, selfie)).statusCode).toBe(404);
    const unconfirmed = await t.app.inject({
      method: 'PUT',
      url: findMeApi.status(wedding.id),
      headers: ade.headers,
      payload: { on: true },
    });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().message).toBe(FIND_ME_MESSAGES.guestsToldRequired);
    // Turned on: the indexing job ran (inline in tests) over both photos.
    expect(await turnFindMeOn(t.app, ade, wedding.id)).toEqual({ on: true, ready: 2, total: 2 });
    expect(await count('photo_faces', wedding.id)).toBe(6);
  }, 120_000);

  it('finds the guest in their photo first, and says why a selfie cannot be used', async () => {
    const res = await sendSelfie(t.app, wedding, selfie);
    expect(res.statusCode).toBe(201);
    const found = res.json();
    expect(found.matches[0]).toEqual({ photoId: photoIds[0], closeness: 'strong' });
    const again = await t.app.inject({
      method: 'GET',
      url: findMeApi.selfie(wedding.photographerId, wedding.id, found.selfieId),
    });
    expect(again.json().matches).toEqual(found.matches);

    const noConsent = await sendSelfie(t.app, wedding, selfie, 'no');
    expect(noConsent.statusCode).toBe(400);
    expect(noConsent.json().message).toBe(FIND_ME_MESSAGES.consentRequired);
    const blank = await sendSelfie(t.app, wedding, await cameraJpeg());
    expect(blank.statusCode).toBe(422);
    expect(blank.json().message).toBe(FIND_ME_MESSAGES['no-face']);
    const group = await sendSelfie(t.app, wedding, samplePhoto(1));
    expect(group.statusCode).toBe(422);
    expect(group.json().message).toBe(FIND_ME_MESSAGES['many-faces']);
  }, 120_000);

  it('never matches a guest against another gallery', async () => {
    const res = await sendSelfie(t.app, party, selfie);
    expect(res.statusCode).toBe(201);
    expect(res.json().matches.every((m: { photoId: string }) => !photoIds.includes(m.photoId))).toBe(true);
    // A selfie of one gallery is unknown at another.
    const mine = (await sendSelfie(t.app, wedding, selfie)).json();
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: findMeApi.selfie(party.photographerId, party.id, mine.selfieId),
    });
    expect(elsewhere.statusCode).toBe(404);
  }, 120_000);

  it('deletes a selfie at once on request, and every selfie after its time', async () => {
    const first = (await sendSelfie(t.app, wedding, selfie)).json();
    const url = findMeApi.selfie(wedding.photographerId, wedding.id, first.selfieId);
    expect((await t.app.inject({ method: 'DELETE', url })).statusCode).toBe(204);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);

    const kept = (await sendSelfie(t.app, wedding, selfie)).json();
    expect(new Date(kept.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(24 * 3600_000);
    const before = await count('selfies', wedding.id);
    await atTime(Date.now() + 24 * 3600_000, () => purgeFaces(deps()));
    expect(before).toBeGreaterThan(0);
    expect(await count('selfies', wedding.id)).toBe(0);
    const gone = await t.app.inject({
      method: 'GET',
      url: findMeApi.selfie(wedding.photographerId, wedding.id, kept.selfieId),
    });
    expect(gone.statusCode).toBe(404);
  }, 120_000);

  it('resumes indexing after a crash and reads each photo once', async () => {
    // A crash mid-photo: the first photo's claim is left undone, long ago; the second is done.
    await t.app.database.query(
      "update find_me.indexed_photos set faces = null, claimed_at = now() - interval '1 hour' where photo_id = $1",
      [photoIds[0]],
    );
    await t.app.database.query('delete from find_me.photo_faces where photo_id = $1', [photoIds[0]]);
    expect(await indexGallery(deps(), wedding.id)).toBe(1);
    expect(await count('photo_faces', wedding.id)).toBe(6);
    // Done is done: a second run (or a second worker) reads nothing again.
    expect(await indexGallery(deps(), wedding.id)).toBe(0);
    expect(await count('indexed_photos', wedding.id)).toBe(2);
    expect(await count('photo_faces', wedding.id)).toBe(6);
  }, 120_000);

  it('reads each photo once when two runs race, and passes over a photo deleted meanwhile', async () => {
    await t.app.database.query('delete from find_me.photo_faces where gallery_id = $1', [wedding.id]);
    await t.app.database.query('delete from find_me.indexed_photos where gallery_id = $1', [wedding.id]);
    // Two instances' jobs at once, each with two photos in flight: the claims share them out.
    const runs = await Promise.all([indexGallery(deps(), wedding.id), indexGallery(deps(), wedding.id)]);
    expect(runs[0]! + runs[1]!).toBe(2);
    expect(await count('indexed_photos', wedding.id)).toBe(2);
    expect(await count('photo_faces', wedding.id)).toBe(6);
    // A photo deleted after a run read its list: no claim, and no error that would fail the job.
    expect(await claimPhoto(t.app.db, randomUUID(), wedding.id, new Date())).toBe(false);
  }, 120_000);

  it('deletes every face of the gallery when turned off, or when the gallery ends', async () => {
    await sendSelfie(t.app, wedding, selfie);
    const off = await t.app.inject({
      method: 'PUT',
      url: findMeApi.status(wedding.id),
      headers: ade.headers,
      payload: { on: false },
    });
    expect(off.json()).toEqual({ on: false, ready: 0, total: 2 });
    for (const table of ['photo_faces', 'indexed_photos', 'selfies'])
      expect(await count(table, wedding.id)).toBe(0);

    // The other gallery's last day passes: the hourly purge deletes its faces.
    expect(await count('photo_faces', party.id)).toBeGreaterThan(0);
    const bisiOwner = party.photographerId;
    await t.app.database.query("update galleries set expires_on = '2020-01-01' where id = $1", [party.id]);
    await purgeFaces(deps());
    for (const table of ['photo_faces', 'indexed_photos', 'selfies'])
      expect(await count(table, party.id)).toBe(0);
    const guest = await t.app.inject({ method: 'GET', url: findMeApi.guest(bisiOwner, party.id) });
    expect(guest.statusCode).toBe(410);
  });
});
