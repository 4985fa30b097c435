import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_CONTENT_API } from '../../src/shared/content-admin.ts';
import { dayAhead } from '../scheduling-helpers.ts';
import type { ShippedServer } from '../shipped/shipped-server.ts';
import {
  approvedPhotographer,
  galleryCounts,
  type Person,
  type Photographer,
  payOnline,
  sendInvoice,
  setUpAdmin,
  uploadChunks,
} from '../shipped/shipped-world.ts';
import { type Cluster, type Instance, startCluster } from './cluster.ts';
import { callAt, mailsTo, worldThrough } from './cluster-world.ts';
import { downloadZips, lockedGallery } from './gallery-zips.ts';
import { LiveConversation } from './live-messages.ts';
import { noisyJpeg } from './noisy-jpeg.ts';
import { pinLimitAcrossInstances, RETIRED_SUBJECT } from './pin-limit.ts';
import { Tally } from './tally.ts';

/** How long the mixed workload runs: 120 s by default, shorter in CI (`CLUSTER_SECONDS`). */
const SECONDS = Number(process.env.CLUSTER_SECONDS ?? 120);
const BOOKING_DAYS = 130;

/**
 * The cluster proof (decision 287): two web instances and a worker behind nginx on PostgreSQL
 * and S3, a mixed workload with a web instance restarted by SIGTERM and the worker killed with
 * SIGKILL midway, then the books checked: no 5xx, no failed request, every email sent once,
 * every payment credited once, one booking per slot, an edit seen by the other instance within 1 s.
 */
