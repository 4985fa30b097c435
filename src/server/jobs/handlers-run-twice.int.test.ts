import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createElement } from 'react';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../tests/auth-helpers.ts';
import { type FakePaystack, startFakePaystack } from '../../../tests/fake-paystack/fake-paystack.ts';
import { paystackConfigFor } from '../../../tests/fake-paystack/pay-online.ts';
import { samplePhoto, turnFindMeOn } from '../../../tests/find-me-helpers.ts';
import {
  cameraJpeg,
  createGallery,
  saveGallerySettings,
  uploadPhoto,
} from '../../../tests/gallery-helpers.ts';
import { httpCaller } from '../../../tests/http-call.ts';
import { photographerWithListing } from '../../../tests/marketplace-helpers.ts';
import { dayAhead, lagos } from '../../../tests/scheduling-helpers.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../tests/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../tests/test-app.ts';
import { ADMIN_CONTENT_API } from '../../shared/content-admin.ts';
import { BUILT_IN_TEMPLATES } from '../../shared/contract-templates.ts';
import { findMeApi } from '../../shared/find-me.ts';
import { MESSAGE_API } from '../../shared/messages-terms.ts';
import { Paragraph } from '../emails/layout.tsx';

/**
 * EVERY JOB HANDLER IS IDEMPOTENT (decision 191): a job may run again after a crash, a retry or an
 * admin's Retry. Here every inline job runs twice, back to back, and each queue's work is done
 * once: one email, one credit, one seal, one processed photo, one reminder. The last test fails
 * when a queue is registered that this file does not run.
 */
const SLUG = 'twice-studio';
const covered = new Set<string>();

