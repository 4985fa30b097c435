import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo, type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import {
  cameraJpeg,
  createGallery,
  saveGallerySettings,
  uploadPhoto,
} from '../../../../tests/gallery-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { GALLERIES_API, type GallerySettingsInput } from '../../../shared/galleries.ts';
import type { DownloadPolicy } from '../../../shared/gallery-downloads.ts';

/**
 * Downloads follow the photographer's choice (decision 208), on single photos and zips alike:
 * open, after the selection's invoice is paid, favourites only, or off. Also what the client
 * sees before submitting (the quote with VAT), whom the extras invoice is addressed to, the
 * order of the photos and the zip's name.
 */
describe('downloads as the photographer chose, and the selection before it is billed', () => {
  let t: TestApp;
  let ade: SignedInUser;
  let dataDir: string;
  let gallery: { id: string; photographerId: string };
  const ids: Record<string, string> = {};
  const CLIENT = 'funke@clients.test';
  let cookie = '';

  const plainJpeg = (r: number) =>
    sharp({ create: { width: 120, height: 80, channels: 3, background: { r, g: 80, b: 80 } } })
      .jpeg()
      .toBuffer();

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-download-policy-'));
    t = await createTestApp({ dataDir });
    ade = await signInAs(t.app, 'approvedPhotographer', { firstName: 'Ade', lastName: 'Lens' });
    await t.app.inject({
      method: 'POST',
      url: '/api/clients',
      headers: ade.headers,
      payload: { name: 'Funke Adeyemi', email: CLIENT },
    });
    gallery = await createGallery(t.app, ade, { name: "Funke & Tobi's day", clientEmail: CLIENT });
    // Uploaded in this order; C and A have no capture time, B has one.
    ids.C = await uploadPhoto(t.app, ade, gallery.id, await plainJpeg(10), 'C.jpg');
    ids.A = await uploadPhoto(t.app, ade, gallery.id, await plainJpeg(20), 'A.jpg');
    ids.B = await uploadPhoto(t.app, ade, gallery.id, await cameraJpeg(), 'B.jpg');
    await t.app.inject({
      method: 'POST',
      url: `${GALLERIES_API.gallery(gallery.id)}/share`,
      headers: ade.headers,
    });
    expect((await settings({ includedPhotos: 1 })).statusCode).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const settings = (change: Partial<GallerySettingsInput>) =>
    saveGallerySettings(t.app, ade, gallery.id, { includedPhotos: 1, ...change });
  const policy = (downloadPolicy: DownloadPolicy) => settings({ downloadPolicy });
  const get = (url: string, withCookie = true) =>
    t.app.inject({ method: 'GET', url, headers: withCookie && cookie ? { cookie } : {} });
  const one = (photo: string, withCookie = true) =>
    get(GALLERIES_API.publicPhotoDownload(gallery.photographerId, gallery.id, photo), withCookie);
  const zip = (photos?: string[], withCookie = true) =>
    get(
      `${GALLERIES_API.publicZip(gallery.photographerId, gallery.id)}${photos ? `?photos=${photos.join(',')}` : ''}`,
      withCookie,
    );
  const namesIn = (payload: Buffer) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-zip-'));
    try {
      fs.writeFileSync(path.join(dir, 'g.zip'), payload);
      return execFileSync('zipinfo', ['-1', path.join(dir, 'g.zip')])
        .toString()
        .trim()
        .split('\n')
        .sort();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };

  it('orders the photos by capture time, then by name, never by when they were processed', async () => {
    const page = (await get(GALLERIES_API.public(gallery.photographerId, gallery.id), false)).json();
    expect(page.photos.map((p: { id: string }) => p.id)).toEqual([ids.B, ids.A, ids.C]);
    const own = await t.app.inject({
      method: 'GET',
      url: GALLERIES_API.gallery(gallery.id),
      headers: ade.headers,
    });
    expect(own.json().gallery.photos.map((p: { id: string }) => p.id)).toEqual([ids.B, ids.A, ids.C]);
  });

  it('open: every photo from the first visit; the zip keeps the gallery name with its "&"', async () => {
    const res = await zip(undefined, false);
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['content-disposition'])).toContain(
      `filename*=UTF-8''${encodeURIComponent("Funke & Tobi's day.zip").replace("'", '%27')}`,
    );
    expect(String(res.headers['content-disposition'])).toContain(`filename="Funke & Tobi's day.zip"`);
    const page = (await get(GALLERIES_API.public(gallery.photographerId, gallery.id), false)).json();
    expect(page.downloadPolicy).toBe('open');
    expect(page.photos[0].webUrl).toMatch(/web/);
  });

  it('off: refused everywhere, with the reason', async () => {
    await policy('off');
    for (const res of [await zip(undefined, false), await one(ids.A!, false)]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Your photographer has turned downloads off for this gallery.');
    }
  });

  it('favourites only: each visitor their own favourites, one by one or zipped, nothing else', async () => {
    await policy('favourites');
    expect((await zip(undefined, false)).statusCode).toBe(403);
    const first = await t.app.inject({
      method: 'PUT',
      url: GALLERIES_API.favourite(gallery.photographerId, gallery.id, ids.A!),
      payload: { email: CLIENT },
    });
    expect(first.statusCode).toBe(200);
    cookie = String(first.headers['set-cookie']).split(';')[0]!;
    expect((await one(ids.A!)).statusCode).toBe(302);
    const other = await one(ids.C!);
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toMatch(/^Only the photos you chose as favourites/);
    expect((await zip()).statusCode).toBe(403);
    const favourites = await zip([ids.A!, ids.C!]);
    expect(favourites.statusCode).toBe(200);
    expect(namesIn(favourites.rawPayload)).toEqual(['A.jpg']);
    // The page shows no downloadable size unless downloads are open to all.
    const page = (await get(GALLERIES_API.public(gallery.photographerId, gallery.id))).json();
    expect(page.photos[0].webUrl).toBeNull();
  });

  it('shows what submitting will bill, VAT included, then bills that to the known client by name', async () => {
    for (const id of [ids.B!, ids.C!])
      await t.app.inject({
        method: 'PUT',
        url: GALLERIES_API.favourite(gallery.photographerId, gallery.id, id),
        headers: { cookie },
        payload: {},
      });
    const quote = await get(GALLERIES_API.selectionQuote(gallery.photographerId, gallery.id));
    expect(quote.statusCode, quote.body).toBe(200);
    expect(quote.json()).toEqual({
      favourites: 3,
      included: 1,
      extras: 2,
      coveredExtras: 0,
      newExtras: 2,
      unitKobo: 250_000,
      subtotalKobo: 500_000,
      vatEnabled: true,
      vatKobo: 37_500,
      totalKobo: 537_500,
    });
    expect(
      (await get(GALLERIES_API.selectionQuote(gallery.photographerId, gallery.id), false)).statusCode,
    ).toBe(400);
    const code = /^(\d{6}) is your code/.exec(
      (await emailsTo(t.app, CLIENT)).find((e) => e.template === 'gallery-selection-code')!.subject,
    )![1]!;
    await t.app.inject({
      method: 'POST',
      url: GALLERIES_API.verifyEmail(gallery.photographerId, gallery.id),
      headers: { cookie },
      payload: { code },
    });
    await policy('after-payment');
    // Not submitted yet: closed, and the page's sentence says why.
    const early = await zip();
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(
      'Downloads open once you submit your selection and its invoice is paid.',
    );
    const submitted = await t.app.inject({
      method: 'POST',
      url: `${GALLERIES_API.selection(gallery.photographerId, gallery.id)}/submit`,
      headers: { cookie },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json().selection.invoiceDue).toBe(true);
    const [invoice] = await t.app.database.query<{ id: string; client_name: string; total_kobo: number }>(
      `select id, client_name, total_kobo::int from invoices where client_email = $1`,
      [CLIENT],
    );
    expect(invoice).toMatchObject({ client_name: 'Funke Adeyemi', total_kobo: 537_500 });
    // Billed: the quote now has nothing new to bill.
    expect(
      (await get(GALLERIES_API.selectionQuote(gallery.photographerId, gallery.id))).json(),
    ).toMatchObject({
      coveredExtras: 2,
      newExtras: 0,
      totalKobo: 0,
    });
    const unpaid = await one(ids.C!);
    expect(unpaid.statusCode).toBe(403);
    expect(unpaid.json().message).toBe('Downloads open once the invoice for your extra photos is paid.');

    const paid = await t.app.inject({
      method: 'POST',
      url: `/api/invoices/${invoice!.id}/payments`,
      headers: ade.headers,
      payload: { amountKobo: 537_500, method: 'bank_transfer' },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(
      (await get(GALLERIES_API.selection(gallery.photographerId, gallery.id))).json().selection.invoiceDue,
    ).toBe(false);
    expect((await one(ids.C!)).statusCode).toBe(302);
    const all = await zip();
    expect(all.statusCode).toBe(200);
    expect(namesIn(all.rawPayload)).toEqual(['A.jpg', 'B.jpg', 'C.jpg']);
    // Someone without a selection is still refused.
    expect((await zip(undefined, false)).statusCode).toBe(403);
    // The client signed in with that (verified) email, on another device: their selection, their downloads.
    const signedIn = await signInAs(t.app, 'customer', { email: CLIENT });
    const elsewhere = (url: string) => t.app.inject({ method: 'GET', url, headers: signedIn.headers });
    const theirs = (await elsewhere(GALLERIES_API.selection(gallery.photographerId, gallery.id))).json()
      .selection;
    expect(theirs).toMatchObject({ email: CLIENT, invoiceDue: false });
    expect(theirs.submittedAt).not.toBeNull();
    expect((await elsewhere(GALLERIES_API.publicZip(gallery.photographerId, gallery.id))).statusCode).toBe(
      200,
    );
  });
});
