import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import {
  cameraJpeg,
  createGallery,
  galleriesDepsOf,
  uploadPhoto,
} from '../../../../tests/gallery-helpers.ts';
import { multipartBody, photographerWithListing, testImage } from '../../../../tests/marketplace-helpers.ts';
import { completedBooking, reviewBody } from '../../../../tests/reviews-test-kit.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { GALLERIES_API } from '../../../shared/galleries.ts';
import { MARKETPLACE_API } from '../../../shared/marketplace.ts';
import { REVIEWS_API } from '../../../shared/reviews.ts';
import { processPhoto } from '../galleries/uploads.service.ts';
import { cardOf, cardVersion, type OgKind } from './og-card.ts';

const INDEX = `<!doctype html>
<html lang="en"><head><meta charset="UTF-8" /><title>Aworan</title><meta name="description" content="generic" /></head>
<body><div id="root"></div></body></html>`;

/** Every private detail the pages below hold: none may reach a preview's meta or its image. */
const CLIENT = { name: 'Folake Adeyemi-Private', email: 'folake.private@clients.test', phone: '08031234567' };
const PRIVATE = [
  CLIENT.name,
  CLIENT.email,
  CLIENT.phone,
  '₦',
  '187,500',
  '18750000',
  'INV-0001',
  'Secret Terms of Folake',
  'Hidden Wedding of Folake',
];

/**
 * Link previews as a crawler reads them (decision 262): no cookies, the page's HTML, its meta
 * tags, then the og:image. The image's words: a card is drawn from its `OgCard` alone, and the
 * image's address carries that card's version, so the test reads the card the image was drawn
 * from (`cardOf`, the same call the route makes), checks its version against the address, and
 * checks no private string is among the words or sources drawn.
 */
