import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignedInUser } from '../../../../tests/auth-helpers.ts';
import { httpCaller } from '../../../../tests/http-call.ts';
import { photographerWithListing } from '../../../../tests/marketplace-helpers.ts';
import { dayAhead, lagos } from '../../../../tests/scheduling-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { INVOICING_API } from '../../../shared/invoicing.ts';
import { MARKETPLACE_API } from '../../../shared/marketplace-terms.ts';
import { createAndSendInvoice, invoicingDeps } from './invoicing.service.ts';

/**
 * Decision 200: one VAT rule for every price a photographer charges. A session booked with a
 * deposit and a gallery's extra photos are invoiced under the photographer's VAT setting like any
 * invoice, and every place a client reads a price (profile, directory, booking page) says whether
 * VAT is added.
 */
describe('VAT the same way everywhere', () => {
  let t: TestApp;
  let ade: SignedInUser;
  const slug = 'ade-vat-studio';
  const call = httpCaller(() => t.app);

  beforeAll(async () => {
    t = await createTestApp();
    ade = await photographerWithListing(t.app, {
      businessName: 'Ade VAT Studio',
      slug,
      firstName: 'Ade',
      prices: [250_000_00],
    });
    const types = (await call(ade, 'GET', '/api/scheduling/settings')).json().sessionTypes;
    const { id, ...input } = types.find((s: { name: string }) => s.name === 'Portrait Session');
    const res = await call(ade, 'PUT', `/api/scheduling/session-types/${id}`, {
      ...input,
      depositPercent: 30,
    });
    expect(res.statusCode, res.body).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  const vatSeen = async () => ({
    profile: (await call(null, 'GET', MARKETPLACE_API.profile(slug))).json().profile.vatEnabled,
    directory: (await call(null, 'GET', MARKETPLACE_API.directory)).json().photographers[0].vatEnabled,
    booking: (await call(null, 'GET', `/api/public/booking/${slug}`)).json().vatEnabled,
  });
  const setVat = async (vatEnabled: boolean) => {
    const settings = (await call(ade, 'GET', INVOICING_API.settings)).json().settings;
    const res = await call(ade, 'PUT', INVOICING_API.settings, { ...settings, vatEnabled });
    expect(res.statusCode, res.body).toBe(200);
  };
  /** Books a ₦15,000 portrait with its 30% deposit; answers the session invoice's total and deposit. */
  const book = async (days: number, email: string) => {
    const date = dayAhead(days);
    const opened = await call(ade, 'POST', '/api/scheduling/overrides', {
      date,
      spans: [{ start: '09:00', end: '17:00' }],
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const types = (await call(null, 'GET', `/api/public/booking/${slug}`)).json().sessionTypes;
    const res = await call(null, 'POST', `/api/public/booking/${slug}`, {
      sessionTypeId: types.find((s: { name: string }) => s.name === 'Portrait Session').id,
      startsAt: lagos(date, '10:00'),
      clientName: 'Kemi Ojo',
      clientEmail: email,
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.app.database.query<{ total: number; vat: number; deposit: number }>(
      `select i.total_kobo::int as total, i.vat_kobo::int as vat, b.deposit_kobo::int as deposit
         from bookings b join invoices i on i.id = b.invoice_id where b.id = $1`,
      [res.json().bookingId],
    );
    return row!;
  };
  /** Two extra photos billed as a gallery bills them: through invoicing's entry point, no VAT said. */
  const billExtras = async (email: string) => {
    const invoice = await createAndSendInvoice(invoicingDeps(t.app, t.config.publicUrl), {
      photographerId: ade.id,
      client: { name: 'Kemi Ojo', email },
      items: [{ description: 'Extra edited photos', quantity: 2, unitKobo: 2_500_00 }],
    });
    return { subtotal: invoice.subtotalKobo, vat: invoice.vatKobo, total: invoice.totalKobo };
  };

  it('a booking deposit follows the photographer’s VAT setting, and every price says which', async () => {
    // The default: VAT on, said everywhere, and on the session's invoice.
    expect(await vatSeen()).toEqual({ profile: true, directory: true, booking: true });
    expect(await book(40, 'vat-on@example.test')).toEqual({
      total: 16_125_00,
      vat: 1_125_00,
      deposit: 4_837_50,
    });
    expect(await billExtras('extras-on@example.test')).toEqual({
      subtotal: 5_000_00,
      vat: 375_00,
      total: 5_375_00,
    });

    // Off: the same everywhere at once (the cached public pages are read again).
    await setVat(false);
    expect(await vatSeen()).toEqual({ profile: false, directory: false, booking: false });
    expect(await book(41, 'vat-off@example.test')).toEqual({ total: 15_000_00, vat: 0, deposit: 4_500_00 });
    expect(await billExtras('extras-off@example.test')).toEqual({
      subtotal: 5_000_00,
      vat: 0,
      total: 5_000_00,
    });
  });
});
