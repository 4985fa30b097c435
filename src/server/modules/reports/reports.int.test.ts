import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SignedInUser, signInAs } from '../../../../tests/auth-helpers.ts';
import { cameraJpeg, createGallery, uploadPhoto } from '../../../../tests/gallery-helpers.ts';
import { photographerWithListing } from '../../../../tests/marketplace-helpers.ts';
import { dayAhead, lagos } from '../../../../tests/scheduling-helpers.ts';
import { createTestApp, type TestApp } from '../../../../tests/test-app.ts';
import { addDays, lagosDate, monthStart } from '../../../shared/lagos-time.ts';
import type {
  BookingsReport,
  GalleriesReport,
  Glance,
  IncomeReport,
  OwedReport,
  PlatformReport,
  SalesReport,
  VatReport,
} from '../../../shared/report-figures.ts';
import { RANGE_MESSAGES, REPORTS_API } from '../../../shared/reports.ts';
import type { SessionType } from '../../../shared/scheduling.ts';

/**
 * The reports through the HTTP app, after the things they count happened the way people do
 * them: invoices sent and paid by hand, sessions booked and cancelled by the photographer and
 * by the client, an enquiry that became a booking, a gallery opened and favoured; the CSVs,
 * the statement's text, the platform's figures, and the range's errors.
 */

let t: TestApp;
let ade: SignedInUser;
let other: SignedInUser;
let customer: SignedInUser;
let admin: SignedInUser;
const today = lagosDate();
const thisMonth = { from: monthStart(today), to: today };
const slug = `ade-${randomBytes(3).toString('hex')}`;