describe('link previews leak nothing and are 1200×630', () => {
  let t: TestApp;
  let ade: SignedInUser;
  let dataDir: string;
  let clientDir: string;
  const pages: Record<OgKind, string> = { invoice: '', contract: '', gallery: '', profile: '', book: '' };
  let lockedGallery = '';

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: ade.headers,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-previews-'));
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-previews-client-'));
    fs.writeFileSync(path.join(clientDir, 'index.html'), INDEX);
    t = await createTestApp({ dataDir, clientDir, publicUrl: 'https://aworan.example' });
    ade = await photographerWithListing(t.app, {
      businessName: 'Ade Lens Studio',
      slug: 'ade-lens',
      city: 'Ibadan',
      prices: [50_000_00],
    });
    const cover = multipartBody(await testImage('jpeg', 1600, 900), 'cover.jpg');
    const up = await t.app.inject({
      method: 'PUT',
      url: MARKETPLACE_API.cover,
      headers: { ...ade.headers, 'content-type': cover.contentType },
      payload: cover.payload,
    });
    expect(up.statusCode, up.body).toBeLessThan(300);

    const invoice = await call('POST', '/api/invoices?send=true', {
      clientName: CLIENT.name,
      clientEmail: CLIENT.email,
      clientPhone: CLIENT.phone,
      items: [{ description: 'Portrait session', quantity: 1, unitKobo: 187_500_00 }],
      vatEnabled: false,
    });
    expect(invoice.statusCode, invoice.body).toBe(201);
    pages.invoice = new URL(invoice.json().invoice.publicUrl).pathname;

    const contract = await call('POST', '/api/contracts', {
      title: 'Secret Terms of Folake',
      clientName: CLIENT.name,
      clientEmail: CLIENT.email,
      content: 'We agree to the session.',
    });
    expect(contract.statusCode, contract.body).toBe(201);
    const sent = await call('POST', `/api/contracts/${contract.json().contract.id}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    pages.contract = new URL(sent.json().contract.publicUrl).pathname;

    const open = await createGallery(t.app, ade, { name: 'Sunday Portraits', clientEmail: CLIENT.email });
    await uploadPhoto(t.app, ade, open.id, await cameraJpeg());
    const [photo] = await t.app.database.query<{ id: string }>(
      'select id from gallery_photos where gallery_id = $1',
      [open.id],
    );
    await processPhoto(galleriesDepsOf(t.app), photo!.id);
    const share = (id: string, protection: unknown) =>
      call('POST', `${GALLERIES_API.gallery(id)}/share`, {
        recipients: [],
        message: '',
        protection,
        codeInEmail: false,
      });
    expect((await share(open.id, { mode: 'none' })).statusCode).toBe(200);
    pages.gallery = open.publicPath;
    const locked = await createGallery(t.app, ade, {
      name: 'Hidden Wedding of Folake',
      clientEmail: CLIENT.email,
    });
    expect((await share(locked.id, { mode: 'pin', code: '4826' })).statusCode).toBe(200);
    lockedGallery = locked.publicPath;
    pages.profile = '/photographers/ade-lens';
    pages.book = '/book/ade-lens';
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  /** The page's meta tags as a crawler reads them: no cookie. */
  async function metaOf(page: string) {
    const res = await t.app.inject({ method: 'GET', url: page });
    expect(res.statusCode, page).toBe(200);
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    const tag = (attr: string, name: string) =>
      new RegExp(`<meta ${attr}="${name}" content="([^"]*)"`).exec(head)?.[1]?.replaceAll('&amp;', '&');
    return {
      head,
      title: tag('property', 'og:title'),
      description: tag('property', 'og:description'),
      image: tag('property', 'og:image'),
      card: tag('name', 'twitter:card'),
    };
  }

  /** The og:image fetched without a cookie, its size, and the card it was drawn from. */
  async function imageOf(kind: OgKind, imageUrl: string) {
    const url = new URL(imageUrl);
    expect(url.origin).toBe('https://aworan.example');
    expect(url.pathname.startsWith(`/api/public/og/${kind}/`)).toBe(true);
    const res = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    const { width, height } = await sharp(res.rawPayload).metadata();
    const ref = decodeURIComponent(url.pathname.split('/').at(-1)!);
    const card = await cardOf(
      { db: t.app.db, storage: t.app.storage },
      kind,
      ref,
      url.searchParams.get('hint') ?? '',
    );
    expect(card).toBeDefined();
    expect(url.searchParams.get('v')).toBe(cardVersion(card!));
    return { width, height, card: card!, bytes: res.rawPayload, etag: res.headers.etag };
  }

  const expectNothingPrivate = (text: string, where: string) => {
    for (const secret of PRIVATE) expect(text, `${where} shows ${secret}`).not.toContain(secret);
  };

  it.each([
    ['invoice', 'Invoice from Ade Lens Studio'],
    ['contract', 'Contract from Ade Lens Studio'],
    ['gallery', 'Sunday Portraits'],
    ['profile', 'Ade Lens Studio'],
    ['book', 'Book Ade Lens Studio'],
  ] as const)('%s: branded meta and a 1200×630 image, nothing private', async (kind, title) => {
    const meta = await metaOf(pages[kind]);
    expect(meta.title).toBe(title);
    expect(meta.description).toBeTruthy();
    expect(meta.card).toBe('summary_large_image');
    expectNothingPrivate(meta.head, `${kind} HTML head`);
    const image = await imageOf(kind, meta.image!);
    expect([image.width, image.height]).toEqual([1200, 630]);
    expect(image.card.title).toBe(title);
    expectNothingPrivate(JSON.stringify(image.card), `${kind} image`);
  });

  it('shows a PIN gallery by the branding only, never its name', async () => {
    const meta = await metaOf(lockedGallery);
    expect(meta.title).toBe('Ade Lens Studio');
    expectNothingPrivate(meta.head, 'locked gallery HTML head');
    const image = await imageOf('gallery', meta.image!);
    expect(image.card).toEqual({ title: 'Ade Lens Studio', subtitle: 'A private photo gallery' });
    expect([image.width, image.height]).toEqual([1200, 630]);
  });

  it('an open gallery: its first photo (the watermarked preview size) behind its name', async () => {
    const image = await imageOf('gallery', (await metaOf(pages.gallery)).image!);
    expect(image.card.subtitle).toBe('Photos by Ade Lens Studio');
    expect(image.card.background?.key).toMatch(/preview/);
  });

  it('profile: the cover behind the business name and city', async () => {
    const image = await imageOf('profile', (await metaOf(pages.profile)).image!);
    expect(image.card.subtitle).toBe('Photographer in Ibadan');
    expect(image.card.background?.key).toMatch(/^portfolio\//);
  });

  it('booking page: the session type the address chose', async () => {
    const meta = await metaOf(`${pages.book}?type=wedding`);
    const image = await imageOf('book', meta.image!);
    expect(image.card.subtitle).toMatch(/wedding/i);
  });

  it('draws a card once, keeps it in storage, and draws it again when its source changes', async () => {
    const first = await metaOf(pages.invoice);
    const again = await imageOf('invoice', first.image!);
    const kept = await imageOf('invoice', first.image!);
    expect(kept.bytes.equals(again.bytes)).toBe(true);
    // A new business name is a new card, at a new address.
    const settings = await call('GET', '/api/invoices/settings');
    const saved = await call('PUT', '/api/invoices/settings', {
      ...settings.json().settings,
      businessName: 'Ade Frames',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const changed = await metaOf(pages.invoice);
    expect(changed.image).not.toBe(first.image);
    expect((await imageOf('invoice', changed.image!)).card.title).toBe('Invoice from Ade Frames');
  });

  it('has no preview for a link that shows nothing (404), and keeps the neutral words on the page', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/public/og/invoice/${'0'.repeat(64)}` });
    expect(res.statusCode).toBe(404);
    const meta = await metaOf(`/i/${'0'.repeat(64)}`);
    expect(meta.title).toBe('Your invoice');
  });

  it('profile: the rating of the visible reviews, on a new image whenever a review is published, hidden or restored', async () => {
    const admin = await signInAs(t.app, 'superAdmin');
    let previous: { address: string; bytes: Buffer } = { address: '', bytes: Buffer.alloc(0) };
    /**
     * The profile's preview as a crawler reads it after a change: a new address and a picture
     * drawn anew (other bytes), nothing private.
     */
    const footerNow = async () => {
      const meta = await metaOf(pages.profile);
      expectNothingPrivate(meta.head, 'rated profile HTML head');
      expect(meta.image, 'a changed rating keeps the old image address').not.toBe(previous.address);
      const image = await imageOf('profile', meta.image!);
      expect(image.bytes.equals(previous.bytes), 'a changed rating keeps the old picture').toBe(false);
      previous = { address: meta.image!, bytes: image.bytes };
      expect([image.width, image.height]).toEqual([1200, 630]);
      expectNothingPrivate(JSON.stringify(image.card), 'rated profile image');
      return image.card.footer;
    };
    const review = async (rating: number, text: string) => {
      const { token } = await completedBooking(t.app, ade, { email: CLIENT.email, name: CLIENT.name });
      const sent = await t.app.inject({
        method: 'POST',
        url: REVIEWS_API.link(token),
        payload: reviewBody(rating, text),
      });
      expect(sent.statusCode, sent.body).toBe(201);
      return sent.json().review.id as string;
    };
    const moderate = async (action: 'hide' | 'restore', reviewId: string) => {
      const url = action === 'hide' ? REVIEWS_API.hide(reviewId) : REVIEWS_API.restore(reviewId);
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: admin.headers,
        payload: { reason: 'Checked' },
      });
      expect(res.statusCode, res.body).toBe(200);
    };

    expect(await footerNow()).toBeUndefined();
    const four = await review(4, 'Calm, quick and kind.');
    expect(await footerNow()).toBe('★ 4.0 · 1 review');
    const five = await review(5, 'Beautiful portraits.');
    expect(await footerNow()).toBe('★ 4.5 · 2 reviews');
    await moderate('hide', five);
    expect(await footerNow()).toBe('★ 4.0 · 1 review');
    await moderate('hide', four);
    expect(await footerNow()).toBeUndefined();
    await moderate('restore', five);
    expect(await footerNow()).toBe('★ 5.0 · 1 review');
  });
});
