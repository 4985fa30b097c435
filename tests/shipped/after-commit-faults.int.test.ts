import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { cameraJpeg } from '../gallery-helpers.ts';
import { type ShippedServer, startShippedServer } from './shipped-server.ts';
import {
  approvedPhotographer,
  galleryCounts,
  PASSWORD,
  type Photographer,
  payOnline,
  sendInvoice,
  sendWeddingContract,
  setUpAdmin,
  signatureDataUrl,
  uploadChunks,
} from './shipped-world.ts';

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
    ade.cookie = await server.signIn(ade.email, PASSWORD);
  }

  it('an email: the invoice is sent after the restart', async () => {
    await dieAfterCommitOf('email-deliver', () => sendInvoice(server, ade, 'bola@clients.test'));
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
    await server.mailTo('bola@clients.test', /^Receipt RCT-0001 from .+: ₦[\d,.]+ for invoice INV-0001$/);

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
    const signature = await signatureDataUrl();
    const { id, token } = await sendWeddingContract(server, ade, 'chiamaka@clients.test');
    await server.ok('POST', `/api/public/contracts/${token}/sign`, {
      consent: true,
      fullName: 'Chiamaka Obi',
      signature,
    });
    await dieAfterCommitOf('contract-signed', () =>
      server.call(
        'POST',
        `/api/contracts/${id}/countersign`,
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
    const uploadId = await uploadChunks(server, ade, gallery.id, 'IMG_0001.JPG', await cameraJpeg());
    await dieAfterCommitOf('gallery-photo-process', () =>
      server.call('POST', `/api/galleries/${gallery.id}/uploads/${uploadId}/complete`, undefined, ade.cookie),
    );
    await expect
      .poll(() => galleryCounts(server, ade, gallery.id), { timeout: 60_000, interval: 500 })
      .toMatchObject({ imageCount: 1, pending: 0 });
  });
});
