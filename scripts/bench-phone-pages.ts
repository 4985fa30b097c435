/**
 * The pages the phone profile measures besides the marketing pages: a photographer's profile,
 * their booking page, a client's invoice and contract links and a shared gallery. They are made
 * through the real HTTP API of an app built in-process on the bench's embedded database, while
 * no server holds it (between the bench's first start and its restart), as a photographer would
 * make them; the gallery's photos are processed by the server's jobs once it starts
 * (`waitForGallery`).
 *
 * Run alone (after `npm run build`): node --import tsx scripts/bench-phone-pages.ts
 * (BENCH_PHONE_RUNS, default 5; BENCH_PHONE_PAGES=/,/book: only the pages whose path starts so).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { GALLERIES_API } from '../src/shared/galleries.ts';
import { MARKETPLACE_API } from '../src/shared/marketplace-terms.ts';
import { createUser, type SignedInUser, signInUser } from '../tests/auth-helpers.ts';
import { freePort } from '../tests/free-port.ts';
import { uploadPhoto } from '../tests/gallery-helpers.ts';
import { embeddedServerEnv, inProcessApp, startScript, stop, waitFor } from './bench-helpers.ts';
import { phoneProfile, phoneTargets, printPhoneProfile } from './bench-phone.ts';

export const BENCH_SLUG = 'bench-studio';
const GALLERY_PHOTOS = 12;

export interface PhonePages {
  /** The marketing pages and the directory (a blog post is added by the caller). */
  profile: string;
  book: string;
  invoice: string;
  contract: string;
  gallery: string;
}

/** The answer's records this seeding reads back. */
interface Answer {
  invoice: { publicUrl: string };
  contract: { id: string; publicUrl: string };
  gallery: { id: string };
}

