import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { cameraJpeg, createGallery, uploadPhoto } from '../../../../tests/gallery-helpers.ts';
import { race, statuses } from '../../../../tests/race.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { postgresUnavailable } from '../../../../tests/test-database.ts';
import { GALLERIES_API, GALLERY_MESSAGES } from '../../../shared/galleries.ts';
import { MAX_SECTIONS, SECTION_MESSAGES, SECTIONS_API } from '../../../shared/gallery-sections.ts';

describe('gallery sections', () => {
  let t: TestApp;
  let ade: SignedInUser;
  let other: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    ade = await signInAs(t.app, 'approvedPhotographer');
    other = await signInAs(t.app, 'approvedPhotographer');
  });
  afterAll(async () => {
    t.app.database.pool?.on('error', () => undefined);
    await t.close();
  });

  const call = (
    who: SignedInUser,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
  const detail = async (id: string) => (await call(ade, 'GET', GALLERIES_API.gallery(id))).json().gallery;
  const addSection = async (galleryId: string, name: string) => {
    const res = await call(ade, 'POST', SECTIONS_API.sections(galleryId), { name });
    expect(res.statusCode).toBe(201);
    return res.json().section as { id: string; name: string };
  };

  it('creates, renames, reorders and deletes sections; photos move in and fall back out', async () => {
    const gallery = await createGallery(t.app, ade, { name: 'Bisi & Tunde' });
    const photos: string[] = [];
    for (const [i, g] of [10, 60, 110, 160].entries()) {
      photos.push(
        await uploadPhoto(t.app, ade, gallery.id, await cameraJpeg({ r: 30, g, b: 90 }), `p${i}.jpg`),
      );
    }

    const ready = await addSection(gallery.id, '  Getting ready ');
    expect(ready.name).toBe('Getting ready');
    const ceremony = await addSection(gallery.id, 'Ceremony');
    const reception = await addSection(gallery.id, 'Reception');
    // Names are unique per gallery whatever their case; blank names are refused.
    const dup = await call(ade, 'POST', SECTIONS_API.sections(gallery.id), { name: 'CEREMONY' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().message).toBe(SECTION_MESSAGES.duplicate);
    const blank = await call(ade, 'POST', SECTIONS_API.sections(gallery.id), { name: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fields).toMatchObject({ name: SECTION_MESSAGES.nameRequired });

    expect((await detail(gallery.id)).sections.map((s: { name: string }) => s.name)).toEqual([
      'Getting ready',
      'Ceremony',
      'Reception',
    ]);

    // Move two photos into the ceremony, one into the reception.
    const moved = await call(ade, 'POST', SECTIONS_API.move(gallery.id), {
      photoIds: [photos[1], photos[2]],
      sectionId: ceremony.id,
    });
    expect(moved.json()).toEqual({ moved: 2 });
    await call(ade, 'POST', SECTIONS_API.move(gallery.id), {
      photoIds: [photos[3]],
      sectionId: reception.id,
    });
    const sectionOf = async () =>
      Object.fromEntries(
        (await detail(gallery.id)).photos.map((p: { id: string; sectionId: string | null }) => [
          p.id,
          p.sectionId,
        ]),
      );
    expect(await sectionOf()).toEqual({
      [photos[0]!]: null,
      [photos[1]!]: ceremony.id,
      [photos[2]!]: ceremony.id,
      [photos[3]!]: reception.id,
    });
    // Back out of every section.
    await call(ade, 'POST', SECTIONS_API.move(gallery.id), { photoIds: [photos[2]], sectionId: null });
    expect((await sectionOf())[photos[2]!]).toBeNull();

    // Rename; a rename onto another section's name is refused.
    const renamed = await call(ade, 'PUT', SECTIONS_API.section(gallery.id, ceremony.id), {
      name: 'Church ceremony',
    });
    expect(renamed.json().section).toEqual({ id: ceremony.id, name: 'Church ceremony' });
    const clash = await call(ade, 'PUT', SECTIONS_API.section(gallery.id, ceremony.id), {
      name: 'reception',
    });
    expect(clash.statusCode).toBe(409);

    // Reorder: every section, each once; a stale list is refused.
    const order = await call(ade, 'PUT', SECTIONS_API.order(gallery.id), {
      ids: [reception.id, ready.id, ceremony.id],
    });
    expect(order.json().sections.map((s: { name: string }) => s.name)).toEqual([
      'Reception',
      'Getting ready',
      'Church ceremony',
    ]);
    const stale = await call(ade, 'PUT', SECTIONS_API.order(gallery.id), { ids: [reception.id, ready.id] });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe(SECTION_MESSAGES.orderChanged);
    const twice = await call(ade, 'PUT', SECTIONS_API.order(gallery.id), {
      ids: [reception.id, reception.id, ceremony.id],
    });
    expect(twice.statusCode).toBe(400);

    // Deleting a section keeps its photos, in no section.
    expect((await call(ade, 'DELETE', SECTIONS_API.section(gallery.id, reception.id))).statusCode).toBe(204);
    const after = await detail(gallery.id);
    expect(after.imageCount).toBe(4);
    expect(after.sections.map((s: { name: string }) => s.name)).toEqual(['Getting ready', 'Church ceremony']);
    expect((await sectionOf())[photos[3]!]).toBeNull();
    expect((await call(ade, 'DELETE', SECTIONS_API.section(gallery.id, reception.id))).statusCode).toBe(404);
  });

  it('keeps each gallery to its own photographer and its own sections', async () => {
    const mine = await createGallery(t.app, ade);
    const theirs = await createGallery(t.app, other);
    const photo = await uploadPhoto(t.app, other, theirs.id, await cameraJpeg({ r: 1, g: 200, b: 1 }));
    const section = await addSection(mine.id, 'Portraits');
    // Another photographer: 404 on every route of this gallery.
    expect((await call(other, 'GET', SECTIONS_API.sections(mine.id))).statusCode).toBe(404);
    expect((await call(other, 'POST', SECTIONS_API.sections(mine.id), { name: 'x' })).statusCode).toBe(404);
    expect(
      (await call(other, 'PUT', SECTIONS_API.section(mine.id, section.id), { name: 'Mine now' })).statusCode,
    ).toBe(404);
    expect((await call(other, 'DELETE', SECTIONS_API.section(mine.id, section.id))).statusCode).toBe(404);
    // A section of another gallery cannot be reached through one's own gallery, and a photo of
    // another gallery is a 404 like a missing one (nothing moves).
    const otherSection = (
      await call(other, 'POST', SECTIONS_API.sections(theirs.id), { name: 'Theirs' })
    ).json().section;
    expect(
      (await call(ade, 'POST', SECTIONS_API.move(mine.id), { photoIds: [photo], sectionId: otherSection.id }))
        .statusCode,
    ).toBe(404);
    const foreignPhoto = await call(ade, 'POST', SECTIONS_API.move(mine.id), {
      photoIds: [photo],
      sectionId: section.id,
    });
    expect(foreignPhoto.statusCode).toBe(404);
    expect(foreignPhoto.json().fields.photoIds).toBe(GALLERY_MESSAGES.photoNotFound);
    expect(
      (await call(ade, 'PUT', SECTIONS_API.section(mine.id, otherSection.id), { name: 'Nope' })).statusCode,
    ).toBe(404);
  });

  it('caps the number of sections of a gallery', async () => {
    const gallery = await createGallery(t.app, ade);
    for (let i = 0; i < MAX_SECTIONS; i++) await addSection(gallery.id, `Part ${i + 1}`);
    const over = await call(ade, 'POST', SECTIONS_API.sections(gallery.id), { name: 'One more' });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(SECTION_MESSAGES.tooMany);
  });

  it("shows the sections on the client's gallery, photos grouped, none while it is locked", async () => {
    const gallery = await createGallery(t.app, ade);
    const a = await uploadPhoto(t.app, ade, gallery.id, await cameraJpeg({ r: 90, g: 10, b: 10 }));
    const b = await uploadPhoto(t.app, ade, gallery.id, await cameraJpeg({ r: 90, g: 90, b: 10 }));
    const dance = await addSection(gallery.id, 'First dance');
    await call(ade, 'POST', SECTIONS_API.move(gallery.id), { photoIds: [b], sectionId: dance.id });
    await call(ade, 'POST', `${GALLERIES_API.gallery(gallery.id)}/share`);
    const open = (
      await t.app.inject({ method: 'GET', url: GALLERIES_API.public(ade.id, gallery.id) })
    ).json();
    expect(open.sections).toEqual([{ id: dance.id, name: 'First dance' }]);
    expect(
      Object.fromEntries(open.photos.map((p: { id: string; sectionId: string }) => [p.id, p.sectionId])),
    ).toEqual({ [a]: null, [b]: dance.id });
    // With a PIN, a visitor without it sees neither photos nor section names.
    await call(ade, 'PUT', GALLERIES_API.settings(gallery.id), {
      pin: '1357',
      expiresOn: null,
      downloadPolicy: 'open',
      downloadSize: 'original',
      look: 'classic-light',
      watermarkText: '',
      watermarkPosition: 'bottom-right',
      watermarkOpacity: 40,
    });
    const locked = (
      await t.app.inject({ method: 'GET', url: GALLERIES_API.public(ade.id, gallery.id) })
    ).json();
    expect(locked).toMatchObject({ locked: 'pin', photos: [], sections: [] });
  });
});

/**
 * Two tabs adding sections at once, on PostgreSQL where the transactions overlap: the unique
 * index lets one name through once, and the gallery lock keeps the count under its cap.
 */
describe.skipIf(inject('dbKind') !== 'postgres' || postgresUnavailable())('gallery sections races', () => {
  let t: TestApp;
  let ade: SignedInUser;

  beforeAll(async () => {
    t = await createTestApp();
    ade = await signInAs(t.app, 'approvedPhotographer');
  });
  afterAll(async () => {
    t.app.database.pool?.on('error', () => undefined);
    await t.close();
  });

  const addAtOnce = (galleryId: string, name: (i: number) => string) =>
    race(
      t.app,
      Array.from({ length: 8 }, (_, i) => ({
        method: 'POST' as const,
        url: SECTIONS_API.sections(galleryId),
        headers: ade.headers,
        payload: { name: name(i) },
      })),
    );

  it('the same name added eight times at once makes one section', async () => {
    const gallery = await createGallery(t.app, ade);
    const answers = await addAtOnce(gallery.id, (i) => (i % 2 ? 'Reception' : 'RECEPTION'));
    expect(statuses(answers)).toEqual({ 201: 1, 409: 7 });
  });

  it('sections added at once past the cap stop exactly at it, in distinct positions', async () => {
    const gallery = await createGallery(t.app, ade);
    for (let i = 0; i < MAX_SECTIONS - 3; i++) {
      await t.app.inject({
        method: 'POST',
        url: SECTIONS_API.sections(gallery.id),
        headers: ade.headers,
        payload: { name: `Part ${i}` },
      });
    }
    const answers = await addAtOnce(gallery.id, (i) => `Late ${i}`);
    expect(statuses(answers)).toEqual({ 201: 3, 409: 5 });
    const positions = await t.app.database.query<{ position: number }>(
      'select position from gallery_sections where gallery_id = $1',
      [gallery.id],
    );
    expect(positions).toHaveLength(MAX_SECTIONS);
    expect(new Set(positions.map((p) => p.position)).size).toBe(MAX_SECTIONS);
  });
});
