import { execFileSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../../tests/smtp-capture.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { INVOICE_MESSAGES, lagosDate } from '../../../shared/invoicing.ts';
import { clientsModuleLink } from './client-link.ts';
import { type InvoicingDeps, markOverdueInvoices, sendDueReminders } from './invoicing.service.ts';

/** The text of a PDF, as poppler's pdftotext extracts it. */
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');

const item = (description: string, quantity: number, unitKobo: number) => ({
  description,
  quantity,
  unitKobo,
});
const draft = (over: Record<string, unknown> = {}) => ({
  clientName: 'Bola Adeyemi',
  clientEmail: 'Bola@Example.test',
  items: [item('Portrait session', 1, 15_000_00)],
  ...over,
});

describe('invoicing API', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let ade: SignedInUser;
  let other: SignedInUser;

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ smtpUrl: smtp.url });
    ade = await signInAs(t.app, 'approvedPhotographer', { firstName: 'Ade', lastName: 'Studio' });
    other = await signInAs(t.app, 'approvedPhotographer');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const call = (
    who: SignedInUser | null,
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
  ) =>
    t.app.inject({
      method,
      url,
      headers: who ? who.headers : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
  const create = async (body: Record<string, unknown> = draft(), who = ade, send = false) => {
    const res = await call(who, 'POST', `/api/invoices${send ? '?send=true' : ''}`, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().invoice;
  };
  const deps = (now: Date): InvoicingDeps => ({
    db: t.app.db,
    mailer: t.app.mailer,
    storage: t.app.storage,
    log: t.app.log,
    publicUrl: t.config.publicUrl,
    clients: clientsModuleLink,
    now: () => now,
  });
  const tokenOf = (invoice: { publicUrl: string }) => invoice.publicUrl.split('/i/')[1]!;

  it('computes amounts in kobo with the written rounding rule: 3 × ₦333.33', async () => {
    const inv = await create(draft({ items: [item('Prints', 3, 333_33)] }));
    expect(inv).toMatchObject({
      status: 'draft',
      number: null,
      subtotalKobo: 999_99,
      vatKobo: 75_00, // 7,499.925 kobo, rounded half up
      totalKobo: 1_074_99,
      clientEmail: 'bola@example.test',
      issueDate: lagosDate(),
    });
    // Due 14 days after the issue date by default.
    const due = new Date(`${inv.issueDate}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 14);
    expect(inv.dueDate).toBe(due.toISOString().slice(0, 10));
  });

  it('takes a discount before VAT and can switch VAT off', async () => {
    const a = await create(draft({ items: [item('A', 2, 10_000_00)], discountKobo: 2_000_00 }));
    expect(a).toMatchObject({
      subtotalKobo: 20_000_00,
      discountKobo: 2_000_00,
      vatKobo: 1_350_00,
      totalKobo: 19_350_00,
    });
    const b = await create(draft({ items: [item('A', 2, 10_000_00)], vatEnabled: false }));
    expect(b).toMatchObject({ vatKobo: 0, totalKobo: 20_000_00 });
    const res = await call(
      ade,
      'POST',
      '/api/invoices',
      draft({ items: [item('A', 1, 100)], discountKobo: 101 }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(INVOICE_MESSAGES.discountTooLarge);
  });

  it('refuses with the spec messages', async () => {
    const noClient = await call(ade, 'POST', '/api/invoices', draft({ clientName: '' }));
    expect(noClient.statusCode).toBe(400);
    expect(noClient.body).toContain('Client name and email are required');
    const noEmail = await call(ade, 'POST', '/api/invoices', draft({ clientEmail: '' }));
    expect(noEmail.body).toContain('Client name and email are required');
    const noItems = await call(ade, 'POST', '/api/invoices', draft({ items: [] }));
    expect(noItems.body).toContain('Please add at least one item with a description');
    const blank = await call(ade, 'POST', '/api/invoices', draft({ items: [item('  ', 1, 100)] }));
    expect(blank.body).toContain('Please add at least one item with a description');
    const zeroQty = await call(ade, 'POST', '/api/invoices', draft({ items: [item('A', 0, 100)] }));
    expect(zeroQty.body).toContain('Quantity must be at least 1');
    const negative = await call(ade, 'POST', '/api/invoices', draft({ items: [item('A', 1, -1)] }));
    expect(negative.body).toContain('The price cannot be negative');
  });

  it('edits and deletes drafts only; another photographer gets 404', async () => {
    const inv = await create();
    const edited = await call(
      ade,
      'PUT',
      `/api/invoices/${inv.id}`,
      draft({ items: [item('Wedding', 1, 250_000_00)] }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().invoice.totalKobo).toBe(268_750_00);
    for (const [method, url] of [
      ['GET', `/api/invoices/${inv.id}`],
      ['PUT', `/api/invoices/${inv.id}`],
      ['DELETE', `/api/invoices/${inv.id}`],
      ['POST', `/api/invoices/${inv.id}/send`],
      ['GET', `/api/invoices/${inv.id}/pdf`],
    ] as const) {
      const res = await call(other, method, url, method === 'PUT' ? draft() : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(other, 'GET', '/api/invoices')).json().invoices).toHaveLength(0);
    expect((await call(ade, 'DELETE', `/api/invoices/${inv.id}`)).statusCode).toBe(204);
    expect((await call(ade, 'GET', `/api/invoices/${inv.id}`)).statusCode).toBe(404);
  });

  it('customers and pending photographers cannot use the photographer routes', async () => {
    const customer = await signInAs(t.app, 'customer');
    expect((await call(customer, 'GET', '/api/invoices')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/invoices')).statusCode).toBe(401);
  });

  it('numbers at first send, gap-free per photographer, with the editable prefix; issued invoices are voided, not deleted', async () => {
    const p = await signInAs(t.app, 'approvedPhotographer');
    const first = await create(draft(), p);
    const second = await create(draft(), p);
    const s2 = (await call(p, 'POST', `/api/invoices/${second.id}/send`)).json().invoice;
    const s1 = (await call(p, 'POST', `/api/invoices/${first.id}/send`)).json().invoice;
    expect([s2.number, s1.number]).toEqual(['INV-0001', 'INV-0002']);
    // Sending again keeps the number and the link.
    const again = (await call(p, 'POST', `/api/invoices/${first.id}/send`)).json().invoice;
    expect(again.number).toBe('INV-0002');
    expect(again.publicUrl).toBe(s1.publicUrl);

    const settings = (await call(p, 'GET', '/api/invoices/settings')).json().settings;
    expect((await call(p, 'PUT', '/api/invoices/settings', { ...settings, prefix: 'ADE' })).statusCode).toBe(
      200,
    );
    const third = await create(draft(), p, true);
    expect(third).toMatchObject({ number: 'ADE-0003', status: 'sent' });
    // Another photographer starts at 1.
    const theirs = await create(draft(), other, true);
    expect(theirs.number).toBe('INV-0001');

    const del = await call(p, 'DELETE', `/api/invoices/${third.id}`);
    expect(del.statusCode).toBe(409);
    expect(del.body).toContain(INVOICE_MESSAGES.onlyDrafts);
    expect((await call(p, 'POST', `/api/invoices/${third.id}/void`, { reason: '' })).statusCode).toBe(400);
    const voided = await call(p, 'POST', `/api/invoices/${third.id}/void`, { reason: 'Wrong client' });
    expect(voided.json().invoice).toMatchObject({
      status: 'void',
      voidReason: 'Wrong client',
      publicUrl: null,
    });
    // The revoked link answers 404.
    expect((await call(null, 'GET', `/api/public/invoices/${tokenOf(third)}`)).statusCode).toBe(404);
  });

  it('sends the email with the PDF attached over SMTP; the PDF has the number, ₦ amounts and the client', async () => {
    await call(ade, 'PUT', '/api/invoices/settings', {
      prefix: 'INV',
      vatEnabled: true,
      tin: '12345678-0001',
      businessName: 'Ade Studio Ltd',
      address: '1 Allen Avenue, Ikeja',
      bankName: 'GTBank',
      accountName: 'Ade Studio Ltd',
      accountNumber: '0123456789',
      remindersEnabled: true,
      reminderOffsets: [-3, 0, 7],
    });
    const before = smtp.received.length;
    const inv = await create(
      draft({
        clientName: 'Chiamaka Obi',
        clientEmail: 'chiamaka@example.test',
        items: [item('Prints', 3, 333_33)],
      }),
      ade,
      true,
    );
    expect(inv.status).toBe('sent');
    expect(INVOICE_MESSAGES.sentTo(inv.clientEmail)).toBe('Invoice sent to chiamaka@example.test');
    const mail = smtp.received.slice(before).find((m) => m.subject?.includes(inv.number));
    expect(mail?.subject).toBe(`Invoice ${inv.number} from Ade Studio Ltd`);
    expect(mail?.text).toContain(inv.publicUrl);
    const pdf = mail!.attachments.find((a) => a.contentType === 'application/pdf');
    expect(pdf?.filename).toBe(`${inv.number}.pdf`);
    const text = pdfText(pdf!.content);
    for (const s of [
      inv.number,
      'Chiamaka Obi',
      '₦999.99',
      '₦75.00',
      '₦1,074.99',
      'TIN: 12345678-0001',
      'GTBank',
      '0123456789',
    ])
      expect(text).toContain(s);

    const download = await call(ade, 'GET', `/api/invoices/${inv.id}/pdf?download=1`);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain(`${inv.number}.pdf`);
    expect(pdfText(download.rawPayload)).toContain('₦1,074.99');
  });

  it('the client link: one invoice, viewed once, PDF, "I have paid"; wrong token 404', async () => {
    const inv = await create(draft({ clientEmail: 'dayo@example.test' }), ade, true);
    const token = tokenOf(inv);
    expect(token.length).toBeGreaterThanOrEqual(40);
    const page = await call(null, 'GET', `/api/public/invoices/${token}`);
    expect(page.statusCode).toBe(200);
    expect(page.json().invoice).toMatchObject({
      number: inv.number,
      totalKobo: inv.totalKobo,
      bank: { bankName: 'GTBank', accountNumber: '0123456789' },
    });
    expect(page.json().invoice).not.toHaveProperty('id');
    const detail = (await call(ade, 'GET', `/api/invoices/${inv.id}`)).json().invoice;
    expect(detail.viewedAt).not.toBeNull();
    await call(null, 'GET', `/api/public/invoices/${token}`);
    const viewedEvents = (await call(ade, 'GET', `/api/invoices/${inv.id}`))
      .json()
      .invoice.history.filter((h: { kind: string }) => h.kind === 'viewed');
    expect(viewedEvents).toHaveLength(1);

    const pdf = await call(null, 'GET', `/api/public/invoices/${token}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain(inv.number);

    const before = smtp.received.length;
    expect((await call(null, 'POST', `/api/public/invoices/${token}/paid`)).statusCode).toBe(200);
    expect(smtp.received.slice(before).map((m) => m.subject)).toContain(
      `Bola Adeyemi says invoice ${inv.number} is paid`,
    );
    expect(
      (await call(null, 'GET', `/api/public/invoices/${token}`)).json().invoice.clientSaysPaidAt,
    ).not.toBeNull();

    for (const wrong of ['x', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, 'a'.repeat(43)])
      expect((await call(null, 'GET', `/api/public/invoices/${wrong}`)).statusCode).toBe(404);
    // The photographer can replace a link: the old one answers 404, the new one works.
    const replaced = (await call(ade, 'POST', `/api/invoices/${inv.id}/link`)).json().invoice;
    expect(replaced.publicUrl).not.toBe(inv.publicUrl);
    expect((await call(null, 'GET', `/api/public/invoices/${token}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/public/invoices/${tokenOf(replaced)}`)).statusCode).toBe(200);
    // A draft has no link at all.
    const d = await create();
    expect(d.publicUrl).toBeNull();
  });

  it('a customer sees only invoices addressed to their verified email', async () => {
    const customer = await signInAs(t.app, 'customer', { email: 'eze@example.test' });
    const unverified = await signInAs(t.app, 'customer', { email: 'funmi@example.test', verified: false });
    await create(draft({ clientEmail: 'EZE@example.test' }), ade, true);
    await create(draft({ clientEmail: 'eze@example.test' })); // a draft: not shown
    await create(draft({ clientEmail: 'funmi@example.test' }), ade, true);
    const mine = (await call(customer, 'GET', '/api/invoices/received')).json().invoices;
    expect(mine).toHaveLength(1);
    expect(mine[0].publicUrl).toMatch(/^\/i\//);
    expect((await call(unverified, 'GET', '/api/invoices/received')).json().invoices).toHaveLength(0);
  });

  it('records partial payments, shows the balance, pays in full with a numbered receipt emailed, reverses with a reason', async () => {
    const inv = await create(
      draft({ clientEmail: 'kemi@example.test', items: [item('Event', 1, 100_000_00)], vatEnabled: false }),
      ade,
      true,
    );
    const over = await call(ade, 'POST', `/api/invoices/${inv.id}/payments`, {
      amountKobo: 100_000_01,
      method: 'cash',
    });
    expect(over.statusCode).toBe(400);
    expect(over.body).toContain(INVOICE_MESSAGES.overpaid);
    const part = await call(ade, 'POST', `/api/invoices/${inv.id}/payments`, {
      amountKobo: 40_000_00,
      method: 'pos',
      note: 'Deposit',
    });
    expect(part.statusCode).toBe(201);
    expect(part.json().invoice).toMatchObject({
      status: 'sent',
      paidKobo: 40_000_00,
      balanceKobo: 60_000_00,
    });

    const before = smtp.received.length;
    const rest = await call(ade, 'POST', `/api/invoices/${inv.id}/payments`, {
      amountKobo: 60_000_00,
      method: 'bank_transfer',
    });
    const paid = rest.json().invoice;
    expect(paid).toMatchObject({
      status: 'paid',
      balanceKobo: 0,
      receiptNumber: expect.stringMatching(/^RCT-\d{4}$/),
    });
    const mail = smtp.received.slice(before).find((m) => m.subject?.startsWith('Receipt'));
    expect(mail?.subject).toBe(`Receipt ${paid.receiptNumber} for invoice ${inv.number}`);
    const receipt = pdfText(mail!.attachments[0]!.content);
    expect(receipt).toContain(paid.receiptNumber);
    expect(receipt).toContain('₦100,000.00');
    expect((await call(ade, 'GET', `/api/invoices/${inv.id}/receipt.pdf`)).statusCode).toBe(200);

    // No more payments on a paid invoice; a reversal reopens it, and is itself recorded.
    expect(
      (await call(ade, 'POST', `/api/invoices/${inv.id}/payments`, { amountKobo: 1, method: 'cash' }))
        .statusCode,
    ).toBe(409);
    const paymentId = paid.payments[1].id;
    expect(
      (await call(ade, 'POST', `/api/invoices/${inv.id}/payments/${paymentId}/reverse`, { reason: '' }))
        .statusCode,
    ).toBe(400);
    const reversed = (
      await call(ade, 'POST', `/api/invoices/${inv.id}/payments/${paymentId}/reverse`, {
        reason: 'Transfer bounced',
      })
    ).json().invoice;
    expect(reversed).toMatchObject({
      status: 'sent',
      paidKobo: 40_000_00,
      balanceKobo: 60_000_00,
      receiptNumber: paid.receiptNumber,
    });
    expect(reversed.payments).toHaveLength(2);
    expect(reversed.payments[1]).toMatchObject({ reversalReason: 'Transfer bounced' });
    const twice = await call(ade, 'POST', `/api/invoices/${inv.id}/payments/${paymentId}/reverse`, {
      reason: 'again',
    });
    expect(twice.statusCode).toBe(409);
    // Another photographer cannot touch it.
    expect(
      (await call(other, 'POST', `/api/invoices/${inv.id}/payments`, { amountKobo: 1, method: 'cash' }))
        .statusCode,
    ).toBe(404);
    // Paid again: the same receipt number (one per invoice, no gap).
    const again = (
      await call(ade, 'POST', `/api/invoices/${inv.id}/payments`, { amountKobo: 60_000_00, method: 'cash' })
    ).json().invoice;
    expect(again.receiptNumber).toBe(paid.receiptNumber);
  });

  it('lists by tab and page: drafts, sent/pending (sent and overdue), paid; void only under All', async () => {
    const p = await signInAs(t.app, 'approvedPhotographer');
    const drafts = await Promise.all([create(draft(), p), create(draft(), p)]);
    const sent = await create(draft(), p, true);
    const voided = await create(draft(), p, true);
    await call(p, 'POST', `/api/invoices/${voided.id}/void`, { reason: 'Duplicate' });
    const tab = async (name: string) => (await call(p, 'GET', `/api/invoices?tab=${name}`)).json();
    expect((await tab('drafts')).invoices.map((i: { id: string }) => i.id).sort()).toEqual(
      drafts.map((d) => d.id).sort(),
    );
    expect((await tab('pending')).invoices.map((i: { id: string }) => i.id)).toEqual([sent.id]);
    expect((await tab('paid')).total).toBe(0);
    const all = await tab('all');
    expect(all).toMatchObject({ total: 4, page: 1, pageSize: 50 });
    expect(all.invoices[0]).toEqual({
      id: voided.id,
      number: voided.number,
      status: 'void',
      clientName: 'Bola Adeyemi',
      clientEmail: 'bola@example.test',
      issueDate: voided.issueDate,
      dueDate: voided.dueDate,
      totalKobo: voided.totalKobo,
      balanceKobo: voided.totalKobo,
    });
    expect((await call(p, 'GET', '/api/invoices?page=2')).json().invoices).toEqual([]);
    expect((await call(p, 'GET', '/api/invoices?tab=nope')).statusCode).toBe(400);
  });

  it('settings: prefix, NUBAN and reminder days are checked', async () => {
    const p = await signInAs(t.app, 'approvedPhotographer');
    const settings = (await call(p, 'GET', '/api/invoices/settings')).json().settings;
    expect(settings).toMatchObject({
      prefix: 'INV',
      vatEnabled: true,
      remindersEnabled: true,
      reminderOffsets: [-3, 0, 7],
    });
    const bad = await call(p, 'PUT', '/api/invoices/settings', {
      ...settings,
      prefix: 'inv-',
      accountNumber: '123',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Use 1 to 10 capital letters or digits');
    const saved = await call(p, 'PUT', '/api/invoices/settings', {
      ...settings,
      vatEnabled: false,
      reminderOffsets: [7, 0, 0],
    });
    expect(saved.json().settings).toMatchObject({ vatEnabled: false, reminderOffsets: [0, 7] });
    // A photographer who is not VAT-registered: new invoices carry no VAT unless asked.
    expect((await create(draft(), p)).vatKobo).toBe(0);
  });

  it('the CSV neutralises formulas but keeps +234 phone-style text', async () => {
    const p = await signInAs(t.app, 'approvedPhotographer');
    await create(draft({ clientName: '=HYPERLINK("x")' }), p, true);
    await create(draft({ clientName: '+2348030000000' }), p, true);
    const today = lagosDate();
    const csv = (await call(p, 'GET', `/api/invoices/export.csv?from=${today}&to=${today}`)).body;
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain(',+2348030000000,');
  });

  it('summary cards, CSV export and the admin revenue figure come from recorded payments', async () => {
    const p = await signInAs(t.app, 'approvedPhotographer');
    const a = await create(draft({ items: [item('A', 1, 10_000_00)], vatEnabled: false }), p, true);
    await create(draft({ items: [item('B', 1, 5_000_00)], vatEnabled: false }), p, true);
    await call(p, 'POST', `/api/invoices/${a.id}/payments`, { amountKobo: 4_000_00, method: 'cash' });
    const list = (await call(p, 'GET', '/api/invoices')).json();
    expect(list.summary).toEqual({ outstandingKobo: 11_000_00, overdueKobo: 0, paidThisMonthKobo: 4_000_00 });

    const today = lagosDate();
    const csv = await call(p, 'GET', `/api/invoices/export.csv?from=${today}&to=${today}`);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`${a.number},Bola Adeyemi`);
    expect(csv.body).toContain('4000.00');

    const admin = await signInAs(t.app, 'superAdmin');
    const overview = (await call(admin, 'GET', '/api/admin/overview')).json();
    expect(overview.figures.revenueKobo).toBeGreaterThanOrEqual(4_000_00);
  });

  it('overdue and reminder jobs follow the Lagos calendar; none for paid, void or opted-out invoices', async () => {
    const p = await signInAs(t.app, 'approvedPhotographer');
    const base = draft({
      clientEmail: 'remind@example.test',
      issueDate: '2026-01-01',
      dueDate: '2026-01-15',
    });
    const open = await create(base, p, true);
    const optedOut = await create({ ...base, remindersEnabled: false }, p, true);
    const paid = await create(base, p, true);
    await call(p, 'POST', `/api/invoices/${paid.id}/payments`, {
      amountKobo: paid.totalKobo,
      method: 'cash',
    });
    const voided = await create(base, p, true);
    await call(p, 'POST', `/api/invoices/${voided.id}/void`, { reason: 'Duplicate' });

    const at = (date: string, time = '10:00') => new Date(`${date}T${time}:00+01:00`);
    const reminders = () =>
      t.app.db.query.emailOutbox
        .findMany()
        .then((rows) =>
          rows.filter((r) => r.template === 'invoice-reminder' && r.to === 'remind@example.test'),
        );
    // 3 days before: one reminder (the opted-out, paid and void ones get none); a second run sends nothing.
    expect(await sendDueReminders(deps(at('2026-01-12')))).toBeGreaterThanOrEqual(1);
    expect(await sendDueReminders(deps(at('2026-01-12')))).toBe(0);
    expect(await reminders()).toHaveLength(1);
    await sendDueReminders(deps(at('2026-01-13')));
    expect(await reminders()).toHaveLength(1);
    await sendDueReminders(deps(at('2026-01-15')));
    expect((await reminders()).map((r) => r.subject)).toContain(`Reminder: invoice ${open.number} due today`);

    // Overdue: not on the due date itself, from the next Lagos day on (23:30 UTC on the 15th is the 16th in Lagos).
    await markOverdueInvoices(deps(at('2026-01-15', '23:00')));
    expect((await call(p, 'GET', `/api/invoices/${open.id}`)).json().invoice.status).toBe('sent');
    await markOverdueInvoices(deps(new Date('2026-01-15T23:30:00Z')));
    const states = await Promise.all(
      [open, optedOut, paid, voided].map(
        async (i) => (await call(p, 'GET', `/api/invoices/${i.id}`)).json().invoice.status,
      ),
    );
    expect(states).toEqual(['overdue', 'overdue', 'paid', 'void']);
    await sendDueReminders(deps(at('2026-01-22')));
    expect(await reminders()).toHaveLength(3);
    const history = (await call(p, 'GET', `/api/invoices/${open.id}`))
      .json()
      .invoice.history.map((h: { kind: string }) => h.kind);
    expect(history.filter((k: string) => k === 'reminder')).toHaveLength(3);
    expect(history).toContain('overdue');
    const summary = (await call(p, 'GET', '/api/invoices')).json().summary;
    expect(summary.overdueKobo).toBe(open.totalKobo + optedOut.totalKobo);
  });
});