const get = (who: SignedInUser | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: who?.headers ?? {} });
/** A POST that must succeed (any 2xx, or exactly `status`); its JSON answer, if any. */
const post = async (
  who: SignedInUser | null,
  url: string,
  payload: Record<string, unknown> = {},
  status?: number,
) => {
  const res = await t.app.inject({ method: 'POST', url, headers: who?.headers ?? {}, payload });
  if (status) expect(res.statusCode, `${url}: ${res.body}`).toBe(status);
  else expect(res.statusCode, `${url}: ${res.body}`).toBeLessThan(300);
  return res.body ? res.json() : null;
};
async function report<T>(
  path: string,
  who: SignedInUser = ade,
  query: Record<string, string> = thisMonth,
): Promise<T> {
  const res = await get(who, `${path}?${new URLSearchParams(query)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
}
const pdfText = (pdf: Buffer) =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString('utf8');

async function invoice(who: SignedInUser, unitKobo: number, email = 'bola@example.test') {
  const body = {
    clientName: 'Bola Adeyemi',
    clientEmail: email,
    items: [{ description: 'Portrait', quantity: 1, unitKobo }],
  };
  return (await post(who, '/api/invoices?send=true', body)).invoice as {
    id: string;
    number: string;
    totalKobo: number;
  };
}

beforeAll(async () => {
  t = await createTestApp();
  ade = await signInAs(t.app, 'approvedPhotographer', { firstName: 'Ade', lastName: 'Lens' });
  other = await signInAs(t.app, 'approvedPhotographer');
  customer = await signInAs(t.app, 'customer');
  admin = await signInAs(t.app, 'superAdmin');
  const listing = {
    businessName: 'Ade Lens Studio',
    slug,
    city: 'Lagos',
    phone: '',
    bio: 'Ade Lens photographs Lagos.',
    categories: ['portrait'],
    showPhone: false,
  };
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/marketplace/my-listing',
    headers: ade.headers,
    payload: listing,
  });
  expect(res.statusCode, res.body).toBe(200);
});

afterAll(async () => {
  await t?.close();
});

describe('reports', () => {
  it('money received by hand this month, the VAT it carries, what is still owed, and the glance', async () => {
    const a = await invoice(ade, 100_000_00); // ₦100,000 + VAT ₦7,500
    const b = await invoice(ade, 40_000_00);
    await post(ade, `/api/invoices/${a.id}/payments`, { amountKobo: a.totalKobo, method: 'bank_transfer' });
    await post(ade, `/api/invoices/${b.id}/payments`, { amountKobo: 10_000_00, method: 'cash' });
    const income = await report<IncomeReport>(REPORTS_API.income);
    expect(income.totals).toEqual({
      onlineKobo: 0,
      byHandKobo: a.totalKobo + 10_000_00,
      refundsKobo: 0,
      netKobo: a.totalKobo + 10_000_00,
    });
    const vat = await report<VatReport>(REPORTS_API.vat);
    expect(vat.totals.issuedVatKobo).toBe(7_500_00 + 3_000_00);
    expect(vat.totals.receivedVatKobo).toBe(
      7_500_00 + Math.floor((10_000_00 * 3_000_00 * 2 + b.totalKobo) / (2 * b.totalKobo)),
    );
    const owed = await report<OwedReport>(REPORTS_API.owed, ade, {});
    expect(owed.outstandingKobo).toBe(b.totalKobo - 10_000_00);
    expect(owed.buckets.find((x) => x.bucket === 'current')).toEqual({
      bucket: 'current',
      amountKobo: b.totalKobo - 10_000_00,
      invoices: 1,
    });
    const bucket = await report<{ invoices: { number: string; owedKobo: number }[] }>(
      REPORTS_API.owedInvoices,
      ade,
      { bucket: 'current' },
    );
    expect(bucket.invoices).toEqual([
      expect.objectContaining({ number: b.number, owedKobo: b.totalKobo - 10_000_00 }),
    ]);
    const glance = await report<Glance>(REPORTS_API.glance, ade, {});
    expect(glance.thisMonth).toEqual({ month: today.slice(0, 7), netKobo: income.totals.netKobo });
    expect(glance.outstandingKobo).toBe(owed.outstandingKobo);
    expect(glance.followUpsDue).toEqual({ total: 0, items: [] });
    // Another photographer sees none of it.
    const theirs = await report<IncomeReport>(REPORTS_API.income, other);
    expect(theirs.totals.netKobo).toBe(0);
    expect((await report<OwedReport>(REPORTS_API.owed, other, {})).outstandingKobo).toBe(0);
  });

  it('CSVs through the one writer, and the quarterly statement whose text shows the totals with ₦', async () => {
    for (const path of [
      REPORTS_API.income,
      REPORTS_API.vat,
      REPORTS_API.fees,
      REPORTS_API.sales,
      REPORTS_API.bookings,
      REPORTS_API.galleries,
    ]) {
      const res = await get(ade, `${REPORTS_API.csv(path)}?${new URLSearchParams(thisMonth)}`);
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.body.startsWith('\uFEFF')).toBe(true);
    }
    const vatCsv = (await get(ade, `${REPORTS_API.csv(REPORTS_API.vat)}?${new URLSearchParams(thisMonth)}`))
      .body;
    expect(vatCsv).toContain('INV-0001');
    expect(vatCsv).toContain('10500.00'); // ₦7,500 + ₦3,000 of VAT on the invoices issued
    expect((await get(ade, REPORTS_API.csv(REPORTS_API.owed))).body).toContain('Not yet due');
    const quarter = `${today.slice(0, 4)}-Q${Math.floor((Number(today.slice(5, 7)) - 1) / 3) + 1}`;
    const res = await get(ade, `${REPORTS_API.statement}?quarter=${quarter}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('QUARTERLY STATEMENT');
    expect(text).toContain('Ade Lens Studio');
    expect(text).toMatch(/Received by hand\s+₦117,500\.00/);
    expect(text).toMatch(/VAT on invoices issued\s+₦10,500\.00/);
    expect(text).toContain('INV-0002');
  });

  it('sessions by month: cancelled by the photographer, by the client; an enquiry that became a booking', async () => {
    const date = dayAhead(45);
    await post(ade, '/api/scheduling/overrides', { date, spans: [{ start: '09:00', end: '17:00' }] });
    const types = (await get(ade, '/api/scheduling/settings')).json().sessionTypes as {
      id: string;
      name: string;
    }[];
    const portrait = types.find((x) => x.name === 'Portrait Session')!;
    // An enquiry from the profile, then the same person books (the same client record).
    await post(null, `/api/marketplace/photographers/${slug}/contact`, {
      name: 'Kemi',
      email: customer.email,
      message: 'Do you shoot portraits?',
    });
    const mine = await post(customer, `/api/public/booking/${slug}`, {
      sessionTypeId: portrait.id,
      startsAt: lagos(date, '10:00'),
      clientName: 'Kemi',
      clientEmail: customer.email,
    });
    const theirs = await post(ade, '/api/bookings', {
      sessionTypeId: portrait.id,
      startsAt: lagos(date, '13:00'),
      clientName: 'Tolu',
      clientEmail: 'tolu@example.test',
    });
    await post(customer, `/api/bookings/${mine.bookingId}/cancel`, {});
    await post(ade, `/api/bookings/${theirs.booking.id}/cancel`, { cause: 'photographer' });
    await post(null, `/api/marketplace/photographers/${slug}/contact`, {
      name: 'Sade',
      email: 'sade@example.test',
      message: 'Do you photograph weddings in Ibadan?',
    });
    const range = { from: monthStart(today), to: addDays(date, 1) };
    const r = await report<BookingsReport>(REPORTS_API.bookings, ade, range);
    expect(r.totals).toMatchObject({
      cancelledByClient: 1,
      cancelledByPhotographer: 1,
      lapsed: 0,
      enquiries: 2,
      enquiriesBooked: 1,
    });
    expect(r.conversion).toBe(0.5);
    expect(r.months.find((m) => m.month === date.slice(0, 7))).toMatchObject({
      cancelledByClient: 1,
      cancelledByPhotographer: 1,
    });
  });

  it('gallery views (not the photographer’s own), favourites and downloads', async () => {
    const gallery = await createGallery(t.app, ade, { name: 'Kemi at Lekki' });
    const photoId = await uploadPhoto(t.app, ade, gallery.id, await cameraJpeg());
    await post(ade, `/api/galleries/${gallery.id}/share`, { protection: { mode: 'none' } });
    const base = `/api/public/galleries/${ade.id}/${gallery.id}`;
    await post(null, `${base}/view`, {}, 204);
    await post(customer, `${base}/view`, {}, 204);
    await post(ade, `${base}/view`, {}, 204);
    await t.app.inject({
      method: 'PUT',
      url: `${base}/favourites/${photoId}`,
      payload: { email: 'kemi@example.test' },
    });
    await t.app.database.query(
      `insert into gallery_downloads (gallery_id, what, who) values ($1, 'zip', '')`,
      [gallery.id],
    );
    const r = await report<GalleriesReport>(REPORTS_API.galleries);
    expect(r.galleries).toEqual([
      { id: gallery.id, name: 'Kemi at Lekki', views: 2, favourites: 1, downloads: 1 },
    ]);
    // An unshared gallery counts no view.
    await post(ade, `/api/galleries/${gallery.id}/unshare`, {});
    expect((await t.app.inject({ method: 'POST', url: `${base}/view`, payload: {} })).statusCode).toBe(404);
  });

  it('income by session type and category, and the top clients', async () => {
    const sales = await report<SalesReport>(REPORTS_API.sales);
    expect(sales.bySessionType).toEqual([{ label: 'Other invoices', amountKobo: 117_500_00, invoices: 2 }]);
    expect(sales.byCategory).toEqual([{ label: 'Not from a booking', amountKobo: 117_500_00, invoices: 2 }]);
    expect(sales.topClients).toEqual([
      { label: 'Bola Adeyemi', email: 'bola@example.test', amountKobo: 117_500_00, invoices: 2 },
    ]);
  });

  it('the platform’s figures for super admins, with CSV; nobody else', async () => {
    const r = await report<PlatformReport>(REPORTS_API.platform, admin);
    expect(r.totals.byHandKobo).toBe(117_500_00);
    expect(r.totals.signUps).toBeGreaterThanOrEqual(4);
    expect(r.totals.activePhotographers).toBe(1);
    const csv = await get(
      admin,
      `${REPORTS_API.csv(REPORTS_API.platform)}?${new URLSearchParams(thisMonth)}`,
    );
    expect(csv.body).toContain('Active photographers');
    expect((await get(ade, `${REPORTS_API.platform}?${new URLSearchParams(thisMonth)}`)).statusCode).toBe(
      403,
    );
  });

  it('a refund by hand in part and a reversal by mistake: the reports agree with the invoices', async () => {
    const bisiSlug = `bisi-${randomBytes(3).toString('hex')}`;
    const bisi = await photographerWithListing(t.app, { businessName: 'Bisi Studio', slug: bisiSlug });
    // A session invoice (₦21,500 with VAT) paid in part by hand, then the session cancelled with
    // part of that given back.
    const types = (await get(bisi, '/api/scheduling/settings')).json().sessionTypes as SessionType[];
    const { id: typeId, ...family } = types.find((x) => x.name === 'Family Session')!;
    const deposit = await t.app.inject({
      method: 'PUT',
      url: `/api/scheduling/session-types/${typeId}`,
      headers: bisi.headers,
      payload: { ...family, depositPercent: 50 },
    });
    expect(deposit.statusCode, deposit.body).toBe(200);
    const date = dayAhead(40);
    await post(bisi, '/api/scheduling/overrides', { date, spans: [{ start: '09:00', end: '17:00' }] });
    const booked = await post(null, `/api/public/booking/${bisiSlug}`, {
      sessionTypeId: typeId,
      startsAt: lagos(date, '10:00'),
      clientName: 'Kemi Ojo',
      clientEmail: 'kemi@example.test',
    });
    const [row] = await t.app.database.query<{ invoice_id: string }>(
      'select invoice_id from bookings where id = $1',
      [booked.bookingId],
    );
    const session = row!.invoice_id;
    await post(bisi, `/api/invoices/${session}/payments`, { amountKobo: 15_000_00, method: 'cash' });
    await post(bisi, `/api/bookings/${booked.bookingId}/cancel`, { refundKobo: 6_000_00 });
    // An invoice of its own whose payment was recorded by mistake, reversed, then recorded right.
    const other = await invoice(bisi, 50_000_00, 'tayo@example.test');
    const wrong = await post(bisi, `/api/invoices/${other.id}/payments`, {
      amountKobo: 20_000_00,
      method: 'cash',
    });
    const wrongId = wrong.invoice.payments[0].id as string;
    await post(bisi, `/api/invoices/${other.id}/payments/${wrongId}/reverse`, { reason: 'Entered twice' });
    await post(bisi, `/api/invoices/${other.id}/payments`, {
      amountKobo: 20_000_00,
      method: 'bank_transfer',
    });

    const paidOf = async (id: string) =>
      (await get(bisi, `/api/invoices/${id}`)).json().invoice as { paidKobo: number; totalKobo: number };
    const [sessionPaid, otherPaid] = [await paidOf(session), await paidOf(other.id)];
    expect(sessionPaid.paidKobo).toBe(9_000_00);
    expect(otherPaid.paidKobo).toBe(20_000_00);
    // Received: the refunded part came in before it went back, the part kept is a payment of its
    // own, the mistake is neither; what stays is each invoice's paid money.
    const income = await report<IncomeReport>(REPORTS_API.income, bisi);
    expect(income.totals).toEqual({
      onlineKobo: 0,
      byHandKobo: 6_000_00 + 9_000_00 + 20_000_00,
      refundsKobo: 6_000_00,
      netKobo: sessionPaid.paidKobo + otherPaid.paidKobo,
    });
    // The session's invoice is closed (void): it owes nothing and carries no VAT; the other owes the rest.
    const owed = await report<OwedReport>(REPORTS_API.owed, bisi, {});
    expect(owed.outstandingKobo).toBe(otherPaid.totalKobo - otherPaid.paidKobo);
    const vat = await report<VatReport>(REPORTS_API.vat, bisi);
    const share = (amount: number) =>
      Math.floor((amount * 3_750_00 * 2 + other.totalKobo) / (2 * other.totalKobo));
    expect(vat.totals).toMatchObject({ receivedVatKobo: share(20_000_00), refundedVatKobo: 0 });
  });

  it('a range that is not one says why, and changes nothing', async () => {
    const bad = async (query: string) =>
      (await get(ade, `${REPORTS_API.income}?${query}`)).json().message as string;
    expect((await get(ade, `${REPORTS_API.income}?from=2026-02-30&to=2026-03-01`)).statusCode).toBe(400);
    expect(await bad('from=2026-13-01&to=2026-12-01')).toContain(RANGE_MESSAGES.date);
    expect(await bad('from=2026-05-01&to=2026-04-01')).toContain(RANGE_MESSAGES.order);
    expect(await bad('from=2015-01-01&to=2026-04-01')).toContain(RANGE_MESSAGES.tooLong);
    expect((await get(ade, `${REPORTS_API.statement}?quarter=2026-Q5`)).json().message).toContain(
      RANGE_MESSAGES.quarter,
    );
    expect((await get(ade, `${REPORTS_API.owedInvoices}?bucket=soon`)).statusCode).toBe(400);
  });
});
