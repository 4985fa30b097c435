import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { item, pdfText, tokenOf } from '../../../../tests/invoicing-test-kit.ts';
import { photographerWithListing } from '../../../../tests/marketplace-helpers.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../../tests/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { INVOICING_API } from '../../../shared/invoicing.ts';
import { addDays, lagosDate } from '../../../shared/lagos-time.ts';

/**
 * Decision 201: every payment, part or whole, has its own numbered receipt, emailed from the
 * photographer's business; a reversed payment keeps its receipt; what is part paid reads so.
 */
describe('a receipt for every payment', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let ada: SignedInUser;
  let other: SignedInUser;
  const day = (n: number) => addDays(lagosDate(), n);
  const call = (who: SignedInUser | null, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ smtpUrl: smtp.url });
    // Her invoice settings leave the business name empty: the profile's is the one clients read.
    ada = await photographerWithListing(t.app, {
      businessName: 'Ada Obi Studios',
      slug: 'ada-obi-studios',
      firstName: 'Ada',
      lastName: 'Obi',
    });
    other = await signInAs(t.app, 'approvedPhotographer');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  /** The SMTP message to `to` whose subject starts with `subject`, once delivered. */
  const mailTo = async (to: string, subject: string): Promise<ParsedMail> => {
    let found: ParsedMail | undefined;
    await expect
      .poll(() => {
        found = smtp.received.find(
          (m) => m.to && JSON.stringify(m.to).includes(to) && m.subject?.startsWith(subject),
        );
        return Boolean(found);
      })
      .toBe(true);
    return found!;
  };
  const pay = async (id: string, amountKobo: number, method = 'bank_transfer') => {
    const res = await call(ada, 'POST', INVOICING_API.payments(id), { amountKobo, method });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().invoice;
  };
  /** ₦250,000 without VAT, in three: a ₦64,500 deposit, then two of ₦92,750. */
  const sendWedding = async (email: string) => {
    const res = await call(ada, 'POST', `${INVOICING_API.invoices}?send=true`, {
      clientName: 'Kemi Ojo',
      clientEmail: email,
      vatEnabled: false,
      items: [item('Wedding photography', 1, 250_000_00)],
      schedule: [
        { kind: 'amount', amountKobo: 64_500_00, dueDate: day(0) },
        { kind: 'amount', amountKobo: 92_750_00, dueDate: day(30) },
        { kind: 'amount', amountKobo: 92_750_00, dueDate: day(60) },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json().invoice;
  };
  const receiptNumbers = async () =>
    (
      await t.app.database.query<{ receipt_number: string }>(
        'select receipt_number from invoice_payments where photographer_id = $1 order by receipt_number',
        [ada.id],
      )
    ).map((r) => r.receipt_number);

  it('the invoice and its emails come from the business, not the person', async () => {
    const invoice = await sendWedding('kemi@example.test');
    const sent = await mailTo('kemi@example.test', 'Invoice ');
    expect(sent.subject).toBe(`Invoice ${invoice.number} from Ada Obi Studios`);
    expect(sent.from?.value[0]).toEqual({
      name: 'Ada Obi Studios via Aworan',
      address: 'no-reply@aworan.ng',
    });
    expect(sent.replyTo?.value[0]?.address).toBe(ada.email);
    const pdf = pdfText(sent.attachments[0]!.content);
    expect(pdf).toContain('Ada Obi Studios');
    expect(pdf).toContain('Ada Obi'); // the person, under the business name
    const page = (await call(null, 'GET', INVOICING_API.public(tokenOf(invoice)))).json().invoice;
    expect(page.from.name).toBe('Ada Obi Studios');
  });

  it('a deposit, an instalment and the balance each get a numbered receipt, PDF and email', async () => {
    const invoice = await sendWedding('bola@example.test');
    const token = tokenOf(invoice);

    const deposit = await pay(invoice.id, 64_500_00);
    expect(deposit).toMatchObject({ status: 'sent', balanceKobo: 185_500_00 });
    const first = deposit.payments[0];
    expect(first.receiptNumber).toMatch(/^RCT-\d{4}$/);
    const mail = await mailTo('bola@example.test', `Receipt ${first.receiptNumber}`);
    expect(mail.subject).toBe(
      `Receipt ${first.receiptNumber} from Ada Obi Studios: ₦64,500.00 for invoice ${invoice.number}`,
    );
    expect(mail.from?.value[0]?.name).toBe('Ada Obi Studios via Aworan');
    expect(mail.text).toContain(`Invoice ${invoice.number} is partially paid: ₦185,500.00 is left to pay.`);
    expect(mail.text).toContain('Next: Instalment 2 of 3, ₦92,750.00 by');
    const receipt = pdfText(mail.attachments[0]!.content);
    for (const text of [
      'RECEIPT',
      first.receiptNumber,
      `For invoice ${invoice.number}`,
      'PARTIALLY PAID',
      '₦64,500.00',
      '₦185,500.00',
      'Ada Obi Studios',
    ])
      expect(receipt).toContain(text);

    // The client's page lists it with its receipt, and reads "Partially paid" wherever it is listed.
    const page = (await call(null, 'GET', INVOICING_API.public(token))).json().invoice;
    expect(page.receipts).toEqual([
      expect.objectContaining({ receiptNumber: first.receiptNumber, amountKobo: 64_500_00, refundedKobo: 0 }),
    ]);
    const publicPdf = await call(null, 'GET', page.receipts[0].pdfUrl);
    expect(publicPdf.statusCode).toBe(200);
    expect(pdfText(publicPdf.rawPayload)).toContain(first.receiptNumber);

    const second = (await pay(invoice.id, 92_750_00, 'cash')).payments[1];
    const last = await pay(invoice.id, 92_750_00, 'pos');
    expect(last.status).toBe('paid');
    const third = last.payments[2];
    const [a, b, c] = [first, second, third].map((p) => Number(p.receiptNumber.slice(4)));
    expect([b, c]).toEqual([a! + 1, a! + 2]);
    const paidMail = await mailTo('bola@example.test', `Receipt ${third.receiptNumber}`);
    expect(paidMail.text).toContain(`Invoice ${invoice.number} is paid in full.`);
    expect(pdfText(paidMail.attachments[0]!.content)).toContain('PAID IN FULL');

    // Each receipt, by the photographer or through the link; never another's.
    const own = await call(ada, 'GET', INVOICING_API.receiptPdf(invoice.id, second.id));
    expect(own.statusCode).toBe(200);
    expect(pdfText(own.rawPayload)).toContain(second.receiptNumber);
    expect((await call(other, 'GET', INVOICING_API.receiptPdf(invoice.id, second.id))).statusCode).toBe(404);
    const elsewhere = await sendWedding('someone@example.test');
    expect(
      (await call(null, 'GET', INVOICING_API.publicReceiptPdf(tokenOf(elsewhere), second.id))).statusCode,
    ).toBe(404);
  });

  it('a reversed payment keeps its receipt, marked reversed; numbers go on without a gap or a reuse', async () => {
    const invoice = await sendWedding('tolu@example.test');
    const before = await receiptNumbers();
    const paid = await pay(invoice.id, 64_500_00);
    const payment = paid.payments[0];
    const reversed = await call(ada, 'POST', INVOICING_API.reverse(invoice.id, payment.id), {
      reason: 'The transfer bounced',
    });
    expect(reversed.statusCode, reversed.body).toBe(200);
    expect(reversed.json().invoice.payments[0]).toMatchObject({
      receiptNumber: payment.receiptNumber,
      reversalReason: 'The transfer bounced',
    });
    const pdf = await call(ada, 'GET', INVOICING_API.receiptPdf(invoice.id, payment.id));
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain('REVERSED');
    expect(pdfText(pdf.rawPayload)).toContain('The transfer bounced');
    const page = (await call(null, 'GET', INVOICING_API.public(tokenOf(invoice)))).json().invoice;
    expect(page.receipts[0]).toMatchObject({ receiptNumber: payment.receiptNumber, refundedKobo: 64_500_00 });

    const again = (await pay(invoice.id, 64_500_00)).payments[1];
    expect(again.receiptNumber).not.toBe(payment.receiptNumber);
    const after = await receiptNumbers();
    expect(after).toEqual([...before, payment.receiptNumber, again.receiptNumber].sort());
    const n = after.map((r) => Number(r.slice(4)));
    expect(n).toEqual(Array.from({ length: n.length }, (_, i) => i + 1));
    // The database itself keeps them: a receipted payment is never deleted nor rewritten.
    await expect(
      t.app.database.query('delete from invoice_payments where id = $1', [payment.id]),
    ).rejects.toThrow(/never deleted/);
    await expect(
      t.app.database.query('update invoice_payments set amount_kobo = 1 where id = $1', [payment.id]),
    ).rejects.toThrow(/never rewritten/);
  });

  it('a part paid invoice says so to the client: dashboard card and the photographer’s timeline', async () => {
    const customer = await signInAs(t.app, 'customer');
    const invoice = await sendWedding(customer.email);
    await pay(invoice.id, 64_500_00);
    const mine = (await call(customer, 'GET', '/api/my-photographers')).json();
    const card = JSON.stringify(mine);
    expect(card).toContain('₦185,500.00 to pay (partially paid)');
    const received = (await call(customer, 'GET', INVOICING_API.received)).json().invoices;
    expect(received[0]).toMatchObject({
      from: 'Ada Obi Studios',
      totalKobo: 250_000_00,
      balanceKobo: 185_500_00,
    });
    const client = (
      await call(ada, 'GET', `/api/clients?search=${encodeURIComponent(customer.email)}`)
    ).json();
    const clientId = client.clients[0].id;
    const timeline = JSON.stringify((await call(ada, 'GET', `/api/clients/${clientId}`)).json());
    expect(timeline).toContain('partially paid, ₦185,500.00 left');
  });
});