async function ok(
  app: FastifyInstance,
  who: SignedInUser,
  method: 'POST' | 'PUT',
  url: string,
  body?: unknown,
): Promise<Answer> {
  const res = await app.inject({
    method,
    url,
    headers: who.headers,
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json() as Answer;
}

/** A photo-like JPEG: a smooth two-colour blend (photos are not flat colours). */
function photo(i: number): Promise<Buffer> {
  const [w, h] = i % 4 === 3 ? [1200, 1800] : [1800, 1200];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${(i * 37) % 360},60%,55%)"/><stop offset="1" stop-color="hsl(${(i * 37 + 120) % 360},50%,25%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${w / 2}" cy="${h / 2}" r="${Math.min(w, h) / 4}" fill="hsl(${(i * 53) % 360},70%,70%)" opacity="0.6"/></svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/**
 * The bench photographer (listed, with packages and booking hours), an invoice and a contract
 * sent to a client, and a shared gallery, written into `dataDir`'s embedded database.
 */
export async function seedPhonePages(dataDir: string): Promise<PhonePages> {
  const app = await inProcessApp(dataDir);
  try {
    const ade = await signInUser(
      app,
      await createUser(app, { kind: 'approvedPhotographer', firstName: 'Ada', lastName: 'Bench' }),
    );
    await ok(app, ade, 'PUT', MARKETPLACE_API.myListing, {
      businessName: 'Bench Studio',
      slug: BENCH_SLUG,
      city: 'Lagos',
      phone: '',
      bio: 'Weddings and portraits across Lagos, with same-week previews.',
      categories: ['wedding', 'portrait'],
      showPhone: false,
    });
    for (const [name, naira] of [
      ['Wedding day', 450_000],
      ['Portrait session', 60_000],
    ] as const) {
      await ok(app, ade, 'POST', MARKETPLACE_API.packages, {
        name,
        priceKobo: naira * 100,
        description: 'Edited photos delivered in a private online gallery.',
        highlights: ['Online gallery', 'Edited photos'],
      });
    }
    const invoice = await ok(app, ade, 'POST', '/api/invoices?send=true', {
      clientName: 'Bola Adeyemi',
      clientEmail: 'bola@example.test',
      items: [
        { description: 'Wedding coverage', quantity: 1, unitKobo: 450_000_00 },
        { description: 'Extra prints', quantity: 20, unitKobo: 2_500_00 },
      ],
    });
    const contract = await ok(app, ade, 'POST', '/api/contracts', {
      title: 'Wedding Photography Contract',
      clientName: 'Bola Adeyemi',
      clientEmail: 'bola@example.test',
      content:
        '# Wedding Photography Contract\n\nCoverage of the **wedding** at the Lagos Oriental Hotel: ceremony and reception, 300 edited photos within three weeks.\n\n## Payment\n\nA deposit of 30% secures the date; the balance is due a week before.',
    });
    const sent = await ok(app, ade, 'POST', `/api/contracts/${contract.contract.id}/send`);
    const gallery = await ok(app, ade, 'POST', GALLERIES_API.galleries, {
      name: 'Adunni & Tobi',
      description: 'Our wedding at the Lagos Oriental Hotel',
    });
    const galleryId = gallery.gallery.id;
    for (let i = 0; i < GALLERY_PHOTOS; i++) {
      await uploadPhoto(app, ade, galleryId, await photo(i), `IMG_${1000 + i}.JPG`);
    }
    await ok(app, ade, 'POST', `${GALLERIES_API.gallery(galleryId)}/share`);
    const tokenOf = (url: string, marker: string) => url.split(marker)[1]!;
    return {
      profile: `/photographers/${BENCH_SLUG}`,
      book: `/book/${BENCH_SLUG}`,
      invoice: `/i/${tokenOf(invoice.invoice.publicUrl, '/i/')}`,
      contract: `/c/${tokenOf(sent.contract.publicUrl, '/c/')}`,
      gallery: `/gallery/${ade.id}/${galleryId}`,
    };
  } finally {
    await app.close();
  }
}

/** Waits until the server's jobs have processed every photo of the gallery at `galleryPath`. */
export async function waitForGallery(origin: string, galleryPath: string, timeoutMs = 180_000) {
  const [photographerId, galleryId] = galleryPath.split('/').slice(2);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const res = await fetch(`${origin}${GALLERIES_API.public(photographerId!, galleryId!)}`);
    if (res.ok && ((await res.json()) as { photos: unknown[] }).photos.length >= GALLERY_PHOTOS) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the gallery's photos were not processed within ${timeoutMs / 1000} s`);
}

/** The phone profile's pages, in the order the bench prints them. */
export function phonePaths(pages: PhonePages, postPath: string): string[] {
  const only = process.env.BENCH_PHONE_PAGES?.split(',').filter(Boolean);
  const all = [
    '/',
    '/services',
    postPath,
    '/photographers',
    pages.profile,
    pages.book,
    pages.invoice,
    pages.contract,
    pages.gallery,
  ];
  return only ? all.filter((p) => only.some((prefix) => p === prefix || p.startsWith(`${prefix}/`))) : all;
}

async function runAlone() {
  const runs = Number(process.env.BENCH_PHONE_RUNS ?? 5);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-bench-phone-'));
  const port = await freePort();
  const env = embeddedServerEnv(port, dataDir);
  const origin = `http://127.0.0.1:${port}`;
  try {
    // The first start migrates and seeds the site; the pages are added while it is stopped.
    let server = startScript('src/server/server.ts', env);
    await waitFor(`${origin}/api/health`);
    await stop(server);
    const pages = await seedPhonePages(dataDir);
    server = startScript('src/server/server.ts', env);
    try {
      await waitFor(`${origin}/api/health`);
      await waitForGallery(origin, pages.gallery);
      const blog = (await (await fetch(`${origin}/api/content/blog`)).json()) as {
        featured: Array<{ slug: string }>;
        posts: Array<{ slug: string }>;
      };
      const postPath = `/blog/${(blog.featured[0] ?? blog.posts[0])!.slug}`;
      const rows = await phoneProfile(origin, phonePaths(pages, postPath), runs);
      printPhoneProfile(rows, runs);
      console.table(phoneTargets(rows));
      const load1 = os.loadavg()[0]!;
      console.info(`load average ${load1.toFixed(1)} on ${os.cpus().length} CPUs`);
    } finally {
      await stop(server);
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await runAlone();
