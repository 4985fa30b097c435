import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailsTo, type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { atTime } from '../../../../tests/clock.ts';
import { type FakePaystack, startFakePaystack } from '../../../../tests/fake-paystack/fake-paystack.ts';
import { paystackConfigFor } from '../../../../tests/fake-paystack/pay-online.ts';
import { httpCaller } from '../../../../tests/http-call.ts';
import { photographerWithListing } from '../../../../tests/marketplace-helpers.ts';
import { dayAhead, lagos } from '../../../../tests/scheduling-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { CANCEL_MESSAGES } from '../../../shared/cancellation-terms.ts';
import { BUILT_IN_TEMPLATES } from '../../../shared/contract-templates.ts';
import { PAYMENTS_API } from '../../../shared/payments.ts';
import { expireUnconfirmed } from './bookings.service.ts';
import { schedulingDeps } from './scheduling.plugin.ts';

const wedding = BUILT_IN_TEMPLATES.find((x) => x.id === 'template-wedding')!;

/**
 * Cancelling a booking whose deposit was paid (decisions 160, 161), the Balance following a
 * rescheduled session (162) and requests nobody confirmed lapsing at their start (163).
 */
describe('cancelling, refunds, moved balances and lapsed requests', () => {
  let fake: FakePaystack;
  let t: TestApp;
  let ade: SignedInUser;
  let other: SignedInUser;
  const slug = 'ade-cancel-refunds';
  const call = httpCaller(() => t.app);

  beforeAll(async () => {
    fake = await startFakePaystack();
    t = await createTestApp({ paystack: paystackConfigFor(fake) });
    fake.webhookUrl = `${await t.app.listen({ port: 0, host: '127.0.0.1' })}${PAYMENTS_API.webhook}`;
    ade = await photographerWithListing(t.app, { businessName: 'Ade Studio', slug, firstName: 'Ade' });
    other = await signInAs(t.app, 'approvedPhotographer');
    fake.addAccount('058', '0123456789', 'ADE STUDIO');
    const saved = await call(ade, 'PUT', PAYMENTS_API.payoutAccount, {
      bankCode: '058',
      accountNumber: '0123456789',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Ade charges no VAT: the session invoices are the listed prices (decision 200).
    const current = (await call(ade, 'GET', '/api/invoices/settings')).json().settings;
    const noVat = await call(ade, 'PUT', '/api/invoices/settings', { ...current, vatEnabled: false });
    expect(noVat.statusCode, noVat.body).toBe(200);
    // Weddings and family sessions ask a deposit at booking.
    for (const [name, depositPercent] of [
      ['Wedding Package', 30],
      ['Family Session', 50],
    ] as const) {
      const { id, ...input } = await sessionType(name);
      const res = await call(ade, 'PUT', `/api/scheduling/session-types/${id}`, { ...input, depositPercent });
      expect(res.statusCode, res.body).toBe(200);
    }
  });
  afterAll(async () => {
    t.app.database.pool?.on('error', () => undefined);
    await t.close();
    await fake.close();
  });

  async function sessionType(name: string) {
    const types = (await call(ade, 'GET', '/api/scheduling/settings')).json().sessionTypes;
    return types.find((s: { name: string }) => s.name === name) as { id: string } & Record<string, unknown>;
  }
  /** A public booking on an opened day; returns its id and invoice. */
  async function publicBooking(type: string, date: string, email: string, time = '10:00') {
    const opened = await call(ade, 'POST', '/api/scheduling/overrides', {
      date,
      spans: [{ start: '09:00', end: '17:00' }],
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const res = await call(null, 'POST', `/api/public/booking/${slug}`, {
      sessionTypeId: (await sessionType(type)).id,
      startsAt: lagos(date, time),
      clientName: 'Kemi Ojo',
      clientEmail: email,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.app.database.query<{ invoice_id: string | null }>(
      'select invoice_id from bookings where id = $1',
      [res.json().bookingId],
    );
    return { id: res.json().bookingId as string, invoiceId: row!.invoice_id, payUrl: res.json().payUrl };
  }
  const payByHand = async (invoiceId: string, amountKobo: number) => {
    const res = await call(ade, 'POST', `/api/invoices/${invoiceId}/payments`, {
      amountKobo,
      method: 'bank_transfer',
    });
    expect(res.statusCode, res.body).toBe(201);
  };
  const invoice = async (id: string) => (await call(ade, 'GET', `/api/invoices/${id}`)).json().invoice;
  const quote = (id: string, who = ade) => call(who, 'GET', `/api/bookings/${id}/cancel-quote`);
  const cancel = (id: string, body: object, who = ade) =>
    call(who, 'POST', `/api/bookings/${id}/cancel`, body);
  const cancelledEmail = async (email: string) =>
    (await emailsTo(t.app, email)).find((m) => m.template === 'booking-cancelled')!;

  it('the photographer cannot come: the online deposit goes back through Paystack and the invoice is closed', async () => {
    const b = await publicBooking('Wedding Package', dayAhead(40), 'online@example.test');
    const token = String(b.payUrl).split('/i/')[1];
    const pay = await call(null, 'POST', `/api/public/invoices/${token}/pay`, {});
    expect(pay.statusCode, pay.body).toBe(200);
    const code = pay.json().authorizationUrl.split('/checkout/')[1];
    const trx = [...fake.transactions.values()].find((x) => x.access_code === code)!;
    expect(trx.amount).toBe(7_500_000);
    await fake.complete(trx.reference, 'success'); // the webhook credits the deposit
    expect((await invoice(b.invoiceId!)).paidKobo).toBe(7_500_000);

    const q = await quote(b.id);
    expect(q.statusCode, q.body).toBe(200);
    expect(q.json()).toMatchObject({ paidKobo: 7_500_000, contract: null, clientCauseRefundKobo: null });
    expect((await quote(b.id, other)).statusCode).toBe(404);

    const res = await cancel(b.id, { cause: 'photographer' });
    expect(res.statusCode, res.body).toBe(200);
    const booking = res.json().booking;
    expect(booking.status).toBe('cancelled');
    expect(booking.history.map((h: { summary: string }) => h.summary)).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/Refund ₦75,000\.00 of ₦75,000\.00 paid \(the photographer cancelled\)/),
        '₦75,000.00 refund asked of Paystack',
      ]),
    );
    const asked = fake.refunds.at(-1)!;
    expect(asked.amount).toBe(7_500_000);
    // The Balance is closed: the invoice is void, no reminder or overdue can follow.
    expect(await invoice(b.invoiceId!)).toMatchObject({ status: 'void', paidKobo: 7_500_000 });
    expect((await cancelledEmail('online@example.test')).text).toContain(
      '₦75,000.00 of the ₦75,000.00 you paid is refunded.',
    );
    // Paystack processes it: the money comes off the invoice, which stays void.
    await fake.settleRefund(asked.id, 'processed');
    await fake.sendWebhook('refund.processed', { id: asked.id, status: 'processed', amount: 7_500_000 });
    expect(await invoice(b.invoiceId!)).toMatchObject({ status: 'void', paidKobo: 0 });
  });

  it("the client cancelled: the signed wedding contract's terms decide the refund (50% at 60–89 days)", async () => {
    const b = await publicBooking('Wedding Package', dayAhead(70), 'kemi@example.test');
    await payByHand(b.invoiceId!, 7_500_000);
    const [client] = await t.app.database.query<{ id: string }>(
      `select id from clients where photographer_id = $1 and email = 'kemi@example.test'`,
      [ade.id],
    );
    const drafted = await call(ade, 'POST', '/api/contracts', {
      title: wedding.title,
      clientId: client!.id,
      clientName: 'Kemi Ojo',
      clientEmail: 'kemi@example.test',
      content: wedding.content,
      templateId: wedding.id,
      bookingId: b.id,
      values: { sessionDate: '2030-01-01', location: 'Eko Hotel', hours: 8, feeKobo: 100 },
    });
    expect(drafted.statusCode, drafted.body).toBe(201);
    const contractId = drafted.json().contract.id;
    // Sent but not signed by the client: no terms bind yet, the photographer would choose.
    const sent = await call(ade, 'POST', `/api/contracts/${contractId}/send`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await quote(b.id)).json().clientCauseRefundKobo).toBeNull();
    const png = await sharp({ create: { width: 200, height: 60, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
    const token = String(sent.json().contract.publicUrl).split('/c/')[1]!;
    const signed = await call(null, 'POST', `/api/public/contracts/${token}/sign`, {
      consent: true,
      fullName: 'Kemi Ojo',
      signature: `data:image/png;base64,${png.toString('base64')}`,
    });
    expect(signed.statusCode, signed.body).toBe(200);

    const q = (await quote(b.id)).json();
    expect(q).toMatchObject({
      paidKobo: 7_500_000,
      contract: { title: wedding.title },
      clientCauseRefundKobo: 3_750_000,
      daysBefore: 70,
    });
    // With terms the photographer says who cancelled; a figure from the browser is not used.
    expect((await cancel(b.id, {})).json().message).toBe(CANCEL_MESSAGES.chooseCause);
    const res = await cancel(b.id, { cause: 'client', refundKobo: 7_500_000 });
    expect(res.statusCode, res.body).toBe(200);
    const inv = await invoice(b.invoiceId!);
    expect(inv).toMatchObject({ status: 'void', paidKobo: 3_750_000 });
    // The recorded payment is reversed and the part kept recorded again: every row stays true.
    expect(
      inv.payments.map((p: { amountKobo: number; reversedAt: string | null }) => [
        p.amountKobo,
        p.reversedAt !== null,
      ]),
    ).toEqual(
      expect.arrayContaining([
        [7_500_000, true],
        [3_750_000, false],
      ]),
    );
    // What was kept has its own receipt, which says which one it replaces (decision 201).
    const [first, kept] = [
      inv.payments.find((p: { reversedAt: string | null }) => p.reversedAt),
      inv.payments.find((p: { reversedAt: string | null }) => !p.reversedAt),
    ];
    expect(kept.receiptNumber).not.toBe(first.receiptNumber);
    // The reversed payment keeps the part given back, for the reports (decision 230).
    expect([first.refundedKobo, kept.refundedKobo]).toEqual([3_750_000, 0]);
    const replaced = (await emailsTo(t.app, 'kemi@example.test')).find((m) =>
      m.subject.startsWith(`Receipt ${kept.receiptNumber} `),
    );
    expect(replaced?.text).toContain(
      `₦37,500.00 of the payment on receipt ${first.receiptNumber} was refunded`,
    );
    expect((await cancelledEmail('kemi@example.test')).text).toContain(
      '₦37,500.00 of the ₦75,000.00 you paid is refunded.',
    );
    const timeline = await t.app.database.query<{ summary: string }>(
      `select summary from client_events where client_id = $1 and kind = 'booking_cancelled' order by created_at desc limit 1`,
      [client!.id],
    );
    expect(timeline[0]!.summary).toMatch(
      /^Cancelled by the photographer: .*Refund ₦37,500\.00 of ₦75,000\.00 paid/,
    );
  });

  it('without a contract the photographer chooses the refund, from ₦0 up to what was paid', async () => {
    const b = await publicBooking('Family Session', dayAhead(45), 'family@example.test');
    await payByHand(b.invoiceId!, 1_000_000);
    expect((await cancel(b.id, {})).json().message).toBe(CANCEL_MESSAGES.enterRefund);
    const tooMuch = await cancel(b.id, { refundKobo: 1_000_001 });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(CANCEL_MESSAGES.tooMuch(1_000_000));
    expect((await cancel(b.id, { refundKobo: -1 })).statusCode).toBe(400);
    const res = await cancel(b.id, { refundKobo: 400_000 });
    expect(res.statusCode, res.body).toBe(200);
    expect(await invoice(b.invoiceId!)).toMatchObject({ status: 'void', paidKobo: 600_000 });
    // A second cancel finds nothing to do.
    expect((await cancel(b.id, { refundKobo: 400_000 })).statusCode).toBe(409);
  });

  it('a client who cancels more than 48 hours before closes the balance; the deposit stays recorded', async () => {
    const b = await publicBooking('Family Session', dayAhead(46), 'self@example.test');
    await payByHand(b.invoiceId!, 1_000_000);
    const customer = await signInAs(t.app, 'customer', { email: 'self@example.test' });
    // The quote is the photographer's.
    expect([403, 404]).toContain((await quote(b.id, customer)).statusCode);
    const res = await cancel(b.id, {}, customer);
    expect(res.statusCode, res.body).toBe(200);
    const inv = await invoice(b.invoiceId!);
    expect(inv).toMatchObject({ status: 'void', paidKobo: 1_000_000 });
    expect((await cancelledEmail('self@example.test')).text).toContain('No refund of the ₦10,000.00 paid');
  });

  it('rescheduling moves the Balance instalment (and the invoice) to the new session date', async () => {
    const from = dayAhead(50);
    const to = dayAhead(53);
    const b = await publicBooking('Wedding Package', from, 'move@example.test');
    await payByHand(b.invoiceId!, 7_500_000);
    const opened = await call(ade, 'POST', '/api/scheduling/overrides', {
      date: to,
      spans: [{ start: '09:00', end: '17:00' }],
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const moved = await call(ade, 'POST', `/api/bookings/${b.id}/reschedule`, {
      startsAt: lagos(to, '10:00'),
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const inv = await invoice(b.invoiceId!);
    expect(inv.schedule.map((r: { label: string; dueDate: string }) => [r.label, r.dueDate])).toEqual([
      ['Deposit (30%)', expect.any(String)],
      ['Balance', to],
    ]);
    expect(inv.dueDate).toBe(to);
    expect(inv.history.map((h: { detail: string }) => h.detail)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Balance now due .*: the session moved$/)]),
    );
  });

  it('a request without a deposit that nobody confirmed lapses at its start, once, and frees the time', async () => {
    const date = dayAhead(15);
    const b = await publicBooking('Portrait Session', date, 'lapse@example.test', '11:00');
    const start = new Date(lagos(date, '11:00')).getTime();
    const deps = schedulingDeps(t.app, { publicUrl: t.config.publicUrl });
    const expireAt = (ms: number) => atTime(ms, () => expireUnconfirmed(deps()));
    expect(await expireAt(start - 60_000)).toBe(0);
    expect(await expireAt(start + 60_000)).toBe(1);
    expect(await expireAt(start + 120_000)).toBe(0);
    const [row] = await t.app.database.query<{ status: string }>(
      'select status from bookings where id = $1',
      [b.id],
    );
    expect(row!.status).toBe('cancelled');
    const mails = await emailsTo(t.app, 'lapse@example.test');
    expect(mails.filter((m) => m.template === 'booking-expired')).toHaveLength(1);
    const portrait = await sessionType('Portrait Session');
    const slots = (
      await call(ade, 'GET', `/api/scheduling/slots?sessionTypeId=${portrait.id}&from=${date}`)
    ).json().slots;
    expect(slots.map((s: { time: string }) => s.time)).toContain('11:00');
  });
});