describe('a cluster behind a load balancer', () => {
  let cluster: Cluster;
  let world: ShippedServer;
  let admin: Person;
  let ade: Photographer;
  let db: pg.Client;
  const tally = new Tally();

  beforeAll(async () => {
    cluster = await startCluster();
    world = worldThrough(cluster);
    admin = await setUpAdmin(world);
    ade = await approvedPhotographer(world, admin);
    db = new pg.Client({ connectionString: cluster.databaseUrl });
    await db.connect();
  }, 300_000);
  afterAll(async () => {
    await db?.end();
    await cluster?.close();
  }, 120_000);

  it(
    'carries a mixed workload through a SIGTERM restart and a SIGKILL of the worker, losing nothing',
    async () => {
      const zipGallery = await lockedGallery(world, ade, 'Cluster portraits', '2580', 3);
      const conversation = await LiveConversation.open(cluster, world, ade, db, tally);
      const deadline = Date.now() + SECONDS * 1000;
      const running = () => Date.now() < deadline;
      const invoices: { id: string; clientEmail: string }[] = [];
      const slots: { startsAt: string; wins: number }[] = [];
      let freshnessMs = Number.NaN;
      let pinLimit = '';
      let restartMs = Number.NaN;
      let faultsDone = false;

      const visitors = Array.from({ length: 4 }, async () => {
        const pages = [
          '/',
          '/photographers',
          `/photographers/${ade.slug}`,
          '/blog',
          '/api/marketplace/photographers',
        ];
        for (let n = 0; running(); n++) {
          const page = pages[n % pages.length]!;
          await tally.time(page.startsWith('/api') ? 'directory API' : 'public page', () =>
            fetch(`${cluster.url}${page}`),
          );
        }
      });

      const payers = (async () => {
        for (let n = 1; running(); n++) {
          const clientEmail = `client-${n}@clients.test`;
          const invoice = await tally.step('invoice sent', () => sendInvoice(world, ade, clientEmail));
          invoices.push({ id: invoice.id, clientEmail });
          const reference = await tally.step('paid online', () => payOnline(world, invoice.publicUrl));
          // Paystack delivers again (at least once): the same event lands on either instance.
          await Promise.all(
            [1, 2].map(() => tally.step('webhook again', () => cluster.fake.complete(reference, 'success'))),
          );
        }
      })();

      // Photos in chunks through the load balancer, so one photo's chunks land on both instances.
      const { gallery } = await world.ok<{ gallery: { id: string } }>(
        'POST',
        '/api/galleries',
        { name: 'Cluster wedding' },
        ade.cookie,
      );
      let uploaded = 0;
      const uploaders = (async () => {
        for (let n = 0; running(); n++) {
          const photo = await noisyJpeg(n);
          await tally.step('photo uploaded', async () => {
            const uploadId = await uploadChunks(world, ade, gallery.id, `IMG_${1000 + n}.JPG`, photo);
            await world.ok(
              'POST',
              `/api/galleries/${gallery.id}/uploads/${uploadId}/complete`,
              undefined,
              ade.cookie,
            );
          });
          uploaded += 1;
        }
      })();

      // The pairs go straight to each web instance, so they pause while web-1 restarts: the
      // restart waits until the pair in flight has its answers (a pause "reached").
      let pause: { requested: boolean; reached?: () => void } = { requested: false };
      const bookers = (async () => {
        const type = await sessionTypeOf(world, ade);
        // Bounded: a slot a day for BOOKING_DAYS days (inside the 180-day booking window), three
        // times over at 10:00, 12:00 and 14:00; a pause counts no slot.
        for (let n = 0; running() && n < BOOKING_DAYS * 3; ) {
          if (pause.requested) {
            pause.reached?.();
            await new Promise((resolve) => setTimeout(resolve, 200));
            continue;
          }
          const date = dayAhead(40 + (n % BOOKING_DAYS));
          const hour = 10 + 2 * Math.floor(n / BOOKING_DAYS);
          await world.ok(
            'POST',
            '/api/scheduling/overrides',
            { date, spans: [{ start: '09:00', end: '17:00' }] },
            ade.cookie,
          );
          const startsAt = new Date(`${date}T${hour}:00:00+01:00`).toISOString();
          const body = {
            sessionTypeId: type,
            startsAt,
            clientName: `Guest ${n}`,
            clientEmail: `guest-${n}@clients.test`,
            // Texts too: the confirmation goes by SMS once, whichever instance took the booking.
            clientPhone: `0803${String(1_000_000 + n)}`,
            smsOptIn: true,
          };
          // The same slot asked of both web instances at once.
          const answers = await Promise.all(
            cluster.web.map((instance) =>
              tally.time(
                'same-slot booking',
                () => post(instance, cluster.url, `/api/public/booking/${ade.slug}`, body),
                [409],
              ),
            ),
          );
          slots.push({ startsAt, wins: answers.filter((r) => r.status < 300).length });
          // The photographer confirms it through the load balancer: its text must go exactly once.
          const [pending] = (
            await db.query(`select id from bookings where client_email = $1 and status = 'pending'`, [
              body.clientEmail,
            ])
          ).rows;
          if (pending)
            await tally.step('confirm booking', () =>
              world.ok('POST', `/api/bookings/${pending.id}/confirm`, undefined, ade.cookie),
            );
          n += 1;
        }
        // Every slot asked early: the restart still waits for this loop's pause, so answer it.
        while (running()) {
          pause.reached?.();
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      })();

      const faults = (async () => {
        await sleepUntil(deadline - SECONDS * 600);
        // A deploy: web-1 stops gracefully (nginx sends new requests to web-2) and comes back.
        await new Promise<void>((reached) => {
          pause = { requested: true, reached };
        });
        const restarting = performance.now();
        expect(await cluster.web[0]!.stop()).toBe(0);
        await cluster.web[0]!.start();
        restartMs = performance.now() - restarting;
        pause = { requested: false };
        // A crash: the worker dies mid-job and comes back; its jobs are run again (decision 191).
        await sleepUntil(deadline - SECONDS * 400);
        await cluster.worker.kill();
        await cluster.worker.start();
        // An edit on one instance is served fresh by the other within a second.
        freshnessMs = await editSeenByOther(world, admin, cluster.web);
        pinLimit = await pinLimitAcrossInstances(world, ade, cluster, tally);
      })().finally(() => {
        faultsDone = true;
      });
      const zips = downloadZips(cluster, zipGallery, tally, running);
      // The photographer writes on until web-1 is back and the faults are over, so the client's
      // stream is seen to come back and hear messages again however slowly web-1 restarts.
      const messages = conversation.run(() => running() || !faultsDone);

      await Promise.all([...visitors, payers, bookers, uploaders, faults, zips, messages]);
      await settled(
        db,
        invoices.map((i) => i.id),
      );
      // Every photo processed, none twice: one row each, ready.
      const photosDeadline = Date.now() + 150_000;
      let counts = await galleryCounts(world, ade, gallery.id);
      while (counts.pending > 0 && Date.now() < photosDeadline) {
        await new Promise((resolve) => setTimeout(resolve, 500));
        counts = await galleryCounts(world, ade, gallery.id);
      }

      console.info(
        `\ncluster run: ${SECONDS} s, 2 web instances + 1 worker behind nginx\n${tally.table(SECONDS)}`,
      );
      console.info(`web-1 stopped (SIGTERM) and ready again after ${restartMs.toFixed(0)} ms`);
      console.info(`an edit on web-2 served by web-1 after ${freshnessMs.toFixed(0)} ms`);
      const zipped = await zips;
      console.info(
        `gallery zips through the load balancer: ${zipped.zips} downloaded and checked (${(zipped.bytes / 1e6).toFixed(1)} MB), each ${zipGallery.originals.size} originals byte for byte`,
      );
      console.info(pinLimit);
      console.info(await conversation.check());
      expect(tally.failures(), tally.failureList()).toBe(0);
      expect(freshnessMs).toBeLessThanOrEqual(1000);
      expect(invoices.length).toBeGreaterThan(0);
      expect(slots.length).toBeGreaterThan(0);
      expect(uploaded).toBeGreaterThan(0);
      expect(zipped.zips).toBeGreaterThan(0);
      expect(pinLimit).not.toBe('');
      expect(mailsTo(cluster, ade.email, RETIRED_SUBJECT)).toHaveLength(1);
      expect(counts).toMatchObject({ imageCount: uploaded, pending: 0, failed: 0 });
      const photoRows = await db.query(
        'select count(*)::int as n from gallery_photos where gallery_id = $1',
        [gallery.id],
      );
      expect(photoRows.rows[0].n).toBe(uploaded);
      for (const slot of slots) expect(slot.wins, slot.startsAt).toBe(1);
      const doubled = await db.query(
        `select starts_at, count(*) from bookings where status in ('pending', 'confirmed') group by photographer_id, starts_at having count(*) > 1`,
      );
      expect(doubled.rows).toEqual([]);
      for (const invoice of invoices) {
        const payments = await db.query(
          'select count(*)::int as n from invoice_payments where invoice_id = $1 and reversed_at is null',
          [invoice.id],
        );
        expect(payments.rows[0].n, invoice.clientEmail).toBe(1);
        for (const subject of [/^Invoice INV-\d+ from /, /^Receipt RCT-\d+ from /]) {
          const mails = mailsTo(cluster, invoice.clientEmail, subject);
          expect(mails.length, `${invoice.clientEmail} ${subject}`).toBe(1);
        }
      }
      const sent = await db.query(
        `select count(*)::int as n from notification_outbox where status = 'sent' and channel = 'email'`,
      );
      expect(cluster.smtp.received.length).toBe(sent.rows[0].n);
      // Every text once: Termii received exactly what the outbox marks sent, one per booking.
      const texted = await db.query(
        `select count(*)::int as n from notification_outbox where status = 'sent' and channel = 'sms'`,
      );
      const booked = await db.query(
        `select count(*)::int as n from bookings where status = 'confirmed' and client_email like 'guest-%'`,
      );
      const phones = cluster.termii.sent.map((text) => text.to);
      console.info(`texts: ${phones.length} sent for ${booked.rows[0].n} confirmed bookings`);
      expect(phones.length).toBeGreaterThan(0);
      expect(phones.length).toBe(texted.rows[0].n);
      expect(new Set(phones).size).toBe(phones.length);
      expect(phones.length).toBe(booked.rows[0].n);
    },
    (SECONDS + 240) * 1000,
  );
});

/** A public write sent straight to one instance, as a browser on the site would send it. */
const post = (instance: Instance, origin: string, path: string, body: unknown) =>
  callAt(instance.url, 'POST', path, {
    origin,
    ip: `198.19.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`,
    body,
  });

async function sessionTypeOf(world: ShippedServer, who: Photographer): Promise<string> {
  const settings = await world.ok<{ sessionTypes: { id: string }[] }>(
    'GET',
    '/api/scheduling/settings',
    undefined,
    who.cookie,
  );
  return settings.sessionTypes[0]!.id;
}

/** Retitles a blog post through web-2 and reads it from web-1 until the new title shows. */
async function editSeenByOther(world: ShippedServer, admin: Person, web: Instance[]): Promise<number> {
  const direct = (instance: Instance, method: string, path: string, body?: unknown) =>
    fetch(`${instance.url}${path}`, {
      method,
      headers: {
        origin: world.url,
        cookie: admin.cookie,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
  const { posts } = (await (await direct(web[1]!, 'GET', ADMIN_CONTENT_API.blog)).json()) as {
    posts: { id: string; slug: string }[];
  };
  const target = posts[0]!;
  const { post } = (await (await direct(web[1]!, 'GET', ADMIN_CONTENT_API.blogPost(target.id))).json()) as {
    post: Record<string, unknown>;
  };
  // Warm web-1's cache of the page first, so a stale copy would show.
  await fetch(`${web[0]!.url}/blog/${target.slug}`);
  const { id: _id, updatedAt: _at, ...fields } = post;
  const title = `Edited on web-2 at ${Date.now()}`;
  const saved = await direct(web[1]!, 'PUT', ADMIN_CONTENT_API.blogPost(target.id), { ...fields, title });
  expect(saved.status).toBe(200);
  const started = performance.now();
  for (;;) {
    const html = await (await fetch(`${web[0]!.url}/blog/${target.slug}`)).text();
    if (html.includes(title)) return performance.now() - started;
    if (performance.now() - started > 5000) return Number.POSITIVE_INFINITY;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Waits until the jobs the workload caused have run: every invoice paid (a webhook's job credits
 * it; one the killed worker held runs again after its heartbeat lapses) and every queued email
 * and text sent or failed.
 */
async function settled(db: pg.Client, invoiceIds: string[]) {
  const deadline = Date.now() + 150_000;
  for (;;) {
    const unpaid = await db.query(
      `select count(*)::int as n from invoices where id = any($1) and status <> 'paid'`,
      [invoiceIds],
    );
    const queued = await db.query(
      `select count(*)::int as n from notification_outbox where status = 'queued'`,
    );
    if (unpaid.rows[0].n === 0 && queued.rows[0].n === 0) return;
    if (Date.now() > deadline) {
      throw new Error(`${unpaid.rows[0].n} invoices unpaid and ${queued.rows[0].n} notifications queued`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

const sleepUntil = (at: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now())));
