import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../../tests/auth-helpers.ts';
import {
  adeSettings,
  draft,
  invoicingTestKit,
  item,
  pdfText,
  tokenOf,
} from '../../../../tests/invoicing-test-kit.ts';
import { INVOICE_MESSAGES } from '../../../shared/invoicing.ts';
import { lagosDate } from '../../../shared/lagos-time.ts';

describe('invoicing API: drafts, amounts, numbers and sending', () => {
  const kit = invoicingTestKit();
  const { call, create } = kit;

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
      kit.ade,
      'POST',
      '/api/invoices',
      draft({ items: [item('A', 1, 100)], discountKobo: 101 }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain(INVOICE_MESSAGES.discountTooLarge);
  });

  it('refuses with the spec messages', async () => {
    const noClient = await call(kit.ade, 'POST', '/api/invoices', draft({ clientName: '' }));
    expect(noClient.statusCode).toBe(400);
    expect(noClient.body).toContain('Client name and email are required');
    const noEmail = await call(kit.ade, 'POST', '/api/invoices', draft({ clientEmail: '' }));
    expect(noEmail.body).toContain('Client name and email are required');
    const noItems = await call(kit.ade, 'POST', '/api/invoices', draft({ items: [] }));
    expect(noItems.body).toContain('Please add at least one item with a description');
    const blank = await call(kit.ade, 'POST', '/api/invoices', draft({ items: [item('  ', 1, 100)] }));
    expect(blank.body).toContain('Please add at least one item with a description');
    const zeroQty = await call(kit.ade, 'POST', '/api/invoices', draft({ items: [item('A', 0, 100)] }));
    expect(zeroQty.body).toContain('Quantity must be at least 1');
    const negative = await call(kit.ade, 'POST', '/api/invoices', draft({ items: [item('A', 1, -1)] }));
    expect(negative.body).toContain('The price cannot be negative');
  });

  it('edits and deletes drafts only; another photographer gets 404', async () => {
    const inv = await create();
    const edited = await call(
      kit.ade,
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
      const res = await call(kit.other, method, url, method === 'PUT' ? draft() : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call(kit.other, 'GET', '/api/invoices')).json().invoices).toHaveLength(0);
    expect((await call(kit.ade, 'DELETE', `/api/invoices/${inv.id}`)).statusCode).toBe(204);
    expect((await call(kit.ade, 'GET', `/api/invoices/${inv.id}`)).statusCode).toBe(404);
  });

  it('customers and pending photographers cannot use the photographer routes', async () => {
    const customer = await signInAs(kit.t.app, 'customer');
    expect((await call(customer, 'GET', '/api/invoices')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/invoices')).statusCode).toBe(401);
  });

  it('numbers at first send, gap-free per photographer, with the editable prefix; issued invoices are voided, not deleted', async () => {
    const p = await signInAs(kit.t.app, 'approvedPhotographer');
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
    const theirs = await create(draft(), kit.other, true);
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
    await call(kit.ade, 'PUT', '/api/invoices/settings', adeSettings);
    const before = kit.smtp.received.length;
    const inv = await create(
      draft({
        clientName: 'Chiamaka Obi',
        clientEmail: 'chiamaka@example.test',
        items: [item('Prints', 3, 333_33)],
      }),
      kit.ade,
      true,
    );
    expect(inv.status).toBe('sent');
    expect(INVOICE_MESSAGES.sentTo(inv.clientEmail)).toBe('Invoice sent to chiamaka@example.test');
    const mail = kit.smtp.received.slice(before).find((m) => m.subject?.includes(inv.number));
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

    const download = await call(kit.ade, 'GET', `/api/invoices/${inv.id}/pdf?download=1`);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain(`${inv.number}.pdf`);
    expect(pdfText(download.rawPayload)).toContain('₦1,074.99');
  });

  it('a customer sees only invoices addressed to their verified email', async () => {
    const customer = await signInAs(kit.t.app, 'customer', { email: 'eze@example.test' });
    const unverified = await signInAs(kit.t.app, 'customer', {
      email: 'funmi@example.test',
      verified: false,
    });
    await create(draft({ clientEmail: 'EZE@example.test' }), kit.ade, true);
    await create(draft({ clientEmail: 'eze@example.test' })); // a draft: not shown
    await create(draft({ clientEmail: 'funmi@example.test' }), kit.ade, true);
    const mine = (await call(customer, 'GET', '/api/invoices/received')).json().invoices;
    expect(mine).toHaveLength(1);
    expect(mine[0].publicUrl).toMatch(/^\/i\//);
    expect((await call(unverified, 'GET', '/api/invoices/received')).json().invoices).toHaveLength(0);
  });

  it('lists by tab and page: drafts, sent/pending (sent and overdue), paid; void only under All', async () => {
    const p = await signInAs(kit.t.app, 'approvedPhotographer');
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
    const p = await signInAs(kit.t.app, 'approvedPhotographer');
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
});
