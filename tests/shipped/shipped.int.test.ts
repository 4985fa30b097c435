import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cameraJpeg } from '../gallery-helpers.ts';
import { pdfText } from '../invoicing-test-kit.ts';
import { dayAhead, lagos } from '../scheduling-helpers.ts';
import { prepareEmptyInstall, run } from '../server-process-helpers.ts';
import { type ShippedServer, startShippedServer } from './shipped-server.ts';
import {
  approvedPhotographer,
  bytesOf,
  galleryCounts,
  PASSWORD,
  type Person,
  type Photographer,
  payOnline,
  sendInvoice,
  sendWeddingContract,
  setUpAdmin,
  signatureDataUrl,
  uploadChunks,
} from './shipped-world.ts';

/**
 * THE SHIPPED TIER: every module's main path once, against what `npm start` runs (the bundle
 * under plain Node, NODE_ENV=production, a real process and real HTTP), on PGlite and on
 * PostgreSQL; the PostgreSQL run keeps its files in an S3 bucket (s3rver), the stateless set-up.
 * The tests run in order on one server, each building on the last.
 */
const onPostgres = inject('dbKind') === 'postgres';
const fixture = (name: string) => fs.readFileSync(path.join(import.meta.dirname, '../fixtures', name));
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'aworan-shipped-'));

/** poppler's pdfsig report on a PDF (it exits non-zero on a broken signature). */
function pdfsig(pdf: Buffer): string {
  const file = path.join(work, `sig-${Date.now()}.pdf`);
  fs.writeFileSync(file, pdf);
  const r = spawnSync('pdfsig', [file], { encoding: 'utf8' });
  return `${r.stdout}${r.stderr}`;
}

