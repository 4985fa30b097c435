import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cameraJpeg } from '../gallery-helpers.ts';
import { dayAhead } from '../scheduling-helpers.ts';
import { type ShippedServer, startShippedServer } from './shipped-server.ts';
import { approvedPhotographer, type Photographer, payOnline, setUpAdmin } from './shipped-world.ts';

/**
 * A crash right after the commit loses nothing (decision 191): each job is queued in the
 * transaction of the change that causes it. The shipped server is started with a fault point
 * armed (AWORAN_FAULT=after-commit:<queue>), kills itself the moment such a transaction
 * commits, and the job runs after a plain restart. On PostgreSQL, the server most deployments
 * share between instances.
 */
const onPostgres = inject('dbKind') === 'postgres';

describe.skipIf(!onPostgres)('a kill -9 right after the commit', { timeout: 240_000 }, () => {
  let server: ShippedServer;
  let ade: Photographer;

  beforeAll(async () => {
    server = await startShippedServer();
    ade = await approvedPhotographer(server, await setUpAdmin(server));
  }, 240_000);
  afterAll(() => server?.close());

  /** Restarts armed, does `action` (the process dies in it), checks it died there, restarts plain. */
  async function dieAfterCommitOf(queue: string, action: () => Promise<unknown>) {
    await server.stop();
    await server.start({ AWORAN_FAULT: `after-commit:${queue}` });
    const dying = server.proc();
    await action().catch(() => undefined); // the answer may never come: the process is gone
    await dying.exited;
    expect(dying.child.signalCode).toBe('SIGKILL');
    expect(dying.output()).toContain(`AWORAN_FAULT: the process dies at after-commit:${queue}`);
    await server.start();
    // A fresh sign-in: a session cookie from before the restart still works, but be plain.
    ade.cookie = await server.signIn(ade.email, 'Shipped-tier-2026');
  }

  it('an email: the invoice is sent after the restart', async () => {
    await dieAfterCommitOf('email-deliver', () =>
      server.call(
        'POST',
        '/api/invoices?send=true',
        {
          clientName: 'Bola Adeyemi',
          clientEmail: 'bola@clients.test',
          items: [{ description: 'Portrait session', quantity: 1, unitKobo: 15_000_000 }],
        },
        ade.cookie,
      ),
    );
    await server.mailTo('bola@clients.test', /^Invoice INV-0001 from /);
  });

  it('a Paystack charge.success and a refund.processed: both are processed after the restart', async () => {
    const { invoices } = await server.ok<{ invoices: { id: string }[] }>(
      'GET',
      '/api/invoices',
      undefined,
      ade.cookie,
    );
    const invoice = invoices[0]!;
    const details = await server.ok<{ invoice: { publicUrl: string } }>(
      'GET',
      `/api/invoices/${invoice.id}`,
      undefined,
      ade.cookie,
    );
    await dieAfterCommitOf('paystack-event', () => payOnline(server, details.invoice.publicUrl));
    await server.mailTo('bola@clients.test', /^Receipt RCT-0001 for invoice INV-0001$/);

    const { payments } = await server.ok<{ payments: { id: string }[] }>(
      'GET',
      '/api/payments/online',
      undefined,
      ade.cookie,
    );
    await server.ok(
      'POST',
      `/api/payments/online/${payments[0]!.id}/refund`,
      { reason: 'The session was cancelled' },
      ade.cookie,
    );
    const refund = server.fake.refunds.at(-1)!;
    await dieAfterCommitOf('paystack-event', () => server.fake.settleRefund(refund.id, 'processed'));
    // Counted once Paystack's refund.processed is processed.
    await expect
      .poll(
        async () =>
          (
            await server.ok<{ payments: { refundedKobo: number; amountKobo: number }[] }>(
              'GET',
              '/api/payments/online',
              undefined,
              ade.cookie,
            )
          ).payments[0],
        { timeout: 60_000, interval: 500 },
      )
      .toMatchObject({ refundedKobo: 16_125_000 });
  });

  it('a contract seal: the sealed PDF is made and emailed after the restart', async () => {
    const png = await sharp({ create: { width: 120, height: 40, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const signature = `data:image/png;base64,${png.toString('base64')}`;
    const { templates } = await server.ok<{ templates: { id: string; title: string; content: string }[] }>(
      'GET',
      '/api/contracts/templates',
      undefined,
      ade.cookie,
    );
    const wedding = templates.find((t) => t.id === 'template-wedding')!;
    const { contract } = await server.ok<{ contract: { id: string; publicUrl: string } }>(
      'POST',
      '/api/contracts',
      {
        title: wedding.title,
        clientName: 'Chiamaka Obi',
        clientEmail: 'chiamaka@clients.test',
        content: wedding.content,
        templateId: wedding.id,
        values: { sessionDate: dayAhead(60), location: 'Eko Hotel, Lagos', hours: 8, feeKobo: 50_000_000 },
      },
      ade.cookie,
    );
    const sent = await server.ok<{ contract: { publicUrl: string } }>(
      'POST',
      `/api/contracts/${contract.id}/send`,
      undefined,
      ade.cookie,
    );
    const token = sent.contract.publicUrl.split('/c/')[1]!;
    await server.ok('POST', `/api/public/contracts/${token}/sign`, {
      consent: true,
      fullName: 'Chiamaka Obi',
      signature,
    });
    await dieAfterCommitOf('contract-signed', () =>
      server.call(
        'POST',
        `/api/contracts/${contract.id}/countersign`,
        { consent: true, fullName: 'Ade Tester', signature },
        ade.cookie,
      ),
    );
    const signed = await server.mailTo('chiamaka@clients.test', /^Signed: /);
    expect(signed.attachments.some((a) => a.contentType === 'application/pdf')).toBe(true);
  });

  it('a photo: it is processed after the restart', async () => {
    const { gallery } = await server.ok<{ gallery: { id: string } }>(
      'POST',
      '/api/galleries',
      { name: 'After the crash' },
      ade.cookie,
    );
    const jpeg = await cameraJpeg();
    const start = await server.ok<{ uploadId: string }>(
      'POST',
      `/api/galleries/${gallery.id}/uploads`,
      {
        filename: 'IMG_0001.JPG',
        sizeBytes: jpeg.length,
        sha256: createHash('sha256').update(jpeg).digest('hex'),
      },
      ade.cookie,
    );
    const chunk = await fetch(
      `${server.url}/api/galleries/${gallery.id}/uploads/${start.uploadId}/chunks/0`,
      {
        method: 'PUT',
        headers: { origin: server.url, cookie: ade.cookie, 'content-type': 'application/octet-stream' },
        body: new Uint8Array(jpeg),
      },
    );
    expect(chunk.status).toBe(200);
    await dieAfterCommitOf('gallery-photo-process', () =>
      server.call(
        'POST',
        `/api/galleries/${gallery.id}/uploads/${start.uploadId}/complete`,
        undefined,
        ade.cookie,
      ),
    );
    await expect
      .poll(
        async () =>
          (
            await server.ok<{ gallery: { imageCount: number; pending: number } }>(
              'GET',
              `/api/galleries/${gallery.id}`,
              undefined,
              ade.cookie,
            )
          ).gallery,
        { timeout: 60_000, interval: 500 },
      )
      .toMatchObject({ imageCount: 1, pending: 0 });
  });
});
