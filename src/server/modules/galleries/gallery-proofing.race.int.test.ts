import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { emailsTo, type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import {
  cameraJpeg,
  createGallery,
  galleriesDepsOf,
  saveGallerySettings,
  uploadPhoto,
} from '../../../../tests/gallery-helpers.ts';
import { race } from '../../../../tests/race.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { postgresUnavailable } from '../../../../tests/test-database.ts';
import { GALLERIES_API } from '../../../shared/galleries.ts';
import { lagosDate } from '../../../shared/lagos-time.ts';
import { remindExpiringGalleries } from './galleries.service.ts';

/**
 * Proofing under concurrency, on PostgreSQL where transactions really overlap (PGlite has one
 * connection). Decision 158: favourites change and a submission counts them under the
 * selection's row lock, so the extras invoiced always equal the favourites counted.
 */
describe.skipIf(inject('dbKind') !== 'postgres' || postgresUnavailable())(
  'proofing races on PostgreSQL',
  () => {
    let t: TestApp;
    let ade: SignedInUser;
    let dataDir: string;
    let gallery: { id: string; photographerId: string };
    const photoIds: string[] = [];
    const INCLUDED = 2;

    beforeAll(async () => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-proofing-race-'));
      t = await createTestApp({ dataDir });
      ade = await signInAs(t.app, 'approvedPhotographer');
      gallery = await createGallery(t.app, ade, { name: 'Race day', clientEmail: 'race@clients.test' });
      for (let i = 0; i < 12; i += 1) {
        photoIds.push(
          await uploadPhoto(t.app, ade, gallery.id, await cameraJpeg({ r: 20 * i, g: 7, b: 99 }, 40, 30)),
        );
      }
      await t.app.inject({
        method: 'POST',
        url: `${GALLERIES_API.gallery(gallery.id)}/share`,
        headers: ade.headers,
      });
      await saveGallerySettings(t.app, ade, gallery.id, {
        includedPhotos: INCLUDED,
        extraPhotoKobo: 250_000,
      });
    });
    afterAll(async () => {
      t.app.database.pool?.on('error', () => undefined);
      await t.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    /** A verified selection for `email` with the first favourite; returns its cookie. */
    async function startSelection(email: string): Promise<string> {
      const first = await t.app.inject({
        method: 'PUT',
        url: GALLERIES_API.favourite(gallery.photographerId, gallery.id, photoIds[0]!),
        payload: { email },
      });
      const cookie = String(first.headers['set-cookie']).split(';')[0]!;
      const mail = (await emailsTo(t.app, email)).find((e) => e.template === 'gallery-selection-code');
      const code = /^(\d{6})/.exec(mail!.subject)![1]!;
      const verified = await t.app.inject({
        method: 'POST',
        url: GALLERIES_API.verifyEmail(gallery.photographerId, gallery.id),
        headers: { cookie },
        payload: { code },
      });
      expect(verified.json().selection.emailVerified).toBe(true);
      return cookie;
    }

    it('a submit fired together with favourites bills exactly the favourites it counted', async () => {
      for (let round = 0; round < 5; round += 1) {
        const email = `race${round}@clients.test`;
        const cookie = await startSelection(email);
        const answers = await race(t.app, [
          ...photoIds.slice(1).map((id) => ({
            method: 'PUT' as const,
            url: GALLERIES_API.favourite(gallery.photographerId, gallery.id, id),
            headers: { cookie },
            payload: {},
          })),
          {
            method: 'POST' as const,
            url: `${GALLERIES_API.selection(gallery.photographerId, gallery.id)}/submit`,
            headers: { cookie },
          },
        ]);
        const submitted = answers.at(-1)!;
        expect(submitted.statusCode).toBe(200);
        // Every favourite either went in before the count or was refused as submitted.
        for (const answer of answers.slice(0, -1)) expect([200, 409]).toContain(answer.statusCode);
        const [row] = await t.app.database.query<{ favourites: number; extra_photos: number; id: string }>(
          `select s.id, s.extra_photos, (select count(*)::int from gallery_favourites f where f.selection_id = s.id) as favourites
           from gallery_selections s where s.gallery_id = $1 and s.email = $2`,
          [gallery.id, email],
        );
        const extras = Math.max(0, row!.favourites - INCLUDED);
        expect(row!.extra_photos).toBe(extras);
        expect(submitted.json().selection.favourites).toHaveLength(row!.favourites);
        const invoiced = await t.app.database.query<{ subtotal_kobo: number }>(
          `select subtotal_kobo from invoices where client_email = $1 and status <> 'void'`,
          [email],
        );
        expect(invoiced.reduce((sum, i) => sum + Number(i.subtotal_kobo), 0)).toBe(extras * 250_000);
      }
    });

    it('sends one expiry reminder however many runs start together', async () => {
      const inAWeek = lagosDate(new Date(Date.now() + 7 * 24 * 3600_000));
      await saveGallerySettings(t.app, ade, gallery.id, { expiresOn: inAWeek });
      const deps = galleriesDepsOf(t.app);
      const sent = await Promise.all(Array.from({ length: 6 }, () => remindExpiringGalleries(deps)));
      expect(sent.reduce((a, b) => a + b, 0)).toBe(1);
      const reminders = (await emailsTo(t.app, 'race@clients.test')).filter(
        (e) => e.template === 'gallery-expiring',
      );
      expect(reminders).toHaveLength(1);
    });
  },
);