describe('the shipped server (dist/server/server.mjs, NODE_ENV=production)', { timeout: 180_000 }, () => {
  let server: ShippedServer;
  let admin: Person;
  let ade: Photographer;
  let invoice: { id: string; publicUrl: string };

  beforeAll(async () => {
    server = await startShippedServer({ s3: onPostgres });
    admin = await setUpAdmin(server);
  }, 180_000);
  afterAll(async () => {
    await server?.close();
    fs.rmSync(work, { recursive: true, force: true });
  });

  it('runs in production mode: HSTS on, the development outbox absent', async () => {
    const health = await server.call('GET', '/api/health');
    expect(health.headers.get('strict-transport-security')).toMatch(/max-age=/);
    expect((await server.call('GET', '/api/dev/outbox')).status).toBe(404);
  });

  it('signs a photographer up, verifies the email, signs in, approves the application', async () => {
    ade = await approvedPhotographer(server, admin);
    const me = await server.ok<{ viewer: { role: string } }>(
      'GET',
      '/api/accounts/me',
      undefined,
      ade.cookie,
    );
    expect(me.viewer.role).toBe('photographer');
  });

  it('sends an invoice by email with its PDF, which reads ₦', async () => {
    invoice = await sendInvoice(server, ade, 'bola@clients.test');
    const mail = await server.mailTo('bola@clients.test', /^Invoice INV-0001 from /);
    const pdf = mail.attachments.find((a) => a.contentType === 'application/pdf');
    expect(pdfText(pdf!.content)).toContain('₦150,000.00');
    const again = await bytesOf(
      await server.call('GET', `/api/invoices/${invoice.id}/pdf`, undefined, ade.cookie),
    );
    expect(pdfText(again)).toContain('INV-0001');
  });

  it('takes the payment online through Paystack and emails the receipt', async () => {
    await payOnline(server, invoice.publicUrl);
    const receipt = await server.mailTo(
      'bola@clients.test',
      /^Receipt RCT-0001 from Ade Lens Studio: ₦161,250\.00 for invoice INV-0001$/,
    );
    // ₦150,000.00 and VAT at 7.5%.
    expect(receipt.text).toContain('₦161,250.00');
    const paid = await server.ok<{ invoice: { status: string; payments: { id: string }[] } }>(
      'GET',
      `/api/invoices/${invoice.id}`,
      undefined,
      ade.cookie,
    );
    expect(paid.invoice.status).toBe('paid');
    // Every payment has its own receipt (decision 201).
    const [payment] = paid.invoice.payments;
    const pdf = await bytesOf(
      await server.call(
        'GET',
        `/api/invoices/${invoice.id}/payments/${payment!.id}/receipt.pdf`,
        undefined,
        ade.cookie,
      ),
    );
    expect(pdfText(pdf)).toContain('RCT-0001');
  });

  it('has a contract signed by link and countersigned; the sealed PDF verifies with pdfsig', async () => {
    const signature = await signatureDataUrl();
    const contract = await sendWeddingContract(server, ade, 'chiamaka@clients.test');
    const invite = await server.mailTo('chiamaka@clients.test', /^Please sign: /);
    const token = invite.text!.match(/\/c\/([\w-]+)/)![1]!;
    expect(token).toBe(contract.token);
    await server.ok('POST', `/api/public/contracts/${token}/viewed`);
    await server.ok('POST', `/api/public/contracts/${token}/sign`, {
      consent: true,
      fullName: 'Chiamaka Obi',
      signature,
    });
    await server.ok(
      'POST',
      `/api/contracts/${contract.id}/countersign`,
      { consent: true, fullName: 'Ade Tester', signature },
      ade.cookie,
    );
    // The seal job stores the PDF and emails it to both parties.
    const signed = await server.mailTo('chiamaka@clients.test', /^Signed: /);
    expect(signed.attachments.some((a) => a.contentType === 'application/pdf')).toBe(true);
    for (const res of [
      await server.call('GET', `/api/contracts/${contract.id}/pdf`, undefined, ade.cookie),
      await server.call('GET', `/api/public/contracts/${token}/pdf`),
    ]) {
      expect(res.status).toBe(200);
      const pdf = await bytesOf(res);
      expect(pdfsig(pdf)).toContain('Signature is Valid');
      expect(pdfText(pdf)).toContain('Certificate of completion');
    }
  });

  it('books a session with a deposit paid online; the confirmation carries its .ics', async () => {
    const settings = await server.ok<{
      sessionTypes: ({ id: string; name: string } & Record<string, unknown>)[];
    }>('GET', '/api/scheduling/settings', undefined, ade.cookie);
    const { id: typeId, ...type } = settings.sessionTypes[0]!;
    await server.ok(
      'PUT',
      `/api/scheduling/session-types/${typeId}`,
      { ...type, depositPercent: 30 },
      ade.cookie,
    );
    const date = dayAhead(45);
    await server.ok(
      'POST',
      '/api/scheduling/overrides',
      { date, spans: [{ start: '09:00', end: '17:00' }] },
      ade.cookie,
    );
    const booked = await server.ok<{ bookingId: string; payUrl: string }>(
      'POST',
      `/api/public/booking/${ade.slug}`,
      {
        sessionTypeId: typeId,
        startsAt: lagos(date, '10:00'),
        clientName: 'Kemi Ojo',
        clientEmail: 'kemi@clients.test',
      },
    );
    await payOnline(server, booked.payUrl);
    // A new photographer's bookings are confirmed by their paid deposit (product rule 205): the
    // client is told so, with the calendar file, and confirming again is refused.
    const confirmed = await server.mailTo('kemi@clients.test', /^Confirmed: /);
    const confirm = await server.call(
      'POST',
      `/api/bookings/${booked.bookingId}/confirm`,
      undefined,
      ade.cookie,
    );
    expect(confirm.status).toBe(409);
    const ics = confirmed.attachments.find((a) => a.filename === 'session.ics');
    const stamp = lagos(date, '10:00').replace(/[-:]/g, '').replace('.000', '');
    expect(ics!.content.toString()).toContain(`DTSTART:${stamp}`);
  });

  it('processes JPEG, PNG and HEIC uploads, shares the gallery, and zips the originals', async () => {
    const { gallery } = await server.ok<{ gallery: { id: string; photographerId: string } }>(
      'POST',
      '/api/galleries',
      { name: 'Funke & Tobi' },
      ade.cookie,
    );
    const files: [string, Buffer][] = [
      ['IMG_0001.JPG', await cameraJpeg()],
      [
        'flat.png',
        await sharp({ create: { width: 64, height: 48, channels: 3, background: '#c08040' } })
          .png()
          .toBuffer(),
      ],
      ['IMG_0002.HEIC', fixture('iphone-like.heic')],
    ];
    for (const [filename, data] of files) {
      const uploadId = await uploadChunks(server, ade, gallery.id, filename, data);
      await server.ok(
        'POST',
        `/api/galleries/${gallery.id}/uploads/${uploadId}/complete`,
        undefined,
        ade.cookie,
      );
    }
    // The processing jobs run in the server's queue.
    await expect
      .poll(() => galleryCounts(server, ade, gallery.id), { timeout: 90_000, interval: 500 })
      .toMatchObject({ imageCount: 3, pending: 0, failed: 0 });

    await server.ok(
      'PUT',
      `/api/galleries/${gallery.id}`,
      { name: 'Funke & Tobi', description: '', clientEmail: 'funke@clients.test' },
      ade.cookie,
    );
    await server.ok('POST', `/api/galleries/${gallery.id}/share`, undefined, ade.cookie);
    await server.mailTo('funke@clients.test', /shared a gallery with you: Funke & Tobi$/);
    const zip = await server.call(
      'GET',
      `/api/public/galleries/${gallery.photographerId}/${gallery.id}/download.zip`,
    );
    expect(zip.status).toBe(200);
    const file = path.join(work, 'gallery.zip');
    fs.writeFileSync(file, await bytesOf(zip));
    const names = execFileSync('zipinfo', ['-1', file]).toString().trim().split('\n').sort();
    expect(names).toEqual(['IMG_0001.JPG', 'IMG_0002.HEIC', 'flat.png']);
  });

  it('exports invoices, clients and online payments as CSV', async () => {
    const csv = async (url: string) => {
      const res = await server.call('GET', url, undefined, ade.cookie);
      expect(res.status, `${url}: ${await res.clone().text()}`).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/csv');
      return res.text();
    };
    expect(await csv(`/api/invoices/export.csv?from=${dayAhead(-30)}&to=${dayAhead(0)}`)).toContain(
      'INV-0001',
    );
    expect(await csv('/api/clients/export')).toContain('bola@clients.test');
    expect(await csv('/api/payments/online/export.csv')).toContain('bola@clients.test');
  });

  it('backs up while running and restores into an empty install that serves the same data', async () => {
    const archive = path.join(work, 'backup.tar.gz');
    const backup = run('scripts/backup.ts', [archive], {
      DATA_DIR: server.install.dataDir,
      DATABASE_URL: server.install.databaseUrl,
    });
    expect(await backup.exited, backup.output()).toBe(0);
    const target = await prepareEmptyInstall();
    const restore = run('scripts/restore.ts', [archive], {
      DATA_DIR: target.dataDir,
      DATABASE_URL: target.databaseUrl,
    });
    expect(await restore.exited, restore.output()).toBe(0);
    const restored = await startShippedServer({
      install: target,
      env: server.s3 ? { STORAGE_URL: server.s3.url } : {},
    });
    try {
      const cookie = await restored.signIn(ade.email, PASSWORD);
      const { invoices } = await restored.ok<{ invoices: { number: string }[] }>(
        'GET',
        '/api/invoices',
        undefined,
        cookie,
      );
      expect(invoices.map((i) => i.number)).toContain('INV-0001');
      const pdf = await restored.call('GET', `/api/invoices/${invoice.id}/pdf`, undefined, cookie);
      expect(pdfText(await bytesOf(pdf))).toContain('₦150,000.00');
    } finally {
      await restored.close();
    }
  });
});
