import { describe, expect, it } from 'vitest';
import { signInAs } from '../../../../tests/auth-helpers.ts';
import { draft, invoicingTestKit, item } from '../../../../tests/invoicing-test-kit.ts';
import { lagosDate } from '../../../shared/lagos-time.ts';

describe("invoicing API: the accountant's figures and CSV", () => {
  const kit = invoicingTestKit();
  const { call, create } = kit;

  it('the CSV neutralises formulas but keeps +234 phone-style text', async () => {
    const p = await signInAs(kit.t.app, 'approvedPhotographer');
    await create(draft({ clientName: '=HYPERLINK("x")' }), p, true);
    await create(draft({ clientName: '+2348030000000' }), p, true);
    const today = lagosDate();
    const csv = (await call(p, 'GET', `/api/invoices/export.csv?from=${today}&to=${today}`)).body;
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv).toContain(',+2348030000000,');
  });

  it('summary cards, CSV export and the admin revenue figure come from recorded payments', async () => {
    const p = await signInAs(kit.t.app, 'approvedPhotographer');
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

    const admin = await signInAs(kit.t.app, 'superAdmin');
    const overview = (await call(admin, 'GET', '/api/admin/overview')).json();
    expect(overview.figures.revenueKobo).toBeGreaterThanOrEqual(4_000_00);
  });
});