describe('every job handler, run twice', { timeout: 180_000 }, () => {
  const http = httpCaller(() => t.app);
  let t: TestApp;
  let smtp: SmtpCapture;
  let fake: FakePaystack;
  let ade: SignedInUser;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-twice-'));
    [smtp, fake] = await Promise.all([startSmtpCapture(), startFakePaystack()]);
    t = await createTestApp({
      smtpUrl: smtp.url,
      paystack: paystackConfigFor(fake),
      dataDir,
      inlineJobRuns: 2,
    });
    fake.webhookUrl = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}/api/payments/paystack/webhook`;
    ade = await photographerWithListing(t.app, {
      businessName: 'Twice Studio',
      slug: SLUG,
      firstName: 'Ade',
    });
    fake.addAccount('058', '0123456789', 'TWICE STUDIO');
    expect(
      (await call('PUT', '/api/payments/payout-account', { bankCode: '058', accountNumber: '0123456789' }))
        .statusCode,
    ).toBe(200);
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([smtp.close(), fake.close()]);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    who: SignedInUser | null = ade,
  ) => http(who, method, url, payload);
  const ok = async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: unknown,
    who: SignedInUser | null = ade,
  ) => {
    const res = await call(method, url, payload, who);
    expect(res.statusCode, res.body).toBeLessThan(300);
    return res.json();
  };
  const logged = async (template: string, to?: string) =>
    (
      await t.app.database.query<{ n: number }>(
        `select count(*)::int as n from notification_outbox where template = $1 and ($2::text is null or "to" = $2)`,
        [template, to ?? null],
      )
    )[0]!.n;
  const delivered = (to: string, subject: RegExp) =>
    smtp.received.filter((m) => JSON.stringify(m.to).includes(to) && subject.test(m.subject ?? '')).length;
  /** Runs a scheduled queue's handler through the queue (twice, inline). */
  const runSchedule = (queue: string) => {
    covered.add(queue);
    return t.app.jobs.send(queue, {});
  };
  const invoice = async (email: string, dueDate = dayAhead(14)) =>
    (
      await ok('POST', '/api/invoices?send=true', {
        clientName: 'Bola Adeyemi',
        clientEmail: email,
        dueDate,
        items: [{ description: 'Portrait session', quantity: 1, unitKobo: 10_000_000 }],
      })
    ).invoice as { id: string; publicUrl: string };

  it('email-deliver: one delivery', async () => {
    covered.add('email-deliver');
    await t.app.mailer.send({
      to: 'once@example.ng',
      template: 'test',
      content: { subject: 'Once', body: createElement(Paragraph, null, 'Only once.') },
    });
    expect(delivered('once@example.ng', /^Once$/)).toBe(1);
  });

  it('paystack-event and paystack-reconcile: one credit, one receipt', async () => {
    covered.add('paystack-event');
    const sent = await invoice('payer@example.ng');
    const token = sent.publicUrl.split('/i/')[1];
    const pay = (await ok('POST', `/api/public/invoices/${token}/pay`, {}, null)).authorizationUrl as string;
    const trx = [...fake.transactions.values()].find((x) => x.access_code === pay.split('/checkout/')[1])!;
    await fake.complete(trx.reference, 'success');
    const after = (await ok('GET', `/api/invoices/${sent.id}`)).invoice;
    expect(after.status).toBe('paid');
    expect(after.paidKobo).toBe(after.totalKobo);
    expect(await logged('invoice-receipt', 'payer@example.ng')).toBe(1);

    // A payment whose webhook never came: the daily reconciliation credits it, once.
    const lost = await invoice('lost-hook@example.ng');
    const url = (await ok('POST', `/api/public/invoices/${lost.publicUrl.split('/i/')[1]}/pay`, {}, null))
      .authorizationUrl as string;
    const quiet = [...fake.transactions.values()].find((x) => x.access_code === url.split('/checkout/')[1])!;
    fake.dropWebhooks = true;
    await fake.complete(quiet.reference, 'success');
    fake.dropWebhooks = false;
    await runSchedule('paystack-reconcile');
    expect((await ok('GET', `/api/invoices/${lost.id}`)).invoice.paidKobo).toBe(after.totalKobo);
    expect(await logged('invoice-receipt', 'lost-hook@example.ng')).toBe(1);

    // A charge Paystack's verify calls pending: re-verified (attempts 1 to 3, still pending),
    // then a re-verify that finds it settled credits it once.
    covered.add('paystack-reverify');
    const slow = await invoice('slow@example.ng');
    const slowUrl = (await ok('POST', `/api/public/invoices/${slow.publicUrl.split('/i/')[1]}/pay`, {}, null))
      .authorizationUrl as string;
    const pending = [...fake.transactions.values()].find(
      (x) => x.access_code === slowUrl.split('/checkout/')[1],
    )!;
    fake.verifyPending.add(pending.reference);
    await fake.complete(pending.reference, 'success');
    expect((await ok('GET', `/api/invoices/${slow.id}`)).invoice.paidKobo).toBe(0);
    fake.verifyPending.delete(pending.reference);
    await t.app.jobs.send('paystack-reverify', { reference: pending.reference, attempt: 3 });
    expect((await ok('GET', `/api/invoices/${slow.id}`)).invoice.paidKobo).toBe(after.totalKobo);
    expect(await logged('invoice-receipt', 'slow@example.ng')).toBe(1);
  });

  it('invoice-overdue and invoice-reminders: one overdue mark, one reminder', async () => {
    const late = await invoice('late@example.ng');
    await t.app.database.query(`update invoices set due_date = $2 where id = $1`, [late.id, dayAhead(-1)]);
    await runSchedule('invoice-overdue');
    const history = (await ok('GET', `/api/invoices/${late.id}`)).invoice.history as { kind: string }[];
    expect(history.filter((h) => h.kind === 'overdue')).toHaveLength(1);

    await invoice('due-today@example.ng', dayAhead(0));
    await runSchedule('invoice-reminders');
    expect(await logged('invoice-reminder', 'due-today@example.ng')).toBe(1);
  });

  it('contract-signed and contract-expiry: one sealed PDF emailed to each party, one expiry', async () => {
    covered.add('contract-signed');
    const png = await sharp({ create: { width: 120, height: 40, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const sign = (fullName: string) => ({
      consent: true,
      fullName,
      signature: `data:image/png;base64,${png.toString('base64')}`,
    });
    const wedding = BUILT_IN_TEMPLATES.find((x) => x.id === 'template-wedding')!;
    const draft = (email: string) => ({
      title: wedding.title,
      clientName: 'Chiamaka Obi',
      clientEmail: email,
      content: wedding.content,
      templateId: wedding.id,
      values: { sessionDate: dayAhead(60), location: 'Eko Hotel, Lagos', hours: 8, feeKobo: 50_000_000 },
    });
    const c = (await ok('POST', '/api/contracts', draft('signer@example.ng'))).contract;
    const token = (await ok('POST', `/api/contracts/${c.id}/send`)).contract.publicUrl.split('/c/')[1];
    await ok('POST', `/api/public/contracts/${token}/sign`, sign('Chiamaka Obi'), null);
    await ok('POST', `/api/contracts/${c.id}/countersign`, sign('Ade Studio'));
    expect(await logged('contract-signed', 'signer@example.ng')).toBe(1);
    expect(await logged('contract-signed', ade.email)).toBe(1);

    const old = (await ok('POST', '/api/contracts', draft('unsigned@example.ng'))).contract;
    await ok('POST', `/api/contracts/${old.id}/send`);
    await t.app.database.query(`update contracts set expires_on = $2 where id = $1`, [old.id, dayAhead(-1)]);
    await runSchedule('contract-expiry');
    expect((await ok('GET', `/api/contracts/${old.id}`)).contract.status).toBe('expired');
    expect(await logged('contract-expired', ade.email)).toBe(1);
  });

  it('gallery-photo-process, gallery-photo-sweep and gallery-expiry-reminders: once each', async () => {
    covered.add('gallery-photo-process');
    const gallery = await createGallery(t.app, ade);
    await uploadPhoto(t.app, ade, gallery.id, await cameraJpeg());
    const detail = (await ok('GET', `/api/galleries/${gallery.id}`)).gallery;
    expect(detail).toMatchObject({ imageCount: 1, pending: 0, failed: 0 });
    expect(detail.photos).toHaveLength(1);

    await ok('POST', `/api/galleries/${gallery.id}/uploads`, {
      filename: 'left.jpg',
      sizeBytes: 10,
      sha256: 'a'.repeat(64),
    });
    await t.app.database.query(
      `update gallery_photos set updated_at = now() - interval '25 hours' where gallery_id = $1 and state = 'uploading'`,
      [gallery.id],
    );
    const rows = async () =>
      (await t.app.database.query('select id from gallery_photos where gallery_id = $1', [gallery.id]))
        .length;
    expect(await rows()).toBe(2);
    await runSchedule('gallery-photo-sweep');
    expect(await rows()).toBe(1);

    await ok('PUT', `/api/galleries/${gallery.id}`, {
      name: 'Test gallery',
      description: '',
      clientEmail: 'viewer@example.ng',
    });
    await ok('POST', `/api/galleries/${gallery.id}/share`);
    expect((await saveGallerySettings(t.app, ade, gallery.id, { expiresOn: dayAhead(7) })).statusCode).toBe(
      200,
    );
    await runSchedule('gallery-expiry-reminders');
    expect(await logged('gallery-expiring', 'viewer@example.ng')).toBe(1);
  });

  it('booking-holds and booking-reminders: one release, one reminder', async () => {
    const settings = (await ok('GET', '/api/scheduling/settings')).sessionTypes as ({
      id: string;
      name: string;
    } & Record<string, unknown>)[];
    const { id: typeId, ...type } = settings.find((s) => s.name === 'Wedding Package')!;
    await ok('PUT', `/api/scheduling/session-types/${typeId}`, { ...type, depositPercent: 30 });
    const date = dayAhead(30);
    await ok('POST', '/api/scheduling/overrides', { date, spans: [{ start: '09:00', end: '17:00' }] });
    const held = await ok(
      'POST',
      `/api/public/booking/${SLUG}`,
      {
        sessionTypeId: typeId,
        startsAt: lagos(date, '09:00'),
        clientName: 'Kemi Ojo',
        clientEmail: 'held@example.ng',
      },
      null,
    );
    await t.app.database.query(
      `update bookings set hold_expires_at = now() - interval '1 minute' where id = $1`,
      [held.bookingId],
    );
    await runSchedule('booking-holds');
    expect(await logged('booking-released', 'held@example.ng')).toBe(1);

    const portrait = settings.find((s) => s.name === 'Portrait Session')!;
    const mine = await ok('POST', '/api/bookings', {
      sessionTypeId: portrait.id,
      startsAt: lagos(dayAhead(31), '10:00'),
      clientName: 'Femi Ade',
      clientEmail: 'soon@example.ng',
      clientPhone: '0803 123 4567',
      location: 'Lekki Phase 1',
    });
    await t.app.database.query(
      `update bookings set starts_at = now() + interval '23 hours', ends_at = now() + interval '24 hours',
         blocked_from = now() + interval '23 hours', blocked_until = now() + interval '24 hours' where id = $1`,
      [mine.booking.id],
    );
    await runSchedule('booking-reminders');
    expect(await logged('booking-reminder', 'soon@example.ng')).toBe(1);
  });

  it('newsletter-issue, newsletter-batch and prune-email-outbox: one issue each, old entries gone', async () => {
    covered.add('newsletter-issue');
    covered.add('newsletter-batch');
    await t.app.database.query(
      `insert into newsletter_subscribers (email, status, unsubscribe_token) values ('reader@example.ng', 'confirmed', 'tok-twice')`,
    );
    const admin = await signInAs(t.app, 'superAdmin');
    await ok('POST', ADMIN_CONTENT_API.newsletterIssues, { subject: 'Twice tips', body: 'Light.' }, admin);
    expect(await logged('newsletter-issue', 'reader@example.ng')).toBe(1);

    await t.app.database.query(
      `update notification_outbox set created_at = now() - interval '400 days' where "to" = 'once@example.ng'`,
    );
    await runSchedule('prune-email-outbox');
    expect(await logged('test', 'once@example.ng')).toBe(0);
  });

  it('storage-alert-check: one email a day while storage is full', async () => {
    const admin = await signInAs(t.app, 'superAdmin');
    process.env.AWORAN_FAULT = 'storage-full';
    try {
      const refused = await t.app.storage
        .put('probe/x.txt', Buffer.from('x'), { contentType: 'text/plain' })
        .catch((e) => e);
      expect(refused.statusCode).toBe(507);
      expect(await logged('storage-full', admin.email)).toBe(1);
      await t.app.database.query(`update storage_alerts set emailed_on = emailed_on - 1`);
      await runSchedule('storage-alert-check');
      expect(await logged('storage-full', admin.email)).toBe(2);
    } finally {
      delete process.env.AWORAN_FAULT;
    }
  });

  it('attempt-counters-prune: counters past their window and wait go, the others stay', async () => {
    await t.app.database.query(
      `insert into attempt_counters (key, count, reset_at, locked_until) values
         ('twice|over', 3, now() - interval '1 minute', null),
         ('twice|counting', 3, now() + interval '1 minute', null),
         ('twice|waiting', 6, now() - interval '1 minute', now() + interval '5 minutes')`,
    );
    await runSchedule('attempt-counters-prune');
    const kept = await t.app.database.query<{ key: string }>(
      `select key from attempt_counters where key like 'twice|%' order by key`,
    );
    expect(kept.map((r) => r.key)).toEqual(['twice|counting', 'twice|waiting']);
  });

  it('follow-up-digest: one morning email for the day', async () => {
    const client = (await ok('POST', '/api/clients', { name: 'Kemi Twice', email: 'kemi-twice@example.ng' }))
      .client as { id: string };
    await ok('POST', `/api/follow-ups/clients/${client.id}`, { dueOn: dayAhead(0), note: 'Call Kemi' });
    await runSchedule('follow-up-digest');
    await runSchedule('follow-up-digest');
    expect(await logged('follow-up-digest', ade.email)).toBe(1);
  });

  it('messages-unread-email: one email for a message unread ten minutes', async () => {
    const client = (await ok('POST', '/api/clients', { name: 'Tolu Twice', email: 'tolu-twice@example.ng' }))
      .client as { id: string };
    await ok('POST', `${MESSAGE_API.ofClient(client.id)}/messages`, { body: 'Your photos are ready.' });
    // Written eleven minutes ago, and never read.
    await t.app.database.query(
      `update messages set created_at = now() - interval '11 minutes'
        where conversation_id in (select id from conversations where client_id = $1)`,
      [client.id],
    );
    await runSchedule('messages-unread-email');
    await runSchedule('messages-unread-email');
    expect(await logged('messages-unread', 'tolu-twice@example.ng')).toBe(1);
  });

  it('find-me-index, find-me-sweep and find-me-purge: each photo read once, an ended gallery emptied', async () => {
    covered.add('find-me-index');
    const gallery = await createGallery(t.app, ade);
    await uploadPhoto(t.app, ade, gallery.id, samplePhoto(1), 'sample1.jpg');
    await turnFindMeOn(t.app, ade, gallery.id);
    const faces = async () =>
      (
        await t.app.database.query<{ n: number }>(
          'select count(*)::int as n from find_me.photo_faces where gallery_id = $1',
          [gallery.id],
        )
      )[0]!.n;
    const found = await faces();
    expect(found).toBeGreaterThan(0);
    await runSchedule('find-me-sweep');
    expect(await faces()).toBe(found);
    expect(await ok('GET', findMeApi.status(gallery.id))).toEqual({ on: true, ready: 1, total: 1 });
    await t.app.database.query(`update galleries set expires_on = current_date - 2 where id = $1`, [
      gallery.id,
    ]);
    await runSchedule('find-me-purge');
    expect(await faces()).toBe(0);
  });

  it('covers every registered queue', () => {
    expect(t.app.jobs.registered().filter((q) => !covered.has(q))).toEqual([]);
  });
});
