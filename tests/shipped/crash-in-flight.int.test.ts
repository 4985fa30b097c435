import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ShippedServer, startShippedServer } from './shipped-server.ts';
import { approvedPhotographer, type Photographer, sendInvoice, setUpAdmin } from './shipped-world.ts';

/**
 * Work in flight at a crash resumes within a minute (decision 191): the shipped server is
 * killed with SIGKILL while its email job is in the middle of talking to the SMTP server, then
 * started again; the job, left `active` by the dead process, is retried by the restarted one
 * and the email arrives within 60 s. (Before, it waited for the job's 5-minute expiry.)
 */
describe('kill -9 during an invoice send', { timeout: 240_000 }, () => {
  let server: ShippedServer;
  let ade: Photographer;

  beforeAll(async () => {
    server = await startShippedServer();
    ade = await approvedPhotographer(server, await setUpAdmin(server));
  }, 240_000);
  afterAll(() => server?.close());

  it('the email leaves within a minute of the restart', async () => {
    server.smtp.hold(true);
    await sendInvoice(server, ade, 'bola@clients.test');
    // The delivery job is busy: the SMTP server has the message and has not answered.
    await expect.poll(() => server.smtp.holding, { timeout: 60_000, interval: 100 }).toBe(1);
    await server.crash();
    server.smtp.hold(false); // the dead sender never hears back: the message is not delivered
    const invoiceMails = () => server.smtp.received.filter((m) => /^Invoice INV-0001/.test(m.subject ?? ''));
    expect(invoiceMails()).toHaveLength(0);

    const restarted = Date.now();
    await server.start();
    const mail = await server.mailTo('bola@clients.test', /^Invoice INV-0001 from /, 60_000);
    console.info(
      `[crash-in-flight] the email left ${Math.round((Date.now() - restarted) / 1000)} s after the restart began`,
    );
    expect(mail.attachments.some((a) => a.contentType === 'application/pdf')).toBe(true);
    // Once: the dead attempt left nothing behind that sends it twice.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(invoiceMails()).toHaveLength(1);
  });
});
