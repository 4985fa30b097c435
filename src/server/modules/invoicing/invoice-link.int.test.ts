import { beforeAll, describe, expect, it } from 'vitest';
import {
  adeSettings,
  draft,
  invoicingTestKit,
  pdfText,
  tokenOf,
} from '../../../../tests/invoicing-test-kit.ts';

describe("invoicing API: the client's link", () => {
  const kit = invoicingTestKit();
  const { call, create } = kit;
  // The client's page shows the photographer's bank details.
  beforeAll(async () => {
    await call(kit.ade, 'PUT', '/api/invoices/settings', adeSettings);
  });

  it('the client link: one invoice, viewed once, PDF, "I have paid"; wrong token 404', async () => {
    const inv = await create(draft({ clientEmail: 'dayo@example.test' }), kit.ade, true);
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
    const detail = (await call(kit.ade, 'GET', `/api/invoices/${inv.id}`)).json().invoice;
    expect(detail.viewedAt).not.toBeNull();
    await call(null, 'GET', `/api/public/invoices/${token}`);
    const viewedEvents = (await call(kit.ade, 'GET', `/api/invoices/${inv.id}`))
      .json()
      .invoice.history.filter((h: { kind: string }) => h.kind === 'viewed');
    expect(viewedEvents).toHaveLength(1);

    const pdf = await call(null, 'GET', `/api/public/invoices/${token}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdfText(pdf.rawPayload)).toContain(inv.number);

    const before = kit.smtp.received.length;
    expect((await call(null, 'POST', `/api/public/invoices/${token}/paid`)).statusCode).toBe(200);
    expect(kit.smtp.received.slice(before).map((m) => m.subject)).toContain(
      `Bola Adeyemi says invoice ${inv.number} is paid`,
    );
    expect(
      (await call(null, 'GET', `/api/public/invoices/${token}`)).json().invoice.clientSaysPaidAt,
    ).not.toBeNull();

    for (const wrong of ['x', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`, 'a'.repeat(43)])
      expect((await call(null, 'GET', `/api/public/invoices/${wrong}`)).statusCode).toBe(404);
    // The photographer can replace a link: the old one answers 404, the new one works.
    const replaced = (await call(kit.ade, 'POST', `/api/invoices/${inv.id}/link`)).json().invoice;
    expect(replaced.publicUrl).not.toBe(inv.publicUrl);
    expect((await call(null, 'GET', `/api/public/invoices/${token}`)).statusCode).toBe(404);
    expect((await call(null, 'GET', `/api/public/invoices/${tokenOf(replaced)}`)).statusCode).toBe(200);
    // A draft has no link at all.
    const d = await create();
    expect(d.publicUrl).toBeNull();
  });
});
